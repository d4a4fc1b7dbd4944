# 1 "i000469.cu"
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
# 20 "i000469.cu"
struct Sample5 { 
# 21
int x6; 
# 22
float w7; 
# 23
int count8, weight9; 
# 24
}; 
# 26
unsigned lerp10(int lane11, double a12) 
# 27
{ 
# 28
unsigned long *diff13 = ((unsigned long *)nullptr); 
# 29
--(*diff13); 
# 30
return (diff13[lane11]) ^ 63UL; 
# 31
} 
# 32
unsigned long long g_smooth14 = (38); 
# 34
template< class T> 
# 35
struct Sample15 { 
# 36
T count16; 
# 37
T weight17, flag18; 
# 38
T total19() const 
# 39
{ 
# 40
if ((count16) < 50) { 
# 41
return 61; 
# 42
}  
# 43
return count16; 
# 44
} 
# 45
}; 
# 47
__attribute__((visibility("hidden"))) void blend20(int *dst21, bool q22, long alpha23) ;
#if 0
# 48
{ 
# 49
if (q22 < q22) { 
# 50
int prod24 = 2881U * ((int)lerp10(q22, 46UL)); 
# 51
} else { if (dst21 != (nullptr)) { 
# 52
float y25((15) & alpha23); 
# 53
lerp10(lerp10((dst21[6]) / alpha23, lerp10(q22, y25)), q22 - q22); 
# 54
}  }  
# 55
__attribute__((unused)) static Sample15< float>  sh_26[6 + 26]; 
# 56
} 
#endif
# 57 "i000469.cu"
__attribute__((visibility("hidden"))) void gc_kernel31(int x, int *p) ;
#if 0
# 58
{ 
# 59
(p[0]) = x; 
# 60
} 
#endif
# 62 "i000469.cu"
int main() 
# 63
{ 
# 64
int n27 = 1983; 
# 65
n27++; 
# 66
g_smooth14 = (sizeof(size_t)); 
# 67
if (unsigned res28 = g_smooth14 + (static_cast< unsigned>(46)); (res28 * ((9) + g_smooth14)) > (lerp10(55U, g_smooth14))) { 
# 68
res28 = (lerp10(res28 + (0), -(8.375)) & (5)); 
# 69
(__cudaPushCallConfiguration(((dim3)((res28 + (63)) / (64))), 32 * (6 + 10))) ? (void)0 : blend20(&n27, g_smooth14 > (lerp10(n27, (8.125))), 43 * n27); 
# 70
float f29 = (6); 
# 71
} else { if (short prod30 = n27 + n27; (static_cast< float>(res28)) > (n27 & g_smooth14)) { 
# 72
} else { if (res28) { 
# 73
} else { 
# 74
}  }  }  
# 75
return 0; 
# 76
} 

# 1 "i000469.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__43381490_10_i000469_cu_0032a29f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000469.cudafe1.stub.c"
#include "i000469.cudafe1.stub.c"
# 1 "i000469.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
