# 1 "v002320.cu"
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
# 5 "v002320.cu"
__attribute__((visibility("hidden"))) void mix1(float cfg2) ;
#if 0
# 5
{ 
# 6
unsigned gid3 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 7
cfg2 = (6); 
# 8
if ((+gid3) >= (11)) { 
# 9
return; 
# 10
}  
# 11
if ((cfg2 + (5)) > (29)) { 
# 12
goto skip5; 
# 13
}  
# 14
cfg2 = (__device_builtin_variable_warpSize + (cfg2 - ((52) - (__device_builtin_variable_threadIdx.x)))); 
# 15
for (int it4 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it4 < 7; it4 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 16
cfg2 *= (63L); 
# 17
}  
# 18
cfg2--; 
# 19
skip5:; ; 
# 20
} 
#endif
# 22 "v002320.cu"
__attribute__((visibility("hidden"))) void march6_kernel(const unsigned *coef7) ;
#if 0
# 22
{ 
# 23
unsigned i8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
int acc9 = i8; 
# 25
} 
#endif
# 27 "v002320.cu"
int host_fold10(double alpha11, const double *coef12, float beta13) { 
# 28
beta13 = (-((51) + (coef12[1]))); 
# 29
(__cudaPushCallConfiguration(2 * 2, 512, sizeof(int) * (64), (cudaStream_t)0)) ? (void)0 : march6_kernel(reinterpret_cast< const unsigned *>(coef12)); 
# 30
for (int it14 = 0; it14 < 2; it14++) { 
# 31
unsigned off15 = coef12[3]; 
# 32
off15++; 
# 33
}  
# 34
return 10; 
# 35
} 
# 37
int main() { 
# 38
int size16 = 1597; 
# 39
host_fold10(28UL, nullptr, (int)host_fold10(size16, (const double *)nullptr, size16)); 
# 40
const char *x17 = ("x=%d"); 
# 41
(__cudaPushCallConfiguration((size16 + 127) / 128, sizeof(int) * (8))) ? (void)0 : mix1(host_fold10(35U - (x17[0]), nullptr, 7 + size16)); 
# 42
return 0; 
# 43
} 

# 1 "v002320.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__978f062e_10_v002320_cu__Z4mix1f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002320.cudafe1.stub.c"
#include "v002320.cudafe1.stub.c"
# 1 "v002320.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
