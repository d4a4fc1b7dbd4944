# 1 "v000864.cu"
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
# 11 "v000864.cu"
__attribute__((unused)) double tile6(int n7) 
# 12
{int volatile ___ = 1;(void)n7;
# 19
::exit(___);}
#if 0
# 12
{ 
# 13
if (n7 > 56) { 
# 14
return n7; 
# 15
}  
# 16
--n7; 
# 17
long long tmp8 = n7 + 62; 
# 18
return ~(~((13) - tmp8)); 
# 19
} 
#endif
# 21 "v000864.cu"
__attribute__((visibility("hidden"))) void score9_kernel(float q10, const int *input11, int *acc12) ;
#if 0
# 22
{ 
# 23
(acc12[2]) = (23L << ((long)(q10 * (2787UL)))); 
# 24
(acc12[6])--; 
# 25
--(*acc12); 
# 26
constexpr int cnt13 = 6; 
# 27
} 
#endif
# 28 "v000864.cu"
const char *g_blend14 = ("kernel\n_tail"); 
# 31
__attribute__((visibility("hidden"))) void count15_kernel(const int *coef16, int count17) ;
#if 0
# 32
{ 
# 33
++count17; 
# 34
count17 |= count17; 
# 35
if ((14LL) != tile6(count17)) { 
# 36
return; 
# 37
}  
# 38
const float res18 = count17; 
# 39
__attribute__((unused)) static long sh_19[16]; 
# 40
__attribute__((unused)) static float sh_20[64]; 
# 41
} 
#endif
# 43 "v000864.cu"
int main() 
# 44
{ 
# 45
int len21 = 565; 
# 46
len21 = (__alignof__(double)); 
# 47
(__cudaPushCallConfiguration((len21 + 255) / 256, 1 << 9, 0)) ? (void)0 : score9_kernel(1145 % ((g_blend14[1]) >> 0), &len21, static_cast< int *>(nullptr)); 
# 48
len21 ^= (' '); 
# 49
(__cudaPushCallConfiguration(((dim3)(512)), ((dim3)(2 * 8)))) ? (void)0 : count15_kernel(&len21, (static_cast< short>(61)) | (len21 % len21)); 
# 50
return 0; 
# 51
} 

# 1 "v000864.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1035d653_10_v000864_cu_f350ace0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000864.cudafe1.stub.c"
#include "v000864.cudafe1.stub.c"
# 1 "v000864.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
