# 1 "v000485.cu"
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
# 15 "v000485.cu"
__attribute__((visibility("hidden"))) void tally5_kernel(int len6, int stride7, float *acc8, const float *coef9) ;
#if 0
# 15
{ 
# 16
int tid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
if (tid10 >= stride7) { 
# 18
return; 
# 19
}  
# 20
(++(acc8[(__device_builtin_variable_threadIdx.x) & (7)])), (stride7 = 48); 
# 21
for (int i11 = len6; i11 > 0; --i11) { 
# 22
stride7 = 48; 
# 23
}  
# 24
float k12 = 62U % len6; 
# 25
k12 = (((stride7 + 48) * 58) & ((short)stride7)); 
# 26
len6 = (((((__device_builtin_variable_gridDim.x) > (tid10 & tid10)) ? 37UL : ((len6 += (acc8[2])), (__device_builtin_variable_blockIdx.x))) >= ((7) | (__device_builtin_variable_threadIdx.y))) ? (9) - ((acc8[stride7]) - (*coef9)) : (50 & (stride7 & 48))); 
# 27
} 
#endif
# 30 "v000485.cu"
__attribute__((visibility("hidden"))) void kick13_kernel(double *data14, const int *src15, float *dst16, int count17) ;
#if 0
# 30
{ 
# 31
int i18 = __device_builtin_variable_threadIdx.x; 
# 32
if ((i18 ^ i18) <= ((38) + (__device_builtin_variable_blockDim.x))) { 
# 33
float val19 = *data14; 
# 34
if ((__device_builtin_variable_blockIdx.x) < count17) { 
# 35
return; 
# 36
}  
# 37
}  
# 38
} 
#endif
# 40 "v000485.cu"
void host_rank20(int stride21) { 
# 41
auto step24 = [](float acc22, unsigned long lim23) { 
# 42
lim23 = (lim23 + (acc22 - lim23)); 
# 43
static_assert(((48 + 6) > 53), "expected value");
# 44
} ; typedef decltype(step24) __T0;
# 45
step24(stride21, 49); 
# 46
(__cudaPushCallConfiguration(16, 256, 4096, 0)) ? (void)0 : tally5_kernel(stride21, (~stride21) + (+stride21), nullptr, nullptr); 
# 47
if (int lim25 = ((stride21 += stride21), 47UL) * (~(stride21 - stride21)); (stride21 * (lim25 * 5)) < ((stride21 += 63), lim25)) { 
# 48
if ((lim25 + 4861UL) == (44)) { 
# 49
return; 
# 50
}  
# 51
}  
# 52
stride21 = (stride21 - ((4171 * stride21) / stride21)); 
# 53
int t26 = stride21 + ((stride21 % stride21) + stride21); 
# 54
if (27 > stride21) { 
# 55
return; 
# 56
}  
# 57
} 
# 59
int main() { 
# 60
int n27 = 3926; 
# 61
(__cudaPushCallConfiguration((n27 + 127) / 128, 128, sizeof(int) * (256), 0)) ? (void)0 : kick13_kernel((double *)nullptr, &n27, (float *)nullptr, (sizeof(int) - n27) - n27); 
# 62
n27--; 
# 63
return 0; 
# 64
} 

# 1 "v000485.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__607bcf2c_10_v000485_cu_a0da2719
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000485.cudafe1.stub.c"
#include "v000485.cudafe1.stub.c"
# 1 "v000485.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
