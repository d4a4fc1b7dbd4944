# 1 "i000281.cu"
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
# 7 "i000281.cu"
static double d_blend3; 
# 9
__attribute__((visibility("hidden"))) void kick4_kernel(int *dst5, int count6, unsigned char *data7, int stride8) ;
#if 0
# 9
{ 
# 10
__attribute__((unused)) extern char dyn_9[]; 
# 11
signed char sum10{static_cast< signed char>(static_cast< unsigned long>(dyn_9[count6 & 7]))}; 
# 12
signed char mid11 = (+(2U * (dyn_9[sum10]))) + (sizeof(unsigned) * (count6 % (__device_builtin_variable_blockIdx.x))); 
# 13
} 
#endif
# 15 "i000281.cu"
__attribute__((unused)) void blend12(int n13, int len14) {int volatile ___ = 1;(void)n13;(void)len14;
# 32
::exit(___);}
#if 0
# 15
{ 
# 16
if (len14 > len14) { 
# 17
goto finish17; 
# 18
}  
# 19
++d_blend3; 
# 20
if ((d_blend3 <= d_blend3) || (d_blend3 == n13)) { 
# 22
#pragma unroll
for (
# 22
int n15 = n13; n15 > 0; --n15) { 
# 23
for (int j16 = 0; j16 < 13; ++j16) { 
# 24
len14 = (41U); 
# 25
if ((d_blend3 / (8)) != len14) { 
# 26
return; }  
# 27
}  
# 28
}  
# 29
}  
# 30
++n13; 
# 31
finish17:; ; 
# 32
} 
#endif
# 34 "i000281.cu"
int main() { 
# 35
int n18 = 1520; 
# 36
if ((n18 = 3)) { 
# 37
++n18; 
# 38
}  
# 39
(__cudaPushCallConfiguration(((dim3)(128)), dim3(128, 16, 8))) ? (void)0 : kick4_kernel(static_cast< int *>(nullptr), 20UL, nullptr, 9); 
# 40
n18 = (33 & (n18 * n18)); 
# 41
auto lam21 = [&](double e19, unsigned k20)->double { 
# 42
(n18) = ((5) - e19); 
# 43
(__cudaPushCallConfiguration(256, dim3(2, (k20 + (63)) / (64), 1))) ? (void)0 : kick4_kernel(static_cast< int *>(nullptr), e19, nullptr, (30) % k20); 
# 44
return (8.75); 
# 45
} ; typedef decltype(lam21) __T0;
# 46
lam21(n18, n18); 
# 47
n18 = (-4091); 
# 48
float m22 = 6 & n18; 
# 49
return 0; 
# 50
} 

# 1 "i000281.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__efe56103_10_i000281_cu_4ead41d9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000281.cudafe1.stub.c"
#include "i000281.cudafe1.stub.c"
# 1 "i000281.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
