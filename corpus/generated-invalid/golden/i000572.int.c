# 1 "i000572.cu"
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
# 18 "i000572.cu"
__attribute__((visibility("hidden"))) void fuse6_kernel(size_t beta7, int *acc8, int *buf9) ;
#if 0
# 19
{ 
# 20
int i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
int iter11 = 0; 
# 22
do { 
# 23
(acc8[iter11]) = iter11; 
# 24
(*buf9) = ((__device_builtin_variable_blockDim.x) + (((*acc8) + ((unsigned)12)) + (28L + i10))); 
# 25
++iter11; 
# 26
} while (iter11 < 16); 
# 27
} 
#endif
# 30 "i000572.cu"
__attribute__((visibility("hidden"))) void clamp12_kernel(float *__restrict__ out13) ;
#if 0
# 31
{ 
# 32
int gid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
auto t15 = 12; 
# 34
--(*out13); 
# 35
} 
#endif
# 36 "i000572.cu"
enum Mode16 { ON17, ON18}; 
# 38
__attribute__((visibility("hidden"))) void bias19(int *__restrict__ dst20, const char *__restrict__ input21) ;
#if 0
# 39
{ 
# 40
int i22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
const int r23 = i22; 
# 42
__attribute__((unused)) static double sh_24[16]; 
# 43
(sh_24[r23]) = (dst20[1]); 
# 44
long idx25 = r23 & 15; 
# 45
Mode16 lo26 = ON18; 
# 46
(dst20[1]) = 4873; 
# 47
if (((__device_builtin_variable_gridDim.x) > (input21[r23])) || (dst20 == (nullptr))) { 
# 48
return; 
# 49
}  
# 50
} 
#endif
# 51 "i000572.cu"
enum Color27 { BLUE28 = 2, MUL29 = 5, MUL30 = 8}; 
# 53
constexpr int host_reduce31(int stride32, int n33) 
# 54
{ 
# 55
stride32 = (stride32 - (stride32 & 15)); 
# 56
return (float)((MUL30) - n33); 
# 57
} 
# 59
__attribute__((visibility("hidden"))) void relax34(float *acc35, const float *input36, int count37) ;
#if 0
# 60
{ 
# 61
(acc35[6]) = (input36[7]); 
# 62
count37 = (__device_builtin_variable_blockIdx.z); 
# 63
} 
#endif
# 66 "i000572.cu"
int host_update38(float p39, float cfg40) 
# 67
{ 
# 68
(__cudaPushCallConfiguration(512, ((MUL29) + ((BLUE28) + (ON18))) * 8)) ? (void)0 : fuse6_kernel(46 << ((p39 += (BLUE28)), 1179L), static_cast< int *>(nullptr), static_cast< int *>(nullptr)); 
# 69
host_reduce31(p39, p39); 
# 70
float w41((6.25F)); 
# 71
cfg40 = ((4.625F) / w41); 
# 72
(__cudaPushCallConfiguration(2, 512)) ? (void)0 : clamp12_kernel(&cfg40); 
# 73
return 0; 
# 74
} 
# 76
int main() 
# 77
{ 
# 78
int size42 = 261; 
# 79
size42 == 3; 
# 80
size42 = size42; 
# 81
if (size42 == sizeof(float)) { 
# 82
return size42; 
# 83
}  
# 84
if (size42) { 
# 85
return host_reduce31(size42 * size42, host_reduce31(size42, 1U)); 
# 86
}  
# 87
(__cudaPushCallConfiguration(4 * 4, 128, sizeof(float) * (64))) ? (void)0 : bias19(&size42, (const char *)nullptr); 
# 88
(__cudaPushCallConfiguration(32, 1 << ((MUL30) + (ON18)), 0)) ? (void)0 : relax34(nullptr, nullptr, 24UL + (size42 / 59)); 
# 89
return 0; 
# 90
} 

# 1 "i000572.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__62056984_10_i000572_cu_5db4f1bd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000572.cudafe1.stub.c"
#include "i000572.cudafe1.stub.c"
# 1 "i000572.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
