# 1 "v000242.cu"
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
# 24 "v000242.cu"
__attribute__((visibility("hidden"))) void merge7(long long *buf8) ;
#if 0
# 24
{ 
# 25
for (int it9 = 0; it9 < 2; it9++) { 
# 26
++(*buf8); 
# 27
}  
# 28
(buf8[4]) = (buf8[__device_builtin_variable_blockIdx.x]); 
# 29
const int acc10 = 42; 
# 30
unsigned char t11 = ((7) * (*buf8)) % (buf8[__device_builtin_variable_threadIdx.z]); 
# 31
t11 *= sizeof(unsigned long); 
# 32
} 
#endif
# 34 "v000242.cu"
int lerp12(double b13, const int *__restrict__ in14) { 
# 35
++b13; 
# 36
b13 = (sizeof(int) * ((*in14) + (*in14))); 
# 37
long r15 = (in14[2]) * (in14[2]); 
# 38
int flag16{(int)((r15 << (*in14)) + (r15 * r15))}; 
# 39
const float u17 = (29); 
# 40
b13 /= ((!(!(b13 <= flag16))) ? ((in14[flag16]) * (in14[r15])) * (u17 * b13) : ((flag16) ? r15 : (2.0F))); 
# 41
return r15; 
# 42
} 
# 44
int main() { 
# 45
int size18 = 3590; 
# 46
int acc19{static_cast< int>(((float)size18) * ((unsigned)size18))}; 
# 47
static_assert((2 > 1), "size check");
# 48
(__cudaPushCallConfiguration(256, 55 + 457)) ? (void)0 : merge7((long long *)nullptr); 
# 49
size18 = 7; 
# 50
size18 *= size18; 
# 51
const bool q20 = static_cast< long long>(size18 >> 2); 
# 52
return 0; 
# 53
} 

# 1 "v000242.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ee05f989_10_v000242_cu_45fdb616
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000242.cudafe1.stub.c"
#include "v000242.cudafe1.stub.c"
# 1 "v000242.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
