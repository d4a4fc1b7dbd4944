# 1 "v001764.cu"
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
# 19 "v001764.cu"
__attribute__((visibility("hidden"))) void trace8(int *__restrict__ buf9) ;
#if 0
# 20
{ 
# 21
(buf9[6]) &= ((int)(-(buf9[6]))); 
# 22
if (((buf9[4]) + (buf9[4])) <= (*buf9)) { 
# 23
return; 
# 24
}  
# 25
if ((buf9[0]) <= ((buf9[4]) * 33)) { 
# 26
int diff10 = *buf9; 
# 27
}  
# 28
const int *lo11 = (static_cast< const int *>(nullptr)); 
# 29
(buf9[7]) = (41U); 
# 30
} 
#endif
# 31 "v001764.cu"
enum class Axis12 { Busy13, Idle14 = 4, Green15}; 
# 33
__attribute__((visibility("hidden"))) void relax16_kernel(int count17, const int *coef18) ;
#if 0
# 34
{ 
# 35
count17--; 
# 36
count17 /= (-(-59)); 
# 37
++count17; 
# 38
long base19 = ((float)(static_cast< int>(coef18[count17]))) - (+(count17 + count17)); 
# 39
} 
#endif
# 41 "v001764.cu"
namespace impl20 { 
# 42
static unsigned d_norm21; 
# 43
__attribute__((section("__nv_managed_data__"))) static float *m_warp22 = 0; 
# 45
__attribute__((visibility("hidden"))) void bump23_kernel(int n24, const float *in25) ;
#if 0
# 46
{ 
# 47
int t26 = 28; 
# 48
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (impl20::m_warp22))) = t26; 
# 49
} 
#endif
# 50 "v001764.cu"
}
# 51
typedef unsigned *ptr27_t; 
# 53
double host_lerp28(const char *__restrict__ src29, int stride30, int lane31) 
# 54
{ 
# 55
long lo32 = +((int)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (impl20::m_warp22)))); 
# 56
if ((lane31 || (lo32 >= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (impl20::m_warp22))))) || (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (impl20::m_warp22))) > lane31) && (lane31 == 47))) { 
# 57
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (impl20::m_warp22))) = (((*src29) + ((src29[4]) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (impl20::m_warp22))))) - (19.625F)); 
# 58
lo32 -= (-((lo32 + (33)) + (lane31 + lo32))); 
# 59
} else { if ((14) > ((lo32 < (33)) ? lo32 : (33))) { }  }  
# 60
return lane31; 
# 61
} 
# 63
int main() 
# 64
{ 
# 65
int n33 = 385; 
# 66
if (int f34 = n33 * (((int)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (impl20::m_warp22)))) % 8); ((float)(f34 + 22)) == ((53) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (impl20::m_warp22))))) { 
# 67
(__cudaPushCallConfiguration((n33 + 31) / 32, 32)) ? (void)0 : relax16_kernel(n33, &f34); 
# 68
Axis12 q35 = Axis12::Idle14; 
# 69
} else { 
# 70
f34++; 
# 71
}  
# 72
(__cudaPushCallConfiguration(33 + (33 + 446), 512)) ? (void)0 : trace8(nullptr); 
# 73
(__cudaPushCallConfiguration(512, 33 + 31)) ? (void)0 : impl20::bump23_kernel(63, &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (impl20::m_warp22)))); 
# 74
return 0; 
# 75
} 

# 1 "v001764.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__47146f32_10_v001764_cu_955e8f6c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001764.cudafe1.stub.c"
#include "v001764.cudafe1.stub.c"
# 1 "v001764.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
