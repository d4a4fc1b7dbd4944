# 1 "v000957.cu"
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
# 14 "v000957.cu"
template< class T, class U> T 
# 15
trace6(T p7, int count8) 
# 16
{ 
# 17
if ((13) >= (count8 - (sizeof(float) + count8))) { 
# 18
count8--; 
# 19
count8 *= 13; 
# 20
}  
# 21
auto e9 = (p7 < p7) ? 12 - (count8 / count8) : 13; 
# 22
p7 *= ((18.25) + e9); 
# 23
e9++; 
# 24
auto tmp10 = p7; 
# 25
return p7; 
# 26
} 
# 27
unsigned run_clamp11(int stride12, int len13, int n14) 
# 28
{ 
# 29
double h15 = len13; 
# 30
if (13 != n14) { 
# 31
goto skip16; 
# 32
}  
# 33
if ((len13 < n14) && (41UL > len13)) { 
# 34
return h15 * (n14 + 13); 
# 35
}  
# 36
n14 -= (((26) + h15) + len13); 
# 37
n14 = ((float)(((len13 < h15) ? (18.875F) : len13) * ((11) + h15))); 
# 38
skip16:; ; 
# 39
return n14; 
# 40
} 
# 42
static void lerp17(int *out18) ;
#if 0
# 43
{ 
# 44
if ((*out18) != 45) { 
# 45
return; 
# 46
}  
# 47
for (int n19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n19 < 5; n19 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 48
(*out18) = (static_cast< int>(-33)); 
# 49
}  
# 50
for (int j20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j20 < 14; j20 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 51
__attribute__((unused)) static int sh_21; 
# 52
}  
# 53
short u22 = __device_builtin_variable_threadIdx.x; 
# 54
} 
#endif
# 56 "v000957.cu"
__attribute((always_inline)) __attribute__((unused)) inline void gather23(int n24, int lane25, float b26) 
# 57
{int volatile ___ = 1;(void)n24;(void)lane25;(void)b26;
# 73
::exit(___);}
#if 0
# 57
{ 
# 58
char acc27 = b26; 
# 59
int w28 = 0; 
# 60
if (((__device_builtin_variable_blockIdx.z) - w28) < (62)) { 
# 61
goto finish31; 
# 62
}  
# 63
while (w28 < w28) { 
# 65
#pragma unroll
for (
# 65
int n29 = 0; n29 < lane25; n29 += 1) { 
# 66
__attribute__((unused)) static int sh_30[128]; 
# 67
}  
# 68
n24 = 22; 
# 69
acc27 = ((45) - (((__device_builtin_variable_threadIdx.y) * (7)) * ((int)13))); 
# 70
++w28; 
# 71
}  
# 72
finish31:; ; 
# 73
} 
#endif
# 74 "v000957.cu"
signed char run_stencil32(float a33, int count34, const float *input35) 
# 75
{ 
# 76
const char *sum36 = ("kernel\n"); 
# 77
dim3 diff37((count34 + 63) / 64); 
# 78
int w38 = 0; 
# 79
while (w38 < w38) { 
# 80
if (5L == w38) { 
# 81
float t39 = ((input35[4]) >= (static_cast< short>(input35[w38]))) ? 13 & (count34 & 13) : ((input35[1]) * (19 % count34)); 
# 82
}  
# 83
count34 ^= w38; 
# 84
++w38; 
# 85
}  
# 86
return 21; 
# 87
} 
# 88
int main() 
# 89
{ 
# 90
int size40 = 1005; 
# 91
if (((+size40) == 13) || (((size40 >= size40) ? size40 : 4064) > 47)) { 
# 92
int diff41 = size40 & (((unsigned char)sizeof(float)) * size40); 
# 93
}  
# 94
(__cudaPushCallConfiguration((size40 + 63) / 64, 13 + 115, 13 + 243)) ? (void)0 : lerp17(&size40); 
# 95
(__cudaPushCallConfiguration((size40 + 63) / 64, sizeof(float) * (8), 4096)) ? (void)0 : lerp17(&size40); 
# 96
dim3 e42 = ((dim3)(512)); 
# 97
--size40; 
# 98
return 0; 
# 99
} 

# 1 "v000957.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8e7cd0c8_10_v000957_cu_bfa65e00
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000957.cudafe1.stub.c"
#include "v000957.cudafe1.stub.c"
# 1 "v000957.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
