# 1 "v001897.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 15 "prelude.cuh"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 16
#if 0
# 16
struct uint3 { unsigned x, y, z; }; 
#endif
# 17 "prelude.cuh"
#if 0
# 17
struct dim3 { 
# 18
unsigned x, y, z; 
# 22
}; 
#endif
# 23 "prelude.cuh"
#if 0
typedef struct CUstream_st *
# 23
cudaStream_t; 
#endif
# 24 "prelude.cuh"
extern "C" {
# 25
extern const uint3 __device_builtin_variable_threadIdx; 
# 26
extern const uint3 __device_builtin_variable_blockIdx; 
# 27
extern const dim3 __device_builtin_variable_blockDim; 
# 28
extern const dim3 __device_builtin_variable_gridDim; 
# 29
extern const int __device_builtin_variable_warpSize; 
# 30
}
# 31
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
# 7 "v001897.cu"
enum Axis3: int { GREEN4 = 3, SLOW5, HIGH6 = 6, FAST7 = 9}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 8
template< class T, int N> static void 
# 9
__wrapper__device_stub_trace8_kernel(const T *__restrict__ &src9, T &p10, const T *&in11, const T *&in12) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 9
{ 
# 10
if (((long)(*src9)) && (((src9[7]) + 54) <= (in12[6]))) { 
# 11
unsigned e13 = (47); 
# 12
if (((float)p10) >= (N)) { 
# 13
return; 
# 14
}  
# 15
}  
# 16
p10 /= (src9[6]); 
# 17
p10 = p10; 
# 18
auto tmp14 = src9[0]; 
# 19
float base15[5] = {}; 
# 20
} 
#endif

#pragma GCC diagnostic pop

# 8 "v001897.cu"
template< class T, int N> static void 
# 9
trace8_kernel(const T *__restrict__ src9, T p10, const T *in11, const T *in12) {__wrapper__device_stub_trace8_kernel<T,N>(src9,p10,in11,in12);
# 20
return;}
#if 0
# 9
{ 
# 10
if (((long)(*src9)) && (((src9[7]) + 54) <= (in12[6]))) { 
# 11
unsigned e13 = (47); 
# 12
if (((float)p10) >= (N)) { 
# 13
return; 
# 14
}  
# 15
}  
# 16
p10 /= (src9[6]); 
# 17
p10 = p10; 
# 18
auto tmp14 = src9[0]; 
# 19
float base15[5] = {}; 
# 20
} 
#endif
# 21 "v001897.cu"
__attribute__((visibility("hidden"))) void step16(int lane17, const long *__restrict__ input18, long cfg19) ;
#if 0
# 21
{ 
# 22
__attribute__((unused)) extern unsigned dyn_20[]; 
# 23
lane17 -= ((input18[cfg19]) * (1)); 
# 24
auto lo21 = lane17; 
# 25
if (!(cfg19 < (1))) { 
# 26
goto finish22; 
# 27
}  
# 28
lane17 += 59; 
# 29
if ((dyn_20[lo21]) >= (GREEN4)) { 
# 30
return; 
# 31
}  
# 32
finish22:; ; 
# 33
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 34 "v001897.cu"
template< class T, int N = 2> static void 
# 35
__wrapper__device_stub_filter23_kernel(const T *__restrict__ &coef24, int &lane25, const int *&in26, const T *&coef27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 35
{ 
# 36
--lane25; 
# 37
if ((*in26) || ((in26[lane25]) > lane25)) { 
# 38
if (lane25) { 
# 39
if ((lane25 - 9UL) < ((lane25 % N) / sizeof(int))) { 
# 40
--lane25; 
# 41
auto v28 = N; 
# 42
}  
# 43
}  
# 44
}  
# 45
} 
#endif

#pragma GCC diagnostic pop

# 34 "v001897.cu"
template< class T, int N = 2> static void 
# 35
filter23_kernel(const T *__restrict__ coef24, int lane25, const int *in26, const T *coef27) {__wrapper__device_stub_filter23_kernel<T,N>(coef24,lane25,in26,coef27);
# 45
return;}
#if 0
# 35
{ 
# 36
--lane25; 
# 37
if ((*in26) || ((in26[lane25]) > lane25)) { 
# 38
if (lane25) { 
# 39
if ((lane25 - 9UL) < ((lane25 % N) / sizeof(int))) { 
# 40
--lane25; 
# 41
auto v28 = N; 
# 42
}  
# 43
}  
# 44
}  
# 45
} 
#endif
# 46 "v001897.cu"
__attribute__((visibility("hidden"))) void fold29_kernel(double a30, int *dst31, bool q32, const long long *src33) ;
#if 0
# 46
{ 
# 47
__attribute__((unused)) extern double dyn_34[]; 
# 48
--(dyn_34[6]); 
# 49
int u35[7] = {}; 
# 50
if (!q32) { 
# 51
return; 
# 52
}  
# 53
(u35[4]) = (GREEN4); 
# 54
int w36 = a30; 
# 55
w36 = q32; 
# 56
} 
#endif
# 57 "v001897.cu"
namespace impl37 { namespace v38 { 
# 58
float spread39(float q40, int count41) { 
# 59
int iter42 = 0; 
# 60
if ((iter42 - iter42) <= 63) { 
# 61
goto done44; 
# 62
}  
# 63
while (iter42 < count41) { 
# 64
count41 &= ((341 + count41) + (iter42 - (SLOW5))); 
# 65
Axis3 q43 = FAST7; 
# 66
++iter42; 
# 67
}  
# 68
count41 -= count41; 
# 69
done44:; ; 
# 70
return q40; 
# 71
} 
# 72
}}
# 73
int host_update45(int n46, int n47, int lane48) { 
# 74
n47 *= (2073L * n46); 
# 75
n46 = (-(((HIGH6) * n46) * n47)); 
# 76
return SLOW5; 
# 77
} 
# 78
int main() { 
# 79
int size49 = 2598; 
# 80
host_update45(impl37::v38::spread39(host_update45(size49, size49, 1674), 10 + size49), GREEN4, size49); 
# 81
size49 = ((size49 % 49) / size49); 
# 82
size49 += (FAST7); 
# 83
host_update45(size49, -54, size49); 
# 84
(__cudaPushCallConfiguration(((dim3)((size49 + 127) / 128)), (FAST7) + 23, 0, 0)) ? (void)0 : step16(size49 - (__alignof__(float) - size49), nullptr, host_update45(19, sizeof(int), HIGH6)); 
# 85
(__cudaPushCallConfiguration(dim3((size49 + 127) / 128, (size49 + 31) / 32), sizeof(unsigned) * (128), 0, 0)) ? (void)0 : trace8_kernel< long, 1> (static_cast< const long *>(nullptr), size49 * size49, (const long *)nullptr, static_cast< const long *>(nullptr)); 
# 86
(__cudaPushCallConfiguration(((dim3)((size49 + 127) / 128)), 256)) ? (void)0 : filter23_kernel(static_cast< const unsigned *>(nullptr), host_update45(29, 3163, size49 * size49), &size49, (const unsigned *)nullptr); 
# 87
(__cudaPushCallConfiguration((size49 + 63) / 64, 32)) ? (void)0 : fold29_kernel(host_update45(size49, impl37::v38::spread39(43UL, 4), SLOW5), &size49, size49 > size49, nullptr); 
# 88
return 0; 
# 89
} 

# 1 "v001897.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__26a7e5d8_10_v001897_cu_38b8bb45
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001897.cudafe1.stub.c"
#include "v001897.cudafe1.stub.c"
# 1 "v001897.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
