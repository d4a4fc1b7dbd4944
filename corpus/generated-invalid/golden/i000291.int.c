# 1 "i000291.cu"
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
# 23 "i000291.cu"
namespace impl8 { 
# 24
struct __attribute((aligned(8))) Bounds9 { 
# 25
float count10; 
# 26
unsigned vel11; 
# 27
unsigned lo12; 
# 28
float vel13; 
# 29
}; 
# 31
inline Bounds9 operator+(Bounds9 a, Bounds9 b) { 
# 32
Bounds9 r = a; 
# 33
(r.count10) += (b.count10); 
# 34
(r.vel11) += (b.vel11); 
# 35
(r.lo12) += (b.lo12); 
# 36
(r.vel13) += (b.vel13); 
# 37
return r; 
# 38
} 
# 39
typedef unsigned idx14_t; 
# 40
}
# 42
__attribute__((visibility("hidden"))) void trace15(impl8::Bounds9 a16, unsigned short b17, const float *input18) ;
#if 0
# 42
{ 
# 43
int idx19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
++b17; 
# 45
float off20 = (18) - (__device_builtin_variable_blockDim.x); 
# 46
off20 = ((!((64) < (__device_builtin_variable_threadIdx.x))) ? 19 & (static_cast< short>(idx19)) : 23); 
# 47
b17 = (5); 
# 48
} 
#endif
# 50 "i000291.cu"
float fold21(long p22, long cfg23, const long *in24) { 
# 51
auto lam25 = []() { } ; typedef decltype(lam25) __T0;
# 52
lam25(); 
# 53
if (((p22 != (*in24)) ? cfg23 : (27)) > p22) { 
# 54
return (((*in24) + (27)) / (2)); 
# 55
}  
# 56
--p22; 
# 57
return __alignof__(int) * ((cfg23 * p22) - (8 * 2)); 
# 58
} 
# 60
int main() { 
# 61
int len26 = 3391; 
# 62
len26 += sizeof(void); 
# 63
len26 = len26; 
# 64
auto flag27 = fold21(fold21(len26 % 57U, len26 - 514, nullptr), len26 & (4 & len26), static_cast< const long *>(nullptr)); 
# 65
dim3 e28 = dim3((len26 + 63) / 64, (len26 + 255) / 256); 
# 66
dim3 f29(256, (len26 + 127) / 128, 32); 
# 67
(__cudaPushCallConfiguration(f29, 256, 4096)) ? (void)0 : trace15(impl8::Bounds9{}, +fold21(flag27, flag27, nullptr), nullptr); 
# 68
return 0; 
# 69
} 

# 1 "i000291.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d28548b3_10_i000291_cu_a93d5611
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000291.cudafe1.stub.c"
#include "i000291.cudafe1.stub.c"
# 1 "i000291.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
