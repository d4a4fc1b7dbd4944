# 1 "v002074.cu"
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
# 8 "v002074.cu"
namespace _GLOBAL__N__56996ca7_10_v002074_cu_c_shade9 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__56996ca7_10_v002074_cu_c_shade9; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__56996ca7_10_v002074_cu_c_shade9 __attribute__((visibility("hidden")))  { 
# 9
__attribute((always_inline)) __attribute__((unused)) inline float kick3(const int *src4, int stride5, int len6) {int volatile ___ = 1;(void)src4;(void)stride5;(void)len6;
# 29
::exit(___);}
#if 0
# 9
{ 
# 10
if ((__device_builtin_variable_threadIdx.y) != (((double)(src4[__device_builtin_variable_gridDim.x])) * (__device_builtin_variable_blockIdx.y))) { 
# 11
if (src4 != (nullptr)) { 
# 12
if (stride5) { 
# 13
return static_cast< unsigned>(len6); 
# 14
}  
# 15
switch (stride5) { 
# 16
case 7:  { 
# 17
__attribute__((unused)) static int sh_7[8]; 
# 18
const int *x8 = (nullptr); 
# 19
break; 
# 20
} 
# 21
case sizeof(int):  
# 22
break; 
# 23
case 3:  
# 24
break; 
# 25
}  
# 26
}  
# 27
}  
# 28
return (((double)50) - stride5) / ((21.625F)); 
# 29
} 
#endif
# 30 "v002074.cu"
}
# 31
static float c_shade9; 
# 33
__attribute__((visibility("hidden"))) void pivot10(unsigned cfg11, int stride12) ;
#if 0
# 33
{ 
# 34
unsigned idx13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
if (idx13 >= stride12) { 
# 36
return; 
# 37
}  
# 38
__attribute__((unused)) static int sh_14[128]; 
# 39
int w15 = 0; 
# 40
do { 
# 41
const int *cnt16 = (nullptr); 
# 42
++w15; 
# 43
} while ((w15 < 5) && (sizeof(int) >= (static_cast< int>(cfg11)))); 
# 44
--(sh_14[stride12]); 
# 45
--stride12; 
# 46
__attribute__((unused)) static float sh_17[64]; 
# 47
} 
#endif
# 49 "v002074.cu"
constexpr int scale18(int count19) { 
# 50
--count19; 
# 51
return count19 + (((count19 - count19) < count19) ? count19 - count19 : count19); 
# 52
} 
# 54
namespace util20 { 
# 55
constexpr int probe21(int len22, float cfg23) { 
# 56
cfg23 = (len22 << 5); 
# 57
int sum24 = 45; 
# 58
return sum24; 
# 59
} 
# 61
unsigned run_clamp25(double p26, float *dst27, double a28) { 
# 62
--p26; 
# 63
double lo29 = ((sizeof(long)) * p26) * (((10.625F)) - a28); 
# 64
if (dst27 != (nullptr)) { 
# 65
return (float)59; 
# 66
}  
# 67
int x30 = -((sizeof(float)) + (dst27[7])); 
# 68
x30 ^= (x30 - x30); 
# 69
lo29 += (42 >> (x30 + ((int)'z'))); 
# 70
return 64; 
# 71
} 
# 73
struct Particle31 { 
# 74
int count32; 
# 75
char mass33; 
# 76
int hi34; 
# 77
}; 
# 78
}
# 80
constexpr int weigh35(int len36) { 
# 81
return len36; 
# 82
} 
# 84
int main() { 
# 85
int n37 = 62; 
# 86
if (8 > (((n37 / n37) < (n37 >> 1)) ? n37 / n37 : (n37 >> 1))) { 
# 87
(__cudaPushCallConfiguration(256, 16 * 4)) ? (void)0 : pivot10(16 - (+n37), n37); 
# 88
(__cudaPushCallConfiguration((n37 + 255) / 256, 64)) ? (void)0 : pivot10(56, 15 - ((n37 < n37) ? n37 : n37)); 
# 89
}  
# 90
(__cudaPushCallConfiguration((n37 + 255) / 256, 32 * 2)) ? (void)0 : pivot10(n37 * n37, n37); 
# 91
if ((n37 <= n37) && n37) { 
# 92
return n37; 
# 93
}  
# 94
return 0; 
# 95
} 

# 1 "v002074.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__56996ca7_10_v002074_cu_c_shade9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002074.cudafe1.stub.c"
#include "v002074.cudafe1.stub.c"
# 1 "v002074.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
