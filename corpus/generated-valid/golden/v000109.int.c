# 1 "v000109.cu"
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
# 7 "v000109.cu"
enum Color3 { SLOW4 = 1, IDLE5 = 5}; 
# 8
__attribute__((visibility("hidden"))) void bias6(int *__restrict__ out7) ;
#if 0
# 9
{ 
# 10
switch (out7[4]) { 
# 11
case ((SLOW4) + 1) * 2:  
# 12
break; 
# 13
case SLOW4:  { 
# 14
__attribute__((unused)) static unsigned long sh_8[16]; 
# 15
(out7[4]) = (sh_8[4]); 
# 16
break; 
# 17
} 
# 18
default:  { 
# 19
int pass9 = 0; 
# 20
do { 
# 21
unsigned z10 = ((*out7) < pass9) ? *out7 : pass9; 
# 22
++pass9; 
# 23
} while ((pass9 < 15) && ((SLOW4) >= (-(out7[0])))); 
# 24
break; 
# 25
} 
# 26
}  
# 27
(*out7) = (-(static_cast< long>(46))); 
# 28
} 
#endif
# 29 "v000109.cu"
enum class Phase11 { Busy12, Green13}; 
# 30
__attribute__((visibility("hidden"))) void gather14_kernel(signed char *__restrict__ out15, unsigned long a16, int lane17) ;
#if 0
# 31
{ 
# 32
lane17 = (a16 - (lane17 / 2869L)); 
# 33
for (int i18 = 0; i18 < lane17; ++i18) { 
# 34
if ((+a16) <= a16) { 
# 35
return; 
# 36
}  
# 37
__attribute__((unused)) static int sh_19[16]; 
# 38
}  
# 39
} 
#endif
# 40 "v000109.cu"
enum Op20 { ADD21 = 3, MUL22 = 6}; 
# 41
static void run_weigh23(int lane24, int *out25) 
# 42
{ 
# 43
(out25[lane24 & 7]) = ((((*out25) << lane24) + (((unsigned long long)1432UL) + (lane24 ^ lane24))) + lane24); 
# 44
--lane24; 
# 45
} 
# 46
int main() 
# 47
{ 
# 48
int len26 = 1767; 
# 49
len26 = ((len26 + (len26 ^ len26)) * ((63UL - len26) * (static_cast< float>((13.375F))))); 
# 50
for (int n27 = 0, j28 = 6; n27 < j28; (++n27), (--j28)) { 
# 51
run_weigh23(j28, &len26); 
# 52
for (int j29 = n27; j29 > 0; --j29) { 
# 53
run_weigh23(n27, &len26); 
# 54
auto e30 = j28; 
# 55
}  
# 56
}  
# 57
(__cudaPushCallConfiguration((IDLE5) + ((IDLE5) + ((ADD21) + ((SLOW4) + ((MUL22) + 44)))), (IDLE5) + ((ADD21) + 248))) ? (void)0 : bias6(&len26); 
# 58
(__cudaPushCallConfiguration(((dim3)((len26 + 63) / 64)), 256, 256, (cudaStream_t)0)) ? (void)0 : gather14_kernel(static_cast< signed char *>(nullptr), len26, IDLE5); 
# 59
return 0; 
# 60
} 

# 1 "v000109.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4a10aae6_10_v000109_cu_c1fd6c19
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000109.cudafe1.stub.c"
#include "v000109.cudafe1.stub.c"
# 1 "v000109.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
