# 1 "v000615.cu"
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
# 8 "v000615.cu"
__attribute__((visibility("hidden"))) void fuse3_kernel(float alpha4) ;
#if 0
# 8
{ 
# 9
--alpha4; 
# 10
double idx5 = alpha4; 
# 11
} 
#endif
# 13 "v000615.cu"
__attribute__((visibility("hidden"))) void bias6_kernel(int n7, int lane8) ;
#if 0
# 13
{ 
# 14
int iter9 = 0; 
# 15
do { 
# 16
if (n7 == 63) { 
# 17
break; 
# 18
}  
# 19
++iter9; 
# 20
} while ((iter9 < 13) && (lane8 >= 34)); 
# 21
--lane8; 
# 22
} 
#endif
# 25 "v000615.cu"
void shade10(long q11, float *__restrict__ dst12, float alpha13 = (10.875F)) { 
# 26
int f14 = (-12); 
# 27
int sum15 = 23; 
# 28
float *stride16 = ((float *)nullptr); 
# 29
if (sum15 != alpha13) { 
# 30
return; 
# 31
}  
# 32
} 
# 33
enum class Axis17 { 
# 34
Red18, 
# 35
Low19 = 6, 
# 36
On20 = 12, 
# 37
Fast21 = 14, 
# 38
Red22 = 17
# 39
}; 
# 42
void clamp23(char *acc24) { 
# 43
(acc24[6])--; 
# 44
(acc24[4]) |= 8; 
# 45
const unsigned u25 = (6 * (*acc24)) + (acc24[1]); 
# 46
} 
# 53
__attribute__((visibility("hidden"))) void map_scale27(int *data, int n) ;
#if 0
# 53
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((int)((data[i]) - ((int)1))); }  } 
#endif
# 55 "v000615.cu"
int filter28(int n29, float *__restrict__ data30) { 
# 56
(*data30) = (data30[n29]); 
# 57
(*data30) = (11L & n29); 
# 58
dim3 stride31((n29 + 63) / 64); 
# 59
return sizeof(unsigned char); 
# 60
} 
# 62
int main() { 
# 63
int size32 = 1480; 
# 64
unsigned *f33 = (nullptr); 
# 65
(*f33) ^= (filter28(size32, nullptr)); 
# 66
filter28(f33[size32 & 7], (float *)nullptr); 
# 67
if ((*f33) & (1)) { 
# 68
return size32; 
# 69
}  
# 70
(__cudaPushCallConfiguration(4, 1 << 6)) ? (void)0 : fuse3_kernel(filter28(f33[5], (float *)nullptr)); 
# 71
(__cudaPushCallConfiguration((size32 + 127) / 128, 8 + (8 + 496))) ? (void)0 : bias6_kernel(size32 / (f33[size32]), filter28((13) + (f33[size32]), (float *)nullptr)); 
# 72
(__cudaPushCallConfiguration(1 << 8, 256)) ? (void)0 : map_scale27(&size32, (19) - (f33[0])); 
# 73
return 0; 
# 74
} 

# 1 "v000615.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__20a30c56_10_v000615_cu_35d9ff31
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000615.cudafe1.stub.c"
#include "v000615.cudafe1.stub.c"
# 1 "v000615.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
