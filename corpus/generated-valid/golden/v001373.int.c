# 1 "v001373.cu"
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
# 10 "v001373.cu"
__attribute__((visibility("hidden"))) void tile5(const long *src6, const float *__restrict__ src7, int n8) ;
#if 0
# 11
{ 
# 12
__attribute__((unused)) extern int dyn_9[]; 
# 13
unsigned gid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
if (gid10 >= n8) { 
# 15
return; 
# 16
}  
# 17
if ((*src7) <= gid10) { 
# 18
return; 
# 19
}  
# 20
int z11 = n8; 
# 21
++(dyn_9[6]); 
# 22
++z11; 
# 23
} 
#endif
# 24 "v001373.cu"
constexpr long RADIUS12 = (16); 
# 27
size_t fold13(int stride14, float *__restrict__ data15) 
# 28
{ 
# 29
if ((14) != (data15[stride14 & 7])) { 
# 30
return RADIUS12; 
# 31
}  
# 32
++(data15[3]); 
# 33
if ((~stride14) == 1) { 
# 34
return stride14; 
# 35
}  
# 36
--stride14; 
# 37
return data15[3]; 
# 38
} 
# 39
static int g_bump16; 
# 40
static float g_grow17; 
# 41
enum class Color18 { Slow19, Off20, Add21}; 
# 43
__attribute__((visibility("hidden"))) void clamp22_kernel(int n23, const int *src24, const int *coef25) ;
#if 0
# 44
{ 
# 45
unsigned idx26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
if (idx26 >= n23) { 
# 47
return; 
# 48
}  
# 49
if (fold13(idx26, nullptr) == fold13(27, static_cast< float *>(nullptr))) { 
# 50
__attribute__((unused)) static char sh_27[128]; 
# 51
} else { 
# 52
n23 ^= 43; 
# 53
int r28(fold13(n23 & RADIUS12, static_cast< float *>(nullptr)) << 2); 
# 54
}  
# 55
} 
#endif
# 56 "v001373.cu"
enum class Axis29: unsigned { Busy30, Red31, Blue32, Green33}; 
# 57
static_assert((sizeof(int) == (4)), "tile must fit");
# 60
__attribute__((visibility("hidden"))) void blend34_kernel(float *dst35, float a36, int count37) ;
#if 0
# 61
{ 
# 62
int tid38 = __device_builtin_variable_threadIdx.x; 
# 63
if (tid38 >= count37) { 
# 64
return; 
# 65
}  
# 66
int iter39 = 0; 
# 67
while (iter39 < tid38) { 
# 68
Color18 h40 = Color18::Off20; 
# 69
++iter39; 
# 70
}  
# 71
count37 *= ((tid38 == iter39) ? iter39 - (dst35[0]) : (sizeof(double))); 
# 72
} 
#endif
# 74 "v001373.cu"
int main() 
# 75
{ 
# 76
int len41 = 2635; 
# 77
unsigned diff42[8] = {}; 
# 78
fold13((64) - g_grow17, static_cast< float *>(nullptr)); 
# 79
(__cudaPushCallConfiguration(((dim3)((16) + (RADIUS12 + (16 + 16)))), dim3(sizeof(unsigned) * (32), (g_bump16 + 127) / 128, (g_bump16 + 31) / 32), 0)) ? (void)0 : tile5(nullptr, nullptr, (' ') - fold13(RADIUS12, static_cast< float *>(nullptr))); 
# 80
fold13((int)g_grow17, nullptr); 
# 81
(__cudaPushCallConfiguration((len41 + 31) / 32, ((16) + RADIUS12) * (8))) ? (void)0 : clamp22_kernel(40UL % (diff42[5]), nullptr, static_cast< const int *>(nullptr)); 
# 82
(__cudaPushCallConfiguration(128, dim3(256, (len41 + 31) / 32))) ? (void)0 : blend34_kernel(nullptr, (char)((diff42[5]) % g_bump16), (char)(RADIUS12 + (diff42[len41]))); 
# 83
return 0; 
# 84
} 

# 1 "v001373.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7c323c2d_10_v001373_cu_54fcf542
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001373.cudafe1.stub.c"
#include "v001373.cudafe1.stub.c"
# 1 "v001373.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
