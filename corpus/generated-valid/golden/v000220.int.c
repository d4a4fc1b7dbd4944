# 1 "v000220.cu"
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
# 11 "v000220.cu"
__attribute__((visibility("hidden"))) void weigh6_kernel(const long *coef7, bool cfg8, int lane9) ;
#if 0
# 11
{ 
# 12
lane9 ^= cfg8; 
# 13
auto off10 = 22 >> cfg8; 
# 14
(++lane9), (off10 |= off10); 
# 15
__attribute__((unused)) static double sh_11[8]; 
# 16
} 
#endif
# 18 "v000220.cu"
unsigned check_gather12(short *buf13, int stride14, char *dst15) { 
# 19
auto op17 = [=](float e16) mutable->float { 
# 20
((dst15)[6]) = e16; 
# 21
e16 -= ((buf13)[0]); 
# 22
return (10.0F); 
# 23
} ; typedef decltype(op17) __T0;
# 24
op17(stride14); 
# 25
int tmp18(stride14); 
# 26
tmp18 = (op17(dst15[stride14])); 
# 27
tmp18 ^= 53; 
# 28
return (dst15[tmp18]); 
# 29
} 
# 31
float decay19(int count20, const int *input21, double q22) { 
# 32
q22 += (-(input21[count20])); 
# 33
int idx23{static_cast< int>(count20)}; 
# 34
if (count20 > (input21[idx23])) { 
# 35
return (static_cast< long>(q22)) << (*input21); 
# 36
}  
# 37
char m24 = q22; 
# 38
return (4.5F); 
# 39
} 
# 41
int main() { 
# 42
int n25 = 371; 
# 43
--n25; 
# 44
n25 &= 7; 
# 45
int iter26 = 0; 
# 46
while (iter26 < 2) { 
# 47
n25 *= (decay19(n25 + n25, &iter26, n25) - (static_cast< int>(n25 - iter26))); 
# 48
++iter26; 
# 49
}  
# 50
if (59 == n25) { 
# 51
return static_cast< float>(n25); 
# 52
}  
# 53
++n25; 
# 54
(__cudaPushCallConfiguration(dim3((n25 + 127) / 128, 64 * 8), 2 * 16, 1024, nullptr)) ? (void)0 : weigh6_kernel(nullptr, n25 < iter26, (iter26 * iter26) + (iter26 - n25)); 
# 55
return 0; 
# 56
} 

# 1 "v000220.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cb4cc4a2_10_v000220_cu_0bd2cfea
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000220.cudafe1.stub.c"
#include "v000220.cudafe1.stub.c"
# 1 "v000220.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
