# 1 "v002288.cu"
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
# 20 "v002288.cu"
constexpr unsigned TILE6 = (5); 
# 21
long decay7(int *dst8) { 
# 22
(dst8[5]) *= 50L; 
# 23
float v9 = (TILE6 + ((dst8[0]) - TILE6)) + (*dst8); 
# 24
if (dst8[3]) { 
# 25
return TILE6; 
# 26
}  
# 27
++(dst8[1]); 
# 28
size_t sum10 = (((sizeof(int)) - v9) - (dst8[2])) * (27); 
# 29
return TILE6 * (dst8[sum10]); 
# 30
} 
# 31
enum class Mode11 { Blue12, Slow13, Idle14}; 
# 33
constexpr int trace15(int n16) { 
# 34
return TILE6; 
# 35
} 
# 36
__attribute__((visibility("hidden"))) void march17_kernel(unsigned char cfg18, int count19, Mode11 a20, const int *input21) ;
#if 0
# 36
{ 
# 37
if (((input21[count19]) == 14) || (a20 == Mode11::Idle14)) { 
# 38
switch (input21[cfg18]) { 
# 39
case 3 * 3:  { 
# 40
constexpr double v22 = (-10); 
# 41
break; 
# 42
} 
# 43
}  
# 44
Mode11 prod23 = Mode11::Slow13; 
# 45
}  
# 46
} 
#endif
# 47 "v002288.cu"
int main() { 
# 48
int n24 = 1060; 
# 49
constexpr int lim25 = 4703; 
# 50
float h26 = (TILE6); 
# 51
(__cudaPushCallConfiguration(1, (5 + 3) * 4, 1024, 0)) ? (void)0 : march17_kernel(TILE6, (float)n24, Mode11::Idle14, &lim25); 
# 52
return 0; 
# 53
} 

# 1 "v002288.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d3d7e5c5_10_v002288_cu_6d074176
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002288.cudafe1.stub.c"
#include "v002288.cudafe1.stub.c"
# 1 "v002288.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
