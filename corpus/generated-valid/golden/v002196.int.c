# 1 "v002196.cu"
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
# 20 "v002196.cu"
__attribute__((unused)) float rank5(int count6, int len7, const float *in8) 
# 21
{int volatile ___ = 1;(void)count6;(void)len7;(void)in8;
# 25
::exit(___);}
#if 0
# 21
{ 
# 22
long mid9{58L}; 
# 23
unsigned w10 = len7 + (in8[mid9]); 
# 24
return 2; 
# 25
} 
#endif
# 28 "v002196.cu"
__attribute__((visibility("hidden"))) void pack11(float cfg12, short p13, const double *__restrict__ coef14) ;
#if 0
# 29
{ 
# 30
int sum15 = ((p13 * (63 - p13)) >= 2) ? cfg12 + ((2) + (*coef14)) : (coef14[p13]); 
# 31
p13 = (10LL); 
# 32
} 
#endif
# 39 "v002196.cu"
__attribute__((visibility("hidden"))) void map_trace17(int *data, int n) ;
#if 0
# 39
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((int)((data[i]) - ((int)1))); }  } 
#endif
# 41 "v002196.cu"
void run_merge18(int stride19, double q20 = 0) 
# 42
{ 
# 43
q20 = ((7 * (stride19 * 2)) / stride19); 
# 44
--q20; 
# 45
for (int n21 = 0; n21 < 7; ++n21) { 
# 46
const bool res22 = q20; 
# 47
(__cudaPushCallConfiguration((n21 + 31) / 32, 32)) ? (void)0 : pack11((2 * stride19) + (33U + n21), (n21 % n21) + (stride19 * n21), &q20); 
# 48
}  
# 49
} 
# 51
int main() 
# 52
{ 
# 53
int count23 = 509; 
# 54
(count23--), (count23 = (static_cast< float>(count23 + count23))); 
# 55
int w24 = 0; 
# 56
do { 
# 57
const long long cnt25 = ((w24 - w24) * count23) - ((count23 != count23) ? count23 : (7L * count23)); 
# 58
count23 = 2; 
# 59
++w24; 
# 60
} while (w24 < count23); 
# 61
(__cudaPushCallConfiguration(256, 64)) ? (void)0 : map_trace17((int *)nullptr, w24); 
# 62
return 0; 
# 63
} 

# 1 "v002196.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__88fcc9e8_10_v002196_cu_06d0dc99
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002196.cudafe1.stub.c"
#include "v002196.cudafe1.stub.c"
# 1 "v002196.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
