# 1 "v000084.cu"
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
# 26 "v000084.cu"
static unsigned c_accum9[4]; 
# 27
enum class Phase10: short { High11, Green12}; 
# 30
__attribute__((visibility("hidden"))) void clamp13_kernel(float p14, int *__restrict__ out15) ;
#if 0
# 30
{ 
# 31
if (!out15) { 
# 32
return; 
# 33
}  
# 34
float *z16 = reinterpret_cast< float *>(out15); 
# 35
Phase10 y17 = Phase10::Green12; 
# 36
if (((z16[__device_builtin_variable_threadIdx.x]) / (55)) > (13)) { 
# 37
return; 
# 38
}  
# 39
} 
#endif
# 40 "v000084.cu"
int g_pack18 = (39U); 
# 41
typedef double real19_t; 
# 44
void check_lerp20(unsigned p21) { 
# 45
++g_pack18; 
# 46
if (p21 > (34)) { 
# 47
float *y22 = (nullptr); 
# 48
if (g_pack18 <= ((y22[7]) + (y22[g_pack18]))) { 
# 49
do { p21 += (128); } while (0); 
# 50
(__cudaPushCallConfiguration(1, 128, sizeof(int) * (128))) ? (void)0 : clamp13_kernel(g_pack18 + 6LL, &g_pack18); 
# 51
}  
# 52
}  
# 53
} 
# 54
enum class Mode23 { 
# 55
Blue24, 
# 56
Red25, 
# 57
Fast26, 
# 58
Blue27, 
# 59
Fast28
# 60
}; 
# 62
void probe29(const int *__restrict__ in30) { 
# 63
if ((in30[1]) >= ((in30[2]) + (' '))) { }  
# 64
int w31 = 0; 
# 65
do { 
# 66
++w31; 
# 67
} while (w31 < 11); 
# 68
} 
# 69
int g_smooth32 = (13U); 
# 70
enum class Mode33 { Slow34, Off35 = 3, Off36, High37 = 6}; 
# 71
typedef Phase10 kind38_t; 
# 73
int main() { 
# 74
int len39 = 2419; 
# 75
int iter40 = 0; 
# 76
do { 
# 77
g_pack18 = (-g_pack18); 
# 78
if (len39) { 
# 79
return len39; 
# 80
}  
# 81
++iter40; 
# 82
} while (iter40 < g_pack18); 
# 83
(__cudaPushCallConfiguration(512, 512, 4096, (cudaStream_t)0)) ? (void)0 : clamp13_kernel((6.75F), &g_pack18); 
# 84
static_assert((35 > 34), "expected value");
# 85
return 0; 
# 86
} 

# 1 "v000084.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4356ea5f_10_v000084_cu_c_accum9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000084.cudafe1.stub.c"
#include "v000084.cudafe1.stub.c"
# 1 "v000084.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
