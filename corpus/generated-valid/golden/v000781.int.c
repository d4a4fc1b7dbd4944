# 1 "v000781.cu"
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
# 5 "v000781.cu"
static int stencil1(unsigned p2, int n3) { 
# 6
n3 &= p2; 
# 7
n3 -= n3; 
# 8
p2 = ((n3 - p2) - (p2 + (p2 - (49)))); 
# 9
return 1487; 
# 10
} 
# 11
__attribute__((unused)) void mix4(int *dst5) {int volatile ___ = 1;(void)dst5;
# 15
::exit(___);}
#if 0
# 11
{ 
# 12
++(dst5[4]); 
# 13
unsigned long lo6 = (4U); 
# 14
lo6 -= (lo6 - (lo6 * (*dst5))); 
# 15
} 
#endif
# 17 "v000781.cu"
__attribute__((visibility("hidden"))) void sift7(int n8, float *buf9, const long *__restrict__ in10) ;
#if 0
# 17
{ 
# 18
mix4(nullptr); 
# 19
int *q11 = &n8; 
# 20
__attribute__((unused)) static int sh_12; 
# 21
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 22 "v000781.cu"
template< class T, int N = 1> static void 
# 23
__wrapper__device_stub_scale13_kernel(const T *&src14, float &alpha15, long long &cfg16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern int dyn_17[]; 
# 25
cfg16 = (sizeof(T)); 
# 26
double *hi18 = (nullptr); 
# 27
if (src14 == nullptr) { 
# 28
return; }  
# 29
(dyn_17[4]) = ((N) + cfg16); 
# 30
if (dyn_17[3]) { 
# 31
T idx19 = (N) - (cfg16 - ((6.0F) + (dyn_17[cfg16]))); 
# 32
}  
# 33
static_assert((sizeof(int) == (4)), "expected value");
# 34
} 
#endif

#pragma GCC diagnostic pop

# 22 "v000781.cu"
template< class T, int N = 1> static void 
# 23
scale13_kernel(const T *src14, float alpha15, long long cfg16) {__wrapper__device_stub_scale13_kernel<T,N>(src14,alpha15,cfg16);
# 34
return;}
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern int dyn_17[]; 
# 25
cfg16 = (sizeof(T)); 
# 26
double *hi18 = (nullptr); 
# 27
if (src14 == nullptr) { 
# 28
return; }  
# 29
(dyn_17[4]) = ((N) + cfg16); 
# 30
if (dyn_17[3]) { 
# 31
T idx19 = (N) - (cfg16 - ((6.0F) + (dyn_17[cfg16]))); 
# 32
}  
# 33
static_assert((sizeof(int) == (4)), "expected value");
# 34
} 
#endif
# 35 "v000781.cu"
static float host_trace20(const double *input21) { 
# 36
cudaStream_t t22 = ((cudaStream_t)0); 
# 37
if ((input21[6]) >= (stencil1(26, 20))) { 
# 38
return *input21; }  
# 39
return input21[0]; 
# 40
} 
# 41
int main() { 
# 42
int len23 = 1474; 
# 43
auto op26 = [](float mid24) { 
# 44
signed char z25 = (52 - stencil1(mid24, mid24)) * (mid24 + ((7) - mid24)); 
# 45
z25++; 
# 46
z25 /= ('z'); 
# 47
} ; typedef decltype(op26) __T0;
# 48
op26(len23); 
# 49
int off27 = len23; 
# 50
bool val28 = (stencil1(len23 * off27, off27)) < 17UL; 
# 51
(__cudaPushCallConfiguration(2, 32)) ? (void)0 : sift7((len23 * len23) + host_trace20(nullptr), nullptr, nullptr); 
# 52
(__cudaPushCallConfiguration(dim3(1, 2 * 2), 32, 256, nullptr)) ? (void)0 : scale13_kernel< float, 8> ((const float *)nullptr, host_trace20((const double *)nullptr) + val28, 19U); 
# 53
return 0; 
# 54
} 

# 1 "v000781.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__698d2ad5_10_v000781_cu_f05cbc69
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000781.cudafe1.stub.c"
#include "v000781.cudafe1.stub.c"
# 1 "v000781.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
