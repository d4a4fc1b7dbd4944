# 1 "v002145.cu"
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

# 9 "v002145.cu"
template< class T> static void 
# 10
__wrapper__device_stub_reduce4_kernel(T *&acc5) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 10
{ 
# 11
int gid6 = __device_builtin_variable_threadIdx.x; 
# 12
if ((gid6 % 8) & 1) { 
# 13
(*acc5) = ((((__device_builtin_variable_blockIdx.x) >> gid6) ^ (28)) + ((53 >= (*acc5)) ? (*acc5) - gid6 : 127UL)); 
# 14
} else { 
# 15
(acc5[3]) = (10.125F); 
# 16
T r7 = ((gid6 * 3L) + (__device_builtin_variable_threadIdx.x)) % (8); 
# 17
}  
# 18
} 
#endif

#pragma GCC diagnostic pop

# 9 "v002145.cu"
template< class T> static void 
# 10
reduce4_kernel(T *acc5) {__wrapper__device_stub_reduce4_kernel<T>(acc5);
# 18
return;}
#if 0
# 10
{ 
# 11
int gid6 = __device_builtin_variable_threadIdx.x; 
# 12
if ((gid6 % 8) & 1) { 
# 13
(*acc5) = ((((__device_builtin_variable_blockIdx.x) >> gid6) ^ (28)) + ((53 >= (*acc5)) ? (*acc5) - gid6 : 127UL)); 
# 14
} else { 
# 15
(acc5[3]) = (10.125F); 
# 16
T r7 = ((gid6 * 3L) + (__device_builtin_variable_threadIdx.x)) % (8); 
# 17
}  
# 18
} 
#endif
# 19 "v002145.cu"
constexpr int LANES8 = 8; 
# 21
inline float trace9(float *dst10, int lane11 = 53) { 
# 22
for (int j12 = 0; j12 < lane11; ++j12) { 
# 23
lane11 = (((((j12 != LANES8) ? dst10[0] : LANES8) + (j12 + 3)) < (lane11 - LANES8)) ? 39 * (((*dst10) += j12), lane11) : ((((dst10[j12]) * lane11) > j12) ? static_cast< size_t>(48) : (LANES8 % j12))); }  
# 24
(*dst10) = (((dst10[lane11]) += (-(23.75F))), (LANES8 ^ (lane11 & 3903))); 
# 25
return (dst10 != (nullptr)) ? (*dst10) * (dst10[lane11 & 7]) : LANES8; 
# 26
} 
# 27
static int c_gather13; 
# 29
int host_lerp14(int stride15) { 
# 30
dim3 s16(2, 4, 1); 
# 31
stride15 = (stride15 + ((30 + stride15) | (stride15 - stride15))); 
# 32
return LANES8; 
# 33
} 
# 40
__attribute__((visibility("hidden"))) void map_blend18(float *data, int n) ;
#if 0
# 40
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((float)((data[i]) - ((float)1))); }  } 
#endif
# 42 "v002145.cu"
int main() { 
# 43
int size19 = 3869; 
# 44
dim3 u20 = dim3((size19 + 127) / 128, 512); 
# 45
if ((size19 > 20U) || (size19 <= 10)) { 
# 46
return size19; }  
# 47
size19 = ('\\'); 
# 48
(__cudaPushCallConfiguration((size19 + 127) / 128, LANES8 + (LANES8 + 16), sizeof(float) * (64))) ? (void)0 : reduce4_kernel< long> (static_cast< long *>(nullptr)); 
# 49
(__cudaPushCallConfiguration(dim3(sizeof(int) * (LANES8 + 24), (size19 + 31) / 32), LANES8 + 504, sizeof(float) * (64))) ? (void)0 : map_blend18(nullptr, (size19 + size19) + size19); 
# 50
return 0; 
# 51
} 

# 1 "v002145.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__62d9a2b7_10_v002145_cu_98af19a1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002145.cudafe1.stub.c"
#include "v002145.cudafe1.stub.c"
# 1 "v002145.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
