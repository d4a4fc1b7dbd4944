# 1 "i000586.cu"
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
# 19 "i000586.cu"
__attribute__((unused)) int pack7(int lane8) 
# 20
{int volatile ___ = 1;(void)lane8;
# 36
::exit(___);}
#if 0
# 20
{ 
# 21
lane8 %= lane8; 
# 22
switch (lane8 * 6) { 
# 23
case 2 + (2 + 6):  
# 24
break; 
# 25
case 1:  
# 26
break; 
# 27
case 5:  
# 28
if (constexpr float x9 = (-(6.375F)); lane8 >= 55) { 
# 29
int idx10 = (x9); 
# 30
lane8 /= sizeof(float); 
# 31
}  
# 32
break; 
# 33
}  
# 34
float u11[3] = {}; 
# 35
return ((lane8 * (((u11[lane8]) <= lane8) ? 2 : 8U)) >= lane8) ? lane8 : lane8; 
# 36
} 
#endif
# 37 "i000586.cu"
static double d_probe12; 
# 40
__attribute__((visibility("hidden"))) void sift13_kernel(int lane14, int lane15) ;
#if 0
# 41
{ 
# 42
unsigned stride16 = (16); 
# 43
lane14 = lane15; 
# 44
} 
#endif
# 46 "i000586.cu"
namespace _GLOBAL__N__6f376902_10_i000586_cu_1357a92a __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__6f376902_10_i000586_cu_1357a92a; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__6f376902_10_i000586_cu_1357a92a __attribute__((visibility("hidden")))  { 
# 47
typedef int idx17_t; 
# 48
long long g_blend18 = 39LL; 
# 49
typedef int *ptr19_t; 
# 50
}
# 52
__attribute__((visibility("hidden"))) void rank20_kernel(idx17_t count21) ;
#if 0
# 53
{ 
# 54
__attribute__((unused)) extern double dyn_22[]; 
# 55
auto u23 = dyn_22[count21]; 
# 56
if (((dyn_22[7]) - u23) == d_probe12) { 
# 57
return; 
# 58
}  
# 59
__attribute__((unused)) static unsigned short sh_24; 
# 60
d_probe12 = count21; 
# 61
double *prod25 = dyn_22; 
# 62
} 
#endif
# 63 "i000586.cu"
int host_only28(int x) 
# 64
{ 
# 65
return x + 1; 
# 66
} 
# 67
__attribute__((visibility("hidden"))) void uses_host29(int *p) ;
#if 0
# 68
{ 
# 69
(p[__device_builtin_variable_threadIdx.x]) = host_only28(p[__device_builtin_variable_threadIdx.x]); 
# 70
} 
#endif
# 72 "i000586.cu"
int main() 
# 73
{ 
# 74
int size26 = 1286; 
# 75
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : uses_host29(nullptr); 
# 76
if (g_blend18 > (34L)) { 
# 77
return g_blend18 - ((int)sizeof(unsigned)); 
# 78
}  
# 79
int val27 = size26 / g_blend18; 
# 80
(__cudaPushCallConfiguration(2, 256)) ? (void)0 : sift13_kernel(16, g_blend18); 
# 81
(__cudaPushCallConfiguration(8, 64, 0, 0)) ? (void)0 : rank20_kernel((size26 - val27) + sizeof(idx17_t)); 
# 82
return 0; 
# 83
} 

# 1 "i000586.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6f376902_10_i000586_cu_1357a92a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000586.cudafe1.stub.c"
#include "i000586.cudafe1.stub.c"
# 1 "i000586.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
