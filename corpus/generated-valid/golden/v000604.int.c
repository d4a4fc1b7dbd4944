# 1 "v000604.cu"
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
# 16 "v000604.cu"
namespace detail5 { namespace v6 { 
# 17
typedef int idx7_t; 
# 19
double grow8(idx7_t len9, idx7_t len10 = 45UL) { 
# 20
len9 = 6; 
# 21
len9 = (((short)(len9 + 32L)) & 15); 
# 22
len10 = (sizeof(long long)); 
# 23
--len10; 
# 24
len10 = (len9 * (57 * len10)); 
# 25
return ((((len10 += len9), 40L) >= (44)) && (len9 != 10) && (len10 > len10)) ? 11 : (len10 & 15); 
# 26
} 
# 28
__attribute__((visibility("hidden"))) void fold11_kernel(unsigned *buf12) ;
#if 0
# 28
{ 
# 29
__attribute__((unused)) extern int dyn_13[]; 
# 30
if (('A') == ((dyn_13[5]) | (dyn_13[(__device_builtin_variable_blockDim.x) & (7)]))) { 
# 31
return; }  
# 32
(buf12[__device_builtin_variable_threadIdx.x])++; 
# 33
if ((dyn_13[__device_builtin_variable_blockDim.x]) != (dyn_13[__device_builtin_variable_blockDim.z])) { 
# 34
goto finish14; 
# 35
}  
# 36
if (!((dyn_13[(__device_builtin_variable_threadIdx.y) & (7)]) >= (dyn_13[(__device_builtin_variable_blockIdx.y) & (7)]))) { 
# 37
return; }  
# 38
static_assert((sizeof(int) == (4)), "tile must fit");
# 39
(dyn_13[5]) = (((29L * (dyn_13[__device_builtin_variable_blockDim.z])) | ((buf12[7]) & 23L)) + __alignof__(double)); 
# 40
finish14:; ; 
# 41
} 
#endif
# 42 "v000604.cu"
}}
# 44
int main() { 
# 45
int count15 = 707; 
# 46
count15 = 8; 
# 47
count15 = count15; 
# 48
static bool lo16 = (0); 
# 49
(__cudaPushCallConfiguration(8, 8 + (8 + 112), 1024)) ? (void)0 : detail5::v6::fold11_kernel(nullptr); 
# 50
return 0; 
# 51
} 

# 1 "v000604.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a57f4283_10_v000604_cu_7e481b73
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000604.cudafe1.stub.c"
#include "v000604.cudafe1.stub.c"
# 1 "v000604.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
