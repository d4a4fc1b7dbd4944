# 1 "v000410.cu"
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
# 21 "v000410.cu"
__attribute__((visibility("hidden"))) void drift5(char beta6, int lane7, int *dst8) ;
#if 0
# 21
{ 
# 22
int gid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
int *h10 = dst8; 
# 24
long mid11[4] = {}; 
# 25
if (11 > beta6) { 
# 26
return; }  
# 27
__attribute__((unused)) static size_t sh_12[10][9]; 
# 28
auto tmp13 = lane7 == ((((sh_12[lane7])[lane7]) >= (h10[__device_builtin_variable_blockIdx.z])) ? 1885 : 33); 
# 29
__attribute__((unused)) static float sh_14; 
# 30
} 
#endif
# 31 "v000410.cu"
enum class Color15: long { Add16, Red17, Off18, Low19}; 
# 33
static void sweep20_kernel(int len21, double *out22, const int *in23) ;
#if 0
# 33
{ 
# 34
if (auto u24 = (in23[len21 & 7]) + (((__device_builtin_variable_blockIdx.y) != (24)) ? static_cast< int>(*out22) : 46); len21 <= ((u24 <= u24) ? 6 : (out22[u24 & 7]))) { 
# 35
__attribute__((unused)) static int sh_25[3][17]; 
# 36
--len21; 
# 37
}  
# 38
if (!((__device_builtin_variable_blockIdx.z) >= len21)) { 
# 39
return; }  
# 40
Color15 e26 = Color15::Add16; 
# 41
Color15 lo27 = Color15::Add16; 
# 42
} 
#endif
# 43 "v000410.cu"
enum Op28 { BUSY29, RED30, RED31 = 3}; 
# 45
float check_tile32(double cfg33) { 
# 46
cfg33 = cfg33; 
# 47
int x34 = 14; 
# 48
if ((x34 == x34) && (cfg33 >= x34)) { 
# 49
goto done37; 
# 50
}  
# 51
if (const int r35 = static_cast< float>((x34 <= 38) ? x34 - sizeof(unsigned) : (cfg33 - x34)); !((x34 >= 39) || (x34 == cfg33))) { 
# 52
Op28 lim36 = RED31; 
# 53
x34 = (39U); 
# 54
}  
# 55
done37:; ; 
# 56
return (cfg33 > x34) ? BUSY29 : 28; 
# 57
} 
# 59
constexpr int sift38(int count39, bool p40) { 
# 60
int r41 = count39; 
# 61
p40 = ((-(-38)) != p40); 
# 62
return 20; 
# 63
} 
# 65
int sweep42(int *__restrict__ dst43) { 
# 66
if ((*dst43) == 11UL) { 
# 67
goto skip45; 
# 68
}  
# 69
(*dst43) = sift38(static_cast< int>(*dst43), 0 + ((dst43[7]) + (dst43[1]))); 
# 70
if ((dst43[5]) != ((dst43[0]) * 61)) { 
# 71
if (((-(*dst43)) + (dst43[0])) == sizeof(long long)) { 
# 72
if (((dst43[3]) * (((*dst43) != (dst43[3])) ? dst43[5] : 4518)) <= ((dst43 == (nullptr)) ? *dst43 : (*dst43))) { 
# 73
(*dst43) = (~(sizeof(int) * (dst43[5]))); 
# 74
float lim44 = (58UL); 
# 75
}  
# 76
}  
# 77
} else { 
# 78
}  
# 79
skip45:; ; 
# 80
return 36; 
# 81
} 
# 83
int main() { 
# 84
int size46 = 3463; 
# 85
int h47 = 55; 
# 86
h47 = ((size46 * (42UL / h47)) + (h47 & sweep42(nullptr))); 
# 87
h47 = (RED30); 
# 88
long h48{8L}; 
# 89
(__cudaPushCallConfiguration((h47 + 31) / 32, 64, 256, nullptr)) ? (void)0 : drift5(59, sift38(h48, h47 & 1) * 45, nullptr); 
# 90
(__cudaPushCallConfiguration(32, 14 + 242)) ? (void)0 : sweep20_kernel(((h48 == (43)) || ((14) <= h48)) ? RED30 : h48, nullptr, nullptr); 
# 91
return 0; 
# 92
} 

# 1 "v000410.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5ab55d6f_10_v000410_cu_0fb44e29
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000410.cudafe1.stub.c"
#include "v000410.cudafe1.stub.c"
# 1 "v000410.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
