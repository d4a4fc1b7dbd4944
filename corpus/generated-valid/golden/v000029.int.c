# 1 "v000029.cu"
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
# 18 "v000029.cu"
static_assert((42 == 42), "tile must fit");
# 20
__attribute__((visibility("hidden"))) void filter9(int stride10) ;
#if 0
# 20
{ 
# 21
stride10 = (47UL); 
# 22
int w11 = 0; 
# 23
do { 
# 24
if ((stride10 > w11) || stride10) { 
# 25
break; 
# 26
}  
# 27
float stride12 = -((34UL) - (w11 * (6.0F))); 
# 28
int *idx13 = (nullptr); 
# 29
++w11; 
# 30
} while (w11 < 3); 
# 31
const int *t14 = ((const int *)nullptr); 
# 32
stride10 = (((float)stride10) / (16)); 
# 33
} 
#endif
# 35 "v000029.cu"
void host_stencil15(int *buf16, int stride17) { 
# 36
auto mid18 = stride17; 
# 37
int sum19{(34LL)}; 
# 38
++sum19; 
# 39
static_assert((sizeof(int) == (4)), "size check");
# 40
int f20 = mid18; 
# 41
} 
# 43
int main() { 
# 44
int n21 = 32; 
# 45
dim3 mid22 = dim3(128 * 2, (16 + 16) * 16, 16 + (16 + 32)); 
# 46
int iter23 = 0; 
# 47
while ((iter23 < 16) && (iter23 >= ((unsigned long)iter23))) { 
# 48
++n21; 
# 49
++iter23; 
# 50
}  
# 51
n21 = iter23; 
# 52
(__cudaPushCallConfiguration((n21 + 31) / 32, 16 * 16, sizeof(double) * (32))) ? (void)0 : filter9((42L - n21) - (n21 / 1L)); 
# 53
return 0; 
# 54
} 

# 1 "v000029.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fb8c2a23_10_v000029_cu_7e0ee5f9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000029.cudafe1.stub.c"
#include "v000029.cudafe1.stub.c"
# 1 "v000029.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
