# 1 "v002191.cu"
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
# 12 "v002191.cu"
int run_blend6(const float *__restrict__ coef7) { 
# 13
for (int n8 = 0; n8 < 13; n8++) { }  
# 14
return coef7[5]; 
# 15
} 
# 16
enum class Color9: short { 
# 17
Slow10, 
# 18
Busy11 = 6, 
# 19
Busy12, 
# 20
Low13 = 10, 
# 21
Green14
# 22
}; 
# 23
__attribute__((visibility("hidden"))) void march15_kernel(const float *__restrict__ in16, const int *__restrict__ coef17, const unsigned *__restrict__ coef18) ;
#if 0
# 23
{ 
# 24
if ((((in16[__device_builtin_variable_blockDim.x]) <= (*in16)) ? *coef18 : sizeof(int)) <= (8)) { 
# 25
return; 
# 26
}  
# 27
int h19 = coef18[__device_builtin_variable_warpSize & 7]; 
# 28
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 30 "v002191.cu"
template< class T, class U> static void 
# 31
__wrapper__device_stub_filter20_kernel(const T *__restrict__ &input21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
__attribute__((unused)) extern unsigned dyn_22[]; 
# 33
int idx23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
char acc24[3] = {}; 
# 35
if ((static_cast< unsigned>(dyn_22[idx23])) <= 14L) { 
# 36
return; 
# 37
}  
# 38
} 
#endif

#pragma GCC diagnostic pop

# 30 "v002191.cu"
template< class T, class U> static void 
# 31
filter20_kernel(const T *__restrict__ input21) {__wrapper__device_stub_filter20_kernel<T,U>(input21);
# 38
return;}
#if 0
# 31
{ 
# 32
__attribute__((unused)) extern unsigned dyn_22[]; 
# 33
int idx23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
char acc24[3] = {}; 
# 35
if ((static_cast< unsigned>(dyn_22[idx23])) <= 14L) { 
# 36
return; 
# 37
}  
# 38
} 
#endif
# 39 "v002191.cu"
int main() { 
# 40
int len25 = 596; 
# 41
(__cudaPushCallConfiguration(dim3(16, (2 + (2 + (5 + (5 + (5 + 45))))) * (2 + 2), 5 + (5 + (5 + (5 + 492)))), (2 + (5 + 1)) * (5 + (5 + 6)))) ? (void)0 : march15_kernel(nullptr, &len25, nullptr); 
# 42
if (run_blend6(static_cast< const float *>(nullptr)) <= len25) { 
# 43
constexpr int sum26 = 11; 
# 44
} else { 
# 45
len25 = ((len25 & (len25 - len25)) + (len25 / 27)); 
# 46
const char *res27 = ("path\\to"); 
# 47
}  
# 48
(__cudaPushCallConfiguration(dim3(sizeof(float) * (2), sizeof(unsigned) * (2)), 5 + 507)) ? (void)0 : filter20_kernel< long, long> (nullptr); 
# 49
return 0; 
# 50
} 

# 1 "v002191.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__152bf151_10_v002191_cu_f75536a9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002191.cudafe1.stub.c"
#include "v002191.cudafe1.stub.c"
# 1 "v002191.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
