# 1 "i000427.cu"
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
# 12 "i000427.cu"
const char *g_kick5 = ("ok"); 
# 13
static float c_warp6; 
# 14
enum class Kind7: long { 
# 15
Idle8, 
# 16
Off9, 
# 17
Off10, 
# 18
Low11, 
# 19
Low12
# 20
}; 
# 22
static void sweep13(int stride14, long *data15, const int *src16) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern int dyn_17[]; 
# 25
if (data15 != (nullptr)) { 
# 26
return; }  
# 27
((dyn_17[stride14])--), ((data15[stride14]) = (((dyn_17[stride14]) += (dyn_17[4])), ((6) - (c_warp6 * (60UL))))); 
# 28
for (int i18 = 12; i18 > 0; --i18) { 
# 29
(dyn_17[i18]) += (src16[stride14]); 
# 30
__attribute__((unused)) static double sh_19[32]; 
# 31
}  
# 32
stride14 %= 1; 
# 33
(dyn_17[stride14]) = (2U); 
# 34
} 
#endif
# 36 "i000427.cu"
constexpr int warp20(int n21, float p22) 
# 37
{ 
# 38
return 691 % ((n21 * n21) - n21); 
# 39
} 
# 41
int main() 
# 42
{ 
# 43
int count23 = 1654; 
# 44
if ((count23 = 3)) { 
# 45
++count23; 
# 46
}  
# 47
(__cudaPushCallConfiguration(dim3((count23 + 127) / 128, (count23 + 127) / 128, (count23 + 127) / 128), dim3((count23 + 31) / 32, (count23 + 255) / 256, (count23 + 255) / 256))) ? (void)0 : sweep13(36, (long *)nullptr, &count23); 
# 48
float stride24 = g_kick5[1]; 
# 49
if (count23 != (g_kick5[0])) { 
# 50
return 5; }  
# 51
if ((g_kick5[1]) - (g_kick5[0])) { 
# 52
Kind7 v25 = Kind7::Off9; 
# 53
}  
# 54
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : sweep13(53UL, (long *)nullptr, &count23); 
# 55
return 0; 
# 56
} 

# 1 "i000427.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5667c563_10_i000427_cu_g_kick5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000427.cudafe1.stub.c"
#include "i000427.cudafe1.stub.c"
# 1 "i000427.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
