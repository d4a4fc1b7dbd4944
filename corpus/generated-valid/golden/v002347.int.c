# 1 "v002347.cu"
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
# 8 "v002347.cu"
__attribute__((visibility("hidden"))) void fuse3(const float *input4, const int *src5) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern short dyn_6[]; 
# 10
int gid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
const float stride8 = ((40) * (input4[4])) / ((((dyn_6[__device_builtin_variable_blockDim.z]) += (input4[7])), 26) >> (4 + gid7)); 
# 12
unsigned mid9 = ((*input4) - (4750)) + (gid7 << (((dyn_6[gid7]) += 25), (-508))); 
# 13
char val10 = ((dyn_6[__device_builtin_variable_gridDim.x]) > ((dyn_6[0]) % 64)) ? dyn_6[__device_builtin_variable_gridDim.x] : ((dyn_6[0]) % 64); 
# 14
} 
#endif
# 16 "v002347.cu"
struct Body11 { 
# 17
float vel12; 
# 18
size_t mass13; 
# 19
void norm14(unsigned flag15) { 
# 20
const int idx16 = 37; 
# 21
const signed char u17 = (40U); 
# 22
} 
# 23
void norm18(int v19) { 
# 24
v19 += 23U; 
# 25
(mass13) >>= 4; 
# 26
} 
# 27
}; 
# 29
int main() { 
# 30
int n20 = 397; 
# 31
const int v21 = (8 * (n20 / n20)) + sizeof(Body11); 
# 32
int v22 = (18 + v21) + sizeof(Body11); 
# 33
float off23(v22); 
# 34
(__cudaPushCallConfiguration(1 << 3, 512, 4096, (cudaStream_t)0)) ? (void)0 : fuse3(&off23, (const int *)nullptr); 
# 35
return 0; 
# 36
} 

# 1 "v002347.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8518cb37_10_v002347_cu_096b42ba
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002347.cudafe1.stub.c"
#include "v002347.cudafe1.stub.c"
# 1 "v002347.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
