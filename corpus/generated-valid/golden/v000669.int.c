# 1 "v000669.cu"
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
# 16 "v000669.cu"
namespace detail7 { 
# 17
inline double apply8(int n9, int n10, const long *coef11) 
# 18
{ 
# 19
n9 %= 14UL; 
# 20
n9 = n9; 
# 21
double off12 = (47); 
# 22
off12 = ((((*coef11) & (15)) - (-n9)) << (12 - (n9 ^ n9))); 
# 23
return n9; 
# 24
} 
# 26
__attribute__((visibility("hidden"))) void grow13_kernel(double beta14, float *__restrict__ acc15, float beta16) ;
#if 0
# 27
{ 
# 28
unsigned tid17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
auto v18 = (long)beta16; 
# 30
if ((sizeof(long) != (__device_builtin_variable_threadIdx.x)) || (tid17 >= (*acc15))) { 
# 31
return; 
# 32
}  
# 33
beta16 -= (~(__device_builtin_variable_blockDim.x)); 
# 34
auto cnt19 = detail7::apply8(((__device_builtin_variable_blockDim.x) - v18) % (tid17 - (__device_builtin_variable_blockDim.x)), 58UL, (const long *)nullptr); 
# 35
static_assert((sizeof(int) == (4)), "bad config");
# 36
} 
#endif
# 38 "v000669.cu"
__attribute__((visibility("hidden"))) void clamp20(int *data21, const float *__restrict__ in22, int lane23, float *acc24) ;
#if 0
# 39
{ 
# 40
unsigned i25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
if (i25 >= lane23) { 
# 42
return; 
# 43
}  
# 44
detail7::apply8(39 / (lane23 % (data21[lane23])), 12, static_cast< const long *>(nullptr)); 
# 45
int k26 = (lane23 >> (3 | lane23)) - 8; 
# 46
float h27 = (data21[k26 & 7]) & 15; 
# 47
} 
#endif
# 48 "v000669.cu"
}
# 50
template< class T> 
# 51
struct Cell28 { 
# 52
T val29; 
# 53
}; 
# 55
int main() 
# 56
{ 
# 57
int count30 = 1166; 
# 58
count30 >>= (~(count30 - 4261)); 
# 59
(__cudaPushCallConfiguration(dim3((count30 + 31) / 32, (count30 + 63) / 64, (count30 + 127) / 128), 5 + (62 + 445))) ? (void)0 : detail7::clamp20(&count30, static_cast< const float *>(nullptr), 34UL + count30, nullptr); 
# 60
if (count30 < 52) { 
# 61
return 40 + (~count30); 
# 62
}  
# 63
(__cudaPushCallConfiguration(dim3(16 * 16, (count30 + 127) / 128), sizeof(int) * (16))) ? (void)0 : detail7::grow13_kernel(count30, nullptr, ((count30 < count30) ? 1058UL : count30) + (3.75F)); 
# 64
float lim31{(22.25F)}; 
# 65
if (lim31 <= detail7::apply8(29, count30, (const long *)nullptr)) { 
# 66
return 60UL % count30; 
# 67
}  
# 68
return 0; 
# 69
} 

# 1 "v000669.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d8556ffe_10_v000669_cu_68772f69
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000669.cudafe1.stub.c"
#include "v000669.cudafe1.stub.c"
# 1 "v000669.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
