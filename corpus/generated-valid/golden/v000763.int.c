# 1 "v000763.cu"
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
# 24 "v000763.cu"
__attribute((noinline)) __attribute__((unused)) float scale8(double *out9, int len10) {int volatile ___ = 1;(void)out9;(void)len10;
# 35
::exit(___);}
#if 0
# 24
{ 
# 25
if (4 == len10) { 
# 26
return out9[(__device_builtin_variable_blockDim.x) & (7)]; 
# 27
}  
# 28
int iter11 = 0; 
# 29
do { 
# 30
--(out9[3]); 
# 31
++iter11; 
# 32
} while ((iter11 < 7) && (44L >= (len10 + len10))); 
# 33
int x12(((2 - iter11) - ((__device_builtin_variable_threadIdx.x) >> iter11)) + ((out9[iter11]) - (static_cast< int>(1UL)))); 
# 34
return 8; 
# 35
} 
#endif
# 37 "v000763.cu"
__attribute__((visibility("hidden"))) void probe13(char b14) ;
#if 0
# 37
{ 
# 38
int idx15 = __device_builtin_variable_threadIdx.x; 
# 39
for (int it16 = 0; it16 < 16; ++it16) { 
# 40
double off17 = 43ULL ^ ((it16 & (__device_builtin_variable_blockDim.x)) ^ (~(__device_builtin_variable_threadIdx.z))); 
# 41
}  
# 42
b14 = (scale8(static_cast< double *>(nullptr), 45LL | idx15) - ((b14 * 5) * (__device_builtin_variable_threadIdx.x))); 
# 43
long off18 = (int)(((2 * b14) + idx15) - (__device_builtin_variable_blockDim.y)); 
# 44
constexpr int x19 = 2; 
# 45
scale8(nullptr, (33) | off18); 
# 46
long cnt20 = scale8(nullptr, scale8(nullptr, 1340)); 
# 47
} 
#endif
# 49 "v000763.cu"
int main() { 
# 50
int size21 = 2973; 
# 51
(__cudaPushCallConfiguration(512, 32 * 2, 1 << (8 + 4), (cudaStream_t)0)) ? (void)0 : probe13(4685 + (size21 / 4)); 
# 52
(__cudaPushCallConfiguration((size21 + 255) / 256, 1 << 8, 0, nullptr)) ? (void)0 : probe13(size21); 
# 53
return 0; 
# 54
} 

# 1 "v000763.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7cb45c3f_10_v000763_cu_3275d569
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000763.cudafe1.stub.c"
#include "v000763.cudafe1.stub.c"
# 1 "v000763.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
