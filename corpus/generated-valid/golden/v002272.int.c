# 1 "v002272.cu"
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
# 16 "v002272.cu"
__attribute__((visibility("hidden"))) void grow6(const double *input7, int n8) ;
#if 0
# 16
{ 
# 17
__attribute__((unused)) extern float dyn_9[]; 
# 18
int tid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
if (tid10 >= n8) { 
# 20
return; 
# 21
}  
# 22
if ((*input7) > (n8 << tid10)) { 
# 23
goto out12; 
# 24
}  
# 25
switch ((unsigned char)tid10) { 
# 26
case 3 * 3:  
# 27
if ((n8 | tid10) >= (input7[tid10 & 7])) { 
# 28
n8 = tid10; 
# 29
}  
# 30
break; 
# 31
}  
# 32
if (input7 == (nullptr)) { 
# 33
int h11(22 >> (n8 * ((35) - (__device_builtin_variable_threadIdx.x)))); 
# 34
}  
# 35
(dyn_9[(__device_builtin_variable_blockDim.z) & (7)]) += (((dyn_9[tid10 & 7]) += tid10), (((long)10) | n8)); 
# 36
out12:; ; 
# 37
} 
#endif
# 38 "v002272.cu"
static long c_clamp13; 
# 40
extern "C" {
# 41
__attribute__((visibility("hidden"))) void sweep14_kernel(double *buf15, const unsigned *input16, int lane17, int n18) ;
#if 0
# 41
{ 
# 42
int gid19 = __device_builtin_variable_threadIdx.x; 
# 43
if (gid19 >= n18) { 
# 44
return; 
# 45
}  
# 46
int cnt20 = 1044; 
# 47
float acc21 = n18; 
# 48
} 
#endif
# 49 "v002272.cu"
}
# 51
__attribute__((visibility("hidden"))) void score22(float *out23) ;
#if 0
# 51
{ 
# 52
int gid24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 53
float prod25 = (3.75F); 
# 54
if ((c_clamp13 * prod25) < (57L)) { 
# 55
goto skip26; 
# 56
}  
# 57
if ((out23[7]) == (out23[__device_builtin_variable_threadIdx.y])) { 
# 58
return; 
# 59
}  
# 60
static_assert((35 == 35), "bad config");
# 61
skip26:; ; 
# 62
} 
#endif
# 64 "v002272.cu"
constexpr int host_probe27(int count28) { 
# 65
count28 |= (__alignof__(int) & count28); 
# 66
double k29{(4L)}; 
# 67
return 31; 
# 68
} 
# 70
int main() { 
# 71
int n30 = 3995; 
# 72
n30 &= 23; 
# 73
n30 -= ((n30 * 49) >> ((13 % n30) * (13 * n30))); 
# 74
(__cudaPushCallConfiguration(4, 13 + 115)) ? (void)0 : grow6(nullptr, n30); 
# 75
(__cudaPushCallConfiguration(1 << 8, sizeof(float) * (13 + (13 + 38)))) ? (void)0 : sweep14_kernel(nullptr, nullptr, ((n30 % n30) < 13) ? (n30 >= n30) ? n30 : n30 : 3440, n30); 
# 76
(__cudaPushCallConfiguration(((dim3)((n30 + 255) / 256)), 13 + 499)) ? (void)0 : score22((float *)nullptr); 
# 77
return 0; 
# 78
} 

# 1 "v002272.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3e3a9270_10_v002272_cu_3003e3c1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002272.cudafe1.stub.c"
#include "v002272.cudafe1.stub.c"
# 1 "v002272.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
