# 1 "v001780.cu"
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
# 7 "v001780.cu"
enum Kind3 { RED4, ON5}; 
# 9
__attribute__((visibility("hidden"))) void pack6_kernel(double *acc7) ;
#if 0
# 10
{ 
# 11
int off8 = 6 << (__device_builtin_variable_blockDim.x); 
# 12
float lim9 = (sizeof(int)) * (acc7[0]); 
# 13
} 
#endif
# 14 "v001780.cu"
static signed char d_split10; 
# 15
enum Op11 { SLOW12 = 1, HIGH13, BUSY14}; 
# 16
enum class Mode15 { Add16 = 2, Blue17, Busy18, Idle19}; 
# 18
static void weigh20(int n21) ;
#if 0
# 19
{ 
# 20
int idx22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
if (idx22 >= n21) { 
# 22
return; 
# 23
}  
# 24
if (idx22) { 
# 25
n21 |= (d_split10 - 64); 
# 26
}  
# 27
n21 = (static_cast< int>((6 * idx22) + (n21 - d_split10))); 
# 28
if ((((SLOW12) != idx22) ? 3057 : idx22) != (((d_split10 - idx22) != d_split10) ? __device_builtin_variable_threadIdx.x : 26L)) { 
# 29
float z23 = 19U * idx22; 
# 30
}  
# 31
d_split10 = ((n21 + (SLOW12)) - d_split10); 
# 32
if ((SLOW12) <= (((61) < (__device_builtin_variable_blockIdx.x)) ? HIGH13 : d_split10)) { 
# 33
return; 
# 34
}  
# 35
} 
#endif
# 36 "v001780.cu"
enum State24 { OFF25, OFF26, GREEN27}; 
# 38
__attribute((always_inline)) __attribute__((unused)) inline void lerp28(int len29) 
# 39
{int volatile ___ = 1;(void)len29;
# 47
::exit(___);}
#if 0
# 39
{ 
# 40
d_split10 = (d_split10 - (0 + (len29 << len29))); 
# 41
d_split10 = (len29 * 41L); 
# 42
len29 = (58 >> len29); 
# 43
d_split10 >>= (d_split10 - 19U); 
# 44
float r30(263UL * (__device_builtin_variable_gridDim.y)); 
# 45
double tmp31 = (GREEN27); 
# 46
__attribute__((unused)) static char sh_32; 
# 47
} 
#endif
# 49 "v001780.cu"
__attribute((noinline)) __attribute__((unused)) unsigned filter33(float cfg34, unsigned long p35, int lane36 = 17ULL) 
# 50
{int volatile ___ = 1;(void)cfg34;(void)p35;(void)lane36;
# 58
::exit(___);}
#if 0
# 50
{ 
# 51
if (d_split10 > ((p35 != (64)) ? lane36 : d_split10)) { 
# 52
cfg34 = ((cfg34 - (__device_builtin_variable_threadIdx.z)) * p35); 
# 53
float m37 = cfg34; 
# 54
m37 = (24.25F); 
# 55
}  
# 56
int stride38((lane36 + ((__device_builtin_variable_gridDim.x) >> (__device_builtin_variable_gridDim.y))) % ((10U) - p35)); 
# 57
return d_split10; 
# 58
} 
#endif
# 60 "v001780.cu"
__attribute__((visibility("hidden"))) void mix39(Kind3 beta40, float *data41, signed char b42) ;
#if 0
# 61
{ 
# 62
++b42; 
# 63
if ((__device_builtin_variable_gridDim.x) != (64)) { 
# 64
return; 
# 65
}  
# 66
if (float m43 = (3.125F); ((*data41) + (+beta40)) != (data41[5])) { 
# 67
unsigned y44 = (static_cast< int>(d_split10 * m43)) - (d_split10 << beta40); 
# 68
}  
# 69
if ((beta40 * (__device_builtin_variable_threadIdx.z)) <= b42) { 
# 70
return; 
# 71
}  
# 72
d_split10 >>= (((data41 == (nullptr)) ? __device_builtin_variable_threadIdx.x : d_split10) + (ON5)); 
# 73
} 
#endif
# 75 "v001780.cu"
int main() 
# 76
{ 
# 77
int len45 = 4007; 
# 78
([=]() mutable { 
# 79
if (unsigned char lim46 = (255) - ((len45) * sizeof(float)); (static_cast< long>(lim46)) > (lim46 * lim46)) { 
# 80
int w47{(static_cast< int>(58UL))}; 
# 81
cudaStream_t val48 = ((cudaStream_t)0); 
# 82
}  
# 83
} )(); 
# 84
len45--; 
# 85
(__cudaPushCallConfiguration(128, sizeof(int) * (16))) ? (void)0 : mix39(RED4, nullptr, static_cast< double>(len45)); 
# 86
(__cudaPushCallConfiguration((ON5) + ((HIGH13) + 125), 128, 512 * ((OFF26) + ((SLOW12) + 6)), nullptr)) ? (void)0 : pack6_kernel(nullptr); 
# 87
(__cudaPushCallConfiguration(((dim3)(2)), ((dim3)(256)), sizeof(float) * (32), 0)) ? (void)0 : weigh20(len45); 
# 88
return 0; 
# 89
} 

# 1 "v001780.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__77464604_10_v001780_cu_12a3b454
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001780.cudafe1.stub.c"
#include "v001780.cudafe1.stub.c"
# 1 "v001780.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
