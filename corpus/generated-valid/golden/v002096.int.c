# 1 "v002096.cu"
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
# 12 "v002096.cu"
void check_spread4(double b5) 
# 13
{ 
# 14
int pass6 = 0; 
# 15
do { 
# 16
b5 = b5; 
# 17
++pass6; 
# 18
} while (pass6 < 6); 
# 19
b5 = b5; 
# 20
int y7 = pass6; 
# 21
--b5; 
# 22
} 
# 24
struct Node8 { 
# 25
size_t y9; 
# 26
unsigned vel10; 
# 27
long count11; 
# 28
}; 
# 29
static int d_combine12[16]; 
# 31
__attribute__((visibility("hidden"))) void spread13(double *data14, float *__restrict__ dst15, const float *coef16) ;
#if 0
# 32
{ 
# 33
int idx17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
--(data14[idx17]); 
# 35
(*dst15) = (29); 
# 36
int w18 = 0; 
# 37
do { 
# 38
(*data14) = (*data14); 
# 39
(dst15[0]) = (coef16[4]); 
# 40
++w18; 
# 41
} while ((w18 < 6) && (__device_builtin_variable_warpSize >= 15)); 
# 42
__attribute__((unused)) static float sh_19[64]; 
# 43
__attribute__((unused)) static float sh_20[8]; 
# 44
} 
#endif
# 46 "v002096.cu"
double host_bump21(float alpha22) 
# 47
{ 
# 48
if (alpha22 < (16)) { 
# 49
alpha22 = (44); 
# 50
} else { 
# 51
unsigned base23 = static_cast< double>(alpha22); 
# 52
}  
# 53
return (2.625F); 
# 54
} 
# 56
int main() 
# 57
{ 
# 58
int len24 = 900; 
# 59
int v25[2] = {len24}; 
# 60
(__cudaPushCallConfiguration((len24 + 255) / 256, 512, 1024)) ? (void)0 : spread13((double *)nullptr, nullptr, static_cast< const float *>(nullptr)); 
# 61
host_bump21((13.0F)); 
# 62
len24 = len24; 
# 63
return 0; 
# 64
} 

# 1 "v002096.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__43a01a4d_10_v002096_cu_4282f514
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002096.cudafe1.stub.c"
#include "v002096.cudafe1.stub.c"
# 1 "v002096.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
