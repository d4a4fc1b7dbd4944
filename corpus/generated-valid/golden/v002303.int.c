# 1 "v002303.cu"
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
# 18 "v002303.cu"
__attribute__((visibility("hidden"))) void sift5_kernel(const int *__restrict__ src6, int *__restrict__ data7, float *out8) ;
#if 0
# 18
{ 
# 19
(out8[0])++; 
# 20
(out8[2]) += ((data7[0]) / 2); 
# 21
} 
#endif
# 23 "v002303.cu"
static void bias9(long q10, long *__restrict__ data11, int stride12, int *__restrict__ buf13) ;
#if 0
# 23
{ 
# 24
--q10; 
# 25
int idx14(((static_cast< float>(q10)) + (6U)) - (35 + (buf13[0]))); 
# 26
{ 
# 27
if (bool stride15 = q10 != q10; ((stride15 / 2) * (stride15 & stride15)) > 8) { 
# 28
double res16 = ((idx14 >> 3) & (21L + stride15)) & 22L; 
# 29
}  
# 30
stride12++; 
# 31
} 
# 32
if (32U == stride12) { 
# 33
return; 
# 34
}  
# 35
} 
#endif
# 37 "v002303.cu"
struct Stats17 { 
# 38
float x18; 
# 39
unsigned count19; 
# 40
unsigned flag20; 
# 41
}; 
# 43
size_t run_count21(int n22, Stats17 p23) { 
# 44
(__cudaPushCallConfiguration(256, 1 << (8 + 1), 0)) ? (void)0 : bias9((p23.flag20) * (p23.x18), static_cast< long *>(nullptr), p23.flag20, &n22); 
# 45
n22--; 
# 46
++n22; 
# 47
return (float)((15) - (p23.x18)); 
# 48
} 
# 50
int main() { 
# 51
int count24 = 1035; 
# 52
int s25 = ((long)count24) - ((count24 += 48), (count24 * 8)); 
# 53
count24 %= run_count21(29UL, Stats17{(3.0F), (unsigned)(count24 ^ s25), 2U}); 
# 54
(__cudaPushCallConfiguration((count24 + 63) / 64, 256)) ? (void)0 : sift5_kernel(&s25, &count24, nullptr); 
# 55
s25--; 
# 56
int k26{static_cast< int>(~(count24 * (s25 + s25)))}; 
# 57
return 0; 
# 58
} 

# 1 "v002303.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fffafaa0_10_v002303_cu_f3cbe72e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002303.cudafe1.stub.c"
#include "v002303.cudafe1.stub.c"
# 1 "v002303.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
