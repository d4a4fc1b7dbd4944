# 1 "v002310.cu"
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
# 20 "v002310.cu"
enum class Axis9 { On10, Mul11 = 6}; 
# 22
struct Acc12 { 
# 23
int weight13, x14; 
# 24
}; 
# 26
Acc12 operator+(Acc12 a, Acc12 b) { 
# 27
Acc12 r = a; 
# 28
(r.weight13) += (b.weight13); 
# 29
(r.x14) += (b.x14); 
# 30
return r; 
# 31
} 
# 33
struct Span15 { 
# 34
int hi16; 
# 35
float y17; 
# 36
}; 
# 38
Span15 operator+(Span15 a, Span15 b) { 
# 39
Span15 r = a; 
# 40
(r.hi16) += (b.hi16); 
# 41
(r.y17) += (b.y17); 
# 42
return r; 
# 43
} 
# 44
static float d_blend18; 
# 47
__attribute__((visibility("hidden"))) void weigh19_kernel(float a20, float *out21, const Acc12 alpha22) ;
#if 0
# 47
{ 
# 48
int idx23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
d_blend18 -= (__device_builtin_variable_threadIdx.x); 
# 50
if (idx23 < idx23) { 
# 51
return; 
# 52
}  
# 53
unsigned short v24[7] = {(10)}; 
# 54
} 
#endif
# 55 "v002310.cu"
static unsigned long d_reduce25; 
# 57
__attribute__((visibility("hidden"))) void scale26(float cfg27) ;
#if 0
# 57
{ 
# 58
__attribute__((unused)) extern int dyn_28[]; 
# 59
switch (d_reduce25 % (47)) { 
# 60
case 0:  
# 61
d_reduce25 = ((d_blend18 += (11.0F)), (static_cast< int>(cfg27))); 
# 62
break; 
# 63
case 2 * 4:  
# 64
cfg27 += ((cfg27 += (6)), (dyn_28[d_reduce25])); 
# 65
break; 
# 66
case 5:  
# 67
(dyn_28[4]) <<= 5; 
# 68
break; 
# 69
}  
# 70
if (d_reduce25 > sizeof(int)) { 
# 71
return; 
# 72
}  
# 73
d_blend18 -= d_blend18; 
# 74
float *res29 = ((float *)nullptr); 
# 75
} 
#endif
# 77 "v002310.cu"
__attribute__((visibility("hidden"))) void weigh30(long cfg31) ;
#if 0
# 77
{ 
# 78
int tid32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 79
if (d_reduce25 > (d_reduce25 * d_reduce25)) { 
# 80
return; 
# 81
}  
# 82
int res33[2] = {}; 
# 83
short w34((((res33[(__device_builtin_variable_blockIdx.z) & (1)]) < 21) ? res33[(__device_builtin_variable_blockIdx.z) & (1)] : 21) * (64UL + (__device_builtin_variable_blockDim.x))); 
# 84
} 
#endif
# 86 "v002310.cu"
size_t check_fold35(int len36 = 25) { 
# 87
if (((len36 < len36) ? len36 : len36) != len36) { 
# 88
return (((len36 | 5) < (50 >> len36)) ? len36 | 5 : (50 >> len36)); 
# 89
}  
# 90
dim3 acc37(4); 
# 91
++len36; 
# 92
return 10 - (((len36 += 10UL), len36) * len36); 
# 93
} 
# 95
int main() { 
# 96
int len38 = 2337; 
# 97
(__cudaPushCallConfiguration(8, dim3((len38 + 31) / 32, (len38 + 127) / 128), sizeof(double) * (64))) ? (void)0 : weigh30(check_fold35()); 
# 98
if (len38 < len38) { 
# 99
return ((len38 += 24), len38); 
# 100
}  
# 101
(__cudaPushCallConfiguration(1, 4 * 8, 0, nullptr)) ? (void)0 : weigh19_kernel((12U + len38) | (32), (float *)nullptr, Acc12{60, (30LL)}); 
# 102
(__cudaPushCallConfiguration(512, 32 + 96, 0, 0)) ? (void)0 : scale26((len38 + len38) * len38); 
# 103
return 0; 
# 104
} 

# 1 "v002310.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d02f7cfe_10_v002310_cu_99acceef
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002310.cudafe1.stub.c"
#include "v002310.cudafe1.stub.c"
# 1 "v002310.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
