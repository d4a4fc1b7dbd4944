# 1 "v001982.cu"
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
# 13 "v001982.cu"
__attribute__((visibility("hidden"))) void spread5_kernel(const float *input6, const long long *in7, int count8, int len9) ;
#if 0
# 13
{ 
# 14
__attribute__((unused)) extern int dyn_10[]; 
# 15
int tid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
if (tid11 >= len9) { 
# 17
return; 
# 18
}  
# 19
if (((in7[(__device_builtin_variable_blockDim.x) & (7)]) != (15UL)) || (count8 & 1)) { 
# 20
return; 
# 21
}  
# 22
int r12 = (3087) % ((in7[7]) + (in7[__device_builtin_variable_threadIdx.x])); 
# 23
int base13 = r12; 
# 24
} 
#endif
# 26 "v001982.cu"
__attribute__((visibility("hidden"))) void bias14(const unsigned *in15, unsigned *data16, int lane17, float b18) ;
#if 0
# 26
{ 
# 27
unsigned idx19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
if ((idx19 + (data16[(__device_builtin_variable_threadIdx.x) & (7)])) & (1)) { 
# 29
goto done20; 
# 30
}  
# 31
if (((in15[idx19 & (7)]) + (~idx19)) <= lane17) { 
# 32
(++b18), ((*data16) += ((__device_builtin_variable_blockDim.x) - (*in15))); 
# 33
if ((data16 == (nullptr)) && (b18 < (in15[idx19]))) { 
# 34
return; 
# 35
}  
# 36
}  
# 37
if ((__device_builtin_variable_blockIdx.y) != idx19) { 
# 38
return; 
# 39
}  
# 40
done20:; ; 
# 41
} 
#endif
# 43 "v001982.cu"
int main() { 
# 44
int size21 = 717; 
# 45
do { size21 += ((2 * size21) + size21); } while (0); 
# 46
size21 = 10; 
# 47
size21 &= size21; 
# 48
double sum22 = size21; 
# 49
if (size21 > size21) { 
# 50
return -12; 
# 51
}  
# 52
if ((size21 - 42) & 1) { 
# 53
return (41UL) - sum22; 
# 54
}  
# 55
(__cudaPushCallConfiguration(4, 128)) ? (void)0 : spread5_kernel(nullptr, (const long long *)nullptr, 43, sum22); 
# 56
(__cudaPushCallConfiguration((size21 + 255) / 256, 128, sizeof(float) * (32), (cudaStream_t)0)) ? (void)0 : bias14((const unsigned *)nullptr, nullptr, (2 * size21) + (31 / size21), (size21 & size21) % ((unsigned char)sum22)); 
# 57
return 0; 
# 58
} 

# 1 "v001982.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e745efff_10_v001982_cu_17766926
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001982.cudafe1.stub.c"
#include "v001982.cudafe1.stub.c"
# 1 "v001982.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
