# 1 "v001659.cu"
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
# 9 "v001659.cu"
int g_grow5 = 0; 
# 10
double g_scale6 = (-(0.5)); 
# 12
__attribute__((visibility("hidden"))) void shade7(const double *input8, double *__restrict__ data9, const unsigned *in10) ;
#if 0
# 13
{ 
# 14
int idx11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
const int base12 = (data9[idx11 & 7]) + ((input8[idx11]) * ((input8[0]) * (60UL))); 
# 16
float u13 = (7.375F); 
# 17
(*data9) /= (input8[idx11 & 7]); 
# 18
int acc14[5]{2, ('a'), 45, 20, (static_cast< int>(43))}; 
# 19
} 
#endif
# 20 "v001659.cu"
enum class Phase15 { 
# 21
Low16, 
# 22
Busy17 = 4, 
# 23
Busy18, 
# 24
Mul19 = 7, 
# 25
Green20
# 26
}; 
# 33
__attribute__((visibility("hidden"))) void map_update22(double *data, int n) ;
#if 0
# 33
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((double)((data[i]) - ((double)1))); }  } 
#endif
# 34 "v001659.cu"
__attribute__((visibility("hidden"))) void map_score23(float *data, int n) ;
#if 0
# 34
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((float)((data[i]) - ((float)1))); }  } 
#endif
# 36 "v001659.cu"
namespace ops24 { 
# 37
__attribute__((visibility("hidden"))) void clamp25(float p26) ;
#if 0
# 38
{ 
# 39
int i27 = __device_builtin_variable_threadIdx.x; 
# 40
p26 = (__device_builtin_variable_gridDim.z); 
# 41
Phase15 stride28 = Phase15::Busy17; 
# 42
if ((__device_builtin_variable_threadIdx.y) >= p26) { 
# 43
return; 
# 44
}  
# 45
double prod29 = i27 | 6; 
# 46
if (i27 >= ((__device_builtin_variable_threadIdx.z) * p26)) { 
# 47
return; 
# 48
}  
# 49
} 
#endif
# 50 "v001659.cu"
}
# 52
static void shade30(unsigned alpha31 = 51L) 
# 53
{ 
# 54
g_scale6 -= (((g_grow5 - (18.75)) * (g_grow5 << 1)) / (9.375)); 
# 55
(__cudaPushCallConfiguration(dim3(2, (alpha31 + (63)) / (64), 1), ((dim3)((g_grow5 + 255) / 256)))) ? (void)0 : map_update22((double *)nullptr, -g_scale6); 
# 56
float f32 = -g_grow5; 
# 57
if (g_grow5 >= g_grow5) { 
# 58
return; 
# 59
}  
# 60
(__cudaPushCallConfiguration(8, 16 * 4)) ? (void)0 : shade7((const double *)nullptr, (double *)nullptr, nullptr); 
# 61
auto flag33 = alpha31; 
# 62
} 
# 64
int main() 
# 65
{ 
# 66
int n34 = 2391; 
# 67
if (n34 != g_grow5) { 
# 68
return g_scale6; 
# 69
}  
# 70
g_scale6++; 
# 71
if ((g_scale6 / (2)) < (53)) { 
# 72
return g_scale6; 
# 73
}  
# 74
(__cudaPushCallConfiguration(((dim3)(sizeof(unsigned))), 256)) ? (void)0 : map_update22(nullptr, 2939L); 
# 75
(__cudaPushCallConfiguration(((dim3)(1 << 6)), dim3(16 * 16, 256))) ? (void)0 : map_score23((float *)nullptr, 8UL); 
# 76
(__cudaPushCallConfiguration((n34 + 63) / 64, 1 << 7)) ? (void)0 : ops24::clamp25(__alignof__(int)); 
# 77
return 0; 
# 78
} 

# 1 "v001659.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__39821e9a_10_v001659_cu_g_grow5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001659.cudafe1.stub.c"
#include "v001659.cudafe1.stub.c"
# 1 "v001659.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
