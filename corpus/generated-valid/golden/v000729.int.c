# 1 "v000729.cu"
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
# 11 "v000729.cu"
enum class State4: unsigned { Blue5, Add6, Busy7}; 
# 12
__attribute__((unused)) int fuse8(int *data9, long *dst10) 
# 13
{int volatile ___ = 1;(void)data9;(void)dst10;
# 19
::exit(___);}
#if 0
# 13
{ 
# 14
(data9[4]) -= (*dst10); 
# 15
--(data9[3]); 
# 16
(*dst10) %= ((data9[__device_builtin_variable_threadIdx.y]) | ((static_cast< unsigned>(30)) - ((data9[0]) - sizeof(unsigned)))); 
# 17
--(data9[(__device_builtin_variable_blockDim.x) & (7)]); 
# 18
return 2; 
# 19
} 
#endif
# 20 "v000729.cu"
static void host_tile11(int len12, float a13, int lane14) 
# 21
{ 
# 22
State4 v15 = State4::Blue5; 
# 23
len12++; 
# 24
++lane14; 
# 25
} 
# 26
__attribute__((visibility("hidden"))) void sift16(int *out17, float q18, long p19, int *__restrict__ acc20) ;
#if 0
# 27
{ 
# 28
float val21 = fuse8(out17, &p19); 
# 29
fuse8(out17, reinterpret_cast< long *>(out17)); 
# 30
++val21; 
# 31
} 
#endif
# 32 "v000729.cu"
int main() 
# 33
{ 
# 34
int n22 = 834; 
# 35
if (((n22 += ('a')), (22 + n22)) > 9L) { 
# 36
(__cudaPushCallConfiguration(1 << (2 + 3), sizeof(unsigned) * (64))) ? (void)0 : sift16(&n22, ((n22 += 2), (4.125F)), n22, nullptr); 
# 37
(__cudaPushCallConfiguration((n22 + 127) / 128, 128, 0)) ? (void)0 : sift16(&n22, n22, n22, &n22); 
# 38
}  
# 39
(__cudaPushCallConfiguration(128, 1 << (2 + (2 + 5)))) ? (void)0 : sift16(&n22, (n22 % 1) - n22, 26, &n22); 
# 40
return 0; 
# 41
} 

# 1 "v000729.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e6891a9b_10_v000729_cu_8c648026
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000729.cudafe1.stub.c"
#include "v000729.cudafe1.stub.c"
# 1 "v000729.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
