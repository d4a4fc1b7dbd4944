# 1 "v000917.cu"
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
# 13 "v000917.cu"
enum State5: unsigned { IDLE6, OFF7, ADD8}; 
# 14
unsigned check_scale9(float cfg10, double *acc11) 
# 15
{ 
# 16
State5 q12 = OFF7; 
# 17
int iter13 = 0; 
# 18
do { 
# 19
if (float res14 = ((24.875F) * (cfg10 + q12)) - q12; iter13 <= (acc11[iter13])) { 
# 20
State5 q15 = OFF7; 
# 21
State5 hi16 = IDLE6; 
# 22
} else { if (double r17{(4335L)}; ((r17 == cfg10) || (r17 == r17)) && (((acc11[6]) - (11)) > (20))) { 
# 23
} else { 
# 24
}  }  
# 25
++iter13; 
# 26
} while (iter13 < 12); 
# 27
return iter13; 
# 28
} 
# 29
__attribute__((unused)) long fuse18(int len19, int lane20, int count21 = 38U) 
# 30
{int volatile ___ = 1;(void)len19;(void)lane20;(void)count21;
# 39
::exit(___);}
#if 0
# 30
{ 
# 31
int off22 = (2) - (__device_builtin_variable_threadIdx.z); 
# 32
unsigned short s23(__device_builtin_variable_warpSize); 
# 33
{ 
# 34
float val24[4]{(52), (1.75F), (9.75F), (3.0F)}; 
# 35
(val24[3]) *= (static_cast< int>(57 / off22)); 
# 36
} 
# 37
static_assert((sizeof(int) == (4)), "expected value");
# 38
return __device_builtin_variable_blockIdx.x; 
# 39
} 
#endif
# 40 "v000917.cu"
unsigned g_bias25[] = {(20), (53UL), (2), (1), 17U, (47L)}; 
# 41
static_assert((sizeof(int) == (4)), "tile must fit");
# 42
enum class Axis26 { Busy27, Blue28, Add29 = 6, Idle30}; 
# 43
__attribute__((visibility("hidden"))) void spread31(int count32) ;
#if 0
# 44
{ 
# 45
unsigned gid33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
if (gid33 >= count32) { 
# 47
return; }  
# 49
#pragma unroll 8
for (
# 49
int j34 = 0; j34 < 5; j34 += 2) { 
# 50
if ((count32 >= count32) && ((-j34) == (__device_builtin_variable_gridDim.x))) { 
# 51
int hi35 = count32; 
# 52
}  
# 53
count32 = ((j34 - 32) + (IDLE6)); 
# 54
}  
# 55
count32 *= (((-count32) + (__device_builtin_variable_blockDim.z)) / (count32 - 13UL)); 
# 56
} 
#endif
# 57 "v000917.cu"
int host_scatter36(float *acc37, const double *src38) 
# 58
{ 
# 59
(g_bias25[0]) = (static_cast< double>((g_bias25[3]) + ((*acc37) - (7.5)))); 
# 60
(g_bias25[4]) %= (23); 
# 61
(__cudaPushCallConfiguration(dim3((OFF7) + (31), 8, ((OFF7) + (OFF7)) * (4)), 256, 1024)) ? (void)0 : spread31((int)((4) * (*acc37))); 
# 62
auto lam40 = [=](int off39) mutable->char { 
# 63
switch (off39 - 2979L) { 
# 64
case 6:  
# 65
(__cudaPushCallConfiguration((off39 + 31) / 32, 128)) ? (void)0 : spread31(56LL); 
# 66
break; 
# 67
}  
# 68
off39 |= (((static_cast< unsigned char>(OFF7)) % ((g_bias25[off39]) - (g_bias25[off39]))) - (off39 - (off39 * (g_bias25[1])))); 
# 69
return (src38)[off39]; 
# 70
} ; typedef decltype(lam40) __T0;
# 71
lam40(src38[7]); 
# 72
auto fn44 = [=](float lim41, signed char u42) { 
# 73
dim3 y43(OFF7, 256); 
# 74
((acc37)[u42]) -= ((signed char)lim41); 
# 75
} ; typedef decltype(fn44) __T1;
# 76
if (!((*src38) < (5))) { 
# 77
goto out45; 
# 78
}  
# 79
fn44(g_bias25[5], 32); 
# 80
(acc37[1]) = ((((sizeof(int)) - (src38[7])) - ((src38[5]) * (acc37[7]))) + ((int)(src38[6]))); 
# 81
if (((g_bias25[1]) / (*acc37)) > (src38[2])) { 
# 82
return +(src38[3]); }  
# 83
out45:; ; 
# 84
return (((g_bias25[0]) += (OFF7)), (*src38)); 
# 85
} 
# 86
int main() 
# 87
{ 
# 88
int count46 = 276; 
# 89
(__cudaPushCallConfiguration((count46 + 63) / 64, dim3((count46 + 63) / 64, (ADD8) + (6)), 0)) ? (void)0 : spread31(g_bias25[count46]); 
# 90
const char *v47 = ("kernel\n"); 
# 91
return 0; 
# 92
} 

# 1 "v000917.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7bfc7608_10_v000917_cu_b7d51410
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000917.cudafe1.stub.c"
#include "v000917.cudafe1.stub.c"
# 1 "v000917.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
