# 1 "v001974.cu"
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
# 15 "v001974.cu"
constexpr unsigned BLOCK5 = (5); 
# 17
static void blend6_kernel(unsigned char cfg7, short *out8) ;
#if 0
# 18
{ 
# 19
int idx9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
int pass10 = 0; 
# 21
do { 
# 22
unsigned char idx11((BLOCK5)); 
# 23
++pass10; 
# 24
} while (pass10 < 6); 
# 25
int val12(pass10); 
# 26
} 
#endif
# 28 "v001974.cu"
__attribute__((visibility("hidden"))) void pivot13_kernel(int stride14) ;
#if 0
# 29
{ 
# 30
int i15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
int w16 = 0; 
# 32
while (w16 < stride14) { 
# 33
stride14 = (w16 % 8); 
# 34
if ((!w16) && ((24) == (__device_builtin_variable_threadIdx.x))) { 
# 35
float diff17 = ((int)((__device_builtin_variable_gridDim.y) + 44L)) % 8; 
# 37
#pragma unroll
for (
# 37
int it18 = 0; it18 < stride14; ++it18) { 
# 38
if ((__device_builtin_variable_blockIdx.x) != (i15 - 8)) { 
# 39
return; 
# 40
}  
# 41
}  
# 42
stride14 = BLOCK5; 
# 43
}  
# 44
++w16; 
# 45
}  
# 46
} 
#endif
# 48 "v001974.cu"
__attribute__((visibility("hidden"))) void tally19(int stride20, const unsigned *src21) ;
#if 0
# 49
{ 
# 50
unsigned gid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
short tmp23 = stride20 + ((src21[stride20 & 7]) * stride20); 
# 53
#pragma unroll 2
for (
# 53
int it24 = 0; it24 < tmp23; ++it24) { 
# 54
stride20 = (stride20 ^ 7U); 
# 55
}  
# 56
tmp23 = BLOCK5; 
# 57
double x25 = ((unsigned long)BLOCK5); 
# 58
double off26{(51)}; 
# 59
int prod27[8] = {(16U), (45L)}; 
# 60
} 
#endif
# 62 "v001974.cu"
__attribute__((visibility("hidden"))) void split28_kernel(const float *__restrict__ input29, const int *coef30, const unsigned short *in31, double *dst32) ;
#if 0
# 63
{ 
# 64
int i33 = __device_builtin_variable_threadIdx.x; 
# 65
(dst32[(__device_builtin_variable_threadIdx.x) & (7)]) = (-(~i33)); 
# 66
int lim34 = *input29; 
# 67
} 
#endif
# 69 "v001974.cu"
int main() 
# 70
{ 
# 71
int len35 = 16; 
# 72
len35 = ((BLOCK5 / len35) * (24)); 
# 73
unsigned short t36 = (static_cast< unsigned>(24)); 
# 74
(__cudaPushCallConfiguration(((dim3)((24 + 232) * 2)), dim3((4) * (BLOCK5 + (3)), 8), 256, 0)) ? (void)0 : blend6_kernel(6, nullptr); 
# 75
(__cudaPushCallConfiguration(dim3((len35 + 255) / 256, 128, (len35 + 31) / 32), 128, 0)) ? (void)0 : pivot13_kernel(35); 
# 76
(__cudaPushCallConfiguration((len35 + 127) / 128, BLOCK5 + (59), sizeof(float) * (256), 0)) ? (void)0 : tally19((44 | len35) / (t36 & 64), static_cast< const unsigned *>(nullptr)); 
# 77
return 0; 
# 78
} 

# 1 "v001974.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__407e27f2_10_v001974_cu_d62266ce
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001974.cudafe1.stub.c"
#include "v001974.cudafe1.stub.c"
# 1 "v001974.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
