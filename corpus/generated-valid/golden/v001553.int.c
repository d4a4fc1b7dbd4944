# 1 "v001553.cu"
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
# 15 "v001553.cu"
__attribute__((visibility("hidden"))) void sweep5(const float *in6, int n7, float alpha8, float b9) ;
#if 0
# 16
{ 
# 17
unsigned idx10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
if (idx10 >= n7) { 
# 19
return; }  
# 20
bool stride11 = (0) * idx10; 
# 21
float off12 = (*in6) + ((35U % n7) - (6 * n7)); 
# 22
++alpha8; 
# 23
} 
#endif
# 25 "v001553.cu"
__attribute__((visibility("hidden"))) void mix13_kernel(int len14, float q15, const int *in16, float cfg17) ;
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern float dyn_18[]; 
# 28
int i19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
if (i19 >= len14) { 
# 30
return; }  
# 31
int tmp20 = +cfg17; 
# 32
float x21 = (i19 * cfg17) * (__device_builtin_variable_blockDim.x); 
# 33
unsigned h22(q15); 
# 34
} 
#endif
# 36 "v001553.cu"
static void march23(double cfg24, int len25) ;
#if 0
# 37
{ 
# 38
__attribute__((unused)) extern int dyn_26[]; 
# 39
int idx27 = __device_builtin_variable_threadIdx.x; 
# 40
if (idx27 >= len25) { 
# 41
return; }  
# 42
len25 %= (dyn_26[0]); 
# 43
float x28 = idx27; 
# 44
} 
#endif
# 46 "v001553.cu"
__attribute((always_inline)) __attribute__((unused)) static inline int trace29(float q30 = (17.875F)) 
# 47
{int volatile ___ = 1;(void)q30;
# 56
::exit(___);}
#if 0
# 47
{ 
# 48
short s31{('a')}; 
# 49
if ((s31 + 5) == (__device_builtin_variable_threadIdx.y)) { 
# 50
goto skip32; 
# 51
}  
# 52
q30++; 
# 53
q30 /= ((((46LL) + q30) * s31) + ((32) - (q30 * q30))); 
# 54
skip32:; ; 
# 55
return (5) + ((s31 * (__device_builtin_variable_gridDim.y)) - (sizeof(unsigned) + s31)); 
# 56
} 
#endif
# 58 "v001553.cu"
namespace kern33 { namespace sub34 { 
# 59
static unsigned c_trace35; 
# 60
static bool d_shade36; 
# 62
__attribute__((visibility("hidden"))) void scale37(float cfg38, const unsigned char *src39, int len40) ;
#if 0
# 63
{ 
# 64
__attribute__((unused)) extern int dyn_41[]; 
# 65
int gid42 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 66
int pass43 = 0; 
# 67
do { 
# 68
int t44(4039 / (dyn_41[4])); 
# 69
++pass43; 
# 70
} while (pass43 < len40); 
# 71
double k45{((10.625F))}; 
# 72
cfg38 = (+(__device_builtin_variable_threadIdx.x)); 
# 73
signed char acc46 = dyn_41[6]; 
# 74
} 
#endif
# 75 "v001553.cu"
}}
# 77
__attribute__((unused)) void shade47(int len48) 
# 78
{int volatile ___ = 1;(void)len48;
# 86
::exit(___);}
#if 0
# 78
{ 
# 79
__attribute__((unused)) static int sh_49[256]; 
# 80
if (((sh_49[__device_builtin_variable_blockIdx.z]) * 45) == 28U) { 
# 81
return; }  
# 82
(sh_49[__device_builtin_variable_threadIdx.x]) = (kern33::sub34::d_shade36 * 52); 
# 83
kern33::sub34::d_shade36 = ((((sh_49[212]) * len48) - (('z') * kern33::sub34::c_trace35)) > (sh_49[kern33::sub34::c_trace35])); 
# 84
int e50 = (kern33::sub34::d_shade36 - (static_cast< int>(4825))) + (+len48); 
# 85
float tmp51 = __device_builtin_variable_threadIdx.z; 
# 86
} 
#endif
# 88 "v001553.cu"
__attribute__((visibility("hidden"))) void trace52_kernel(int stride53) ;
#if 0
# 89
{ 
# 90
__attribute__((unused)) extern float dyn_54[]; 
# 91
int tid55 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 92
if (tid55 >= stride53) { 
# 93
return; }  
# 94
int iter56 = 0; 
# 95
do { 
# 96
char res57 = tid55; 
# 97
size_t base58 = (4) + kern33::sub34::c_trace35; 
# 98
++iter56; 
# 99
} while ((iter56 < 3) && (stride53 >= (tid55 - (__device_builtin_variable_blockDim.y)))); 
# 100
} 
#endif
# 102 "v001553.cu"
int main() 
# 103
{ 
# 104
int size59 = 784; 
# 105
(__cudaPushCallConfiguration(4, 512)) ? (void)0 : trace52_kernel((33 / size59) * size59); 
# 106
static_assert((sizeof(int) == (4)), "tile must fit");
# 107
unsigned prod60(size59); 
# 108
double idx61 = (7.625); 
# 109
(__cudaPushCallConfiguration((size59 + 31) / 32, 512)) ? (void)0 : sweep5(nullptr, idx61, (12.875F), (prod60 + ('a')) * ((63) - idx61)); 
# 110
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : mix13_kernel(((sizeof(unsigned long long)) * idx61) / (prod60 - size59), (32 * size59) * (19.0F), nullptr, 61L); 
# 111
(__cudaPushCallConfiguration(512, 512)) ? (void)0 : march23(36, prod60); 
# 112
return 0; 
# 113
} 

# 1 "v001553.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d0ab8c50_10_v001553_cu_410e32e1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001553.cudafe1.stub.c"
#include "v001553.cudafe1.stub.c"
# 1 "v001553.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
