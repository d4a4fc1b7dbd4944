# 1 "v000053.cu"
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
# 20 "v000053.cu"
enum class State6: unsigned char { 
# 21
Busy7, 
# 22
Fast8, 
# 23
Red9 = 6U, 
# 24
Blue10, 
# 25
Mul11
# 26
}; 
# 28
signed char norm12(double *buf13) { 
# 29
if (((buf13[5]) + (buf13[4])) <= (56)) { 
# 30
return (20) + (*buf13); 
# 31
}  
# 32
(*buf13) = (49); 
# 33
int off14{static_cast< int>(*buf13)}; 
# 34
auto step16 = [&](auto lim15) { 
# 35
((buf13)[off14]) = (-(14.125)); 
# 36
++(*(buf13)); 
# 37
lim15 = 2; 
# 38
return lim15 * 2; 
# 39
} ; typedef decltype(step16) __T0;
# 40
const char *prod17 = ("kernel\n"); 
# 41
const float mid18 = off14; 
# 42
return prod17[0]; 
# 43
} 
# 45
__attribute__((visibility("hidden"))) void mix19_kernel(double *data20, const int *in21, float a22, float q23) ;
#if 0
# 45
{ 
# 46
unsigned tid24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 47
constexpr unsigned char u25 = (9 + (9 + 3)); 
# 48
++a22; 
# 49
constexpr int z26 = (sizeof(unsigned) * (9)); 
# 50
} 
#endif
# 52 "v000053.cu"
int main() { 
# 53
int n27 = 3402; 
# 54
++n27; 
# 55
(__cudaPushCallConfiguration(dim3((n27 + 127) / 128, 9 + 7), 1 << 8)) ? (void)0 : mix19_kernel(nullptr, &n27, (55) + (n27 / (U'\x41')), 9); 
# 56
auto step30 = [&](auto flag28, auto mid29) { 
# 57
flag28 = flag28; 
# 58
mid29 = (127 - (((n27) * (n27)) << ((n27) * (n27)))); 
# 59
(n27) = ((n27) >> (n27)); 
# 60
return flag28 * 2; 
# 61
} ; typedef decltype(step30) __T1;
# 62
step30(n27, n27); 
# 63
(__cudaPushCallConfiguration(dim3(64, (n27 + 255) / 256), 4 * 16)) ? (void)0 : mix19_kernel((double *)nullptr, (const int *)nullptr, 58U * (step30(n27, n27)), 24); 
# 64
(__cudaPushCallConfiguration(32, sizeof(unsigned) * (16), sizeof(int) * (24 + 40))) ? (void)0 : mix19_kernel(nullptr, nullptr, norm12(static_cast< double *>(nullptr)), (24) * (n27 * sizeof(short))); 
# 65
return 0; 
# 66
} 

# 1 "v000053.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__26111657_10_v000053_cu_7317f04b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000053.cudafe1.stub.c"
#include "v000053.cudafe1.stub.c"
# 1 "v000053.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
