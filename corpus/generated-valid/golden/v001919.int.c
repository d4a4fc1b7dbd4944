# 1 "v001919.cu"
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
# 6 "v001919.cu"
__attribute__((visibility("hidden"))) void spread2(long long q3, const unsigned *src4, float q5) ;
#if 0
# 7
{ 
# 8
unsigned idx6 = __device_builtin_variable_threadIdx.x; 
# 9
q5 -= (11.5F); 
# 10
__attribute__((unused)) static float sh_7; 
# 11
if ((37) > (idx6 * (__device_builtin_variable_gridDim.y))) { 
# 12
return; }  
# 13
} 
#endif
# 14 "v001919.cu"
extern "C" {
# 15
__attribute((always_inline)) __attribute__((unused)) inline int accum14(int len15 = -50) 
# 16
{int volatile ___ = 1;(void)len15;
# 25
::exit(___);}
#if 0
# 16
{ 
# 17
__attribute__((unused)) static float sh_16[10][17]; 
# 18
switch ((long)len15) { 
# 19
case 12:  
# 20
break; 
# 21
}  
# 22
len15 = ((__device_builtin_variable_threadIdx.y) * 31UL); 
# 23
(++((sh_16[len15])[__device_builtin_variable_gridDim.x])), (len15 %= (-45)); 
# 24
return -32; 
# 25
} 
#endif
# 26 "v001919.cu"
__attribute__((visibility("hidden"))) void fold8_kernel(double q9, unsigned *buf10) ;
#if 0
# 27
{ 
# 28
unsigned tid11 = __device_builtin_variable_threadIdx.x; 
# 29
(buf10[tid11]) = (34); 
# 30
if ((tid11 <= (18)) && ((buf10[tid11 & (7)]) != (*buf10))) { 
# 31
return; }  
# 32
q9 /= (61UL); 
# 33
if (tid11 == (*buf10)) { 
# 34
return; }  
# 35
unsigned prod12 = (15L); 
# 36
bool base13 = __device_builtin_variable_threadIdx.x; 
# 37
q9 = (((2.75) * (*buf10)) + (__device_builtin_variable_blockIdx.x)); 
# 38
} 
#endif
# 39 "v001919.cu"
}
# 40
extern "C" __attribute__((visibility("hidden"))) void fold17_kernel(unsigned p18, const float *input19) ;
#if 0
# 41
{ 
# 42
int gid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
__attribute__((unused)) static float sh_21[8]; 
# 44
accum14(); 
# 45
p18 |= 1U; 
# 46
accum14(29UL); 
# 47
if ((p18 & (1)) && ((input19[1]) == (__device_builtin_variable_blockDim.x))) { 
# 48
return; }  
# 49
accum14(((p18 += (sh_21[p18])), (sh_21[gid20 & 7]))); 
# 50
} 
#endif
# 51 "v001919.cu"
__attribute__((visibility("hidden"))) void probe22_kernel(int lane23, int *out24, float *buf25) ;
#if 0
# 52
{ 
# 53
int gid26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
switch ((__device_builtin_variable_blockIdx.z) & (3)) { 
# 55
case 3:  
# 56
if (!((__device_builtin_variable_blockIdx.z) >= (__device_builtin_variable_gridDim.y))) { 
# 57
break; }  
# 58
lane23 = lane23; 
# 59
[[fallthrough]] ; 
# 60
case 2 * 5:  
# 61
break; 
# 62
case 11:  
# 63
lane23 &= accum14(gid26); 
# 64
lane23 = (__device_builtin_variable_blockIdx.x); 
# 65
break; 
# 66
case 7:  
# 67
break; 
# 68
default:  
# 69
(buf25[lane23]) /= (accum14()); 
# 70
break; 
# 71
}  
# 72
} 
#endif
# 73 "v001919.cu"
static float run_shade27(double *out28) 
# 74
{ 
# 75
dim3 h29 = dim3(sizeof(unsigned) * (16), sizeof(unsigned) * (128), 4); 
# 76
short t30[2]{(18UL), (static_cast< short>(23))}; 
# 77
float lim31 = ((-(t30[0])) + (2 + (t30[0]))) + ((t30[0]) % ((t30[1]) ^ 3537L)); 
# 78
(out28[7]) = lim31; 
# 79
short res32 = (2568); 
# 80
return (13.125F); 
# 81
} 
# 82
int main() 
# 83
{ 
# 84
int len33 = 143; 
# 85
(--len33), (len33 -= (57U | len33)); 
# 86
unsigned q34 = (((long)5) | len33) + (28U); 
# 87
len33 = (((42 & len33) + 5) * len33); 
# 88
int val35 = (long long)(((len33 * len33) != 3) ? sizeof(int) - len33 : sizeof(short)); 
# 89
(__cudaPushCallConfiguration(dim3(256, (len33 + 127) / 128), 256, 0, (cudaStream_t)0)) ? (void)0 : spread2(len33 | 4887, &q34, run_shade27(nullptr)); 
# 90
(__cudaPushCallConfiguration(8, dim3((q34 + (31)) / (32), sizeof(unsigned) * (32), (len33 + 127) / 128))) ? (void)0 : fold8_kernel((int)(q34 + val35), &q34); 
# 91
(__cudaPushCallConfiguration(sizeof(unsigned) * (8), dim3((val35 + 63) / 64, (val35 + 255) / 256, (q34 + (31)) / (32)))) ? (void)0 : fold17_kernel(46UL, nullptr); 
# 92
return 0; 
# 93
} 

# 1 "v001919.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3d540a8f_10_v001919_cu_a4e3a138
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001919.cudafe1.stub.c"
#include "v001919.cudafe1.stub.c"
# 1 "v001919.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
