# 1 "v000645.cu"
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
# 26 "v000645.cu"
enum class Phase6 { High7, Idle8 = 2, Busy9}; 
# 28
__attribute__((visibility("hidden"))) void scale10_kernel(int count11, Phase6 b12) ;
#if 0
# 29
{ 
# 30
unsigned tid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
int w14 = 0; 
# 32
while (w14 < count11) { 
# 33
{ 
# 34
if (((__device_builtin_variable_threadIdx.y) + tid13) > (29)) { 
# 35
break; 
# 36
}  
# 37
b12 = b12; 
# 38
} 
# 39
++w14; 
# 40
}  
# 41
} 
#endif
# 43 "v000645.cu"
int main() 
# 44
{ 
# 45
int size15 = 3570; 
# 46
if (size15 <= size15) { 
# 47
return (32 + size15); 
# 48
}  
# 49
for (int it16 = 0; it16 < size15; it16 += 4) { 
# 50
size15 %= size15; 
# 51
}  
# 52
do { size15 += 31; } while (0); 
# 53
(__cudaPushCallConfiguration((size15 + 31) / 32, 256, 0, (cudaStream_t)0)) ? (void)0 : scale10_kernel(31ULL, Phase6::Idle8); 
# 54
return 0; 
# 55
} 

# 1 "v000645.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e8438326_10_v000645_cu_b91cd596
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000645.cudafe1.stub.c"
#include "v000645.cudafe1.stub.c"
# 1 "v000645.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
