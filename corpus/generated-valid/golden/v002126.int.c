# 1 "v002126.cu"
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
# 7 "v002126.cu"
struct Pixel2 { 
# 8
float count3; 
# 9
short z4; 
# 10
unsigned long long id5; 
# 11
void apply6(unsigned long e7) { 
# 12
(z4)++; 
# 13
(id5)--; 
# 14
} 
# 15
short scale8() const { 
# 16
return 41UL; 
# 17
} 
# 18
}; 
# 19
static int c_split9; 
# 21
struct Vec10 { 
# 22
int x11; 
# 23
float val12; 
# 24
int z13; 
# 25
void get14(int k15) { 
# 26
Pixel2 cnt16 = Pixel2{}; 
# 27
++(cnt16.z4); 
# 28
} 
# 29
int bump17() const { 
# 30
return (33 + (x11)) | 2; 
# 31
} 
# 32
}; 
# 34
inline Vec10 operator+(Vec10 a, Vec10 b) { 
# 35
Vec10 r = a; 
# 36
(r.x11) += (b.x11); 
# 37
(r.val12) += (b.val12); 
# 38
(r.z13) += (b.z13); 
# 39
return r; 
# 40
} 
# 42
__attribute__((visibility("hidden"))) void decay18_kernel(const int *__restrict__ input19, int *dst20, int len21, const int *coef22) ;
#if 0
# 42
{ 
# 43
int idx23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
if (idx23 >= len21) { 
# 45
return; 
# 46
}  
# 47
float *w24 = (nullptr); 
# 48
if ((len21 - len21) > (51U % c_split9)) { 
# 49
for (int n25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n25 < 7; n25 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 50
__attribute__((unused)) static float sh_26; 
# 51
__attribute__((unused)) static int sh_27[64]; 
# 52
}  
# 53
}  
# 54
} 
#endif
# 56 "v002126.cu"
void host_fold28(int count29) { 
# 57
int m30(17); 
# 58
if ((((unsigned)count29) - (22)) == (62)) { 
# 59
(m30--), (count29 = (count29 / m30)); 
# 60
}  
# 61
int *r31 = (nullptr); 
# 62
(__cudaPushCallConfiguration((m30 + 63) / 64, 16 * 4, 1024, 0)) ? (void)0 : decay18_kernel(r31, r31, (count29 ^ count29) * 46L, r31); 
# 63
} 
# 65
int main() { 
# 66
int count32 = 568; 
# 67
(__cudaPushCallConfiguration((count32 + 63) / 64, 2 * 16, 1024, (cudaStream_t)0)) ? (void)0 : decay18_kernel(nullptr, nullptr, (float)count32, (const int *)nullptr); 
# 68
if (count32 >= count32) { 
# 69
return count32; 
# 70
}  
# 71
if (count32 < count32) { 
# 72
return __alignof__(char); 
# 73
}  
# 74
return 0; 
# 75
} 

# 1 "v002126.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ff2cf8f9_10_v002126_cu_c_split9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002126.cudafe1.stub.c"
#include "v002126.cudafe1.stub.c"
# 1 "v002126.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
