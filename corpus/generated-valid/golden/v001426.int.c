# 1 "v001426.cu"
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
# 6 "v001426.cu"
signed char g_spread2 = (0); 
# 8
short check_trace3(int *buf4, int len5) 
# 9
{ 
# 10
unsigned res6 = ((len5 % len5) + g_spread2) - 27; 
# 11
len5 = (((float)(res6 << 4)) / ((g_spread2 >= (g_spread2 + len5)) ? res6 : ((int)8UL))); 
# 12
unsigned short diff7 = len5 - (5 * len5); 
# 13
return (len5 & (len5 + 43)) + len5; 
# 14
} 
# 17
struct Cell8 { 
# 18
int count9, w10; 
# 19
int reset11() const 
# 20
{ 
# 21
return 36U - (w10); 
# 22
} 
# 23
}; 
# 25
__attribute__((unused)) unsigned split12(double b13, int n14) 
# 26
{int volatile ___ = 1;(void)b13;(void)n14;
# 35
::exit(___);}
#if 0
# 26
{ 
# 27
if (((__device_builtin_variable_threadIdx.x) < (__device_builtin_variable_threadIdx.z)) || (b13 == b13)) { 
# 28
return n14; 
# 29
}  
# 30
double off15 = (((n14 += (__device_builtin_variable_blockIdx.x)), (((52) - b13) + (n14 + (15.75F))))); 
# 31
int f16 = (39UL); 
# 32
unsigned char stride17 = n14; 
# 33
float v18 = (13.75F); 
# 34
return 47; 
# 35
} 
#endif
# 38 "v001426.cu"
long check_score19(int *__restrict__ dst20) 
# 39
{ 
# 40
(dst20[g_spread2]) = (dst20[g_spread2]); 
# 41
float stride21 = (23); 
# 42
signed char f22 = (float)((float)(53 + g_spread2)); 
# 43
if (((g_spread2 - 2642) | ((*dst20) & f22)) == ((dst20[f22]) + (' '))) { 
# 44
(dst20[f22 & 7])++; 
# 45
bool mid23 = (+(-g_spread2)) != ((double)g_spread2); 
# 46
Cell8 e24 = Cell8{(-45), 33}; 
# 47
}  
# 48
return dst20[g_spread2 & 7]; 
# 49
} 
# 51
constexpr int check_probe25(int len26, unsigned b27) 
# 52
{ 
# 53
len26 = (len26 & b27); 
# 54
constexpr float lo28 = (17.625F); 
# 55
return ((len26 % b27) + len26) * (((b27 - (2)) == (4)) ? 26UL : b27); 
# 56
} 
# 58
static void warp29(bool a30, int lane31, const int *in32, int stride33) ;
#if 0
# 59
{ 
# 60
int i34 = __device_builtin_variable_threadIdx.x; 
# 61
if (in32 == (nullptr)) { 
# 62
return; 
# 63
}  
# 64
a30 = ((!(!(stride33 != 40L))) || (!((a30 + a30) <= lane31))); 
# 65
++lane31; 
# 66
} 
#endif
# 68 "v001426.cu"
constexpr int combine35(int len36, int n37) 
# 69
{ 
# 70
len36 = n37; 
# 71
--len36; 
# 72
return 14U * (n37 / ('\'')); 
# 73
} 
# 75
int main() 
# 76
{ 
# 77
int n38 = 61; 
# 78
g_spread2 = (14UL % ((n38 - 8U) & (g_spread2 % g_spread2))); 
# 79
(__cudaPushCallConfiguration(8, 32, sizeof(float) * (256), 0)) ? (void)0 : warp29(g_spread2 != (52 - n38), 1 ^ g_spread2, &n38, n38); 
# 80
if ((n38 < ('\a')) && (n38 < 46)) { 
# 81
return (-g_spread2) - ((g_spread2 += 63), n38); 
# 82
}  
# 83
float tmp39 = (n38 <= n38) ? 3 ^ n38 : (n38 * ((6.625F) + g_spread2)); 
# 84
if ((n38 * n38) <= n38) { 
# 85
return (g_spread2); 
# 86
}  
# 87
float acc40 = g_spread2 & (g_spread2 * 40UL); 
# 88
return 0; 
# 89
} 

# 1 "v001426.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9e0973d7_10_v001426_cu_8b163474
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001426.cudafe1.stub.c"
#include "v001426.cudafe1.stub.c"
# 1 "v001426.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
