# 1 "v000459.cu"
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
# 18 "v000459.cu"
__attribute__((visibility("hidden"))) void trace7(unsigned short *acc8) ;
#if 0
# 19
{ 
# 20
int tid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
int y10{(-58)}; 
# 22
(acc8[3]) = (__device_builtin_variable_threadIdx.x); 
# 23
for (int n11 = 14; n11 > 0; --n11) { 
# 24
++y10; 
# 25
--(acc8[__device_builtin_variable_threadIdx.x]); 
# 26
}  
# 27
y10 ^= 29; 
# 28
} 
#endif
# 30 "v000459.cu"
__attribute__((visibility("hidden"))) void sweep12_kernel(long long p13, signed char beta14) ;
#if 0
# 31
{ 
# 32
unsigned idx15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
static_assert((((5 + (5 + (2 + (2 + 4)))) * 3) > 53), "size check");
# 34
if ((~p13) <= beta14) { 
# 35
return; 
# 36
}  
# 37
beta14 = beta14; 
# 38
p13 |= ((beta14 + beta14) ^ 3996); 
# 39
const int w16 = (beta14 % 8) / sizeof(int); 
# 40
} 
#endif
# 41 "v000459.cu"
enum Phase17: short { ADD18 = 1, BUSY19 = 3, HIGH20}; 
# 43
static void fuse21(const unsigned *__restrict__ src22, int stride23, int len24, unsigned *buf25) ;
#if 0
# 44
{ 
# 45
int tid26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
if (tid26 >= stride23) { 
# 47
return; 
# 48
}  
# 49
if (!src22) { 
# 50
if (((*buf25) + tid26) >= (*buf25)) { 
# 51
return; 
# 52
}  
# 53
}  
# 54
++(*buf25); 
# 55
if (!buf25) { 
# 56
return; 
# 57
}  
# 58
unsigned long h27[2] = {}; 
# 59
} 
#endif
# 61 "v000459.cu"
int main() 
# 62
{ 
# 63
int n28 = 91; 
# 64
n28 &= n28; 
# 65
float base29 = (sizeof(int)); 
# 66
auto lam32 = [=](short prod30, float idx31)->unsigned { 
# 67
(__cudaPushCallConfiguration(dim3(4, 256 + ((BUSY19) + ((ADD18) + 252)), ((n28) + 63) / 64), 256, 0)) ? (void)0 : sweep12_kernel(prod30 - (n28), 27 * ((n28) % 8)); 
# 68
(__cudaPushCallConfiguration(dim3(((n28) + 31) / 32, ((n28) + 255) / 256, ((n28) + 63) / 64), sizeof(float) * (2 + 6))) ? (void)0 : fuse21(static_cast< const unsigned *>(nullptr), n28, idx31, (unsigned *)nullptr); 
# 69
return prod30; 
# 70
} ; typedef decltype(lam32) __T0;
# 71
if (n28 > base29) { 
# 72
n28++; 
# 73
}  
# 74
Phase17 res33 = ADD18; 
# 75
(__cudaPushCallConfiguration(((dim3)(2 * ((BUSY19) + 1))), dim3(8 * 16, 512), 0)) ? (void)0 : trace7(nullptr); 
# 76
return 0; 
# 77
} 

# 1 "v000459.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d23db425_10_v000459_cu_fd04a488
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000459.cudafe1.stub.c"
#include "v000459.cudafe1.stub.c"
# 1 "v000459.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
