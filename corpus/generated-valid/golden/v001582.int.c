# 1 "v001582.cu"
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
# 9 "v001582.cu"
struct Node4 { 
# 10
int count5, vel6; 
# 11
}; 
# 12
static unsigned g_fold7; 
# 14
namespace kern8 { 
# 15
__attribute__((visibility("hidden"))) void blend9_kernel(const long *in10, float *out11, unsigned char q12) ;
#if 0
# 15
{ 
# 16
int tid13 = __device_builtin_variable_threadIdx.x; 
# 17
q12 = (((((__device_builtin_variable_threadIdx.y) + q12) + (39)) + (((out11[q12]) + (36)) + (__device_builtin_variable_gridDim.x))) - (((*out11) += (in10[2])), (tid13 + (in10[tid13])))); 
# 18
q12 = ((int)(((__device_builtin_variable_blockIdx.x) - (in10[q12])) - ((int)43))); 
# 19
++(out11[1]); 
# 20
static_assert((sizeof(int) == (4)), "expected value");
# 21
} 
#endif
# 23 "v001582.cu"
double check_apply14(const int *__restrict__ in15, int len16) { 
# 24
g_fold7--; 
# 25
(__cudaPushCallConfiguration(dim3(16, (len16 + 255) / 256, 2), 4 * 8, sizeof(double) * (64))) ? (void)0 : kern8::blend9_kernel(reinterpret_cast< const long *>(in15), (float *)nullptr, ((g_fold7 + (47)) + (28)) - (49)); 
# 26
g_fold7 = ((int)61); 
# 27
++len16; 
# 28
len16 = (((((in15[1]) + 62) + len16) - (9 - (in15[g_fold7]))) * (0L + ((in15[0]) * len16))); 
# 29
unsigned long long lim17 = (*in15) * (in15[g_fold7]); 
# 30
return len16 + (((1.625F) / (in15[len16])) - ((len16 += len16), 55)); 
# 31
} 
# 32
enum Kind18: long { LOW19, OFF20 = 4L, LOW21 = 7L}; 
# 33
}
# 35
int main() { 
# 36
int count22 = 1124; 
# 37
kern8::check_apply14(&count22, kern8::check_apply14(&count22, kern8::LOW19) - ((46) - g_fold7)); 
# 38
double m23 = g_fold7; 
# 39
return 0; 
# 40
} 

# 1 "v001582.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__90872f84_10_v001582_cu_1e7fb205
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001582.cudafe1.stub.c"
#include "v001582.cudafe1.stub.c"
# 1 "v001582.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
