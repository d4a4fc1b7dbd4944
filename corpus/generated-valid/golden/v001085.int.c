# 1 "v001085.cu"
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
# 17 "v001085.cu"
__attribute__((visibility("hidden"))) void pivot5_kernel(int count6) ;
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern double dyn_7[]; 
# 20
unsigned gid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
long stride9 = (((gid8 <= count6) ? gid8 : gid8) / (2)) / count6; 
# 22
const int u10 = ((dyn_7[1]) + ((__device_builtin_variable_blockIdx.y) / (dyn_7[2]))) + (__device_builtin_variable_blockIdx.x); 
# 23
double idx11 = u10; 
# 24
count6 = __device_builtin_variable_warpSize; 
# 25
idx11 -= ((15.875F) - ((__device_builtin_variable_blockDim.z) + stride9)); 
# 26
} 
#endif
# 28 "v001085.cu"
namespace gpu12 { 
# 29
void fold13(const int *input14, int count15, float q16) 
# 30
{ 
# 31
q16 -= count15; 
# 32
count15 /= ('a'); 
# 33
count15 = (*input14); 
# 34
++q16; 
# 35
for (int i17 = 0; i17 < 7; ++i17) { 
# 36
float idx18 = ((sizeof(int)) - q16) * (24); 
# 37
q16 *= ((((*input14) + 24) + sizeof(signed char)) * ((idx18 + ((4235) + idx18)) + (q16 / (24)))); 
# 38
}  
# 39
} 
# 40
static long long c_lerp19[4]; 
# 42
struct Stats20 { 
# 43
float w21; 
# 44
int flag22; 
# 45
float val23; 
# 46
}; 
# 48
Stats20 operator+(Stats20 a, Stats20 b) 
# 49
{ 
# 50
Stats20 r = a; 
# 51
(r.w21) += (b.w21); 
# 52
(r.flag22) += (b.flag22); 
# 53
(r.val23) += (b.val23); 
# 54
return r; 
# 55
} 
# 56
}
# 58
namespace gpu24 { 
# 59
typedef int idx25_t; 
# 61
__attribute__((visibility("hidden"))) void kick26(const idx25_t *src27, int stride28, int stride29) ;
#if 0
# 62
{ 
# 63
__attribute__((unused)) extern int dyn_30[]; 
# 64
int i31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 65
if (i31 >= stride28) { 
# 66
return; }  
# 67
++(dyn_30[4]); 
# 68
unsigned off32 = (24); 
# 69
gpu12::Stats20 v33 = {((float)' '), (static_cast< idx25_t>(9)), (17.5F)}; 
# 70
char f34 = (0U); 
# 71
} 
#endif
# 72 "v001085.cu"
}
# 74
unsigned long check_scatter35(bool b36, gpu24::idx25_t len37) 
# 75
{ 
# 76
for (int j38 = 14; j38 > 0; --j38) { 
# 77
double idx39 = (j38 * j38) + (b36 ? static_cast< float>(b36) : b36); 
# 78
}  
# 79
(__cudaPushCallConfiguration((len37 + 127) / 128, 128)) ? (void)0 : pivot5_kernel(len37 - ((gpu24::idx25_t)b36)); 
# 80
return (int)(+b36); 
# 81
} 
# 83
int main() 
# 84
{ 
# 85
int n40 = 2506; 
# 86
(__cudaPushCallConfiguration(dim3((n40 + 31) / 32, (n40 + 63) / 64), 16 * 2, 0)) ? (void)0 : gpu24::kick26(nullptr, n40, 43); 
# 87
(__cudaPushCallConfiguration((n40 + 31) / 32, 5 + 251)) ? (void)0 : pivot5_kernel(((n40 + 36U) != n40) ? n40 : 61L); 
# 88
return 0; 
# 89
} 

# 1 "v001085.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5d9d868e_10_v001085_cu_b9d25eae
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001085.cudafe1.stub.c"
#include "v001085.cudafe1.stub.c"
# 1 "v001085.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
