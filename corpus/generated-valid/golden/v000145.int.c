# 1 "v000145.cu"
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
# 5 "v000145.cu"
typedef float *ptr1_t; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 8
template< class T, class U> static void 
# 9
__wrapper__device_stub_count2(T &b3) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 9
{ 
# 10
int idx4 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
T hi5(idx4); 
# 12
for (int it6 = 14; it6 > 0; --it6) { 
# 13
for (int it7 = 0; it7 < it6; ++it7) { 
# 14
if (!(idx4 > hi5)) { 
# 15
continue; 
# 16
}  
# 17
b3 = (((it6 % 11L) - (+it7)) * (((8.375) + idx4) / (it7 * (__device_builtin_variable_threadIdx.z)))); 
# 18
if (it7 >= b3) { 
# 19
return; 
# 20
}  
# 21
}  
# 22
}  
# 23
float flag8 = __device_builtin_variable_blockIdx.y; 
# 24
} 
#endif

#pragma GCC diagnostic pop

# 8 "v000145.cu"
template< class T, class U> static void 
# 9
count2(T b3) {__wrapper__device_stub_count2<T,U>(b3);
# 24
return;}
#if 0
# 9
{ 
# 10
int idx4 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
T hi5(idx4); 
# 12
for (int it6 = 14; it6 > 0; --it6) { 
# 13
for (int it7 = 0; it7 < it6; ++it7) { 
# 14
if (!(idx4 > hi5)) { 
# 15
continue; 
# 16
}  
# 17
b3 = (((it6 % 11L) - (+it7)) * (((8.375) + idx4) / (it7 * (__device_builtin_variable_threadIdx.z)))); 
# 18
if (it7 >= b3) { 
# 19
return; 
# 20
}  
# 21
}  
# 22
}  
# 23
float flag8 = __device_builtin_variable_blockIdx.y; 
# 24
} 
#endif
# 25 "v000145.cu"
using idx9_t = long; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 27
template< class T> static void 
# 28
__wrapper__device_stub_count10(T &cfg11, int *__restrict__ &buf12) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 28
{ 
# 29
int i13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
{ 
# 31
short *lo14 = reinterpret_cast< short *>(buf12); 
# 32
float mid15 = cfg11 + (-(6 % (*buf12))); 
# 33
} 
# 34
long long y16 = (((cfg11 += (buf12[0])), 14U) + 60U) - (+cfg11); 
# 35
if (i13 != 23) { 
# 36
goto finish17; 
# 37
}  
# 38
(buf12[6]) = ((+((*buf12) * y16)) * i13); 
# 39
if ((i13 + 44U) <= (__device_builtin_variable_threadIdx.y)) { 
# 40
return; 
# 41
}  
# 42
finish17:; ; 
# 43
} 
#endif

#pragma GCC diagnostic pop

# 27 "v000145.cu"
template< class T> static void 
# 28
count10(T cfg11, int *__restrict__ buf12) {__wrapper__device_stub_count10<T>(cfg11,buf12);
# 43
return;}
#if 0
# 28
{ 
# 29
int i13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
{ 
# 31
short *lo14 = reinterpret_cast< short *>(buf12); 
# 32
float mid15 = cfg11 + (-(6 % (*buf12))); 
# 33
} 
# 34
long long y16 = (((cfg11 += (buf12[0])), 14U) + 60U) - (+cfg11); 
# 35
if (i13 != 23) { 
# 36
goto finish17; 
# 37
}  
# 38
(buf12[6]) = ((+((*buf12) * y16)) * i13); 
# 39
if ((i13 + 44U) <= (__device_builtin_variable_threadIdx.y)) { 
# 40
return; 
# 41
}  
# 42
finish17:; ; 
# 43
} 
#endif
# 45 "v000145.cu"
__attribute__((visibility("hidden"))) void march18_kernel(float q19, int n20, int *data21) ;
#if 0
# 45
{ 
# 46
for (int it22 = 0; it22 < n20; ++it22) { 
# 47
unsigned short m23 = -(+it22); 
# 48
const int *mid24 = (nullptr); 
# 49
unsigned long long idx25 = n20; 
# 50
}  
# 51
} 
#endif
# 53 "v000145.cu"
static char norm26(int len27, int len28, int *__restrict__ buf29) { 
# 54
([=]{ 
# 55
bool acc30 = len27; 
# 56
acc30 = (((buf29)[len28]) != ('A')); 
# 57
int t31{len27}; 
# 58
} )(); 
# 59
int *h32 = &len27; 
# 60
(__cudaPushCallConfiguration(32, sizeof(float) * (32))) ? (void)0 : count10(static_cast< unsigned>(+(h32[len27])), (int *)nullptr); 
# 61
long long base33[7] = {}; 
# 62
int base34 = 1 / (~len27); 
# 63
auto val35 = len28 | (buf29[0]); 
# 64
return (*buf29); 
# 65
} 
# 67
__attribute__((visibility("hidden"))) void decay36(float cfg37, idx9_t *out38) ;
#if 0
# 67
{ 
# 68
int tid39 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 69
if (tid39 >= (__device_builtin_variable_blockIdx.z)) { 
# 70
goto done41; 
# 71
}  
# 72
for (int it40 = 0; it40 < tid39; ++it40) { 
# 73
(out38[it40]) = (__device_builtin_variable_threadIdx.x); 
# 74
}  
# 75
if ((cfg37 <= (5)) || (cfg37 != (*out38))) { 
# 76
return; 
# 77
}  
# 78
done41:; ; 
# 79
} 
#endif
# 81 "v000145.cu"
int main() { 
# 82
int n42 = 2439; 
# 83
int y43((36L)); 
# 84
unsigned long w44 = y43; 
# 85
(__cudaPushCallConfiguration(4 * 2, sizeof(unsigned) * (32))) ? (void)0 : decay36(n42, nullptr); 
# 86
int pass45 = 0; 
# 87
do { 
# 88
y43 = (sizeof(float)); 
# 89
n42 = 16; 
# 90
++pass45; 
# 91
} while (pass45 < 8); 
# 92
(__cudaPushCallConfiguration((w44 + (127)) / (128), 512)) ? (void)0 : count2< float, long> ((n42 - 59U) | (n42 * 50U)); 
# 93
(__cudaPushCallConfiguration(16, 512)) ? (void)0 : march18_kernel(pass45, (L'\x41') | y43, &y43); 
# 94
return 0; 
# 95
} 

# 1 "v000145.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f546b39e_10_v000145_cu_840ebb5b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000145.cudafe1.stub.c"
#include "v000145.cudafe1.stub.c"
# 1 "v000145.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
