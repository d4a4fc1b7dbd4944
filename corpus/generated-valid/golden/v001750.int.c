# 1 "v001750.cu"
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
# 8 "v001750.cu"
__attribute__((visibility("hidden"))) void score3_kernel(unsigned char *data4) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern int dyn_5[]; 
# 10
unsigned tid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
(dyn_5[tid6]) = (*data4); 
# 12
static_assert((sizeof(int) == (4)));
# 13
((dyn_5[tid6])--), ((*data4) = (dyn_5[tid6])); 
# 14
(data4[0]) = (__device_builtin_variable_threadIdx.x); 
# 15
if (((data4[__device_builtin_variable_blockIdx.x]) < (dyn_5[5])) || ((dyn_5[__device_builtin_variable_blockDim.x]) < 5LL)) { 
# 16
return; 
# 17
}  
# 18
(dyn_5[tid6]) = (static_cast< long long>(dyn_5[tid6])); 
# 19
} 
#endif
# 20 "v001750.cu"
static float d_weigh7; 
# 21
static int d_pivot8[64]; 
# 23
__attribute__((visibility("hidden"))) void filter9_kernel(int *acc10, char p11, const double *coef12, double cfg13) ;
#if 0
# 23
{ 
# 24
(d_pivot8[p11]) = ((((__device_builtin_variable_threadIdx.x) + (21)) >= (__device_builtin_variable_threadIdx.x)) ? cfg13 : (4)); 
# 25
int w14[5]{14, 26, (-34), (78U), 7}; 
# 26
(cfg13++), ((d_pivot8[1]) = ((w14[3]) + sizeof(float))); 
# 27
if (int off15 = (44L); acc10 == (nullptr)) { 
# 28
int *mid16 = (nullptr); 
# 29
} else { 
# 30
float x17((((d_pivot8[off15]) % 8) + 41) % 22); 
# 31
}  
# 32
} 
#endif
# 33 "v001750.cu"
static int c_bias18[2]; 
# 34
static int c_mix19; 
# 36
namespace _GLOBAL__N__8fd682b5_10_v001750_cu_ae314c62 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__8fd682b5_10_v001750_cu_ae314c62; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__8fd682b5_10_v001750_cu_ae314c62 __attribute__((visibility("hidden")))  { 
# 37
void sweep20(int lane21, float a22, float beta23, const float *__restrict__ input24) ;
#if 0
# 37
{ 
# 38
if (input24 != (nullptr)) { 
# 39
return; 
# 40
}  
# 41
{ 
# 42
if (int diff25 = (40) / a22; beta23 >= c_mix19) { 
# 43
if (beta23 > (d_weigh7 - (c_bias18[1]))) { 
# 44
int mid26 = ((diff25 % 8) + 29) - ((int)(__device_builtin_variable_blockDim.x)); 
# 45
}  
# 46
} else { 
# 47
d_weigh7 = (c_mix19 % 8); 
# 48
}  
# 49
} 
# 50
} 
#endif
# 51 "v001750.cu"
}
# 52
static_assert((58 > 57), "tile must fit");
# 53
static float d_relax27; 
# 55
namespace _GLOBAL__N__8fd682b5_10_v001750_cu_ae314c62 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__8fd682b5_10_v001750_cu_ae314c62; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__8fd682b5_10_v001750_cu_ae314c62 __attribute__((visibility("hidden")))  { 
# 56
typedef int idx28_t; 
# 58
static idx28_t run_pivot29(const idx28_t *in30, int len31) { 
# 59
if (60 > (+(in30[3]))) { 
# 60
return len31; 
# 61
}  
# 62
static_assert((53 > 52));
# 63
if ((len31 + len31) != (((in30[len31]) > 44U) ? in30[5] : (in30[len31]))) { 
# 64
--len31; 
# 65
} else { if (in30 == (nullptr)) { 
# 66
const char *q32 = ("\"q\""); 
# 67
} else { 
# 68
}  }  
# 69
return (idx28_t)(((len31 - 64U) != len31) ? in30[len31] : 63); 
# 70
} 
# 71
}
# 73
__attribute__((visibility("hidden"))) void apply33_kernel(idx28_t len34) ;
#if 0
# 73
{ 
# 74
__attribute__((unused)) extern float dyn_35[]; 
# 75
idx28_t idx36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 76
if (idx36 >= len34) { 
# 77
return; 
# 78
}  
# 79
if (d_pivot8[56]) { 
# 80
d_weigh7 = (((4) * (d_relax27 + (25))) + (((d_weigh7 - d_relax27) != (dyn_35[__device_builtin_variable_threadIdx.x])) ? (4.625F) + (c_bias18[c_mix19]) : ((c_bias18[0]) - 21UL))); 
# 81
} else { if ((c_bias18[__device_builtin_variable_threadIdx.y]) <= idx36) { 
# 82
d_relax27 = (static_cast< double>(c_mix19 * 9L)); 
# 83
++(dyn_35[0]); 
# 84
}  }  
# 85
d_weigh7 = (6.5F); 
# 86
} 
#endif
# 88 "v001750.cu"
static long check_reduce37(const float *src38, idx28_t len39) { 
# 89
len39 = (len39 + 23); 
# 90
--len39; 
# 91
return (run_pivot29(reinterpret_cast< const int *>(src38), 10L) % 8); 
# 92
} 
# 94
int main() { 
# 95
int len40 = 2895; 
# 96
if ((39) != check_reduce37((const float *)nullptr, len40 + 47L)) { 
# 97
(__cudaPushCallConfiguration(dim3(sizeof(int) * (128), (len40 + 63) / 64, (len40 + 31) / 32), 32)) ? (void)0 : apply33_kernel(len40); 
# 98
len40 = (-len40); 
# 99
}  
# 100
const char *acc41 = ("tile"); 
# 101
(__cudaPushCallConfiguration((len40 + 255) / 256, dim3(8 * 16, 32), sizeof(double) * (128))) ? (void)0 : score3_kernel(nullptr); 
# 102
(__cudaPushCallConfiguration(8 * 2, 256, 512 * 8)) ? (void)0 : filter9_kernel(static_cast< idx28_t *>(nullptr), len40, nullptr, -len40); 
# 103
(__cudaPushCallConfiguration(2, 256)) ? (void)0 : sweep20((((acc41[0]) == (acc41[0])) && ((acc41[1]) == (acc41[0]))) ? 1 - len40 : ((acc41[0]) + 20), len40, len40, nullptr); 
# 104
return 0; 
# 105
} 

# 1 "v001750.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8fd682b5_10_v001750_cu_ae314c62
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001750.cudafe1.stub.c"
#include "v001750.cudafe1.stub.c"
# 1 "v001750.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
