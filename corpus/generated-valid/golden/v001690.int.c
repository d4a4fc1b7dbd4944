# 1 "v001690.cu"
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
# 7 "v001690.cu"
static short c_pivot3; 
# 9
__attribute__((visibility("hidden"))) void merge4_kernel(bool q5, int stride6, char *data7, const int *coef8) ;
#if 0
# 10
{ 
# 11
__attribute__((unused)) extern float dyn_9[]; 
# 12
int idx10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
if (idx10 >= stride6) { 
# 14
return; }  
# 15
(dyn_9[7])++; 
# 16
(dyn_9[__device_builtin_variable_warpSize]) = idx10; 
# 17
(*data7) = (static_cast< int>(64)); 
# 18
} 
#endif
# 19 "v001690.cu"
enum Op11: unsigned char { 
# 20
BLUE12, 
# 21
ON13, 
# 22
BUSY14 = 5U, 
# 23
IDLE15, 
# 24
BLUE16
# 25
}; 
# 27
__attribute__((unused)) unsigned gather17(int stride18, float *dst19, int len20) 
# 28
{int volatile ___ = 1;(void)stride18;(void)dst19;(void)len20;
# 36
::exit(___);}
#if 0
# 28
{ 
# 29
do { int tmp_ = stride18; stride18 = len20; len20 = tmp_; } while (0); 
# 31
#pragma unroll
for (
# 31
int i21 = 0; i21 < len20; ++i21) { 
# 32
stride18--; 
# 33
++(*dst19); 
# 34
}  
# 35
return ((__device_builtin_variable_warpSize - len20) + (-len20)) + 4969; 
# 36
} 
#endif
# 38 "v001690.cu"
int main() 
# 39
{ 
# 40
int len22 = 3933; 
# 41
{ 
# 42
size_t diff23 = len22; 
# 43
Op11 mid24 = IDLE15; 
# 44
} 
# 45
(__cudaPushCallConfiguration(dim3((len22 + 255) / 256, sizeof(float), sizeof(int) * (8)), ((dim3)(sizeof(unsigned) * (2))), sizeof(unsigned) * ((BUSY14) + 59))) ? (void)0 : merge4_kernel((22 != (len22 * len22)) || (len22 <= 51LL), len22, (char *)nullptr, &len22); 
# 46
return 0; 
# 47
} 

# 1 "v001690.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__817abc11_10_v001690_cu_c_pivot3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001690.cudafe1.stub.c"
#include "v001690.cudafe1.stub.c"
# 1 "v001690.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
