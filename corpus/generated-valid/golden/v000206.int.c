# 1 "v000206.cu"
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
# 19 "v000206.cu"
class Body6 { 
# 20
float id7; 
# 22
public: Body6(float b8) : id7(b8) { } 
# 23
float scale9() const { 
# 24
unsigned q10 = id7; 
# 25
q10 |= (((8UL * q10) - (3951U)) - 49UL); 
# 26
return q10; 
# 27
} 
# 28
}; 
# 29
class Tile11 { 
# 30
int weight12; 
# 31
unsigned x13; 
# 33
public: Tile11(int a14, unsigned a15) : weight12(a14), x13(a15) { } 
# 34
int bump16() const { 
# 35
return ((x13) * (x13)) * (x13); 
# 36
} 
# 37
int reset17() const { 
# 38
return (weight12) - ((x13) - (weight12)); 
# 39
} 
# 40
}; 
# 41
__attribute__((visibility("hidden"))) void score18_kernel(const float *coef19, int len20, int *acc21) ;
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern long dyn_22[]; 
# 43
int idx23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
char cnt24 = (25); 
# 45
for (int j25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j25 < 7; j25 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 46
cnt24 = ((+(*coef19)) + (((19) - (__device_builtin_variable_gridDim.x)) - (j25 * len20))); 
# 47
int prod26 = (-18L); 
# 48
}  
# 49
} 
#endif
# 50 "v000206.cu"
int main() { 
# 51
int n27 = 2013; 
# 52
([]() { } )(); 
# 53
(__cudaPushCallConfiguration((n27 + 255) / 256, 16 + 16, 4096)) ? (void)0 : score18_kernel(nullptr, n27, &n27); 
# 54
size_t f28 = n27; 
# 55
n27 |= f28; 
# 56
(__cudaPushCallConfiguration(16 * 4, sizeof(float) * (16), sizeof(int) * (128), (cudaStream_t)0)) ? (void)0 : score18_kernel((const float *)nullptr, (!(n27 > n27)) ? 256 : (n27 % f28), nullptr); 
# 57
cudaStream_t acc29 = ((cudaStream_t)0); 
# 58
return 0; 
# 59
} 

# 1 "v000206.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__94e7c81e_10_v000206_cu_bfada64c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000206.cudafe1.stub.c"
#include "v000206.cudafe1.stub.c"
# 1 "v000206.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
