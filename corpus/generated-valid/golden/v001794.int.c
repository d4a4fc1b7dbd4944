# 1 "v001794.cu"
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
# 17 "v001794.cu"
static int d_step4; 
# 18
__attribute__((unused)) unsigned pack5(int lane6, int n7, char a8) {int volatile ___ = 1;(void)lane6;(void)n7;(void)a8;
# 27
::exit(___);}
#if 0
# 18
{ 
# 19
d_step4 = ((__device_builtin_variable_threadIdx.z) + a8); 
# 20
if (unsigned stride9{8U}; (d_step4 - (stride9 * (__device_builtin_variable_threadIdx.y))) >= (51)) { 
# 21
for (int j10 = 0; j10 < n7; ++j10) { 
# 22
float val11(n7 & ((d_step4 * d_step4) | n7)); 
# 23
}  
# 24
a8 = ((5 - d_step4) / a8); 
# 25
}  
# 26
return a8; 
# 27
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 28 "v001794.cu"
template< class T, int N = 5> static void 
# 29
__wrapper__device_stub_smooth12_kernel(const T *&in13, long *&acc14, T *&acc15, const T *&input16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 29
{ 
# 30
int i17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
(acc14[5])++; 
# 32
(acc14[3]) = (pack5((d_step4 != N) ? __device_builtin_variable_blockDim.x : (in13[d_step4]), 10L - i17, input16[d_step4]) + ((23 + d_step4) - 37U)); 
# 33
(acc15[i17 & 7]) = pack5(pack5(12, input16[2], 3LL - (__device_builtin_variable_gridDim.x)), (((*acc15) > N) ? d_step4 : (__device_builtin_variable_blockIdx.x)) | (20 ^ d_step4), pack5(pack5(acc14[5], i17, 2), u'\x30' + (acc15[0]), __device_builtin_variable_blockIdx.x)); 
# 34
T s18 = d_step4; 
# 35
} 
#endif

#pragma GCC diagnostic pop

# 28 "v001794.cu"
template< class T, int N = 5> static void 
# 29
smooth12_kernel(const T *in13, long *acc14, T *acc15, const T *input16) {__wrapper__device_stub_smooth12_kernel<T,N>(in13,acc14,acc15,input16);
# 35
return;}
#if 0
# 29
{ 
# 30
int i17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
(acc14[5])++; 
# 32
(acc14[3]) = (pack5((d_step4 != N) ? __device_builtin_variable_blockDim.x : (in13[d_step4]), 10L - i17, input16[d_step4]) + ((23 + d_step4) - 37U)); 
# 33
(acc15[i17 & 7]) = pack5(pack5(12, input16[2], 3LL - (__device_builtin_variable_gridDim.x)), (((*acc15) > N) ? d_step4 : (__device_builtin_variable_blockIdx.x)) | (20 ^ d_step4), pack5(pack5(acc14[5], i17, 2), u'\x30' + (acc15[0]), __device_builtin_variable_blockIdx.x)); 
# 34
T s18 = d_step4; 
# 35
} 
#endif
# 36 "v001794.cu"
int main() { 
# 37
int len19 = 2816; 
# 38
if (((len19 - sizeof(float)) >= (1)) || (len19 < sizeof(int))) { 
# 39
(__cudaPushCallConfiguration((len19 + 255) / 256, 2 + 126)) ? (void)0 : smooth12_kernel((const long *)nullptr, (long *)nullptr, static_cast< long *>(nullptr), static_cast< const long *>(nullptr)); 
# 40
(__cudaPushCallConfiguration(128, 32 * 4)) ? (void)0 : smooth12_kernel< double, 4> (nullptr, nullptr, (double *)nullptr, static_cast< const double *>(nullptr)); 
# 41
}  
# 42
++len19; 
# 43
short y20 = len19; 
# 44
return 0; 
# 45
} 

# 1 "v001794.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c544f8e3_10_v001794_cu_4b35fe4b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001794.cudafe1.stub.c"
#include "v001794.cudafe1.stub.c"
# 1 "v001794.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
