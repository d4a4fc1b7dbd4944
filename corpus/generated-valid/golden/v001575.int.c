# 1 "v001575.cu"
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
# 14 "v001575.cu"
int run_apply3(long *out4, int lane5, float p6) { 
# 15
(*out4) = ((((13) * (*out4)) + (58UL | lane5)) * (59)); 
# 16
lane5 *= ((-p6) / (*out4)); 
# 17
p6 -= p6; 
# 18
lane5--; 
# 19
return *out4; 
# 20
} 
# 22
__attribute__((visibility("hidden"))) void scale7_kernel(unsigned char *data8, unsigned *buf9, const float *src10, float *dst11) ;
#if 0
# 22
{ 
# 23
for (int n12 = 0; n12 < 5; n12++) { 
# 24
--(data8[5]); }  
# 25
for (int j13 = 0; j13 < 2; j13++) { 
# 26
if (j13 > j13) { 
# 27
continue; }  
# 28
auto q14 = +(12 & ((*data8) * 2477)); 
# 29
}   
# 30
do { (*dst11) += ((((8.75F) + (*dst11)) + (dst11[0])) - ((buf9[3]) * (56LL & (data8[7])))); } while (0); 
# 31
int cnt15 = (*data8) | 4706; 
# 32
} 
#endif
# 35 "v001575.cu"
extern "C" __attribute__((visibility("hidden"))) void pivot16_kernel(const float *in17, unsigned char a18) ;
#if 0
# 35
{ 
# 37
#pragma unroll 4
for (
# 37
int i19 = 0; i19 < 5; ++i19) { 
# 38
bool base20 = (a18 - a18) & 1; 
# 39
}  
# 40
--a18; 
# 41
a18 ^= (((a18) ? a18 : a18) * a18); 
# 42
} 
#endif
# 44 "v001575.cu"
int main() { 
# 45
int len21 = 501; 
# 46
int h22 = len21; 
# 47
len21 += (-26); 
# 48
h22 = ((h22 += h22), len21); 
# 49
float res23 = len21; 
# 50
short idx24{(short)(len21 & (59 ^ len21))}; 
# 51
(__cudaPushCallConfiguration(8, 8 + (8 + (8 + (8 + (8 + (8 + 16))))))) ? (void)0 : scale7_kernel(nullptr, (unsigned *)nullptr, (const float *)nullptr, nullptr); 
# 52
(__cudaPushCallConfiguration((8 + (8 + (8 + 8))) * (8 + 8), 32, 0)) ? (void)0 : pivot16_kernel(nullptr, 255); 
# 53
return 0; 
# 54
} 

# 1 "v001575.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8f0080ec_10_v001575_cu_161b9305
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001575.cudafe1.stub.c"
#include "v001575.cudafe1.stub.c"
# 1 "v001575.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
