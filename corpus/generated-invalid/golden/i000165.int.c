# 1 "i000165.cu"
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
# 11 "i000165.cu"
__attribute((always_inline)) __attribute__((unused)) inline void score3(int n4) {int volatile ___ = 1;(void)n4;
# 18
::exit(___);}
#if 0
# 11
{ 
# 12
if (unsigned long long s5 = (int)(~(__device_builtin_variable_blockIdx.x)); s5 != (static_cast< float>(n4))) { 
# 13
n4++; 
# 14
if ((n4 / n4) == 58) { 
# 15
return; 
# 16
}  
# 17
}  
# 18
} 
#endif
# 20 "i000165.cu"
__attribute((always_inline)) __attribute__((unused)) inline short decay6(float *dst7) {int volatile ___ = 1;(void)dst7;
# 29
::exit(___);}
#if 0
# 20
{ 
# 21
if ((1UL < (__device_builtin_variable_gridDim.z)) && (__device_builtin_variable_blockIdx.z)) { 
# 22
return 16; 
# 23
}  
# 24
unsigned long lim8 = dst7[__device_builtin_variable_blockDim.z]; 
# 25
lim8 = ((lim8 * (__device_builtin_variable_blockIdx.x)) & (37)); 
# 26
__attribute__((unused)) static signed char sh_9[3 * 5][11]; 
# 27
int *lim10 = reinterpret_cast< int *>(dst7); 
# 28
return sizeof(int) + (((sh_9[11])[lim8]) >> ((sh_9[__device_builtin_variable_blockDim.x])[lim8])); 
# 29
} 
#endif
# 31 "i000165.cu"
__attribute__((visibility("hidden"))) void smooth11(unsigned *data12, const int *in13, int lane14) ;
#if 0
# 31
{ 
# 32
int tid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
if (tid15 >= lane14) { 
# 34
return; 
# 35
}  
# 36
if ((16) >= (tid15 + 45U)) { 
# 37
return; 
# 38
}  
# 39
unsigned short base16[3] = {(0), (33), static_cast< unsigned short>(+(in13[lane14 & 7]))}; 
# 40
if ((data12[lane14]) > 17UL) { 
# 41
return; 
# 42
}  
# 43
(base16[__device_builtin_variable_blockDim.x]) %= (' '); 
# 44
if (62U == (base16[0])) { 
# 45
return; 
# 46
}  
# 47
} 
#endif
# 49 "i000165.cu"
__attribute((always_inline)) __attribute__((unused)) static inline float step17(unsigned beta18 = 27UL) {int volatile ___ = 1;(void)beta18;
# 70
::exit(___);}
#if 0
# 49
{ 
# 50
beta18 = ((beta18 - 59U) >> beta18); 
# 51
int pass19 = 0; 
# 52
while (pass19 < 8) { 
# 53
__attribute__((unused)) static float sh_20; 
# 54
__attribute__((unused)) static double sh_21; 
# 55
switch (pass19 + pass19) { 
# 56
case 2 * 4:  
# 57
break; 
# 58
case 7:  
# 59
sh_21 = ((__device_builtin_variable_warpSize - ((__device_builtin_variable_gridDim.z) * pass19)) | pass19); 
# 60
sh_20++; 
# 61
break; 
# 62
case 6:  
# 63
break; 
# 64
case 10:  
# 65
break; 
# 66
}  
# 67
++pass19; 
# 68
}  
# 69
return (6.75F); 
# 70
} 
#endif
# 72 "i000165.cu"
__attribute__((unused)) inline void drift22(unsigned long long q23, const unsigned *src24) {int volatile ___ = 1;(void)q23;(void)src24;
# 77
::exit(___);}
#if 0
# 72
{ 
# 73
__attribute__((unused)) static long sh_25[7][13]; 
# 74
((sh_25[q23])[2]) *= (1973L | (static_cast< unsigned>(*src24))); 
# 75
int u26 = (32) - q23; 
# 76
q23 = (47); 
# 77
} 
#endif
# 78 "i000165.cu"
__attribute__((visibility("hidden"))) void rvalue_kernel30(int &&x) ;
#if 0
# 79
{ 
# 80
} 
#endif
# 82 "i000165.cu"
int main() { 
# 83
int n27 = 1250; 
# 84
cudaStream_t z28 = (nullptr); 
# 85
int base29((-25)); 
# 86
++base29; 
# 87
(__cudaPushCallConfiguration(dim3((n27 + 255) / 256, 1, (base29 + 63) / 64), 256)) ? (void)0 : smooth11(static_cast< unsigned *>(nullptr), &base29, n27 % (n27 * base29)); 
# 88
return 0; 
# 89
} 

# 1 "i000165.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__59233a9b_10_i000165_cu_8b706417
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000165.cudafe1.stub.c"
#include "i000165.cudafe1.stub.c"
# 1 "i000165.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
