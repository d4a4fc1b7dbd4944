# 1 "v001145.cu"
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
# 13 "v001145.cu"
static char d_pack5; 
# 15
constexpr int host_decay6(int n7, int stride8) 
# 16
{ 
# 17
return (stride8 - (11 + n7)) * 7; 
# 18
} 
# 20
__attribute__((visibility("hidden"))) void score9_kernel(const float *src10, float p11, const int *coef12, const float *input13) ;
#if 0
# 21
{ 
# 22
unsigned i14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
--d_pack5; 
# 24
long long diff15 = (__alignof__(int)); 
# 25
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 27 "v001145.cu"
template< class T, int N> static void 
# 28
__wrapper__device_stub_grow16(T &p17, const T *__restrict__ &coef18, int *&dst19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 29
{ 
# 30
unsigned gid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
T e21 = d_pack5 << (dst19[gid20 & (7)]); 
# 32
const T base22 = (N); 
# 33
if (p17 != ((__device_builtin_variable_threadIdx.x) / (32))) { 
# 34
return; 
# 35
}  
# 36
} 
#endif

#pragma GCC diagnostic pop

# 27 "v001145.cu"
template< class T, int N> static void 
# 28
grow16(T p17, const T *__restrict__ coef18, int *dst19) 
# 29
{__wrapper__device_stub_grow16<T,N>(p17,coef18,dst19);
# 36
return;}
#if 0
# 29
{ 
# 30
unsigned gid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
T e21 = d_pack5 << (dst19[gid20 & (7)]); 
# 32
const T base22 = (N); 
# 33
if (p17 != ((__device_builtin_variable_threadIdx.x) / (32))) { 
# 34
return; 
# 35
}  
# 36
} 
#endif
# 38 "v001145.cu"
int main() 
# 39
{ 
# 40
int len23 = 3235; 
# 41
const char *lim24 = ("24"); 
# 42
const char *sum25 = lim24; 
# 43
len23++; 
# 44
(__cudaPushCallConfiguration(2, dim3(1, 24 + 8, 2))) ? (void)0 : score9_kernel(nullptr, (8.5F) + (sum25[0]), &len23, nullptr); 
# 45
(__cudaPushCallConfiguration(dim3(sizeof(float) * (64), (len23 + 255) / 256), 24 + 40, sizeof(double) * (64), (cudaStream_t)0)) ? (void)0 : grow16< long, 5> (lim24[0], (const long *)nullptr, &len23); 
# 46
return 0; 
# 47
} 

# 1 "v001145.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5331b82a_10_v001145_cu_0c860a0e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001145.cudafe1.stub.c"
#include "v001145.cudafe1.stub.c"
# 1 "v001145.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
