# 1 "v001289.cu"
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
# 22 "v001289.cu"
__attribute__((visibility("hidden"))) void combine6_kernel(int *out7, int lane8, unsigned short *data9) ;
#if 0
# 22
{ 
# 23
__attribute__((unused)) extern unsigned dyn_10[]; 
# 24
int gid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
if (gid11 >= lane8) { 
# 26
return; 
# 27
}  
# 28
(--(*out7)), ((*data9) = __device_builtin_variable_warpSize); 
# 29
if ((13) == ((__device_builtin_variable_blockDim.x) - (out7[2]))) { 
# 30
return; 
# 31
}  
# 32
__attribute__((unused)) static double sh_12[32]; 
# 33
(dyn_10[__device_builtin_variable_blockDim.x]) = (sh_12[15]); 
# 34
} 
#endif
# 37 "v001289.cu"
struct Span13 { 
# 38
long long flag14; 
# 39
int y15; 
# 40
double hi16; 
# 41
}; 
# 43
struct Stats17 { 
# 44
float mass18; 
# 45
int hi19; 
# 46
}; 
# 48
__attribute__((visibility("hidden"))) void combine20_kernel(unsigned long *acc21, unsigned char *acc22) ;
#if 0
# 48
{ 
# 49
unsigned i23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
#pragma unroll 8
for (
# 51
int it24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it24 < 15; it24 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 52
++(acc22[5]); 
# 53
}  
# 54
float idx25 = (62); 
# 55
__attribute__((unused)) static float sh_26; 
# 56
} 
#endif
# 57 "v001289.cu"
enum class Color27 { On28, Slow29}; 
# 58
static Stats17 d_sift30; 
# 60
int main() { 
# 61
int size31 = 1859; 
# 62
(__cudaPushCallConfiguration(((dim3)(1 << 9)), 1 << 7, sizeof(double) * (64))) ? (void)0 : combine20_kernel(nullptr, nullptr); 
# 63
long k32 = (13); 
# 64
switch (size31) { 
# 65
case 10:  
# 66
break; 
# 67
case 4:  { 
# 68
float cnt33 = (22.375F); 
# 69
size31++; 
# 70
break; 
# 71
} 
# 72
default:  
# 73
size31 = (((k32 & (15)) * k32) % k32); 
# 74
break; 
# 75
}  
# 76
(__cudaPushCallConfiguration(dim3((k32 + (127)) / (128), (size31 + 127) / 128), 13 + 243)) ? (void)0 : combine6_kernel(&size31, ('a') & size31, (unsigned short *)nullptr); 
# 77
return 0; 
# 78
} 

# 1 "v001289.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5a83983d_10_v001289_cu_0b99babf
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001289.cudafe1.stub.c"
#include "v001289.cudafe1.stub.c"
# 1 "v001289.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
