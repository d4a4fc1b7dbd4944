# 1 "i000134.cu"
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
# 10 "i000134.cu"
static double c_reduce3; 
# 13
struct Vec4 { 
# 14
int lo5, weight6; 
# 15
}; 
# 18
__attribute__((visibility("hidden"))) void norm7(unsigned cfg8) ;
#if 0
# 19
{ 
# 20
int idx9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
int hi10 = idx9; 
# 22
cfg8 = (~((__device_builtin_variable_gridDim.x) + (14))); 
# 23
constexpr float x11 = (52); 
# 24
Vec4 diff12{3029, idx9}; 
# 25
} 
#endif
# 26 "i000134.cu"
static bool c_sweep13; 
# 28
__attribute__((visibility("hidden"))) void merge14(double *out15, char *out16, float *acc17) ;
#if 0
# 29
{ 
# 30
int gid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
++(*out15); 
# 32
unsigned off19 = (35); 
# 33
if (((*out16) % 458) <= c_reduce3) { 
# 34
goto done20; 
# 35
}  
# 36
(out16[4])--; 
# 37
done20:; ; 
# 38
} 
#endif
# 39 "i000134.cu"
enum Phase21: unsigned { 
# 40
IDLE22, 
# 41
ADD23, 
# 42
LOW24, 
# 43
BLUE25 = 7U, 
# 44
BLUE26 = 10U
# 45
}; 
# 47
inline int run_lerp27(int lane28, unsigned a29) 
# 48
{ 
# 49
Phase21 u30 = IDLE22; 
# 50
cudaStream_t tmp31 = (nullptr); 
# 51
lane28 = 18; 
# 52
a29 = a29; 
# 53
unsigned *acc32 = &a29; 
# 54
++a29; 
# 55
return ADD23; 
# 56
} 
# 58
int main() 
# 59
{ 
# 60
int size33 = 1659; 
# 61
size33, (size33 * 2); 
# 62
auto step35 = []() { 
# 63
int *res34 = (nullptr); 
# 64
} ; typedef decltype(step35) __T0;
# 65
step35(); 
# 66
(size33++), (size33 = 1); 
# 67
switch (size33 - size33) { 
# 68
case ((ADD23) + (ADD23)) * (LOW24):  
# 69
size33 = (-34); 
# 70
size33 = size33; 
# 71
break; 
# 72
case sizeof(float) * ((ADD23) + (ADD23)):  
# 73
break; 
# 74
case 3:  
# 75
break; 
# 76
case 0:  
# 77
break; 
# 78
default:  { 
# 79
int s36 = (run_lerp27(size33, size33) + (size33 - 0)) + (run_lerp27(27, size33) * size33); 
# 80
break; 
# 81
} 
# 82
}  
# 83
(__cudaPushCallConfiguration((size33 + 31) / 32, ((BLUE26) + (118)) * (4), sizeof(int) * (256), nullptr)) ? (void)0 : norm7(+(size33 + size33)); 
# 84
(__cudaPushCallConfiguration((32) * ((LOW24) + (14)), 256, 0)) ? (void)0 : merge14((double *)nullptr, nullptr, nullptr); 
# 85
return 0; 
# 86
} 

# 1 "i000134.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__297fd28e_10_i000134_cu_f1b71de0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000134.cudafe1.stub.c"
#include "i000134.cudafe1.stub.c"
# 1 "i000134.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
