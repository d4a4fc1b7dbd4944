# 1 "v001744.cu"
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
# 16 "v001744.cu"
static int d_score8; 
# 18
inline double tile9(unsigned long long b10, int count11, int len12) { 
# 19
if (auto diff13 = 'a'; len12 & 1) { 
# 20
for (int i14 = 14; i14 > 0; --i14) { 
# 21
len12--; 
# 22
int mid15 = (45UL); 
# 23
for (int n16 = len12; n16 > 0; --n16) { 
# 24
int off17 = ~(n16 - 3); 
# 25
auto k18 = (unsigned)i14; 
# 26
}  
# 27
}  
# 28
} else { if (((len12 - 51UL) < (45)) && (count11 != len12)) { }  }  
# 29
return (len12 & 15); 
# 30
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 32
template< class T, class U> static void 
# 33
__wrapper__device_stub_blend19_kernel(const T *&input20, T &b21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 33
{ 
# 34
d_score8 = (d_score8 | 54UL); 
# 35
b21 = (3 - b21); 
# 36
tile9(tile9(3, 27, 37) * ((float)b21), (d_score8 - 25U) | (static_cast< unsigned char>(d_score8)), (static_cast< unsigned char>(d_score8)) & 15); 
# 37
} 
#endif

#pragma GCC diagnostic pop

# 32 "v001744.cu"
template< class T, class U> static void 
# 33
blend19_kernel(const T *input20, T b21) {__wrapper__device_stub_blend19_kernel<T,U>(input20,b21);
# 37
return;}
#if 0
# 33
{ 
# 34
d_score8 = (d_score8 | 54UL); 
# 35
b21 = (3 - b21); 
# 36
tile9(tile9(3, 27, 37) * ((float)b21), (d_score8 - 25U) | (static_cast< unsigned char>(d_score8)), (static_cast< unsigned char>(d_score8)) & 15); 
# 37
} 
#endif
# 39 "v001744.cu"
__attribute__((visibility("hidden"))) void trace22(int stride23, long long p24, long long *out25) ;
#if 0
# 39
{ 
# 40
p24 = (tile9((stride23 & 15) | 28, (short)p24, (((int)d_score8) + 58) + ((size_t)d_score8))); 
# 41
(out25[7]) = stride23; 
# 42
if ((out25[3]) & (1)) { 
# 43
return; }  
# 44
do { int tmp_ = stride23; stride23 = d_score8; d_score8 = tmp_; } while (0); 
# 45
} 
#endif
# 46 "v001744.cu"
using ptr26_t = float *; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 48
template< class T, int N = 1> static void 
# 49
__wrapper__device_stub_march27(T *&out28) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 49
{ 
# 50
for (int it29 = 0; it29 < 11; it29++) { 
# 51
for (int i30 = it29; i30 > 0; --i30) { 
# 52
d_score8 = ((tile9(i30, d_score8, 44U) + d_score8) + tile9(out28[i30 & 7], 13U, 53)); }  
# 53
const T y31 = (22); 
# 54
unsigned res32 = it29; 
# 55
}  
# 56
} 
#endif

#pragma GCC diagnostic pop

# 48 "v001744.cu"
template< class T, int N = 1> static void 
# 49
march27(T *out28) {__wrapper__device_stub_march27<T,N>(out28);
# 56
return;}
#if 0
# 49
{ 
# 50
for (int it29 = 0; it29 < 11; it29++) { 
# 51
for (int i30 = it29; i30 > 0; --i30) { 
# 52
d_score8 = ((tile9(i30, d_score8, 44U) + d_score8) + tile9(out28[i30 & 7], 13U, 53)); }  
# 53
const T y31 = (22); 
# 54
unsigned res32 = it29; 
# 55
}  
# 56
} 
#endif
# 58 "v001744.cu"
__attribute__((visibility("hidden"))) void mix33_kernel(const int *coef34, const float *input35) ;
#if 0
# 58
{ 
# 59
d_score8 = ((long)d_score8); 
# 60
tile9(tile9(input35[4], 19, 2U) / (input35[1]), d_score8 + d_score8, tile9(coef34[3], 2 / d_score8, tile9(coef34[d_score8 & 7], 8, input35[d_score8 & 7]))); 
# 61
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 63 "v001744.cu"
template< class T, int N> static void 
# 64
__wrapper__device_stub_count36(T *&out37, int &stride38, int &count39) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 64
{ 
# 65
T h40{9}; 
# 66
(out37[count39]) = (tile9(N ^ stride38, *out37, count39 & 58) * d_score8); 
# 67
} 
#endif

#pragma GCC diagnostic pop

# 63 "v001744.cu"
template< class T, int N> static void 
# 64
count36(T *out37, int stride38, int count39) {__wrapper__device_stub_count36<T,N>(out37,stride38,count39);
# 67
return;}
#if 0
# 64
{ 
# 65
T h40{9}; 
# 66
(out37[count39]) = (tile9(N ^ stride38, *out37, count39 & 58) * d_score8); 
# 67
} 
#endif
# 69 "v001744.cu"
int main() { 
# 70
int size41 = 4065; 
# 71
size41 = ((float)(~(size41 % size41))); 
# 72
short x42 = ((size41 - 3) | size41) - 47U; 
# 73
(__cudaPushCallConfiguration(((dim3)(4)), 32)) ? (void)0 : count36< double, 1> (static_cast< double *>(nullptr), 33, size41); 
# 74
(__cudaPushCallConfiguration(64, dim3(64, 3 + 509, 2), 1024, (cudaStream_t)0)) ? (void)0 : blend19_kernel< int, unsigned> ((const int *)nullptr, 0U); 
# 75
(__cudaPushCallConfiguration(dim3(2, (size41 + 127) / 128), 3 + (3 + (3 + (3 + 20))), 1024)) ? (void)0 : trace22(1LL ^ (x42 - 6), (40) + tile9(4L, size41, 3), static_cast< long long *>(nullptr)); 
# 76
(__cudaPushCallConfiguration(64, ((dim3)(256)), sizeof(int) * (3 + (3 + 58)), nullptr)) ? (void)0 : march27(static_cast< unsigned *>(nullptr)); 
# 77
return 0; 
# 78
} 

# 1 "v001744.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3dd43c52_10_v001744_cu_d_score8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001744.cudafe1.stub.c"
#include "v001744.cudafe1.stub.c"
# 1 "v001744.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
