# 1 "v000128.cu"
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
# 10 "v000128.cu"
enum class Level6 { Idle7 = 2, Add8, Fast9 = 7}; 
# 12
__attribute__((visibility("hidden"))) void reduce10_kernel(float b11) ;
#if 0
# 13
{ 
# 14
b11 *= (991); 
# 15
Level6 s12 = Level6::Idle7; 
# 16
} 
#endif
# 17 "v000128.cu"
float g_spread13 = (7.75F); 
# 19
unsigned rank14(float p15, int lane16, int len17) 
# 20
{ 
# 21
unsigned long cnt18 = len17; 
# 22
if (p15 != (53 ^ lane16)) { 
# 23
len17 = p15; 
# 24
int flag19 = lane16 * len17; 
# 25
}  
# 26
if (lane16 == p15) { 
# 27
return 256; 
# 28
}  
# 29
long acc20{(17UL)}; 
# 30
return (45) | (len17 % 30L); 
# 31
} 
# 32
static int c_pack21; 
# 34
unsigned sweep22(int stride23) 
# 35
{ 
# 36
unsigned acc24 = stride23 + rank14(256 & stride23, 1940, stride23); 
# 37
if (rank14(stride23, 34, 12U) > (47)) { 
# 38
goto finish25; 
# 39
}  
# 40
stride23 ^= stride23; 
# 41
stride23 += stride23; 
# 42
finish25:; ; 
# 43
return acc24; 
# 44
} 
# 45
static_assert((37 == 37), "bad config");
# 47
__attribute__((visibility("hidden"))) void trace26(char *dst27, unsigned q28) ;
#if 0
# 48
{ 
# 49
__attribute__((unused)) extern int dyn_29[]; 
# 50
(dst27[q28]) = (sweep22(rank14(13ULL, 256, 228U) * (2004))); 
# 51
if (!dst27) { 
# 52
long long lim30 = (float)(rank14((14.375F), dyn_29[c_pack21], dst27[3]) << 0); 
# 53
unsigned char h31 = (c_pack21 + (c_pack21 - ((dst27[q28]) * 128))) + 4; 
# 54
} else { 
# 55
__attribute__((unused)) static double sh_32; 
# 56
}  
# 57
sweep22(sizeof(int) / c_pack21); 
# 58
} 
#endif
# 60 "v000128.cu"
int main() 
# 61
{ 
# 62
int count33 = 133; 
# 63
g_spread13 *= ((12.25F) - ((count33 * count33) - (sizeof(int) - count33))); 
# 64
count33 <<= 2; 
# 65
(__cudaPushCallConfiguration((count33 + 63) / 64, 128)) ? (void)0 : reduce10_kernel((count33 & count33) - count33); 
# 66
(__cudaPushCallConfiguration((count33 + 255) / 256, 128, 0)) ? (void)0 : trace26(nullptr, (count33 << 6) | 256); 
# 67
return 0; 
# 68
} 

# 1 "v000128.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__886c9ee3_10_v000128_cu_3eba8be4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000128.cudafe1.stub.c"
#include "v000128.cudafe1.stub.c"
# 1 "v000128.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
