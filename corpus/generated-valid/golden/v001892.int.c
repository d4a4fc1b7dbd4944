# 1 "v001892.cu"
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
# 24 "v001892.cu"
__attribute__((visibility("hidden"))) void scale10(unsigned b11, double a12, bool b13) ;
#if 0
# 25
{ 
# 27
#pragma unroll 8
for (
# 27
int n14 = 0, j15 = 11; n14 < j15; (++n14), (--j15)) { 
# 28
b11 %= b13; 
# 29
}  
# 30
float v16[5] = {(9), (6)}; 
# 31
if (b11 <= 8U) { 
# 32
goto done17; 
# 33
}  
# 34
b11 /= ((((a12 += ((21.625F))), 43U) + ((v16[b11]) + b13)) * (sizeof(unsigned long))); 
# 35
b11 -= ('0'); 
# 36
done17:; ; 
# 37
} 
#endif
# 38 "v001892.cu"
enum Level18: unsigned { 
# 39
HIGH19 = 2U, 
# 40
HIGH20, 
# 41
RED21, 
# 42
GREEN22, 
# 43
ADD23
# 44
}; 
# 46
__attribute__((visibility("hidden"))) void decay24(float a25, int *data26, int stride27) ;
#if 0
# 47
{ 
# 48
double off28 = ((int)(a25 * (1983))) >> (data26[stride27]); 
# 49
if (((data26[2]) * (*data26)) <= (' ')) { 
# 50
goto skip29; 
# 51
}  
# 52
(*data26) = (ADD23); 
# 53
a25 /= (20.875F); 
# 54
skip29:; ; 
# 55
} 
#endif
# 57 "v001892.cu"
int main() 
# 58
{ 
# 59
int count30 = 1928; 
# 60
int e31 = (62UL); 
# 61
count30 = (54LL); 
# 62
++count30; 
# 63
(__cudaPushCallConfiguration((count30 + 255) / 256, 32, sizeof(int) * (1024))) ? (void)0 : scale10(count30, e31 / (ADD23), count30 != (3 * count30)); 
# 64
(__cudaPushCallConfiguration(1, 8 * 16, (HIGH20) + (253))) ? (void)0 : decay24(e31, &count30, count30 + (38UL / e31)); 
# 65
return 0; 
# 66
} 

# 1 "v001892.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__117915ea_10_v001892_cu_0d6a5a25
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001892.cudafe1.stub.c"
#include "v001892.cudafe1.stub.c"
# 1 "v001892.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
