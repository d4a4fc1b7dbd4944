# 1 "v002276.cu"
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
# 5 "v002276.cu"
__attribute__((visibility("hidden"))) void fuse1_kernel(int count2, int len3, const int *__restrict__ src4) ;
#if 0
# 6
{ 
# 7
bool cnt5 = ((true) + (*src4)) + (false); 
# 8
if (cnt5 || (!src4)) { 
# 9
len3 ^= ((long)(*src4)); 
# 10
count2 -= (cnt5 - ((30) / (cnt5 % 3221L))); 
# 11
float f6 = count2; 
# 12
} else { 
# 13
++len3; 
# 14
}  
# 15
} 
#endif
# 17 "v002276.cu"
static void probe7_kernel(const int *input8, int n9, float b10, int *__restrict__ data11) ;
#if 0
# 18
{ 
# 19
float lim12 = input8[n9 & 7]; 
# 20
static_assert((25 > 24));
# 21
b10 += b10; 
# 22
--n9; 
# 23
if ((input8[7]) >= ((data11[n9]) / b10)) { 
# 24
return; }  
# 25
} 
#endif
# 27 "v002276.cu"
struct Sample13 { 
# 28
unsigned vel14; 
# 29
double y15; 
# 30
}; 
# 31
constexpr int LANES16 = 7; 
# 33
__attribute__((visibility("hidden"))) void drift17(int lane18, float cfg19, int count20, int *__restrict__ acc21) ;
#if 0
# 34
{ 
# 35
int e22 = LANES16; 
# 36
cfg19 = (*acc21); 
# 37
unsigned diff23 = (43); 
# 38
__attribute__((unused)) static float sh_24[256]; 
# 39
} 
#endif
# 41 "v002276.cu"
template< class T, class U> inline int 
# 42
filter25(T *__restrict__ buf26, U b27) 
# 43
{ 
# 44
(buf26[2]) *= (16.375F); 
# 45
auto f28 = 53U; 
# 46
--(buf26[f28]); 
# 47
int f29 = b27 * 39; 
# 48
constexpr double tmp30 = ((23.0F)); 
# 49
b27 *= (LANES16 % ((f28 - f29) | LANES16)); 
# 50
return LANES16; 
# 51
} 
# 52
int g_stencil31 = 9; 
# 54
int host_norm32(const long *in33, int *data34, int stride35 = -1605) 
# 55
{ 
# 56
if (((stride35 += 53LL), g_stencil31) > (g_stencil31 + 825)) { 
# 57
(__cudaPushCallConfiguration((LANES16 + (LANES16 + (LANES16 + (LANES16 + 228)))) * 2, sizeof(unsigned) * (LANES16 + (LANES16 + 50)), 1024)) ? (void)0 : probe7_kernel(data34, g_stencil31, (24.125F), data34); }  
# 58
(__cudaPushCallConfiguration(dim3(2, (stride35 + 31) / 32, 2 * 2), 128, sizeof(float) * (32))) ? (void)0 : fuse1_kernel(((stride35 == 35) ? 52 : g_stencil31) % stride35, filter25< long, int> (reinterpret_cast< long *>(data34), filter25(reinterpret_cast< double *>(data34), 3L)), reinterpret_cast< const int *>(in33)); 
# 59
stride35 += 3980; 
# 60
float v36 = data34[g_stencil31]; 
# 61
v36 -= (((g_stencil31 += v36), LANES16) + sizeof(float)); 
# 62
return stride35; 
# 63
} 
# 65
static void grow37_kernel(const int *__restrict__ input38) ;
#if 0
# 66
{ 
# 67
if (((*input38) - (*input38)) != (LANES16 + (input38[0]))) { 
# 68
if (((*input38) + 6) >= 27) { }  
# 69
Sample13 u39 = {(36UL), (double)(input38[6])}; 
# 70
filter25((unsigned *)nullptr, 7U); 
# 71
}  
# 72
} 
#endif
# 74 "v002276.cu"
int main() 
# 75
{ 
# 76
int size40 = 251; 
# 77
dim3 f41 = ((dim3)(4)); 
# 78
size40 = size40; 
# 79
(__cudaPushCallConfiguration(dim3(32, (g_stencil31 + 31) / 32), sizeof(unsigned) * (16), 0)) ? (void)0 : drift17(LANES16, 32, size40, nullptr); 
# 80
(__cudaPushCallConfiguration(LANES16 + 249, sizeof(unsigned) * (LANES16 + 1), sizeof(unsigned) * (1024))) ? (void)0 : grow37_kernel(nullptr); 
# 81
return 0; 
# 82
} 

# 1 "v002276.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b1580527_10_v002276_cu_3e7f35d1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002276.cudafe1.stub.c"
#include "v002276.cudafe1.stub.c"
# 1 "v002276.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
