# 1 "v000734.cu"
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
# 15 "v000734.cu"
__attribute((always_inline)) __attribute__((unused)) inline short gather5(const double *src6) {int volatile ___ = 1;(void)src6;
# 22
::exit(___);}
#if 0
# 15
{ 
# 16
__attribute__((unused)) static long sh_7; 
# 17
sh_7--; 
# 18
if ((__device_builtin_variable_threadIdx.x) < (*src6)) { 
# 19
return ((3) - sh_7) / (static_cast< float>(src6[sh_7])); 
# 20
}  
# 21
return sh_7; 
# 22
} 
#endif
# 23 "v000734.cu"
int g_bias8 = ('z'); 
# 25
template< class T> 
# 26
struct Body9 { 
# 27
T val10; 
# 28
T x11, z12; 
# 29
}; 
# 31
int weigh13(double alpha14, float b15, double q16) { 
# 32
--g_bias8; 
# 33
long idx17 = ('z'); 
# 34
auto op20 = []()->short { 
# 35
const char *idx18 = ("warp size"); 
# 36
++g_bias8; 
# 37
size_t r19{8UL}; 
# 38
return -3; 
# 39
} ; typedef decltype(op20) __T0;
# 40
op20(); 
# 41
([]{ 
# 42
g_bias8 *= 2491LL; 
# 43
} )(); 
# 44
if (g_bias8 > b15) { 
# 45
short lim21 = (56); 
# 46
} else { 
# 47
g_bias8 %= g_bias8; 
# 48
}  
# 49
return g_bias8 - (g_bias8 - g_bias8); 
# 50
} 
# 57
__attribute__((visibility("hidden"))) void map_count23(double *data, int n) ;
#if 0
# 57
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 59 "v000734.cu"
int main() { 
# 60
int size24 = 2497; 
# 61
dim3 w25(1, (size24 + 255) / 256, 2); 
# 62
const char *stride26 = ("AB"); 
# 63
(__cudaPushCallConfiguration(w25, 32)) ? (void)0 : map_count23((double *)nullptr, (21UL - g_bias8) + (weigh13((22.0), 1LL, 'z'))); 
# 64
return 0; 
# 65
} 

# 1 "v000734.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2983ebf6_10_v000734_cu_g_bias8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000734.cudafe1.stub.c"
#include "v000734.cudafe1.stub.c"
# 1 "v000734.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
