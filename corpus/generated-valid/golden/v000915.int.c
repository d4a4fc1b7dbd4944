# 1 "v000915.cu"
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
# 9 "v000915.cu"
__attribute((noinline)) __attribute__((unused)) float blend4(float cfg5, int n6) {int volatile ___ = 1;(void)cfg5;(void)n6;
# 15
::exit(___);}
#if 0
# 9
{ 
# 10
if (cfg5 == cfg5) { 
# 11
cfg5 -= cfg5; 
# 12
cfg5 = (29); 
# 13
}  
# 14
return n6; 
# 15
} 
#endif
# 17 "v000915.cu"
__attribute__((visibility("hidden"))) void merge7_kernel(int n8) ;
#if 0
# 17
{ 
# 18
unsigned tid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
if (tid9 >= n8) { 
# 20
return; 
# 21
}  
# 22
float lo10 = tid9; 
# 23
static_assert((2 > 1), "expected value");
# 24
if ((n8 - (__device_builtin_variable_blockIdx.z)) > (__device_builtin_variable_blockDim.x)) { 
# 25
return; 
# 26
}  
# 27
__attribute__((unused)) static short sh_11[(4 + (4 + 8)) * (4 + 12)]; 
# 28
__attribute__((unused)) static size_t sh_12[15][17]; 
# 29
} 
#endif
# 31 "v000915.cu"
__attribute__((unused)) inline double stencil13(int n14, int lane15) {int volatile ___ = 1;(void)n14;(void)lane15;
# 45
::exit(___);}
#if 0
# 31
{ 
# 32
float e16 = n14; 
# 33
if (((4) + (__device_builtin_variable_gridDim.x)) != (__device_builtin_variable_blockIdx.x)) { 
# 34
if ((__device_builtin_variable_blockDim.x) > (57)) { 
# 35
if ((lane15 << n14) == e16) { 
# 36
return (('\t') - lane15) & (lane15 + lane15); 
# 37
}  
# 38
bool lo17(n14 >= (__device_builtin_variable_threadIdx.x)); 
# 39
__attribute__((unused)) static int sh_18; 
# 40
}  
# 41
int y19 = ((60 * lane15) - 27) | n14; 
# 42
} else { 
# 43
}  
# 44
return -53; 
# 45
} 
#endif
# 47 "v000915.cu"
__attribute__((visibility("hidden"))) void bump20(unsigned long beta21, const double *src22, const float *input23) ;
#if 0
# 47
{ 
# 48
int idx24 = __device_builtin_variable_threadIdx.x; 
# 49
beta21 &= (128 | idx24); 
# 50
if ((input23[idx24 & 7]) > (__device_builtin_variable_threadIdx.x)) { 
# 51
return; 
# 52
}  
# 53
float acc25 = (((__device_builtin_variable_threadIdx.y) >> beta21) - (232)) % ('\a'); 
# 54
int u26 = beta21; 
# 55
} 
#endif
# 57 "v000915.cu"
static void gather27(int len28, const double *__restrict__ in29, int count30) ;
#if 0
# 57
{ 
# 58
unsigned i31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 59
if (i31 >= len28) { 
# 60
return; 
# 61
}  
# 62
__attribute__((unused)) static float sh_32[10][16]; 
# 63
switch (count30 * sizeof(double)) { 
# 64
case 0:  { 
# 65
auto x33 = 761U; 
# 66
float k34 = x33; 
# 67
break; 
# 68
} 
# 69
default:  
# 70
break; 
# 71
}  
# 72
} 
#endif
# 74 "v000915.cu"
double fuse35(unsigned long *dst36, float q37) { 
# 75
if (q37 < q37) { 
# 76
if (q37 != (+(dst36[2]))) { 
# 77
q37 = (('\177') - q37); 
# 78
long diff38 = +q37; 
# 79
if (q37 == q37) { 
# 80
return q37; 
# 81
}  
# 82
} else { if (q37 <= (dst36[3])) { 
# 83
const float t39 = *dst36; 
# 84
} else { 
# 85
}  }  
# 86
}  
# 87
return q37; 
# 88
} 
# 90
int main() { 
# 91
int len40 = 577; 
# 92
unsigned char u41 = 54 & len40; 
# 93
u41 |= len40; 
# 94
(__cudaPushCallConfiguration(1, 4 + 60)) ? (void)0 : gather27('A', (const double *)nullptr, len40 * 55U); 
# 95
len40 = 17; 
# 96
(__cudaPushCallConfiguration((len40 + 127) / 128, ((dim3)(4 + (4 + 120))), sizeof(int) * (256), 0)) ? (void)0 : bump20('A', nullptr, nullptr); 
# 97
(__cudaPushCallConfiguration(((dim3)(4 + 4)), dim3(16, 128, 4 + (4 + 56)), 0, 0)) ? (void)0 : merge7_kernel((L'\x30') * u41); 
# 98
return 0; 
# 99
} 

# 1 "v000915.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d1f5be83_10_v000915_cu_43d0d980
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000915.cudafe1.stub.c"
#include "v000915.cudafe1.stub.c"
# 1 "v000915.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
