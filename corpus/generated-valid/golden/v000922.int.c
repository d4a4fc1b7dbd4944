# 1 "v000922.cu"
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
# 21 "v000922.cu"
static_assert((sizeof(int) == (4)), "tile must fit");
# 23
struct Particle6 { 
# 24
int hi7; 
# 25
unsigned y8; 
# 26
}; 
# 28
Particle6 operator+(Particle6 a, Particle6 b) { 
# 29
Particle6 r = a; 
# 30
(r.hi7) += (b.hi7); 
# 31
(r.y8) += (b.y8); 
# 32
return r; 
# 33
} 
# 35
__attribute__((visibility("hidden"))) void pack9(int *__restrict__ out10, double cfg11, float *out12, int *__restrict__ acc13) ;
#if 0
# 35
{ 
# 36
int idx14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
(acc13[2]) = (__alignof__(int) + ((__device_builtin_variable_blockDim.x) & (15))); 
# 38
(acc13[idx14]) ^= (out10[6]); 
# 39
if (out12 != (nullptr)) { 
# 40
return; 
# 41
}  
# 42
(*out12) = ((((acc13[__device_builtin_variable_threadIdx.y]) < ((out10[4]) * (*out10))) ? acc13[1] : (idx14 - (17.625F))) / (*out12)); 
# 43
unsigned y15 = 45U; 
# 44
(*acc13) ^= 45; 
# 45
(*out12) -= (__device_builtin_variable_gridDim.x); 
# 46
} 
#endif
# 48 "v000922.cu"
int main() { 
# 49
int count16 = 2428; 
# 50
count16++; 
# 51
Particle6 v17 = Particle6{}; 
# 52
int pass18 = 0; 
# 53
while ((pass18 < 13) && ((pass18 + 52) >= count16)) { 
# 54
(__cudaPushCallConfiguration((count16 + 127) / 128, 256)) ? (void)0 : pack9((int *)nullptr, pass18, nullptr, static_cast< int *>(nullptr)); 
# 55
(__cudaPushCallConfiguration(16, 1 << (4 + 1), 0, nullptr)) ? (void)0 : pack9((int *)nullptr, -33, nullptr, nullptr); 
# 56
++pass18; 
# 57
}  
# 58
count16 = (static_cast< int>(v17.hi7)); 
# 59
return 0; 
# 60
} 

# 1 "v000922.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0b82fcea_10_v000922_cu_8e3c5566
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000922.cudafe1.stub.c"
#include "v000922.cudafe1.stub.c"
# 1 "v000922.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
