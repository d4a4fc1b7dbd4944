# 1 "v001584.cu"
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
# 16 "v001584.cu"
static double d_step8; 
# 17
__attribute__((visibility("hidden"))) void blend9_kernel(int *buf10, int n11, float *__restrict__ out12) ;
#if 0
# 18
{ 
# 19
float e13 = ((n11 * n11) % 8) + (d_step8 + ((9.5F))); 
# 20
(out12[5])--; 
# 21
if ((((*buf10) % 8) + d_step8) > e13) { 
# 22
(buf10[n11]) = d_step8; 
# 23
if (n11) { 
# 24
return; }  
# 25
} else { 
# 26
(buf10[2]) <<= 3; 
# 27
e13 -= (*buf10); 
# 28
}  
# 29
} 
#endif
# 30 "v001584.cu"
__attribute__((visibility("hidden"))) void sift14(int stride15, float *__restrict__ buf16, float *data17, unsigned cfg18) ;
#if 0
# 31
{ 
# 32
++(data17[stride15 & 7]); 
# 33
if ((cfg18 != 27L) || stride15) { 
# 34
return; }  
# 35
int res19 = (*buf16) - ((3366U) | ((d_step8 != (56)) ? 6UL : 48ULL)); 
# 36
d_step8 = ((((1574U) - d_step8) - ((13.125) * res19)) + (22.25)); 
# 37
if (51 > res19) { 
# 38
return; }  
# 39
__attribute__((unused)) static float sh_20[11][3]; 
# 40
} 
#endif
# 47 "v001584.cu"
__attribute__((visibility("hidden"))) void map_accum22(unsigned *data, int n) ;
#if 0
# 47
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((unsigned)((data[i]) - ((unsigned)1))); }  } 
#endif
# 48 "v001584.cu"
__attribute__((visibility("hidden"))) void stencil23(int count24, int *acc25, float p26) ;
#if 0
# 49
{ 
# 50
__attribute__((unused)) extern int dyn_27[]; 
# 51
float *mid28 = (nullptr); 
# 52
if ((acc25[count24 & 7]) == d_step8) { 
# 53
return; }  
# 54
} 
#endif
# 55 "v001584.cu"
int stencil29(int len30, int lane31) 
# 56
{ 
# 57
float h32 = lane31; 
# 58
(__cudaPushCallConfiguration((lane31 + 127) / 128, 6 + 122, sizeof(float) * (256), nullptr)) ? (void)0 : sift14(static_cast< int>(len30 % 8), nullptr, nullptr, 6); 
# 59
constexpr int lim33 = (19 * 3); 
# 60
bool lo34 = false; 
# 61
(__cudaPushCallConfiguration(1 << 1, 256, sizeof(float) * (64), (cudaStream_t)0)) ? (void)0 : stencil23(6, (int *)nullptr, 3923UL); 
# 62
return 3042U * len30; 
# 63
} 
# 64
int main() 
# 65
{ 
# 66
int size35 = 494; 
# 67
stencil29((size35 << size35) % (size35 + 1143), size35); 
# 68
if (((!(size35 >= size35)) ? size35 | sizeof(long) : (size35 * size35)) < (6)) { 
# 69
(__cudaPushCallConfiguration(32, 512)) ? (void)0 : blend9_kernel((int *)nullptr, size35, static_cast< float *>(nullptr)); 
# 70
(__cudaPushCallConfiguration(6 + 506, 32, 16 * 16, (cudaStream_t)0)) ? (void)0 : blend9_kernel(nullptr, 6, nullptr); 
# 71
}  
# 72
(__cudaPushCallConfiguration((size35 + 127) / 128, 1 << (6 + 2), sizeof(float) * (256), (cudaStream_t)0)) ? (void)0 : map_accum22(nullptr, 63); 
# 73
return 0; 
# 74
} 

# 1 "v001584.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b5ec7058_10_v001584_cu_d_step8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001584.cudafe1.stub.c"
#include "v001584.cudafe1.stub.c"
# 1 "v001584.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
