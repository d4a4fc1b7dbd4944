# 1 "v000807.cu"
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
# 17 "v000807.cu"
__attribute__((visibility("hidden"))) void split6(const float *coef7, int lane8) ;
#if 0
# 18
{ 
# 19
for (int it9 = 14; it9 > 0; --it9) { 
# 20
lane8 <<= ((-lane8) - (lane8 * it9)); 
# 21
for (int it10 = 0; it10 < lane8; it10++) { 
# 22
switch (it10) { 
# 23
case 6:  { 
# 24
const int *stride11 = (static_cast< const int *>(nullptr)); 
# 25
lane8 += (*coef7); 
# 26
break; 
# 27
} 
# 28
default:  
# 29
lane8 |= ((5) + (static_cast< long>((int)(*coef7)))); 
# 30
break; 
# 31
}  
# 32
}  
# 33
}  
# 34
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 36 "v000807.cu"
template< class T, class U> static void 
# 37
__wrapper__device_stub_merge12_kernel(const T *&coef13, double *__restrict__ &buf14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 38
{ 
# 39
for (int j15 = 12; j15 > 0; --j15) { 
# 40
int acc16{2}; 
# 41
acc16--; 
# 42
}  
# 43
} 
#endif

#pragma GCC diagnostic pop

# 36 "v000807.cu"
template< class T, class U> static void 
# 37
merge12_kernel(const T *coef13, double *__restrict__ buf14) 
# 38
{__wrapper__device_stub_merge12_kernel<T,U>(coef13,buf14);
# 43
return;}
#if 0
# 38
{ 
# 39
for (int j15 = 12; j15 > 0; --j15) { 
# 40
int acc16{2}; 
# 41
acc16--; 
# 42
}  
# 43
} 
#endif
# 45 "v000807.cu"
int main() 
# 46
{ 
# 47
int count17 = 1787; 
# 48
for (int i18 = count17; i18 > 0; --i18) { 
# 49
int r19 = 7 + count17; 
# 50
r19 <<= ((int)i18); 
# 51
int y20[2] = {}; 
# 52
}  
# 53
int tmp21((-4907)); 
# 54
auto m22 = ((int)(tmp21 - tmp21)) % 8; 
# 55
(__cudaPushCallConfiguration(dim3(128 * (3 + 1), 1), sizeof(int) * (3 + (3 + 2)))) ? (void)0 : split6(nullptr, m22); 
# 56
(__cudaPushCallConfiguration(dim3(1, (m22 + 63) / 64), dim3(64 * (3 + 1), (m22 + 31) / 32, 16))) ? (void)0 : merge12_kernel< int, float> (&count17, static_cast< double *>(nullptr)); 
# 57
return 0; 
# 58
} 

# 1 "v000807.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8dc08c1d_10_v000807_cu_4d73acd7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000807.cudafe1.stub.c"
#include "v000807.cudafe1.stub.c"
# 1 "v000807.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
