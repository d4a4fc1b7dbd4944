# 1 "v001116.cu"
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
# 24 "v001116.cu"
static void bump6_kernel(int count7, long b8, int n9) ;
#if 0
# 25
{ 
# 26
int pass10 = 0; 
# 27
do { 
# 28
do { b8 += (pass10 / 50); } while (0); 
# 29
++pass10; 
# 30
} while (pass10 < 11); 
# 31
int u11 = ((pass10 != 51) ? (47) - b8 : (b8 - n9)) * ((pass10 + 27L) | sizeof(float)); 
# 32
} 
#endif
# 34 "v001116.cu"
__attribute__((visibility("hidden"))) void shade12(int *data13, int *dst14, const long long *input15, int *dst16) ;
#if 0
# 35
{ 
# 36
__attribute__((unused)) extern unsigned dyn_17[]; 
# 37
size_t w18 = data13[2]; 
# 38
unsigned stride19 = ((data13[w18 & (7)]) * ((*dst16) * 36)) * (input15[w18 & (7)]); 
# 39
} 
#endif
# 41 "v001116.cu"
double host_filter20(int len21, int lane22, int *acc23) 
# 42
{ 
# 43
len21 -= (lane22 * (17 - len21)); 
# 44
if (const int prod24 = acc23[len21]; prod24 & 1) { 
# 45
int iter25 = 0; 
# 46
while (iter25 < 14) { 
# 47
lane22 = (50 + (lane22 * prod24)); 
# 48
++(acc23[iter25 & 7]); 
# 49
static int lim26 = 15; 
# 50
++iter25; 
# 51
}  
# 52
--lane22; 
# 53
} else { 
# 54
}  
# 55
return ((static_cast< float>(lane22)) + (7.875)) + (static_cast< float>(len21)); 
# 56
} 
# 58
int main() 
# 59
{ 
# 60
int count27 = 1263; 
# 61
host_filter20(16, count27 * host_filter20(count27, count27, nullptr), &count27); 
# 62
count27 = (sizeof(unsigned)); 
# 63
(__cudaPushCallConfiguration(16 + (16 + 96), 50 + (8 + 6))) ? (void)0 : bump6_kernel(8, 25UL, (count27 | count27) | 9L); 
# 64
(__cudaPushCallConfiguration((count27 + 31) / 32, 8 + (16 + 40), 0)) ? (void)0 : shade12(&count27, &count27, (const long long *)nullptr, &count27); 
# 65
return 0; 
# 66
} 

# 1 "v001116.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__896498b4_10_v001116_cu_df31e362
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001116.cudafe1.stub.c"
#include "v001116.cudafe1.stub.c"
# 1 "v001116.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
