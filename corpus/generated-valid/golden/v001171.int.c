# 1 "v001171.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 10 "v001171.cu"
template< class T> static void 
# 11
__wrapper__device_stub_score4_kernel(T &alpha5) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 11
{ 
# 12
unsigned gid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
alpha5 = alpha5; 
# 14
alpha5 = 127; 
# 15
__attribute__((unused)) static float sh_7[128]; 
# 16
} 
#endif

#pragma GCC diagnostic pop

# 10 "v001171.cu"
template< class T> static void 
# 11
score4_kernel(T alpha5) {__wrapper__device_stub_score4_kernel<T>(alpha5);
# 16
return;}
#if 0
# 11
{ 
# 12
unsigned gid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
alpha5 = alpha5; 
# 14
alpha5 = 127; 
# 15
__attribute__((unused)) static float sh_7[128]; 
# 16
} 
#endif
# 18 "v001171.cu"
namespace _GLOBAL__N__9bf355ad_10_v001171_cu_8415cd23 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__9bf355ad_10_v001171_cu_8415cd23; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__9bf355ad_10_v001171_cu_8415cd23 __attribute__((visibility("hidden")))  { 
# 19
typedef int idx8_t; 
# 20
enum Kind9 { MUL10, OFF11}; 
# 21
}
# 23
__attribute__((visibility("hidden"))) void warp12_kernel(idx8_t n13, int n14) ;
#if 0
# 23
{ 
# 24
idx8_t tid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
if (tid15 >= n13) { 
# 26
return; }  
# 27
if ((__device_builtin_variable_blockDim.x) > ((__device_builtin_variable_blockIdx.y) - (8))) { 
# 28
return; }  
# 29
const float idx16 = ((unsigned short)n13) + 1051L; 
# 30
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 33 "v001171.cu"
template< class T> static void 
# 34
__wrapper__device_stub_bias17(const T *&coef18, const T *&input19, int &n20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 34
{ 
# 35
int tid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
n20 = (*input19); 
# 37
n20 = (((*input19) == 30) ? 43L : (__device_builtin_variable_threadIdx.x)); 
# 38
if ((__device_builtin_variable_blockIdx.x) != (56)) { 
# 39
if (((idx8_t)(input19[3])) >= (__device_builtin_variable_threadIdx.y)) { 
# 40
return; }  
# 41
if ((n20 + (*input19)) < (*coef18)) { 
# 42
return; }  
# 43
const double v22 = (n20 & n20) - (input19[tid21]); 
# 44
} else { if ((input19[0]) > OFF11) { 
# 45
} else { 
# 46
}  }  
# 47
} 
#endif

#pragma GCC diagnostic pop

# 33 "v001171.cu"
template< class T> static void 
# 34
bias17(const T *coef18, const T *input19, int n20) {__wrapper__device_stub_bias17<T>(coef18,input19,n20);
# 47
return;}
#if 0
# 34
{ 
# 35
int tid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
n20 = (*input19); 
# 37
n20 = (((*input19) == 30) ? 43L : (__device_builtin_variable_threadIdx.x)); 
# 38
if ((__device_builtin_variable_blockIdx.x) != (56)) { 
# 39
if (((idx8_t)(input19[3])) >= (__device_builtin_variable_threadIdx.y)) { 
# 40
return; }  
# 41
if ((n20 + (*input19)) < (*coef18)) { 
# 42
return; }  
# 43
const double v22 = (n20 & n20) - (input19[tid21]); 
# 44
} else { if ((input19[0]) > OFF11) { 
# 45
} else { 
# 46
}  }  
# 47
} 
#endif
# 49 "v001171.cu"
int main() { 
# 50
int size23 = 2416; 
# 51
unsigned long long s24(((size23 + size23) * (size23 + size23)) << (~size23)); 
# 52
s24 = (size23 << s24); 
# 53
(__cudaPushCallConfiguration(2, 32, 0)) ? (void)0 : score4_kernel< unsigned> (1676); 
# 54
(__cudaPushCallConfiguration(dim3(1, (size23 + 127) / 128), 32, sizeof(int) * (256))) ? (void)0 : warp12_kernel(s24, 42L); 
# 55
(__cudaPushCallConfiguration(2 * ((OFF11) + (OFF11)), dim3((size23 + 63) / 64, 1 << ((OFF11) + 4), 8 * ((OFF11) + 1)))) ? (void)0 : bias17< double> (nullptr, (const double *)nullptr, s24 - (42)); 
# 56
return 0; 
# 57
} 

# 1 "v001171.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9bf355ad_10_v001171_cu_8415cd23
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001171.cudafe1.stub.c"
#include "v001171.cudafe1.stub.c"
# 1 "v001171.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
