# 1 "v001249.cu"
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
# 9 "v001249.cu"
__attribute__((visibility("hidden"))) void blend5(int *__restrict__ buf6, unsigned cfg7) ;
#if 0
# 9
{ 
# 10
int v8 = 2770; 
# 11
cfg7 += cfg7; 
# 12
unsigned lo9 = v8 * ((*buf6) * v8); 
# 13
cfg7 |= (26); 
# 14
} 
#endif
# 15 "v001249.cu"
enum Level10: unsigned { IDLE11, FAST12, LOW13}; 
# 16
__attribute__((visibility("hidden"))) void combine14(const int *in15, int lane16, double a17) ;
#if 0
# 16
{ 
# 17
int tid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
lane16 = tid18; 
# 19
for (int n19 = 9; n19 > 0; --n19) { 
# 20
float m20 = (double)n19; 
# 21
if ((__device_builtin_variable_blockIdx.x) <= (3)) { 
# 22
return; }  
# 23
}  
# 24
signed char tmp21{(64)}; 
# 25
if (lane16 <= a17) { 
# 26
return; }  
# 27
} 
#endif
# 28 "v001249.cu"
__attribute((always_inline)) __attribute__((unused)) inline float relax22(double *__restrict__ data23, int lane24, unsigned *__restrict__ out25) {int volatile ___ = 1;(void)data23;(void)lane24;(void)out25;
# 39
::exit(___);}
#if 0
# 28
{ 
# 29
Level10 flag26 = FAST12; 
# 30
unsigned w27[4] = {}; 
# 31
if (flag26 == (LOW13)) { 
# 32
goto skip28; 
# 33
}  
# 34
if (data23 != (nullptr)) { 
# 35
return ((__device_builtin_variable_threadIdx.x) * (w27[__device_builtin_variable_threadIdx.x])) - (((data23[6]) += (11.25)), LOW13); }  
# 36
static_assert((9 > 8), "bad config");
# 37
skip28:; ; 
# 38
return (__device_builtin_variable_threadIdx.y) << ((w27[0]) * (__device_builtin_variable_gridDim.z)); 
# 39
} 
#endif
# 40 "v001249.cu"
static void apply29(int n30, const int *src31) { 
# 41
int iter32 = 0; 
# 42
if (n30 >= ((*src31) * 35)) { 
# 43
goto finish37; 
# 44
}  
# 45
do { 
# 46
--n30; 
# 47
++iter32; 
# 48
} while (iter32 < 7); 
# 49
for (int it33 = 0, j34 = 6; it33 < j34; (++it33), (--j34)) { 
# 50
n30 = iter32; 
# 51
unsigned char x35 = 20 + it33; 
# 52
Level10 diff36 = LOW13; 
# 53
}  
# 54
finish37:; ; 
# 55
} 
# 56
__attribute__((unused)) inline float gather38(size_t *acc39) {int volatile ___ = 1;(void)acc39;
# 60
::exit(___);}
#if 0
# 56
{ 
# 57
long v40 = (64); 
# 58
relax22(reinterpret_cast< double *>(acc39), -41L, reinterpret_cast< unsigned *>(acc39)); 
# 59
return relax22(reinterpret_cast< double *>(acc39), 509, reinterpret_cast< unsigned *>(acc39)); 
# 60
} 
#endif
# 61 "v001249.cu"
__attribute__((visibility("hidden"))) void pack41_kernel(int lane42, const int *__restrict__ in43, unsigned beta44, float *out45) ;
#if 0
# 61
{ 
# 62
int idx46 = __device_builtin_variable_threadIdx.x; 
# 63
if (idx46 >= lane42) { 
# 64
return; }  
# 65
size_t lo47 = ((in43[0]) + ((__device_builtin_variable_blockIdx.x) - (in43[3]))) + gather38((unsigned long *)nullptr); 
# 66
static_assert((61 > 60), "tile must fit");
# 67
lo47 ^= (in43[__device_builtin_variable_threadIdx.x]); 
# 68
unsigned diff48 = (((beta44 += 15UL), ((48) + (__device_builtin_variable_blockDim.z)))); 
# 69
relax22(reinterpret_cast< double *>(out45), relax22(reinterpret_cast< double *>(out45), 28, (unsigned *)nullptr) * (lo47 - (in43[5])), reinterpret_cast< unsigned *>(out45)); 
# 70
gather38((unsigned long *)nullptr); 
# 71
int base49 = idx46; 
# 72
} 
#endif
# 73 "v001249.cu"
enum Color50: int { 
# 74
GREEN51 = 2, 
# 75
MUL52, 
# 76
ON53, 
# 77
BUSY54, 
# 78
OFF55 = 10
# 79
}; 
# 80
unsigned host_stencil56(Level10 a57) { 
# 81
Color50 z58 = OFF55; 
# 82
switch (a57) { 
# 83
case IDLE11:  
# 84
apply29(-59, (const int *)nullptr); 
# 85
break; 
# 86
default:  
# 87
(__cudaPushCallConfiguration(3 + 1, (LOW13) + (254), sizeof(double) * (256))) ? (void)0 : pack41_kernel(2606L, (const int *)nullptr, 46, nullptr); 
# 88
break; 
# 89
}  
# 90
float r59 = (22.0F); 
# 91
return ((r59 += r59), ((r59 * (33)) * (13))); 
# 92
} 
# 93
int main() { 
# 94
int size60 = 917; 
# 95
long lo61 = +((LOW13) + size60); 
# 96
double k62 = size60; 
# 97
k62 = ((size60 - (48UL + lo61)) >> (host_stencil56(IDLE11) * (27 + size60))); 
# 98
(__cudaPushCallConfiguration((GREEN51) + (LOW13), ((dim3)((lo61 + (31)) / (32))), 1024)) ? (void)0 : combine14((const int *)nullptr, lo61 + (12), lo61); 
# 99
float lo63{(23.0F)}; 
# 100
(__cudaPushCallConfiguration(FAST12, 64, sizeof(float) * (32))) ? (void)0 : blend5((int *)nullptr, ((k62 += lo63), ((8U) + lo61))); 
# 101
return 0; 
# 102
} 

# 1 "v001249.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9f73753c_10_v001249_cu_0ac4ca75
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001249.cudafe1.stub.c"
#include "v001249.cudafe1.stub.c"
# 1 "v001249.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
