# 1 "v002076.cu"
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
# 22 "v002076.cu"
__attribute((noinline)) __attribute__((unused)) int blend7(int *out8, int lane9, float *buf10) {int volatile ___ = 1;(void)out8;(void)lane9;(void)buf10;
# 29
::exit(___);}
#if 0
# 22
{ 
# 23
for (int it11 = 7; it11 > 0; --it11) { 
# 24
(out8[6])++; 
# 25
const float k12 = ((it11 == 20L) ? 59LL : (out8[it11 & 7])) * ((out8[lane9 & 7]) << 7); 
# 26
}  
# 27
long s13 = lane9; 
# 28
return -815L; 
# 29
} 
#endif
# 31 "v002076.cu"
__attribute__((visibility("hidden"))) void scatter14(int n15, float *dst16, int *data17) ;
#if 0
# 31
{ 
# 32
int h18 = 1213; 
# 33
--n15; 
# 34
__attribute__((unused)) static int sh_19[14][17]; 
# 35
__attribute__((unused)) static float sh_20[16]; 
# 36
} 
#endif
# 38 "v002076.cu"
struct Acc21 { 
# 39
float hi22; 
# 40
float w23; 
# 41
int hi24; 
# 42
}; 
# 44
int main() { 
# 45
int len25 = 2399; 
# 46
long long z26 = (13); 
# 47
const char *prod27 = ("kernel\n_tail"); 
# 48
(__cudaPushCallConfiguration((len25 + 63) / 64, 64, 0, (cudaStream_t)0)) ? (void)0 : scatter14(prod27[0], (float *)nullptr, &len25); 
# 49
return 0; 
# 50
} 

# 1 "v002076.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fc90a42c_10_v002076_cu_39c4384d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002076.cudafe1.stub.c"
#include "v002076.cudafe1.stub.c"
# 1 "v002076.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
