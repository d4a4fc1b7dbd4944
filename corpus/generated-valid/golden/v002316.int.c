# 1 "v002316.cu"
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
# 21 "v002316.cu"
__attribute__((visibility("hidden"))) void fold9(long long b10, int lane11, const double *input12, int stride13) ;
#if 0
# 21
{ 
# 22
int v14 = 17; 
# 23
switch (b10 * lane11) { 
# 24
case 2 * (2 + 1):  { 
# 25
--lane11; 
# 26
auto v15 = (14UL - (stride13 + 27)) / (lane11 / 4); 
# 27
break; 
# 28
} 
# 29
case 5:  
# 30
break; 
# 31
case (2 + (2 + 2)) * 2:  { 
# 32
double v16{(20UL)}; 
# 33
unsigned long y17 = (1551); 
# 34
break; 
# 35
} 
# 36
}  
# 37
unsigned w18 = 14U; 
# 38
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 40 "v002316.cu"
template< class T, class U> static void 
# 41
__wrapper__device_stub_reduce19_kernel(const T *&coef20, float &q21, unsigned char *&acc22, float *&buf23) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 41
{ 
# 42
int z24 = 8; 
# 43
(buf23[1]) = (((acc22[6]) | ((acc22[z24]) + (acc22[7]))) * ((61U - (acc22[z24 & 7])) | (acc22[z24 & 7]))); 
# 44
float off25 = q21; 
# 45
--q21; 
# 46
(buf23[2]) = (-(11.625F)); 
# 47
} 
#endif

#pragma GCC diagnostic pop

# 40 "v002316.cu"
template< class T, class U> static void 
# 41
reduce19_kernel(const T *coef20, float q21, unsigned char *acc22, float *buf23) {__wrapper__device_stub_reduce19_kernel<T,U>(coef20,q21,acc22,buf23);
# 47
return;}
#if 0
# 41
{ 
# 42
int z24 = 8; 
# 43
(buf23[1]) = (((acc22[6]) | ((acc22[z24]) + (acc22[7]))) * ((61U - (acc22[z24 & 7])) | (acc22[z24 & 7]))); 
# 44
float off25 = q21; 
# 45
--q21; 
# 46
(buf23[2]) = (-(11.625F)); 
# 47
} 
#endif
# 49 "v002316.cu"
int main() { 
# 50
int n26 = 2428; 
# 51
unsigned off27 = (n26 - n26) + n26; 
# 52
n26 = (((n26 + 5U) | (2 & n26)) / n26); 
# 53
n26--; 
# 54
(__cudaPushCallConfiguration((n26 + 255) / 256, 4 + 252)) ? (void)0 : fold9(off27, +(47U + n26), nullptr, ((60) - off27) + ((2) + off27)); 
# 55
(__cudaPushCallConfiguration(4, 64)) ? (void)0 : reduce19_kernel< int, unsigned> (nullptr, off27 * (n26 | 3726), (unsigned char *)nullptr, nullptr); 
# 56
return 0; 
# 57
} 

# 1 "v002316.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f5442322_10_v002316_cu_a595a955
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002316.cudafe1.stub.c"
#include "v002316.cudafe1.stub.c"
# 1 "v002316.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
