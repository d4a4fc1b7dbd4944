# 1 "v001960.cu"
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
# 16 "v001960.cu"
__attribute__((visibility("hidden"))) void tile5_kernel(const float *__restrict__ src6, int len7, int count8, const float *input9) ;
#if 0
# 17
{ 
# 18
--len7; 
# 19
if ((len7 ^ len7) <= 10) { 
# 20
static_assert((30 == 30), "expected value");
# 21
int lim10{12}; 
# 22
float r11 = ~((unsigned)((__device_builtin_variable_threadIdx.y) * (input9[5]))); 
# 23
}  
# 24
} 
#endif
# 31 "v001960.cu"
__attribute__((visibility("hidden"))) void map_spread13(int *data, int n) ;
#if 0
# 31
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((int)((data[i]) - ((int)1))); }  } 
#endif
# 32 "v001960.cu"
__attribute__((visibility("hidden"))) void map_decay14(double *data, int n) ;
#if 0
# 32
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((double)((data[i]) - ((double)1))); }  } 
#endif
# 33 "v001960.cu"
constexpr long RADIUS15 = (8); 
# 34
enum Mode16 { ADD17 = 1, BUSY18, OFF19}; 
# 36
static void norm20(const float *__restrict__ src21) ;
#if 0
# 37
{ 
# 38
unsigned tid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
if ((tid22 & (23)) & (1)) { 
# 40
return; }  
# 41
static_assert((sizeof(int) == (4)), "expected value");
# 42
} 
#endif
# 44 "v001960.cu"
__attribute__((visibility("hidden"))) void rank23(float q24, int stride25) ;
#if 0
# 45
{ 
# 46
unsigned idx26 = __device_builtin_variable_threadIdx.x; 
# 47
if (idx26 >= stride25) { 
# 48
return; }  
# 49
float flag27{(47UL)}; 
# 50
if (stride25 && ((__device_builtin_variable_gridDim.x) > q24)) { 
# 51
return; }  
# 52
stride25 = (((flag27 += (__device_builtin_variable_blockIdx.x)), stride25) + ((!idx26) ? __device_builtin_variable_gridDim.x : (__device_builtin_variable_threadIdx.y))); 
# 53
} 
#endif
# 55 "v001960.cu"
__attribute__((visibility("hidden"))) void scatter28(const float *__restrict__ coef29, int len30) ;
#if 0
# 56
{ 
# 57
unsigned gid31 = __device_builtin_variable_threadIdx.x; 
# 58
if (len30 <= 63) { 
# 59
len30 = (((1) + (gid31 + (L'\x7a'))) & ((len30 += 3), (gid31 << RADIUS15))); 
# 60
len30--; 
# 61
++len30; 
# 62
} else { 
# 63
len30--; 
# 64
}  
# 65
if (((39L) != (coef29[4])) && ((*coef29) > gid31)) { 
# 66
return; }  
# 67
float m32 = (RADIUS15); 
# 68
} 
#endif
# 69 "v001960.cu"
enum Mode33 { BUSY34, ADD35, IDLE36}; 
# 72
__attribute__((visibility("hidden"))) void blend37(int lane38, int *__restrict__ data39) ;
#if 0
# 73
{ 
# 74
int gid40 = __device_builtin_variable_threadIdx.x; 
# 75
lane38++; 
# 76
for (int j41 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j41 < ((OFF19) + ((BUSY18) + ((IDLE36) + ((OFF19) + ((ADD17) + 1))))); j41 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 77
long q42[2] = {}; 
# 78
++(data39[5]); 
# 79
(++(q42[lane38])), ((q42[gid40]) = (7 + (data39[7]))); 
# 80
}  
# 81
float prod43[2] = {static_cast< float>(lane38 * 9), (21.125F)}; 
# 82
(data39[lane38])--; 
# 83
} 
#endif
# 85 "v001960.cu"
__attribute__((visibility("hidden"))) void weigh44_kernel(int *__restrict__ out45, int len46, int count47) ;
#if 0
# 86
{ 
# 87
int idx48 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 88
if (idx48 >= count47) { 
# 89
return; }  
# 90
if (((idx48 >= sizeof(unsigned)) || (out45 == (nullptr))) && (out45 != (nullptr))) { 
# 91
len46++; 
# 92
len46++; 
# 93
} else { if ((len46 & 1) || (3U < idx48)) { }  }  
# 94
} 
#endif
# 96 "v001960.cu"
void sift49(double q50, unsigned short alpha51, int n52 = 7UL) 
# 97
{ 
# 98
(__cudaPushCallConfiguration(4, 128, sizeof(int) * (256), nullptr)) ? (void)0 : blend37(n52, nullptr); 
# 99
unsigned char t53[6]{(22), static_cast< unsigned char>(alpha51), (13), (255), (28), (37U)}; 
# 100
++alpha51; 
# 101
if ((alpha51 * q50) == (40L)) { 
# 102
return; }  
# 103
} 
# 105
int main() 
# 106
{ 
# 107
int count54 = 3354; 
# 108
for (int n55 = 0, j56 = count54; n55 < j56; (++n55), (--j56)) { 
# 109
if ((count54 <= 39U) && (count54 >= count54)) { 
# 110
return +((j56 > n55) ? 58 : j56); }  
# 111
count54 = ((float)RADIUS15); 
# 112
}  
# 113
(__cudaPushCallConfiguration(dim3(11 + 501, 4 * 8), 1 << 8, 0, nullptr)) ? (void)0 : tile5_kernel((const float *)nullptr, RADIUS15, (unsigned)((count54 > 9) ? count54 : 13U), (const float *)nullptr); 
# 114
(__cudaPushCallConfiguration(dim3((count54 + 255) / 256, (count54 + 127) / 128), 1 << 6)) ? (void)0 : map_spread13(&count54, ('a') << count54); 
# 115
(__cudaPushCallConfiguration(((dim3)(1 << ((ADD35) + 6))), 64, 4096, (cudaStream_t)0)) ? (void)0 : map_decay14(nullptr, -54); 
# 116
return 0; 
# 117
} 

# 1 "v001960.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f27c9915_10_v001960_cu_2505784b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001960.cudafe1.stub.c"
#include "v001960.cudafe1.stub.c"
# 1 "v001960.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
