# 1 "v002004.cu"
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
# 21 "v002004.cu"
namespace detail5 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 22
template< class T, class U> static void 
# 23
__wrapper__device_stub_weigh6_kernel(const U *__restrict__ &input7, float &beta8, int *__restrict__ &dst9, const U *&in10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 24
{ 
# 25
__attribute__((unused)) extern signed char dyn_11[]; 
# 26
int gid12 = __device_builtin_variable_threadIdx.x; 
# 27
beta8 = ((((__device_builtin_variable_threadIdx.x) <= ((__device_builtin_variable_gridDim.x) + (48))) && ((*in10) <= (gid12 + gid12))) ? (__device_builtin_variable_gridDim.x) - (dst9[7]) : (*dst9)); 
# 28
(dyn_11[3])++; 
# 29
(dst9[__device_builtin_variable_blockIdx.x]) = __device_builtin_variable_warpSize; 
# 30
} 
#endif

#pragma GCC diagnostic pop

# 22 "v002004.cu"
template< class T, class U> static void 
# 23
weigh6_kernel(const U *__restrict__ input7, float beta8, int *__restrict__ dst9, const U *in10) 
# 24
{::detail5::__wrapper__device_stub_weigh6_kernel<T,U>(input7,beta8,dst9,in10);
# 30
return;}
#if 0
# 24
{ 
# 25
__attribute__((unused)) extern signed char dyn_11[]; 
# 26
int gid12 = __device_builtin_variable_threadIdx.x; 
# 27
beta8 = ((((__device_builtin_variable_threadIdx.x) <= ((__device_builtin_variable_gridDim.x) + (48))) && ((*in10) <= (gid12 + gid12))) ? (__device_builtin_variable_gridDim.x) - (dst9[7]) : (*dst9)); 
# 28
(dyn_11[3])++; 
# 29
(dst9[__device_builtin_variable_blockIdx.x]) = __device_builtin_variable_warpSize; 
# 30
} 
#endif
# 32 "v002004.cu"
int fold13(int stride14, double *__restrict__ data15, int stride16) 
# 33
{ 
# 34
for (int j17 = 0; j17 < 12; j17++) { 
# 35
if (j17) { 
# 36
continue; }  
# 37
}  
# 38
for (int n18 = 0; n18 < 7; n18++) { 
# 39
long mid19 = (52ULL - ((n18) ? stride16 : 25)) + (2); 
# 40
stride14 = (-(((stride16 + 33L) > n18) ? stride14 : (*data15))); 
# 41
}  
# 42
unsigned long long h20{(57L)}; 
# 43
return stride16; 
# 44
} 
# 46
short filter21(int lane22, const float *in23) 
# 47
{ 
# 48
auto w24 = 4040; 
# 49
detail5::fold13(detail5::fold13(w24 * 48, nullptr, 1 + w24), (double *)nullptr, (48 + lane22) * lane22); 
# 50
for (int n25 = 0; n25 < lane22; ++n25) { 
# 51
for (int i26 = 16; i26 > 0; --i26) { 
# 52
detail5::fold13(detail5::fold13(detail5::fold13(lane22, static_cast< double *>(nullptr), 5U), nullptr, in23[i26]), static_cast< double *>(nullptr), i26); }  
# 53
}  
# 54
(__cudaPushCallConfiguration((w24 + 31) / 32, 32 * 4)) ? (void)0 : detail5::weigh6_kernel< double, int> (reinterpret_cast< const int *>(in23), -(7.125F), (int *)nullptr, reinterpret_cast< const int *>(in23)); 
# 55
unsigned *stride27 = (nullptr); 
# 56
return 1926ULL; 
# 57
} 
# 58
}
# 60
int main() 
# 61
{ 
# 62
int size28 = 1725; 
# 63
auto mid29 = (true) * ((size28 < 48) ? (false) + size28 : (detail5::filter21(48, nullptr))); 
# 64
detail5::filter21(detail5::fold13(detail5::filter21(mid29, static_cast< const float *>(nullptr)), static_cast< double *>(nullptr), size28), static_cast< const float *>(nullptr)); 
# 65
long long q30[6] = {(35), static_cast< long long>(detail5::filter21(size28, nullptr)), (57), 9LL}; 
# 66
long *lo31 = (nullptr); 
# 67
return 0; 
# 68
} 

# 1 "v002004.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e4b9b0b7_10_v002004_cu_cf7b8214
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002004.cudafe1.stub.c"
#include "v002004.cudafe1.stub.c"
# 1 "v002004.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
