# 1 "i000591.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 8 "i000591.cu"
template< class T, int N> static void 
# 9
__wrapper__device_stub_update3_kernel(const T *&src4) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 10
{ 
# 11
if (((T)(__device_builtin_variable_blockDim.x)) != N) { 
# 12
return; 
# 13
}  
# 14
} 
#endif

#pragma GCC diagnostic pop

# 8 "i000591.cu"
template< class T, int N> static void 
# 9
update3_kernel(const T *src4) 
# 10
{__wrapper__device_stub_update3_kernel<T,N>(src4);
# 14
return;}
#if 0
# 10
{ 
# 11
if (((T)(__device_builtin_variable_blockDim.x)) != N) { 
# 12
return; 
# 13
}  
# 14
} 
#endif
# 16 "i000591.cu"
__attribute__((visibility("hidden"))) void tile5_kernel(int lane6) ;
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern int dyn_7[]; 
# 19
int gid8 = __device_builtin_variable_threadIdx.x; 
# 20
if (gid8 >= lane6) { 
# 21
return; 
# 22
}  
# 23
unsigned long long f9[8]{(' '), (25), (11UL), (3721), (60L), (3), 5ULL, (14)}; 
# 24
lane6 = gid8; 
# 25
lane6 ^= ((sizeof(unsigned) - (dyn_7[4])) + (__device_builtin_variable_threadIdx.x)); 
# 26
} 
#endif
# 28 "i000591.cu"
__attribute__((visibility("hidden"))) void shade10_kernel(char *acc11, float alpha12) ;
#if 0
# 29
{ 
# 30
unsigned idx13 = __device_builtin_variable_threadIdx.x; 
# 31
alpha12 += (acc11[3]); 
# 32
alpha12 /= (__device_builtin_variable_threadIdx.x); 
# 33
if (unsigned cnt14 = (double)__device_builtin_variable_warpSize; idx13 >= idx13) { 
# 34
unsigned val15 = (sizeof(float)); 
# 35
do { unsigned tmp_ = val15; val15 = cnt14; cnt14 = tmp_; } while (0); 
# 36
} else { 
# 37
}  
# 38
} 
#endif
# 45 "i000591.cu"
__attribute__((visibility("hidden"))) void map_combine17(int *data, int n) ;
#if 0
# 45
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((int)2)); }  } 
#endif
# 46 "i000591.cu"
__attribute__((visibility("hidden"))) void map_tally18(float *data, int n) ;
#if 0
# 46
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((float)2)); }  } 
#endif
# 48 "i000591.cu"
__attribute__((visibility("hidden"))) void norm19_kernel(const float *in20) ;
#if 0
# 49
{ 
# 50
if ((in20 == (nullptr)) || (!((in20[3]) != (22)))) { 
# 52
#pragma unroll
for (
# 52
int it21 = 0; it21 < 11; it21++) { 
# 53
if (int z22 = 2705 - it21; it21 < (it21 + 2)) { 
# 54
const unsigned lo23 = ((*in20) + (24)) + z22; 
# 55
}  
# 57
#pragma unroll
for (
# 57
int j24 = (3 * 3); j24 > 0; --j24) { }  
# 58
unsigned long *k25 = (nullptr); 
# 59
}  
# 60
}  
# 61
} 
#endif
# 62 "i000591.cu"
__attribute__((visibility("hidden"))) void kernel_decl29(int * p); 
# 63
__attribute__((visibility("hidden"))) void kernel_decl29(int *p) ;
#if 0
# 64
{ 
# 65
(p[0]) = 3; 
# 66
} 
#endif
# 68 "i000591.cu"
int main() 
# 69
{ 
# 70
int n26 = 2700; 
# 71
cudaStream_t lim27 = ((cudaStream_t)0); 
# 72
int *stride28 = &n26; 
# 73
(__cudaPushCallConfiguration(16 * 2, dim3(64, (n26 + 255) / 256, (n26 + 127) / 128), 0)) ? (void)0 : update3_kernel< long, 1> (reinterpret_cast< const long *>(stride28)); 
# 74
(__cudaPushCallConfiguration(1, ((dim3)((n26 + 63) / 64)), sizeof(float) * (32), lim27)) ? (void)0 : tile5_kernel((n26 * (stride28[1])) / (stride28[n26])); 
# 75
(__cudaPushCallConfiguration((n26 + 127) / 128, 256, 0, lim27)) ? (void)0 : shade10_kernel((char *)nullptr, stride28[n26]); 
# 76
return 0; 
# 77
} 

# 1 "i000591.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cf80780b_10_i000591_cu_363b18cb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000591.cudafe1.stub.c"
#include "i000591.cudafe1.stub.c"
# 1 "i000591.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
