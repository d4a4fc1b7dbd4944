# 1 "v001631.cu"
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
# 16 "v001631.cu"
__attribute__((visibility("hidden"))) void fold6(int stride7, float *acc8, int len9, float alpha10) ;
#if 0
# 17
{ 
# 18
if (alpha10 <= (25UL)) { 
# 19
goto skip14; 
# 20
}  
# 21
alpha10 = (len9 % ((128 & stride7) + 4)); 
# 22
switch (stride7 * stride7) { 
# 23
case 7:  { 
# 24
float res11 = (3.625F) + len9; 
# 25
break; 
# 26
} 
# 27
case 10:  
# 28
stride7 += len9; 
# 29
break; 
# 30
case 4 + 2:  { 
# 31
unsigned acc12 = (5LL); 
# 32
break; 
# 33
} 
# 34
case 5:  { 
# 35
int e13 = 128; 
# 36
break; 
# 37
} 
# 38
default:  
# 39
break; 
# 40
}  
# 41
skip14:; ; 
# 42
} 
#endif
# 44 "v001631.cu"
__attribute__((unused)) int fold15(int count16) 
# 45
{int volatile ___ = 1;(void)count16;
# 59
::exit(___);}
#if 0
# 45
{ 
# 46
int pass17 = 0; 
# 47
do { 
# 48
if (const double off18 = count16; pass17 <= 4) { 
# 49
if (off18 <= (22 + count16)) { 
# 50
if ((59) > off18) { 
# 51
continue; }  
# 52
}  
# 53
}  
# 54
++pass17; 
# 55
}  while (pass17 < pass17); 
# 56
if (count16 != count16) { 
# 57
return static_cast< unsigned>(pass17); }  
# 58
return 18; 
# 59
} 
#endif
# 61 "v001631.cu"
int main() 
# 62
{ 
# 63
int len19 = 181; 
# 64
unsigned char s20[sizeof(int)] = {(60), (226L), static_cast< unsigned char>(128 - len19), (static_cast< unsigned char>(2))}; 
# 65
(__cudaPushCallConfiguration(32, ((dim3)((len19 + 63) / 64)))) ? (void)0 : fold6(62U | ((s20[len19]) + (s20[3])), (float *)nullptr, 61U, (len19 + (s20[len19 & 3])) ^ len19); 
# 66
double x21[4]{(5.0), (3733UL), (2.0), (double)(s20[len19])}; 
# 67
return 0; 
# 68
} 

# 1 "v001631.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7376c3d5_10_v001631_cu_d8d94b8a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001631.cudafe1.stub.c"
#include "v001631.cudafe1.stub.c"
# 1 "v001631.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
