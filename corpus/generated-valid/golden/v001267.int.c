# 1 "v001267.cu"
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
# 8 "v001267.cu"
static void fuse3(const int *__restrict__ coef4, int *dst5) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern size_t dyn_6[]; 
# 10
switch ((*coef4) * ('A')) { 
# 11
case 5:  { 
# 12
float y7 = (10.625F) + (((dst5[7]) += 62U), (coef4[6])); 
# 13
short mid8 = (((coef4[2]) / (dyn_6[2])) * ((coef4[2]) / (dyn_6[2]))) / (61); 
# 14
break; 
# 15
} 
# 16
case 2 * 2:  
# 17
break; 
# 18
case 9:  
# 19
break; 
# 20
case 0:  
# 21
break; 
# 22
default:  { 
# 23
int f9 = __alignof__(char) - (dyn_6[7]); 
# 24
break; 
# 25
} 
# 26
}  
# 27
const float h10 = (*coef4) | ((dyn_6[5]) >> (8 * (*dst5))); 
# 28
} 
#endif
# 30 "v001267.cu"
__attribute__((visibility("hidden"))) void fuse11_kernel(float *buf12, int stride13, unsigned long beta14) ;
#if 0
# 30
{ 
# 31
stride13--; 
# 32
stride13 |= (stride13 >> beta14); 
# 33
double z15 = ((921) + beta14) ^ (((int)11) - (stride13 & stride13)); 
# 34
beta14 ^= ((z15 += z15), stride13); 
# 35
} 
#endif
# 37 "v001267.cu"
int main() { 
# 38
int count16 = 916; 
# 39
static unsigned w17 = (1020); 
# 40
int lo18 = 36; 
# 41
for (int i19 = 0; i19 < 3; i19 += 1) { 
# 42
cudaStream_t y20 = (nullptr); 
# 43
}  
# 44
(__cudaPushCallConfiguration(1 << 8, sizeof(unsigned) * (16), 0)) ? (void)0 : fuse3(&count16, nullptr); 
# 45
(__cudaPushCallConfiguration((w17 + (31)) / (32), 128, sizeof(int) * (64), (cudaStream_t)0)) ? (void)0 : fuse11_kernel(nullptr, lo18, w17 + (w17 - 3523U)); 
# 46
return 0; 
# 47
} 

# 1 "v001267.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__056c516f_10_v001267_cu_957319a5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001267.cudafe1.stub.c"
#include "v001267.cudafe1.stub.c"
# 1 "v001267.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
