# 1 "v001211.cu"
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
# 7 "v001211.cu"
__attribute__((visibility("hidden"))) void scale2(double *buf3, float *data4) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern int dyn_5[]; 
# 10
int iter6 = 0; 
# 11
do { 
# 12
if ((__device_builtin_variable_threadIdx.x) != (*buf3)) { 
# 13
continue; 
# 14
}  
# 15
if ((iter6 & 8) != 31) { 
# 16
break; 
# 17
}  
# 18
(dyn_5[iter6 & 7]) = ((dyn_5[3]) ^ ((__device_builtin_variable_threadIdx.x) + ((dyn_5[iter6 & 7]) - sizeof(int)))); 
# 19
++iter6; 
# 20
} while (iter6 < 13); 
# 21
(*buf3)--; 
# 22
(dyn_5[__device_builtin_variable_blockDim.z]) = (7UL); 
# 23
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 25 "v001211.cu"
template< class T> static void 
# 26
__wrapper__device_stub_spread7(const T *&in8) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 27
{ 
# 28
__attribute__((unused)) extern float dyn_9[]; 
# 29
int gid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
++(dyn_9[__device_builtin_variable_gridDim.x]); 
# 31
auto r11 = *in8; 
# 32
unsigned prod12[7] = {(9), ('z'), (55)}; 
# 33
(dyn_9[1]) = ((((dyn_9[2]) - gid10) * (1035U << gid10)) + (gid10 + (in8[2]))); 
# 34
} 
#endif

#pragma GCC diagnostic pop

# 25 "v001211.cu"
template< class T> static void 
# 26
spread7(const T *in8) 
# 27
{__wrapper__device_stub_spread7<T>(in8);
# 34
return;}
#if 0
# 27
{ 
# 28
__attribute__((unused)) extern float dyn_9[]; 
# 29
int gid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
++(dyn_9[__device_builtin_variable_gridDim.x]); 
# 31
auto r11 = *in8; 
# 32
unsigned prod12[7] = {(9), ('z'), (55)}; 
# 33
(dyn_9[1]) = ((((dyn_9[2]) - gid10) * (1035U << gid10)) + (gid10 + (in8[2]))); 
# 34
} 
#endif
# 37 "v001211.cu"
static void bump13(int *acc14, float cfg15, unsigned *data16) ;
#if 0
# 38
{ 
# 39
int i17 = __device_builtin_variable_threadIdx.x; 
# 40
(data16[i17]) = (64); 
# 41
int m18 = ('A') + (acc14[__device_builtin_variable_warpSize & 7]); 
# 42
constexpr int hi19 = (60L); 
# 43
if (i17 >= m18) { 
# 44
goto skip22; 
# 45
}  
# 46
--m18; 
# 47
if ((__device_builtin_variable_threadIdx.z) <= hi19) { 
# 48
__attribute__((unused)) static double sh_20[128]; 
# 49
} else { if (!data16) { 
# 50
float h21 = (cfg15 + ((__device_builtin_variable_blockIdx.x) + (__device_builtin_variable_blockIdx.x))) * (((data16[7]) % ('\'')) | (61)); 
# 51
}  }  
# 52
skip22:; ; 
# 53
} 
#endif
# 55 "v001211.cu"
namespace img23 { 
# 56
enum Level24: unsigned char { GREEN25 = 3U, BUSY26 = 5U}; 
# 57
static unsigned c_march27; 
# 58
}
# 59
__attribute__((section("__nv_managed_data__"))) static unsigned (*m_filter28)[4] = 0; 
# 61
constexpr int run_pivot29(int stride30) 
# 62
{ 
# 63
stride30 = (((+stride30) * stride30) / ((double)(15UL / stride30))); 
# 64
return img23::GREEN25; 
# 65
} 
# 67
int main() 
# 68
{ 
# 69
int count31 = 2211; 
# 70
count31 = count31; 
# 71
unsigned long s32[6] = {(56LL), ((size_t)img23::GREEN25), (1892), (34), 1UL, (21U)}; 
# 72
(__cudaPushCallConfiguration((img23::BUSY26) + 123, (img23::GREEN25) + 253, 0, (cudaStream_t)0)) ? (void)0 : scale2((double *)nullptr, (float *)nullptr); 
# 73
(__cudaPushCallConfiguration((img23::BUSY26) + 251, 256, sizeof(double) * (128), (cudaStream_t)0)) ? (void)0 : spread7< float> ((const float *)nullptr); 
# 74
(__cudaPushCallConfiguration((count31 + 31) / 32, 128 * 4, 0, 0)) ? (void)0 : bump13(&count31, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter28)))[count31], (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter28)))); 
# 75
return 0; 
# 76
} 

# 1 "v001211.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9227d2a3_10_v001211_cu_06bb12d2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001211.cudafe1.stub.c"
#include "v001211.cudafe1.stub.c"
# 1 "v001211.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
