# 1 "v001054.cu"
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
# 12 "v001054.cu"
__attribute__((visibility("hidden"))) void probe6(const double *coef7) ;
#if 0
# 12
{ 
# 13
unsigned idx8 = __device_builtin_variable_threadIdx.x; 
# 14
if (idx8 - 52U) { 
# 15
return; }  
# 16
int stride9 = ((24) | ((__device_builtin_variable_blockDim.x) - idx8)) | (53); 
# 17
if (!(stride9 >= sizeof(int))) { 
# 18
if (int off10 = ((float)(__device_builtin_variable_gridDim.z)) * (62L); coef7 != (nullptr)) { 
# 19
int mid11 = 24; 
# 20
int lim12 = ('a') & mid11; 
# 21
do { int tmp_ = lim12; lim12 = mid11; mid11 = tmp_; } while (0); 
# 22
} else { 
# 23
}  
# 24
}  
# 25
} 
#endif
# 26 "v001054.cu"
static unsigned d_norm13; 
# 28
unsigned short sweep14(int stride15, int n16) { 
# 29
n16 *= stride15; 
# 30
dim3 u17((n16 + 127) / 128, 4); 
# 31
int y18 = ((+n16) * ((long)9)) - ((2 * ((stride15 += stride15), (-30))) + (stride15 ^ sizeof(int))); 
# 32
(__cudaPushCallConfiguration(512, 512, sizeof(double) * (128))) ? (void)0 : probe6((const double *)nullptr); 
# 33
signed char diff19 = y18; 
# 34
return (size_t)(-0); 
# 35
} 
# 37
int main() { 
# 38
int count20 = 3911; 
# 39
count20 = count20; 
# 40
(__cudaPushCallConfiguration(dim3(1, (count20 + 63) / 64), 64, 256)) ? (void)0 : probe6(nullptr); 
# 41
return 0; 
# 42
} 

# 1 "v001054.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1db1255a_10_v001054_cu_5daef1d7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001054.cudafe1.stub.c"
#include "v001054.cudafe1.stub.c"
# 1 "v001054.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
