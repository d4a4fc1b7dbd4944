# 1 "i000143.cu"
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
# 20 "i000143.cu"
__attribute__((visibility("hidden"))) void pack6(const float *input7, int count8, const unsigned *input9, int count10) ;
#if 0
# 21
{ 
# 22
__attribute__((unused)) extern int dyn_11[]; 
# 23
count10 %= (count10 + ((input9[3]) & (15))); 
# 24
for (int n12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n12 < 4; n12 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 25
float k13 = ((__device_builtin_variable_warpSize + (input9[count10 & 7])) / (25)) + (*input9); 
# 26
--count8; 
# 27
}  
# 28
if (input9 != (nullptr)) { 
# 29
return; }  
# 30
++count8; 
# 31
} 
#endif
# 33 "i000143.cu"
__attribute((noinline)) __attribute__((unused)) int sweep14(int stride15, int lane16) 
# 34
{int volatile ___ = 1;(void)stride15;(void)lane16;
# 42
::exit(___);}
#if 0
# 34
{ 
# 35
stride15 %= 59; 
# 36
if (((lane16 - __device_builtin_variable_warpSize) >= stride15) || stride15) { 
# 37
++stride15; 
# 38
if ((stride15 - stride15) > stride15) { 
# 39
return stride15; }  
# 40
} else { if ((__device_builtin_variable_gridDim.z) != stride15) { }  }  
# 41
return stride15 + ((__device_builtin_variable_gridDim.x) * stride15); 
# 42
} 
#endif
# 49 "i000143.cu"
__attribute__((visibility("hidden"))) void map_scale18(unsigned *data, int n) ;
#if 0
# 49
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((unsigned)2)); }  } 
#endif
# 50 "i000143.cu"
__attribute__((visibility("hidden"))) void map_fuse19(float *data, int n) ;
#if 0
# 50
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((float)2)); }  } 
#endif
# 51 "i000143.cu"
using idx20_t = unsigned long; 
# 52
enum class State21 { Blue22, On23, Slow24}; 
# 54
__attribute__((visibility("hidden"))) void lerp25(int *acc26, const idx20_t *coef27, const double *in28, int lane29) ;
#if 0
# 55
{ 
# 56
int i30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 57
if (i30 >= lane29) { 
# 58
return; }  
# 59
if (((acc26[2]) - 3499) > i30) { 
# 60
return; }  
# 61
lane29 ^= ((static_cast< unsigned char>(lane29 * i30)) % (lane29 + sizeof(float))); 
# 62
int *h31 = (nullptr); 
# 63
unsigned f32 = (((i30 < 36UL) || (i30 < (__device_builtin_variable_threadIdx.z))) && ((__device_builtin_variable_threadIdx.x) - sizeof(signed char))) ? __device_builtin_variable_gridDim.x : (coef27[__device_builtin_variable_blockDim.y]); 
# 64
int base33((sweep14((4652) - (*in28), 18)) + ((i30 / 2) * (__device_builtin_variable_threadIdx.z))); 
# 65
if (!coef27) { 
# 66
return; }  
# 67
} 
#endif
# 69 "i000143.cu"
__attribute__((visibility("hidden"))) void rank34(int len35, char *acc36, int count37, int stride38) ;
#if 0
# 70
{ 
# 71
__attribute__((unused)) extern int dyn_39[]; 
# 72
__attribute__((unused)) static int sh_40[128]; 
# 73
stride38 = sweep14(count37 / 2, (sh_40[stride38 & 127]) + ((__device_builtin_variable_threadIdx.x) % (9))); 
# 74
} 
#endif
# 76 "i000143.cu"
int main() 
# 77
{ 
# 78
int len41 = 2531; 
# 79
int uninit44; 
# 80
len41 += uninit44; 
# 81
if (int y42((((len41 <= len41) ? len41 : len41) != len41) ? len41 : 51UL); ((~len41) - sizeof(unsigned short)) < ((len41 += len41), len41)) { 
# 82
if ((y42 / 2) <= y42) { 
# 83
return 7; }  
# 84
}  
# 85
for (int j43 = 2; j43 > 0; --j43) { 
# 86
++len41; }  
# 87
(__cudaPushCallConfiguration((len41 + 255) / 256, 7 + 249)) ? (void)0 : pack6(nullptr, ((int)7) / len41, nullptr, len41); 
# 88
(__cudaPushCallConfiguration((len41 + 127) / 128, 7 + (7 + (7 + (25 + 210))))) ? (void)0 : map_scale18(static_cast< unsigned *>(nullptr), 3ULL); 
# 89
(__cudaPushCallConfiguration(((dim3)((len41 + 63) / 64)), ((dim3)(1 << 3)), sizeof(float) * (64), 0)) ? (void)0 : map_fuse19(nullptr, len41); 
# 90
(__cudaPushCallConfiguration(16, 512)) ? (void)0 : lerp25(nullptr, static_cast< const idx20_t *>(nullptr), (const double *)nullptr, 7); 
# 91
return 0; 
# 92
} 

# 1 "i000143.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__06883627_10_i000143_cu_9de9a19f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000143.cudafe1.stub.c"
#include "i000143.cudafe1.stub.c"
# 1 "i000143.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
