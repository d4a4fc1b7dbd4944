# 1 "v002211.cu"
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
# 11 "v002211.cu"
__attribute__((visibility("hidden"))) void norm3_kernel(float *dst4) ;
#if 0
# 12
{ 
# 13
(dst4[3]) = (+(dst4[2])); 
# 14
int hi5 = (((*dst4) - (__alignof__(double))) / ((unsigned)3967UL)) * ((20) * (*dst4)); 
# 15
if ((hi5 + (dst4[hi5])) == (dst4[1])) { 
# 16
goto skip7; 
# 17
}  
# 18
if ((dst4[hi5]) == ((7) + (dst4[6]))) { 
# 19
(*dst4)++; 
# 20
int res6 = dst4[hi5]; 
# 21
(dst4[hi5]) = (sizeof(float)); 
# 22
}  
# 23
skip7:; ; 
# 24
} 
#endif
# 25 "v002211.cu"
constexpr long STEPS8 = (5); 
# 27
__attribute__((unused)) float drift9(int lane10) 
# 28
{int volatile ___ = 1;(void)lane10;
# 41
::exit(___);}
#if 0
# 28
{ 
# 29
__attribute__((unused)) static float sh_11[16]; 
# 30
if (lane10 != lane10) { 
# 31
(sh_11[13])--; 
# 32
}  
# 33
short h12 = (sh_11[lane10]) + (STEPS8 - (sh_11[lane10])); 
# 34
int iter13 = 0; 
# 35
do { 
# 36
--h12; 
# 37
lane10 = h12; 
# 38
++iter13; 
# 39
} while (iter13 < iter13); 
# 40
return (19.375F); 
# 41
} 
#endif
# 43 "v002211.cu"
int main() 
# 44
{ 
# 45
int n14 = 1471; 
# 46
(__cudaPushCallConfiguration(dim3(STEPS8 + (STEPS8 + (246)), (n14 + 127) / 128), ((dim3)((16) * (STEPS8 + (STEPS8 + (STEPS8 + (1)))))), STEPS8 + (STEPS8 + (4086)), (cudaStream_t)0)) ? (void)0 : norm3_kernel((float *)nullptr); 
# 47
if ((n14 < n14) || (n14 == STEPS8)) { 
# 48
return STEPS8; 
# 49
}  
# 50
const int *k15 = &n14; 
# 51
do { n14 += ((-(k15[n14])) + ((39 * n14) * (STEPS8 + (k15[n14])))); } while (0); 
# 52
do { n14 += 23; } while (0); 
# 53
return 0; 
# 54
} 

# 1 "v002211.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a3cfc83e_10_v002211_cu_324310b0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002211.cudafe1.stub.c"
#include "v002211.cudafe1.stub.c"
# 1 "v002211.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
