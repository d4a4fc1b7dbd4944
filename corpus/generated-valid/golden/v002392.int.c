# 1 "v002392.cu"
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
# 22 "v002392.cu"
__attribute__((visibility("hidden"))) void tally10_kernel(unsigned long cfg11, const int *__restrict__ input12, int count13, int *__restrict__ out14) ;
#if 0
# 23
{ 
# 24
int idx15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
cfg11++; 
# 26
int q16 = __device_builtin_variable_threadIdx.x; 
# 27
unsigned long long s17 = cfg11; 
# 28
do { int tmp_ = q16; q16 = count13; count13 = tmp_; } while (0); 
# 29
int diff18 = (9UL); 
# 30
} 
#endif
# 32 "v002392.cu"
static void trace19_kernel(int len20, float *data21) ;
#if 0
# 33
{ 
# 34
if (short k22 = (12); (data21[0]) == (20L)) { 
# 35
if (auto x23 = 40; data21 == (nullptr)) { 
# 36
k22 = (4); 
# 37
(*data21) = (((((k22 > len20) ? x23 : x23) != k22) ? x23 | __device_builtin_variable_warpSize : (len20 - (__device_builtin_variable_blockDim.x))) - x23); 
# 38
}  
# 39
}  
# 40
} 
#endif
# 42 "v002392.cu"
float check_rank24(int count25, int count26, float *__restrict__ dst27) 
# 43
{ 
# 44
count25 = (dst27[count25 & 7]); 
# 45
long long val28 = (-((dst27 == (nullptr)) ? dst27[0] : (*dst27))) + (8); 
# 46
return count25 + (((4.75F) + (dst27[count26 & 7])) - (static_cast< size_t>(count25))); 
# 47
} 
# 49
int main() 
# 50
{ 
# 51
int n29 = 2248; 
# 52
if (n29 < ((int)25U)) { 
# 53
(__cudaPushCallConfiguration((n29 + 31) / 32, 4 + 28, 0)) ? (void)0 : trace19_kernel(n29 - 15, static_cast< float *>(nullptr)); 
# 54
check_rank24((n29 + n29) / ((n29 >= n29) ? n29 : n29), 25, nullptr); 
# 55
} else { 
# 56
}  
# 57
(__cudaPushCallConfiguration((12 + 4) * 16, 64, 4096)) ? (void)0 : tally10_kernel(n29, nullptr, (-n29) * n29, &n29); 
# 58
return 0; 
# 59
} 

# 1 "v002392.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4a56ffb4_10_v002392_cu_5f421df1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002392.cudafe1.stub.c"
#include "v002392.cudafe1.stub.c"
# 1 "v002392.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
