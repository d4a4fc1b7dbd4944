# 1 "v000570.cu"
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
# 7 "v000570.cu"
enum Kind3 { HIGH4, HIGH5, BLUE6, BLUE7 = 6}; 
# 8
static unsigned long c_lerp8[8]; 
# 10
__attribute__((visibility("hidden"))) void kick9_kernel(float q10, int lane11) ;
#if 0
# 10
{ 
# 11
int lim12 = 60; 
# 12
int e13 = lane11; 
# 13
} 
#endif
# 16 "v000570.cu"
__attribute__((visibility("hidden"))) void relax14(Kind3 alpha15, unsigned long q16, const int *src17, const signed char *input18) ;
#if 0
# 16
{ 
# 17
Kind3 hi19 = alpha15; 
# 18
unsigned acc20 = ((2 * hi19) + (*input18)) - ((BLUE7) % (src17[q16 & (7)])); 
# 19
__attribute__((unused)) static unsigned sh_21[256]; 
# 20
if ((input18 != (nullptr)) && ((c_lerp8[acc20]) > (BLUE7)) && (alpha15 == (HIGH5))) { 
# 21
constexpr int idx22 = (27L); 
# 22
}  
# 23
q16 = (((2) * acc20) + alpha15); 
# 24
} 
#endif
# 27 "v000570.cu"
__attribute__((unused)) unsigned long step23(int n24, int count25) {int volatile ___ = 1;(void)n24;(void)count25;
# 39
::exit(___);}
#if 0
# 27
{ 
# 28
float s26 = (2 * n24) + count25; 
# 29
int pass27 = 0; 
# 30
while (pass27 < count25) { 
# 31
count25 = ((((2) * (c_lerp8[pass27])) + ((unsigned)31)) - (((2) * s26) + count25)); 
# 32
if (!(n24 >= 34)) { 
# 33
break; }  
# 34
if (pass27 || (count25 >= 57)) { 
# 35
continue; }  
# 36
++pass27; 
# 37
}  
# 38
return HIGH5; 
# 39
} 
#endif
# 41 "v000570.cu"
namespace ops28 { 
# 42
typedef long idx29_t; 
# 43
enum Axis30 { 
# 44
LOW31, 
# 45
OFF32, 
# 46
IDLE33 = 6, 
# 47
SLOW34 = 11, 
# 48
GREEN35
# 49
}; 
# 50
}
# 53
__attribute__((unused)) unsigned long pivot36(const int *input37, int lane38, unsigned q39) {int volatile ___ = 1;(void)input37;(void)lane38;(void)q39;
# 64
::exit(___);}
#if 0
# 53
{ 
# 54
__attribute__((unused)) static float sh_40; 
# 55
{ 
# 56
if ((q39 & (static_cast< unsigned char>(21))) != (input37[7])) { 
# 57
q39 = (40 - (-(static_cast< int>(q39)))); 
# 58
} else { 
# 59
__attribute__((unused)) static float sh_41[16]; 
# 60
(sh_41[6]) = (((static_cast< float>(q39)) + (14.125F)) + (((c_lerp8[q39 & (7)]) % (36)) * (4.75F))); 
# 61
}  
# 62
} 
# 63
return '\"'; 
# 64
} 
#endif
# 66 "v000570.cu"
int main() { 
# 67
int n42 = 4050; 
# 68
n42 = n42; 
# 69
unsigned mid43 = (57); 
# 70
(__cudaPushCallConfiguration(4, 32, sizeof(int) * (128), (cudaStream_t)0)) ? (void)0 : relax14(HIGH4, 22, (const int *)nullptr, nullptr); 
# 71
short f44 = (2 * n42) + n42; 
# 72
ops28::Axis30 stride45 = ops28::GREEN35; 
# 73
(__cudaPushCallConfiguration(2 * 2, ((ops28::GREEN35) + ((ops28::SLOW34) + 41)) * 4)) ? (void)0 : kick9_kernel((19.625F), 2268); 
# 74
return 0; 
# 75
} 

# 1 "v000570.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1ea97b6a_10_v000570_cu_c_lerp8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000570.cudafe1.stub.c"
#include "v000570.cudafe1.stub.c"
# 1 "v000570.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
