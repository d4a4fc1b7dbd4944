# 1 "v000167.cu"
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
# 5 "v000167.cu"
float norm1(int len2) { 
# 6
for (int j3 = 0; j3 < len2; ++j3) { 
# 7
for (int i4 = 0; i4 < 4; ++i4) { 
# 8
if (29U >= i4) { 
# 9
break; 
# 10
}  
# 11
switch (i4) { 
# 12
case 1:  { 
# 13
unsigned lim5{3103U}; 
# 14
len2 = j3; 
# 15
break; 
# 16
} 
# 17
default:  { 
# 18
unsigned res6 = i4; 
# 19
break; 
# 20
} 
# 21
}  
# 22
}  
# 23
}  
# 24
return ((len2 += len2), ((len2 + len2) + len2)); 
# 25
} 
# 27
inline float check_score7(const unsigned *src8) { 
# 28
if ((+(src8[7])) >= (src8[3])) { 
# 29
long long t9 = (28); 
# 30
}  
# 31
if ((src8[4]) == (src8[7])) { 
# 32
return src8[7]; 
# 33
}  
# 34
float acc10[4] = {}; 
# 35
return 'z'; 
# 36
} 
# 37
constexpr double kL11 = (8.75); 
# 39
__attribute__((unused)) void filter12(int *buf13, unsigned alpha14, const short *in15) {int volatile ___ = 1;(void)buf13;(void)alpha14;(void)in15;
# 42
::exit(___);}
#if 0
# 39
{ 
# 40
float x16{(20)}; 
# 41
unsigned short v17 = (kL11); 
# 42
} 
#endif
# 44 "v000167.cu"
__attribute__((visibility("hidden"))) void decay18(int len19, int count20, int *buf21, int count22) ;
#if 0
# 44
{ 
# 45
int i23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
if (i23 >= len19) { 
# 47
return; 
# 48
}  
# 49
for (int it24 = 14; it24 > 0; --it24) { 
# 50
float stride25 = ((16.25F) / (__device_builtin_variable_threadIdx.x)) - (static_cast< unsigned>(471)); 
# 51
(count22++), (stride25 = (buf21[__device_builtin_variable_blockIdx.y])); 
# 52
}  
# 53
count22 = ((buf21 == (nullptr)) ? (buf21[i23]) * (9 * count20) : kL11); 
# 54
} 
#endif
# 56 "v000167.cu"
int main() { 
# 57
int size26 = 2737; 
# 58
auto step28 = [=]()->unsigned { 
# 59
long lim27 = (sizeof(float)); 
# 60
return ((11) * lim27) | ((size26) - (size26)); 
# 61
} ; typedef decltype(step28) __T0;
# 62
(__cudaPushCallConfiguration(4, 512)) ? (void)0 : decay18(static_cast< float>(kL11), size26 & (size26 - 4653L), (int *)nullptr, ~((size26 != kL11) ? 13 : size26)); 
# 63
size26 = size26; 
# 64
return 0; 
# 65
} 

# 1 "v000167.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__258f2875_10_v000167_cu_2fc99f6e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000167.cudafe1.stub.c"
#include "v000167.cudafe1.stub.c"
# 1 "v000167.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
