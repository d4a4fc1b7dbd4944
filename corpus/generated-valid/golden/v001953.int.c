# 1 "v001953.cu"
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
# 18 "v001953.cu"
__attribute__((visibility("hidden"))) void sift5(int lane6, const unsigned *src7, int len8) ;
#if 0
# 18
{ 
# 19
__attribute__((unused)) static unsigned sh_9[8 + (128 + 120)]; 
# 20
int w10 = 0; 
# 21
do { 
# 22
if (!src7) { 
# 23
continue; 
# 24
}  
# 25
double f11 = (128); 
# 26
for (const auto &val12 : sh_9) { 
# 27
float *cnt13 = (nullptr); 
# 28
}  
# 29
++w10; 
# 30
}  while (w10 < 11); 
# 31
__attribute__((unused)) static double sh_14[8]; 
# 32
} 
#endif
# 33 "v001953.cu"
static int c_tile15; 
# 35
namespace gpu16 { 
# 36
inline int combine17(char beta18, int count19) { 
# 37
count19 += beta18; 
# 38
beta18 = (28); 
# 39
const char *off20 = ("\"q\""); 
# 40
int lim21{46}; 
# 41
lim21 >>= 3; 
# 42
return off20[0]; 
# 43
} 
# 45
__attribute__((visibility("hidden"))) void pivot22(int stride23, unsigned *buf24, float cfg25, float p26) ;
#if 0
# 45
{ 
# 46
int w27 = 0; 
# 47
do { 
# 48
int t28 = buf24[stride23]; 
# 49
__attribute__((unused)) static unsigned sh_29; 
# 50
++w27; 
# 51
} while (w27 < w27); 
# 52
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 54 "v001953.cu"
template< class T, int N = 5> static void 
# 55
__wrapper__device_stub_accum30_kernel(T &b31, T &b32) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 55
{ 
# 56
__attribute__((unused)) extern float dyn_33[]; 
# 57
T *acc34 = ((T *)nullptr); 
# 58
(acc34[c_tile15]) = ((b32 + (17.0F)) + c_tile15); 
# 59
T f35{2}; 
# 60
} 
#endif

#pragma GCC diagnostic pop

# 54 "v001953.cu"
template< class T, int N = 5> static void 
# 55
accum30_kernel(T b31, T b32) {::gpu16::__wrapper__device_stub_accum30_kernel<T,N>(b31,b32);
# 60
return;}
#if 0
# 55
{ 
# 56
__attribute__((unused)) extern float dyn_33[]; 
# 57
T *acc34 = ((T *)nullptr); 
# 58
(acc34[c_tile15]) = ((b32 + (17.0F)) + c_tile15); 
# 59
T f35{2}; 
# 60
} 
#endif
# 61 "v001953.cu"
}
# 63
int scatter36(const int *coef37, int len38) { 
# 64
len38 = (43U); 
# 65
(__cudaPushCallConfiguration((len38 + 255) / 256, 256, sizeof(int) * (32), 0)) ? (void)0 : gpu16::pivot22((128 * len38) - (coef37[len38]), (unsigned *)nullptr, (8.125F), -(2.125F)); 
# 66
dim3 y39((len38 + 127) / 128, 1 << 7, 2); 
# 67
len38 = (((len38 + (coef37[4])) << 7) + ((4LL << (*coef37)) * (4935L))); 
# 68
(__cudaPushCallConfiguration(128, 1 << 8)) ? (void)0 : gpu16::accum30_kernel< unsigned, 6> (2U, sizeof(float)); 
# 69
unsigned mid40 = (63 * (coef37[4])) + (*coef37); 
# 70
dim3 idx41 = dim3(512, (len38 + 255) / 256); 
# 71
return mid40; 
# 72
} 
# 74
int main() { 
# 75
int count42 = 1900; 
# 76
int diff43[7]{count42, count42, count42, (39L), (9UL), (-56L), count42}; 
# 77
++count42; 
# 78
(diff43[count42]) /= ((diff43[5]) - 64UL); 
# 79
(diff43[2]) -= ((diff43[count42]) - ((int)(31 - count42))); 
# 80
(__cudaPushCallConfiguration(1 << 3, 1 << 7, 0, nullptr)) ? (void)0 : sift5(38, (const unsigned *)nullptr, 4164); 
# 81
return 0; 
# 82
} 

# 1 "v001953.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a7694c2b_10_v001953_cu_91c911e5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001953.cudafe1.stub.c"
#include "v001953.cudafe1.stub.c"
# 1 "v001953.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
