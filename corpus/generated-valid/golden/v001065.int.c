# 1 "v001065.cu"
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
# 7 "v001065.cu"
enum Color3 { GREEN4, ON5}; 
# 10
struct Acc6 { 
# 11
long long hi7; 
# 12
float y8; 
# 13
int weight9; 
# 14
}; 
# 16
inline Acc6 operator+(Acc6 a, Acc6 b) 
# 17
{ 
# 18
Acc6 r = a; 
# 19
(r.hi7) += (b.hi7); 
# 20
(r.y8) += (b.y8); 
# 21
(r.weight9) += (b.weight9); 
# 22
return r; 
# 23
} 
# 25
__attribute__((visibility("hidden"))) void combine10_kernel(const int *src11, float *dst12, Color3 a13) ;
#if 0
# 26
{ 
# 27
(dst12[__device_builtin_variable_threadIdx.x]) /= ((__device_builtin_variable_threadIdx.y) / ((src11[__device_builtin_variable_threadIdx.z]) / (__device_builtin_variable_blockIdx.x))); 
# 28
(*dst12)--; 
# 29
{ 
# 30
(*dst12) -= (a13 << a13); 
# 31
int pass14 = 0; 
# 32
while (pass14 < pass14) { 
# 33
Color3 w15 = GREEN4; 
# 34
Color3 acc16 = w15; 
# 35
++pass14; 
# 36
}  
# 37
} 
# 38
} 
#endif
# 41 "v001065.cu"
__attribute__((visibility("hidden"))) void count17(const double *coef18) ;
#if 0
# 42
{ 
# 43
unsigned tid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
Acc6 flag20 = {(-24), (1939LL), 4517}; 
# 45
} 
#endif
# 47 "v001065.cu"
int main() 
# 48
{ 
# 49
int len21 = 2733; 
# 50
len21 /= len21; 
# 51
(__cudaPushCallConfiguration(dim3((len21 + 255) / 256, 16), dim3((ON5) + 7, (len21 + 127) / 128))) ? (void)0 : combine10_kernel((const int *)nullptr, (float *)nullptr, GREEN4); 
# 52
(__cudaPushCallConfiguration(((dim3)(1 << 3)), (ON5) + ((ON5) + ((ON5) + 253)))) ? (void)0 : count17((const double *)nullptr); 
# 53
len21--; 
# 54
Acc6 y22{(4), (19.625F), 32}; 
# 55
(__cudaPushCallConfiguration(dim3(1 << ((ON5) + ((ON5) + ((ON5) + ((ON5) + 1)))), 256, (len21 + 255) / 256), dim3(1 << ((ON5) + 1), (len21 + 31) / 32, (ON5) + 63))) ? (void)0 : combine10_kernel((const int *)nullptr, nullptr, GREEN4); 
# 56
return 0; 
# 57
} 

# 1 "v001065.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e2ad38ef_10_v001065_cu_a1a81871
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001065.cudafe1.stub.c"
#include "v001065.cudafe1.stub.c"
# 1 "v001065.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
