# 1 "v001213.cu"
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
# 19 "v001213.cu"
__attribute__((unused)) float bump8(float *buf9, unsigned long b10, bool cfg11) 
# 20
{int volatile ___ = 1;(void)buf9;(void)b10;(void)cfg11;
# 26
::exit(___);}
#if 0
# 20
{ 
# 21
b10 = ((b10 + cfg11) ^ (47 * ((unsigned char)cfg11))); 
# 22
b10 = ((cfg11 | (cfg11 ^ (' '))) % cfg11); 
# 23
++(*buf9); 
# 24
(*buf9) = (2); 
# 25
return 2 * cfg11; 
# 26
} 
#endif
# 28 "v001213.cu"
__attribute__((visibility("hidden"))) void bias12_kernel(int stride13, const long long *coef14, int stride15, int n16) ;
#if 0
# 29
{ 
# 30
stride13 = stride15; 
# 31
stride13--; 
# 32
} 
#endif
# 34 "v001213.cu"
static void pack17_kernel(int stride18, const signed char *coef19, float *data20, const int *in21) ;
#if 0
# 35
{ 
# 36
if (((unsigned)(*data20)) > (2)) { 
# 37
return; }  
# 38
float m22[6] = {(5.0F), (9.0F), (4.0F), (22.0F)}; 
# 39
(*data20) = (2 | (in21[0])); 
# 40
(m22[stride18])--; 
# 41
short mid23 = (14 & (coef19[0])) - ((coef19[6]) & 15); 
# 42
mid23 = (m22[3]); 
# 43
(m22[stride18]) = (((double)((data20[stride18]) * mid23)) + (data20[mid23])); 
# 44
} 
#endif
# 47 "v001213.cu"
size_t bump24(int count25, int n26, bool cfg27 = false) 
# 48
{ 
# 49
unsigned long long h28 = +((u'\x23') - count25); 
# 50
float e29[5] = {(float)((14.0F) - count25), static_cast< float>(count25), (17U)}; 
# 51
return n26 + (count25 & 15); 
# 52
} 
# 53
static bool g_tile30; 
# 56
__attribute__((visibility("hidden"))) void split31_kernel(char *data32, unsigned short *buf33, unsigned char *buf34) ;
#if 0
# 57
{ 
# 58
{ 
# 59
(*buf33) = (2); 
# 60
++(buf34[6]); 
# 61
} 
# 62
float acc35 = bump24((6 - (*buf34)) / bump24(buf34[5], 1561UL, (*buf34) <= (*data32)), *buf33); 
# 63
__attribute__((unused)) static int sh_36; 
# 64
__attribute__((unused)) static float sh_37[14][10]; 
# 65
} 
#endif
# 67 "v001213.cu"
void run_mix38(int len39, double *dst40, int count41) 
# 68
{ 
# 69
dim3 off42((count41 + 127) / 128, 2 * 2, 1 << (2 + 4)); 
# 70
int sum43(2); 
# 71
sum43++; 
# 72
} 
# 74
int main() 
# 75
{ 
# 76
int count44 = 1167; 
# 77
float off45 = ((g_tile30 | 10) - (count44 - g_tile30)) & ((2) + bump24(count44, 33, false)); 
# 78
static_assert(((sizeof(int) * (11)) == (44)), "bad config");
# 79
off45 = (3.25F); 
# 80
(__cudaPushCallConfiguration((count44 + 127) / 128, 128)) ? (void)0 : bias12_kernel((35 % g_tile30) ^ (2 >> g_tile30), nullptr, off45 + (39L), bump24((U'\x20') * g_tile30, 10L, 2 >= (g_tile30 + 14))); 
# 81
(__cudaPushCallConfiguration(((dim3)((count44 + 31) / 32)), 2 + (2 + 252))) ? (void)0 : pack17_kernel(g_tile30 & 2, static_cast< const signed char *>(nullptr), nullptr, nullptr); 
# 82
(__cudaPushCallConfiguration((count44 + 255) / 256, dim3((count44 + 255) / 256, 16))) ? (void)0 : split31_kernel((char *)nullptr, static_cast< unsigned short *>(nullptr), nullptr); 
# 83
return 0; 
# 84
} 

# 1 "v001213.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__382e1a28_10_v001213_cu_337e8715
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001213.cudafe1.stub.c"
#include "v001213.cudafe1.stub.c"
# 1 "v001213.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
