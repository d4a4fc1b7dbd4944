# 1 "v001641.cu"
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
# 12 "v001641.cu"
enum class Phase6 { Off7, Add8, Blue9, Add10}; 
# 14
__attribute__((visibility("hidden"))) void sift11_kernel(int len12, int stride13, const int *coef14, const float *in15) ;
#if 0
# 14
{ 
# 15
int i16 = __device_builtin_variable_threadIdx.x; 
# 16
if (i16 >= len12) { 
# 17
return; 
# 18
}  
# 19
if (coef14 != (nullptr)) { 
# 20
return; 
# 21
}  
# 22
constexpr int mid17 = 32; 
# 23
if (stride13 < 39) { 
# 24
return; 
# 25
}  
# 26
} 
#endif
# 28 "v001641.cu"
unsigned check_split18(int n19, bool q20, float *__restrict__ dst21) { 
# 29
Phase6 idx22 = Phase6::Add8; 
# 30
q20 = (-(q20 | (~q20))); 
# 31
int stride23 = (8) - (dst21[n19]); 
# 32
return 29; 
# 33
} 
# 35
int main() { 
# 36
int n24 = 3072; 
# 37
(__cudaPushCallConfiguration(sizeof(unsigned) * (4), 8 + (4 + (8 + (4 + 488))), 0)) ? (void)0 : sift11_kernel(47, check_split18(n24, 48 & n24, nullptr), &n24, (const float *)nullptr); 
# 38
n24 = ((n24 < ((8 + n24) + check_split18(n24, n24 >= 8, nullptr))) ? n24 : ((8 + n24) + check_split18(n24, n24 >= 8, nullptr))); 
# 39
float x25 = (n24 | 8) & n24; 
# 40
return 0; 
# 41
} 

# 1 "v001641.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c1561fc5_10_v001641_cu_498fcc80
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001641.cudafe1.stub.c"
#include "v001641.cudafe1.stub.c"
# 1 "v001641.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
