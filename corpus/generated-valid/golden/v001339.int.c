# 1 "v001339.cu"
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
# 23 "v001339.cu"
__attribute__((visibility("hidden"))) void update5_kernel(int lane6, const float *src7) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern float dyn_8[]; 
# 25
const char *t9 = (static_cast< const char *>(nullptr)); 
# 26
if (int x10((-4)); ((__device_builtin_variable_gridDim.x) % (__device_builtin_variable_gridDim.z)) > (15)) { 
# 27
const int *flag11 = reinterpret_cast< const int *>(t9); 
# 28
}  
# 29
if ((t9[0]) >= (dyn_8[lane6])) { 
# 30
lane6 = (__device_builtin_variable_threadIdx.x); 
# 31
int t12 = lane6; 
# 32
}  
# 33
} 
#endif
# 35 "v001339.cu"
int main() { 
# 36
int len13 = 4002; 
# 37
(__cudaPushCallConfiguration((len13 + 63) / 64, 128 * 2)) ? (void)0 : update5_kernel(4625, nullptr); 
# 38
(__cudaPushCallConfiguration(2 * 2, 512, 256, 0)) ? (void)0 : update5_kernel(len13, static_cast< const float *>(nullptr)); 
# 39
([=]() mutable { 
# 40
(len13) = ((len13) + ((len13) * (((len13) == (len13)) ? 54U : 36U))); 
# 41
float lo14 = len13; 
# 42
} )(); 
# 43
if (constexpr unsigned acc15 = (63UL); ((len13 | len13) | acc15) < acc15) { 
# 44
len13 = acc15; 
# 45
const char *h16 = ("kernel\n"); 
# 46
}  
# 47
return 0; 
# 48
} 

# 1 "v001339.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e60f7a89_10_v001339_cu_61b01490
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001339.cudafe1.stub.c"
#include "v001339.cudafe1.stub.c"
# 1 "v001339.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
