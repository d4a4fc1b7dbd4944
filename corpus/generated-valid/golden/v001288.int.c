# 1 "v001288.cu"
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
# 18 "v001288.cu"
__attribute__((unused)) int lerp6(int *__restrict__ acc7, long *buf8) 
# 19
{int volatile ___ = 1;(void)acc7;(void)buf8;
# 32
::exit(___);}
#if 0
# 19
{ 
# 20
constexpr float hi9 = (7.125F); 
# 21
int w10 = 0; 
# 22
while (w10 < w10) { 
# 23
(buf8[w10 & 7]) = ((static_cast< float>((22.75F))) / (*buf8)); 
# 24
int y11 = (52 % w10) ^ (w10 % (~w10)); 
# 25
++w10; 
# 26
}  
# 27
(*buf8) = (-(-43)); 
# 28
if (((buf8[0]) + (4743)) < (*acc7)) { 
# 29
return 50; 
# 30
}  
# 31
return 4U; 
# 32
} 
#endif
# 34 "v001288.cu"
__attribute__((visibility("hidden"))) void gather12(char *__restrict__ acc13, long alpha14, signed char *out15, unsigned char b16) ;
#if 0
# 35
{ 
# 36
if (((*acc13) + 2) <= alpha14) { 
# 37
return; 
# 38
}  
# 39
if ((static_cast< long>(acc13[b16])) != (59)) { 
# 40
return; 
# 41
}  
# 42
if (alpha14 % (52)) { 
# 43
return; 
# 44
}  
# 45
int v17 = (4909UL | (out15[5])) * b16; 
# 46
(out15[5]) = ((3939U) ^ ((*acc13) % ((37) | alpha14))); 
# 47
b16 = (23); 
# 48
(*acc13) = (2); 
# 49
} 
#endif
# 51 "v001288.cu"
__attribute__((unused)) int step18(int *dst19, int n20, int lane21) 
# 52
{int volatile ___ = 1;(void)dst19;(void)n20;(void)lane21;
# 65
::exit(___);}
#if 0
# 52
{ 
# 53
int mid22[5]{41, n20, 33, 2763, (26U)}; 
# 54
int pass23 = 0; 
# 55
while (pass23 < 16) { 
# 56
++(mid22[pass23]); 
# 57
lane21 = 15; 
# 58
++pass23; 
# 59
}  
# 60
if (((unsigned)(mid22[1])) & (1)) { 
# 61
return (double)pass23; 
# 62
}  
# 63
char *acc24 = reinterpret_cast< char *>(dst19); 
# 64
return (lane21 * lane21) + ((lane21 % 2) % ((unsigned char)2)); 
# 65
} 
#endif
# 67 "v001288.cu"
int main() 
# 68
{ 
# 69
int len25 = 2455; 
# 70
auto fn29 = [](float v26)->int { 
# 71
v26 = (static_cast< unsigned>(v26)); 
# 72
unsigned long h27 = v26; 
# 73
const float m28 = v26; 
# 74
return static_cast< unsigned long long>(5U); 
# 75
} ; typedef decltype(fn29) __T0;
# 76
(__cudaPushCallConfiguration(32, 8 * 4)) ? (void)0 : gather12(static_cast< char *>(nullptr), (8U * len25) * (15 * len25), (signed char *)nullptr, fn29(+len25)); 
# 77
unsigned long diff30 = len25 & (-len25); 
# 78
return 0; 
# 79
} 

# 1 "v001288.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e23fff58_10_v001288_cu_2fad1d6e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001288.cudafe1.stub.c"
#include "v001288.cudafe1.stub.c"
# 1 "v001288.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
