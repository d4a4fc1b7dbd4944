# 1 "v001996.cu"
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
# 14 "v001996.cu"
__attribute__((unused)) float count5(float *buf6, int *dst7) {int volatile ___ = 1;(void)buf6;(void)dst7;
# 19
::exit(___);}
#if 0
# 14
{ 
# 15
(*dst7) *= ((static_cast< float>(buf6[7])) - (54)); 
# 16
(*dst7) -= ((dst7[1]) / 12); 
# 17
(buf6[1]) -= (3723UL); 
# 18
return ((10.5F) + (*buf6)) * ((buf6[0]) - ((17.0F) * (*buf6))); 
# 19
} 
#endif
# 22 "v001996.cu"
static void fuse8(int *buf9, int *acc10, const long long *coef11, int count12) ;
#if 0
# 22
{ 
# 23
if ((' ') >= (((*acc10) += 2), (-20))) { 
# 24
return; 
# 25
}  
# 26
count12 += ((static_cast< unsigned long long>((buf9[count12]) / (coef11[0]))) * (*acc10)); 
# 27
const int mid13 = buf9[count12]; 
# 28
int x14[5] = {(57UL)}; 
# 29
} 
#endif
# 31 "v001996.cu"
__attribute__((visibility("hidden"))) void norm15_kernel(float beta16) ;
#if 0
# 31
{ 
# 32
beta16 -= beta16; 
# 33
float stride17 = ((static_cast< long>(beta16)) != ((beta16 <= (52)) ? beta16 : beta16)) ? 5 : ((unsigned)beta16); 
# 34
stride17 /= ((12) - ((float)beta16)); 
# 35
beta16 += beta16; 
# 36
unsigned long h18 = stride17; 
# 37
h18++; 
# 38
short stride19 = (h18 + h18) ? 9 : (((double)12) + (h18 % h18)); 
# 39
} 
#endif
# 41 "v001996.cu"
void fuse20(int count21) { 
# 42
float lo22 = count21; 
# 43
if ((count21 + 37UL) < lo22) { 
# 44
goto done23; 
# 45
}  
# 46
count21 += (-((static_cast< float>(lo22)) - ((count21 += 52), count21))); 
# 47
(__cudaPushCallConfiguration(256, 32)) ? (void)0 : fuse8(nullptr, nullptr, nullptr, ((48) + lo22) + (12 * count21)); 
# 48
(__cudaPushCallConfiguration(dim3((count21 + 63) / 64, (count21 + 255) / 256, (count21 + 31) / 32), 64, 0)) ? (void)0 : norm15_kernel((count21 / lo22) / (12)); 
# 49
done23:; ; 
# 50
} 
# 52
int main() { 
# 53
int size24 = 1095; 
# 54
int u25 = 38L + size24; 
# 55
u25 -= size24; 
# 56
u25 = (-18); 
# 57
float z26 = size24; 
# 58
return 0; 
# 59
} 

# 1 "v001996.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__55475118_10_v001996_cu_41de8a07
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001996.cudafe1.stub.c"
#include "v001996.cudafe1.stub.c"
# 1 "v001996.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
