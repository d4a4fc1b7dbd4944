# 1 "v000454.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 10 "v000454.cu"
template< class T> static void 
# 11
__wrapper__device_stub_bump3_kernel(T *&dst4) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 11
{ 
# 12
int idx5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
int w6 = 0; 
# 14
while (w6 < 13) { 
# 15
if ((*dst4) == (__device_builtin_variable_blockDim.x)) { 
# 16
break; 
# 17
}  
# 18
(*dst4) *= idx5; 
# 19
++w6; 
# 20
}  
# 21
(*dst4) = w6; 
# 22
} 
#endif

#pragma GCC diagnostic pop

# 10 "v000454.cu"
template< class T> static void 
# 11
bump3_kernel(T *dst4) {__wrapper__device_stub_bump3_kernel<T>(dst4);
# 22
return;}
#if 0
# 11
{ 
# 12
int idx5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
int w6 = 0; 
# 14
while (w6 < 13) { 
# 15
if ((*dst4) == (__device_builtin_variable_blockDim.x)) { 
# 16
break; 
# 17
}  
# 18
(*dst4) *= idx5; 
# 19
++w6; 
# 20
}  
# 21
(*dst4) = w6; 
# 22
} 
#endif
# 23 "v000454.cu"
static int d_trace7; 
# 24
__attribute__((unused)) inline void clamp8(int stride9, const int *input10, const unsigned *input11) {int volatile ___ = 1;(void)stride9;(void)input10;(void)input11;
# 34
::exit(___);}
#if 0
# 24
{ 
# 25
__attribute__((unused)) static float sh_12[64]; 
# 26
unsigned long long s13 = ((stride9 >> (__device_builtin_variable_gridDim.x)) > (d_trace7 & d_trace7)) ? stride9 >> (__device_builtin_variable_gridDim.x) : (d_trace7 & d_trace7); 
# 27
s13--; 
# 28
int pass14 = 0; 
# 29
while ((pass14 < d_trace7) && s13) { 
# 30
do { d_trace7 += (((*input11) > pass14) ? *input11 : pass14); } while (0); 
# 31
++pass14; 
# 32
}  
# 33
d_trace7 <<= (__device_builtin_variable_threadIdx.z); 
# 34
} 
#endif
# 35 "v000454.cu"
__attribute__((unused)) void update15(int lane16, float alpha17) {int volatile ___ = 1;(void)lane16;(void)alpha17;
# 49
::exit(___);}
#if 0
# 35
{ 
# 36
do { lane16 += alpha17; } while (0); 
# 37
if (!(((alpha17 += (42L)), (__device_builtin_variable_blockIdx.y)) >= lane16)) { 
# 38
if (!((d_trace7 >> lane16) > lane16)) { 
# 39
float mid18 = (0.75F) * ((alpha17 > (29)) ? alpha17 : (29)); 
# 40
} else { 
# 41
int iter19 = 0; 
# 42
while (iter19 < 14) { 
# 43
clamp8(__device_builtin_variable_threadIdx.x, nullptr, static_cast< const unsigned *>(nullptr)); 
# 44
++iter19; 
# 45
}  
# 46
__attribute__((unused)) static unsigned sh_20[1 << 4][14]; 
# 47
}  
# 48
}  
# 49
} 
#endif
# 50 "v000454.cu"
static void step21_kernel(double *__restrict__ out22, float *__restrict__ data23, double alpha24, char *__restrict__ buf25) ;
#if 0
# 50
{ 
# 51
__attribute__((unused)) extern long dyn_26[]; 
# 52
unsigned idx27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 53
d_trace7 = 30; 
# 54
if (((alpha24 + (dyn_26[7])) == (35U)) && (((__device_builtin_variable_blockIdx.x) - idx27) < (51))) { 
# 55
if ((idx27 >= alpha24) || ((alpha24 >= (58L)) || (d_trace7 == (data23[0])))) { 
# 56
int idx28 = ((dyn_26[5]) + (((__device_builtin_variable_blockDim.x) > ('a')) ? __device_builtin_variable_blockDim.x : ('a'))) + sizeof(float); 
# 57
float stride29{static_cast< float>(out22[4])}; 
# 58
} else { if ((buf25 != (nullptr)) && ((out22[1]) != (sizeof(double)))) { 
# 59
int x30 = static_cast< int>(alpha24); 
# 60
} else { 
# 61
}  }  
# 62
}  
# 63
} 
#endif
# 64 "v000454.cu"
int main() { 
# 65
int len31 = 3348; 
# 66
len31 *= (len31 << ((len31 += 27), 39)); 
# 67
len31 = len31; 
# 68
(__cudaPushCallConfiguration((len31 + 127) / 128, 512, 512 * 2, 0)) ? (void)0 : bump3_kernel((double *)nullptr); 
# 69
(__cudaPushCallConfiguration(((dim3)((len31 + 31) / 32)), 64)) ? (void)0 : step21_kernel(static_cast< double *>(nullptr), static_cast< float *>(nullptr), len31, nullptr); 
# 70
return 0; 
# 71
} 

# 1 "v000454.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__20576cf8_10_v000454_cu_d_trace7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000454.cudafe1.stub.c"
#include "v000454.cudafe1.stub.c"
# 1 "v000454.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
