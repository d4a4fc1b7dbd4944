# 1 "v001674.cu"
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
# 5 "v001674.cu"
__attribute__((visibility("hidden"))) void scatter1_kernel(const int *coef2, float *out3, int stride4, float cfg5) ;
#if 0
# 5
{ 
# 6
int u6 = 31; 
# 7
stride4 = (*out3); 
# 8
u6 = (((4) + ((out3[7]) * (2706))) * (((24) - (out3[u6])) + (*coef2))); 
# 9
cfg5 = ((double)(stride4 + (out3[stride4]))); 
# 10
int y7(17 * ((coef2[u6]) / u6)); 
# 11
if (!out3) { 
# 12
return; 
# 13
}  
# 14
u6 = 35; 
# 15
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 18 "v001674.cu"
template< class T> static void 
# 19
__wrapper__device_stub_bias8_kernel(T *&out9, T *__restrict__ &dst10, const T *__restrict__ &in11, int *&dst12) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 21
#pragma unroll
for (
# 21
int j13 = 0, j14 = 13; j13 < j14; (++j13), (--j14)) { 
# 22
for (int j15 = 0; j15 < 13; ++j15) { 
# 23
--(*dst10); 
# 24
}  
# 25
(dst10[j14]) = ((j14 > ((in11[j13]) * 6)) ? (((*out9) >= (in11[j14])) ? dst12[j13] : (in11[j14])) - (out9[j13]) : ((9.625F) + (dst10[7]))); 
# 26
}  
# 27
} 
#endif

#pragma GCC diagnostic pop

# 18 "v001674.cu"
template< class T> static void 
# 19
bias8_kernel(T *out9, T *__restrict__ dst10, const T *__restrict__ in11, int *dst12) {__wrapper__device_stub_bias8_kernel<T>(out9,dst10,in11,dst12);
# 27
return;}
#if 0
# 19
{ 
# 21
#pragma unroll
for (
# 21
int j13 = 0, j14 = 13; j13 < j14; (++j13), (--j14)) { 
# 22
for (int j15 = 0; j15 < 13; ++j15) { 
# 23
--(*dst10); 
# 24
}  
# 25
(dst10[j14]) = ((j14 > ((in11[j13]) * 6)) ? (((*out9) >= (in11[j14])) ? dst12[j13] : (in11[j14])) - (out9[j13]) : ((9.625F) + (dst10[7]))); 
# 26
}  
# 27
} 
#endif
# 34 "v001674.cu"
__attribute__((visibility("hidden"))) void map_kick17(int *data, int n) ;
#if 0
# 34
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((int)((data[i]) - ((int)1))); }  } 
#endif
# 36 "v001674.cu"
__attribute__((visibility("hidden"))) void pack18_kernel(float beta19, const unsigned *input20, int stride21, const unsigned *coef22) ;
#if 0
# 36
{ 
# 37
stride21 = (((*coef22) - ((2) * (input20[3]))) / (((coef22[stride21]) * beta19) * (input20[3]))); 
# 38
{ 
# 40
#pragma unroll
for (
# 40
int n23 = 0; n23 < stride21; ++n23) { 
# 41
beta19 = (2U); 
# 42
float h24 = *coef22; 
# 43
}  
# 44
} 
# 45
} 
#endif
# 46 "v001674.cu"
constexpr int BLOCK25 = (32 * 4); 
# 49
__attribute__((visibility("hidden"))) void rank26(int stride27, const float *src28, int len29, int lane30) ;
#if 0
# 49
{ 
# 50
len29 = (BLOCK25 + (len29 - lane30)); 
# 51
if (!src28) { 
# 52
return; 
# 53
}  
# 54
unsigned res31 = (len29 >= 11) ? 1197L : ((BLOCK25 - lane30) + 37U); 
# 55
if (stride27 == 44) { 
# 56
goto out32; 
# 57
}  
# 58
if (lane30 <= lane30) { 
# 59
return; 
# 60
}  
# 61
out32:; ; 
# 62
} 
#endif
# 64 "v001674.cu"
int main() { 
# 65
int size33 = 994; 
# 66
constexpr int v34 = 29; 
# 67
unsigned char q35[2] = {}; 
# 68
(__cudaPushCallConfiguration(BLOCK25 + 384, BLOCK25 + 384, sizeof(float) * (128), (cudaStream_t)0)) ? (void)0 : scatter1_kernel(nullptr, nullptr, BLOCK25 + (q35[0]), -(8.0F)); 
# 69
(__cudaPushCallConfiguration((size33 + 127) / 128, 1 << 5, 0, 0)) ? (void)0 : bias8_kernel(static_cast< int *>(nullptr), static_cast< int *>(nullptr), (const int *)nullptr, (int *)nullptr); 
# 70
(__cudaPushCallConfiguration(2, 16 * 16, 0)) ? (void)0 : map_kick17(static_cast< int *>(nullptr), q35[1]); 
# 71
return 0; 
# 72
} 

# 1 "v001674.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b1289527_10_v001674_cu_67113245
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001674.cudafe1.stub.c"
#include "v001674.cudafe1.stub.c"
# 1 "v001674.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
