# 1 "v000298.cu"
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
# 22 "v000298.cu"
__attribute__((visibility("hidden"))) void accum6(int stride7, char q8, int len9, double q10) ;
#if 0
# 22
{ 
# 23
int gid11 = __device_builtin_variable_threadIdx.x; 
# 24
for (int n12 = 13; n12 > 0; --n12) { 
# 25
int off13 = (-23); 
# 26
}  
# 27
for (int j14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j14 < gid11; j14 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 28
q8 = (static_cast< int>(__device_builtin_variable_blockIdx.z)); 
# 29
++q8; 
# 30
q10 = (13.875); 
# 31
}  
# 32
} 
#endif
# 34 "v000298.cu"
static void grow15(float cfg16, const int *in17, int *data18, int len19) ;
#if 0
# 34
{ 
# 35
int i20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
if (i20 >= len19) { 
# 37
return; 
# 38
}  
# 39
double x21 = 21L & (__device_builtin_variable_blockIdx.x); 
# 40
int res22 = x21; 
# 41
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 43 "v000298.cu"
__attribute__((unused)) static float grow23(const float *input24, unsigned long long cfg25) {int volatile ___ = 1;(void)input24;(void)cfg25;
# 57
::exit(___);}
#if 0
# 43
{ 
# 44
cfg25 = (((input24[6]) - ((2252) - cfg25)) * ((input24[6]) - ((2252) - cfg25))); 
# 45
if ((cfg25 >> ((18L) - cfg25)) > ((__device_builtin_variable_threadIdx.z) + cfg25)) { 
# 46
float s26(cfg25 % (__device_builtin_variable_blockDim.x)); 
# 47
} else { 
# 48
for (int j27 = 4; j27 > 0; --j27) { 
# 49
unsigned prod28 = __device_builtin_variable_blockIdx.x; 
# 50
if (prod28 && ((*input24) == (21))) { 
# 51
continue; 
# 52
}  
# 53
cfg25 *= ((10U >> (j27 << cfg25)) * (__device_builtin_variable_threadIdx.z)); 
# 54
}   
# 55
}  
# 56
return input24[1]; 
# 57
} 
#endif

#pragma GCC diagnostic pop

# 59 "v000298.cu"
inline float run_rank29(int *out30) { 
# 60
(*out30) = (out30[3]); 
# 61
--(*out30); 
# 62
auto fn34 = [prod31 = 8 + (out30[0])](int hi32)->unsigned { 
# 63
(__cudaPushCallConfiguration((8 + (8 + (8 + (8 + 32)))) * 2, 8 + (8 + (8 + 40)), 0, 0)) ? (void)0 : grow15(hi32, &hi32, &hi32, (29 ^ hi32) & (prod31)); 
# 64
int f33 = (prod31) * (prod31); 
# 65
return f33; 
# 66
} ; typedef decltype(fn34) __T0;
# 67
(*out30) += (static_cast< float>((int)(out30[7]))); 
# 68
([]() { 
# 69
int stride35 = 36; 
# 70
stride35--; 
# 71
} )(); 
# 72
(__cudaPushCallConfiguration(1 << 1, 8 * 8, sizeof(double) * (32), (cudaStream_t)0)) ? (void)0 : grow15(fn34(out30[1]), nullptr, out30, static_cast< float>((12.0F))); 
# 73
int k36 = 982; 
# 74
return 59; 
# 75
} 
# 77
int main() { 
# 78
int count37 = 1541; 
# 79
auto step38 = []()->float { 
# 80
(__cudaPushCallConfiguration(2, 32, 1 << 8, 0)) ? (void)0 : accum6((5) + run_rank29(nullptr), static_cast< float>(59), run_rank29(nullptr), true ? run_rank29(static_cast< int *>(nullptr)) : run_rank29(nullptr)); 
# 81
return (6.625F); 
# 82
} ; typedef decltype(step38) __T1;
# 83
run_rank29(&count37); 
# 84
count37 = count37; 
# 85
return 0; 
# 86
} 

# 1 "v000298.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7928dd5c_10_v000298_cu_e4b6f4f2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000298.cudafe1.stub.c"
#include "v000298.cudafe1.stub.c"
# 1 "v000298.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
