# 1 "v000076.cu"
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
# 23 "v000076.cu"
int combine8(int len9, float a10) { 
# 24
constexpr int acc11 = 43; 
# 25
a10 = (16 + ((-len9) >> (len9 & 15))); 
# 26
len9 = 8; 
# 27
if (((len9 += acc11), acc11) <= sizeof(int)) { 
# 28
return (len9 & 15); 
# 29
}  
# 30
return acc11; 
# 31
} 
# 33
struct Sample12 { 
# 34
int val13; 
# 35
unsigned long long id14; 
# 36
int z15; 
# 37
}; 
# 39
inline Sample12 operator+(Sample12 a, Sample12 b) { 
# 40
Sample12 r = a; 
# 41
(r.val13) += (b.val13); 
# 42
(r.id14) += (b.id14); 
# 43
(r.z15) += (b.z15); 
# 44
return r; 
# 45
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 47
template< class T, class U> static void 
# 48
__wrapper__device_stub_update16(T *&dst17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 48
{ 
# 49
__attribute__((unused)) extern int dyn_18[]; 
# 50
if (((*dst17) - (dyn_18[0])) <= (dyn_18[1])) { 
# 51
return; 
# 52
}  
# 53
U diff19 = (58); 
# 54
constexpr int t20 = 7; 
# 55
if ((dst17[4]) != ((dyn_18[6]) + 3)) { 
# 56
return; 
# 57
}  
# 58
unsigned e21(diff19); 
# 59
const U *k22 = (&diff19); 
# 60
Sample12 prod23 = Sample12{(48ULL), (13), (static_cast< int>(t20))}; 
# 61
} 
#endif

#pragma GCC diagnostic pop

# 47 "v000076.cu"
template< class T, class U> static void 
# 48
update16(T *dst17) {__wrapper__device_stub_update16<T,U>(dst17);
# 61
return;}
#if 0
# 48
{ 
# 49
__attribute__((unused)) extern int dyn_18[]; 
# 50
if (((*dst17) - (dyn_18[0])) <= (dyn_18[1])) { 
# 51
return; 
# 52
}  
# 53
U diff19 = (58); 
# 54
constexpr int t20 = 7; 
# 55
if ((dst17[4]) != ((dyn_18[6]) + 3)) { 
# 56
return; 
# 57
}  
# 58
unsigned e21(diff19); 
# 59
const U *k22 = (&diff19); 
# 60
Sample12 prod23 = Sample12{(48ULL), (13), (static_cast< int>(t20))}; 
# 61
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 63 "v000076.cu"
template< class T, int N> static void 
# 64
__wrapper__device_stub_scale24_kernel(T *&out25, int *&dst26, T &cfg27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 64
{ 
# 65
__attribute__((unused)) extern int dyn_28[]; 
# 66
(dst26[1]) = 24; 
# 67
auto x29 = (dyn_28[5]) << (dyn_28[3]); 
# 68
} 
#endif

#pragma GCC diagnostic pop

# 63 "v000076.cu"
template< class T, int N> static void 
# 64
scale24_kernel(T *out25, int *dst26, T cfg27) {__wrapper__device_stub_scale24_kernel<T,N>(out25,dst26,cfg27);
# 68
return;}
#if 0
# 64
{ 
# 65
__attribute__((unused)) extern int dyn_28[]; 
# 66
(dst26[1]) = 24; 
# 67
auto x29 = (dyn_28[5]) << (dyn_28[3]); 
# 68
} 
#endif
# 70 "v000076.cu"
__attribute__((visibility("hidden"))) void pack30_kernel(Sample12 b31, long *data32, float *acc33, long a34) ;
#if 0
# 70
{ 
# 71
float q35 = data32[a34]; 
# 72
Sample12 val36 = {(-25), 5ULL, (static_cast< int>(-39))}; 
# 73
Sample12 m37 = {static_cast< int>((b31.z15) - 56), (60L), 8}; 
# 74
if (((acc33[1]) * (495U)) != (m37.z15)) { 
# 75
return; 
# 76
}  
# 77
} 
#endif
# 79 "v000076.cu"
int main() { 
# 80
int len38 = 1745; 
# 81
(__cudaPushCallConfiguration(4 * 2, 512)) ? (void)0 : update16< int, unsigned> (&len38); 
# 82
dim3 base39((len38 + 63) / 64, (len38 + 63) / 64, 2 * 2); 
# 83
(__cudaPushCallConfiguration(1 << 7, 32)) ? (void)0 : scale24_kernel< int, 5> (&len38, nullptr, (float)(8.75F)); 
# 84
(__cudaPushCallConfiguration(sizeof(unsigned), 1 << 9)) ? (void)0 : pack30_kernel(Sample12{('0'), (19), ('z')}, (long *)nullptr, (float *)nullptr, 2431ULL); 
# 85
return 0; 
# 86
} 

# 1 "v000076.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6b0fb505_10_v000076_cu_b4319576
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000076.cudafe1.stub.c"
#include "v000076.cudafe1.stub.c"
# 1 "v000076.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
