# 1 "v000534.cu"
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

# 11 "v000534.cu"
template< class T, int N> static void 
# 12
__wrapper__device_stub_sift7_kernel(const T *&in8, const T *__restrict__ &input9, T &b10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 12
{ 
# 13
b10 = (61 / ((*input9) / sizeof(T))); 
# 14
T sum11 = b10; 
# 15
} 
#endif

#pragma GCC diagnostic pop

# 11 "v000534.cu"
template< class T, int N> static void 
# 12
sift7_kernel(const T *in8, const T *__restrict__ input9, T b10) {__wrapper__device_stub_sift7_kernel<T,N>(in8,input9,b10);
# 15
return;}
#if 0
# 12
{ 
# 13
b10 = (61 / ((*input9) / sizeof(T))); 
# 14
T sum11 = b10; 
# 15
} 
#endif
# 16 "v000534.cu"
__attribute((always_inline)) __attribute__((unused)) static inline int weigh12(int lane13 = 27) {int volatile ___ = 1;(void)lane13;
# 26
::exit(___);}
#if 0
# 16
{ 
# 17
int iter14 = 0; 
# 18
while (iter14 < lane13) { 
# 19
__attribute__((unused)) static int sh_15[((2 * 2) + 4) * 2][3]; 
# 20
((sh_15[iter14])[lane13]) = (((sh_15[iter14])[iter14]) - (lane13 / 5)); 
# 21
++iter14; 
# 22
}  
# 23
lane13 = lane13; 
# 24
(lane13++), (lane13 = (iter14 + (static_cast< int>(128)))); 
# 25
return 7; 
# 26
} 
#endif
# 27 "v000534.cu"
namespace impl16 { 
# 28
__attribute__((visibility("hidden"))) void lerp17(const long long *__restrict__ src18, unsigned a19) ;
#if 0
# 28
{ 
# 29
a19 = (weigh12(src18[4])); 
# 30
int w20 = 0; 
# 31
while (w20 < w20) { 
# 32
a19 = (~(*src18)); 
# 33
++w20; 
# 34
}  
# 35
a19 = ((+((a19 += 59U), 32)) / 46); 
# 36
__attribute__((unused)) static int sh_21; 
# 37
sh_21 = ((weigh12(weigh12())) / (((34) - (src18[7])) + (sizeof(float) + sh_21))); 
# 38
} 
#endif
# 39 "v000534.cu"
}
# 40
unsigned check_mix22(signed char beta23) { 
# 41
static unsigned hi24 = (977UL); 
# 42
(__cudaPushCallConfiguration(1, 256, 0, nullptr)) ? (void)0 : sift7_kernel< long, 5> (static_cast< const long *>(nullptr), nullptr, 128); 
# 43
return beta23; 
# 44
} 
# 45
int main() { 
# 46
int len25 = 2354; 
# 47
len25 = (3 + ((len25 - 52) + len25)); 
# 48
check_mix22((len25 - 1) ^ (56 + len25)); 
# 49
(__cudaPushCallConfiguration(32 * 16, 64, sizeof(int) * (32))) ? (void)0 : impl16::lerp17((const long long *)nullptr, check_mix22(len25) * (29 % len25)); 
# 50
return 0; 
# 51
} 

# 1 "v000534.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__644b4afd_10_v000534_cu_4472acde
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000534.cudafe1.stub.c"
#include "v000534.cudafe1.stub.c"
# 1 "v000534.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
