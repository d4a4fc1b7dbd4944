# 1 "v000193.cu"
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
# 24 "v000193.cu"
__attribute__((visibility("hidden"))) void merge10(float p11, int *__restrict__ out12, double *buf13) ;
#if 0
# 25
{ 
# 26
int gid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
(++(out12[1])), (p11 *= (6.375F)); 
# 28
constexpr unsigned long mid15 = (17L); 
# 29
} 
#endif
# 31 "v000193.cu"
int check_fuse16(const long long *in17, int n18) 
# 32
{ 
# 33
for (int n19 = 0; n19 < (sizeof(float) * (4)); n19 += 3) { 
# 34
dim3 k20 = dim3((n18 + 63) / 64, (n18 + 31) / 32, (n19 + 63) / 64); 
# 35
}  
# 36
dim3 x21 = dim3(2, (n18 + 255) / 256); 
# 37
if (n18 != (in17[2])) { 
# 38
goto done22; 
# 39
}  
# 40
(__cudaPushCallConfiguration((n18 + 31) / 32, 5 + (5 + (2 + 116)))) ? (void)0 : merge10(((24.25F) - (in17[7])) + ('\?'), &n18, nullptr); 
# 41
(__cudaPushCallConfiguration(x21, 1 << 8)) ? (void)0 : merge10((4 | n18) << (32UL + n18), nullptr, nullptr); 
# 42
done22:; ; 
# 43
return 49; 
# 44
} 
# 46
int main() 
# 47
{ 
# 48
int count23 = 2405; 
# 49
count23 *= (count23 + (check_fuse16(static_cast< const long long *>(nullptr), 41L) ^ count23)); 
# 50
count23 = ((check_fuse16(static_cast< const long long *>(nullptr), count23) > ((count23 += 62), count23)) ? count23 : (((count23 & count23) + (count23 % 8)) + check_fuse16((const long long *)nullptr, 3656))); 
# 51
check_fuse16(nullptr, 2303UL); 
# 52
count23 >>= (40UL & (count23 & 3952)); 
# 53
count23 -= ('a'); 
# 54
check_fuse16(static_cast< const long long *>(nullptr), static_cast< int>(count23 / count23)); 
# 55
return 0; 
# 56
} 

# 1 "v000193.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__28bd28f3_10_v000193_cu_274cb20c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000193.cudafe1.stub.c"
#include "v000193.cudafe1.stub.c"
# 1 "v000193.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
