# 1 "v000086.cu"
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
# 19 "v000086.cu"
enum Op5: int { MUL6, ON7 = 3, SLOW8, MUL9}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 21
template< class T, int N = 3> static void 
# 22
__wrapper__device_stub_probe10(const T *&in11, int &lane12, const float *__restrict__ &coef13, const int *&src14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 22
{ 
# 23
for (int n15 = 0; n15 < 5; n15 += 1) { 
# 24
__attribute__((unused)) static int sh_16[(MUL9) + ((MUL9) + ((MUL9) + 49))]; 
# 25
lane12 *= (((src14[3]) | (2604 % lane12)) / ((((*coef13) <= (*coef13)) ? 38 : 18U) * lane12)); 
# 26
}  
# 27
constexpr char off17 = (5U); 
# 28
} 
#endif

#pragma GCC diagnostic pop

# 21 "v000086.cu"
template< class T, int N = 3> static void 
# 22
probe10(const T *in11, int lane12, const float *__restrict__ coef13, const int *src14) {__wrapper__device_stub_probe10<T,N>(in11,lane12,coef13,src14);
# 28
return;}
#if 0
# 22
{ 
# 23
for (int n15 = 0; n15 < 5; n15 += 1) { 
# 24
__attribute__((unused)) static int sh_16[(MUL9) + ((MUL9) + ((MUL9) + 49))]; 
# 25
lane12 *= (((src14[3]) | (2604 % lane12)) / ((((*coef13) <= (*coef13)) ? 38 : 18U) * lane12)); 
# 26
}  
# 27
constexpr char off17 = (5U); 
# 28
} 
#endif
# 30 "v000086.cu"
__attribute__((visibility("hidden"))) void split18(int *buf19, long *dst20, int stride21) ;
#if 0
# 30
{ 
# 31
stride21 = stride21; 
# 32
__attribute__((unused)) static int sh_22[9][10]; 
# 33
--stride21; 
# 34
} 
#endif
# 36 "v000086.cu"
__attribute__((unused)) void fuse23(double *acc24) {int volatile ___ = 1;(void)acc24;
# 45
::exit(___);}
#if 0
# 36
{ 
# 37
float h25 = -(((acc24[5]) > (acc24[4])) ? acc24[0] : (acc24[5])); 
# 38
int acc26 = ((float)4257); 
# 39
const float flag27 = (11.125F); 
# 40
if ((41) != (h25 - (13))) { 
# 41
return; }  
# 42
__attribute__((unused)) static signed char sh_28[32]; 
# 43
constexpr long long res29 = (2L); 
# 44
float e30{(4.0F)}; 
# 45
} 
#endif
# 48 "v000086.cu"
__attribute__((visibility("hidden"))) void score31(int len32, float cfg33, float *data34) ;
#if 0
# 48
{ 
# 49
if (len32 < 28) { 
# 50
return; }  
# 51
float t35 = ((int)31); 
# 52
for (int n36 = 14; n36 > 0; --n36) { 
# 53
__attribute__((unused)) static long sh_37; 
# 54
Op5 idx38 = ON7; 
# 55
const unsigned *lo39 = ((const unsigned *)nullptr); 
# 56
}  
# 57
} 
#endif
# 59 "v000086.cu"
__attribute__((visibility("hidden"))) void reduce40_kernel(const int *__restrict__ src41) ;
#if 0
# 59
{ 
# 61
#pragma unroll
for (
# 61
int j42 = 0; j42 < 2; j42++) { 
# 62
fuse23(nullptr); 
# 63
bool mid43 = (*src41) <= (17 + (*src41)); 
# 64
}  
# 65
} 
#endif
# 66 "v000086.cu"
typedef size_t idx44_t; 
# 68
__attribute__((unused)) int tally45(int *__restrict__ buf46, float alpha47, long long q48) {int volatile ___ = 1;(void)buf46;(void)alpha47;(void)q48;
# 78
::exit(___);}
#if 0
# 68
{ 
# 69
q48 = (buf46[0]); 
# 70
double y49 = (11.25); 
# 71
int iter50 = 0; 
# 72
do { 
# 73
__attribute__((unused)) static float sh_51[256]; 
# 74
int acc52 = 34 + ((iter50 - iter50) % 13); 
# 75
++iter50; 
# 76
} while (iter50 < iter50); 
# 77
return (long long)(buf46[3]); 
# 78
} 
#endif
# 80 "v000086.cu"
int main() { 
# 81
int len53 = 600; 
# 82
constexpr long long cnt54 = (60); 
# 83
dim3 m55 = dim3(sizeof(float) * ((ON7) + 13), 1 + 7, 2); 
# 84
(__cudaPushCallConfiguration(2, 512, 0)) ? (void)0 : score31(3 * (-len53), 14L ^ (len53 + len53), (float *)nullptr); 
# 85
(__cudaPushCallConfiguration((len53 + 63) / 64, 128, sizeof(float) * (256), 0)) ? (void)0 : reduce40_kernel(&len53); 
# 86
cudaStream_t sum56 = (0); 
# 87
(__cudaPushCallConfiguration(((dim3)((len53 + 31) / 32)), 16 + (1 + 239), 0, sum56)) ? (void)0 : probe10< long, 3> (nullptr, 55UL, nullptr, (const int *)nullptr); 
# 88
(__cudaPushCallConfiguration(m55, 128, 0, 0)) ? (void)0 : split18(&len53, nullptr, 28UL); 
# 89
return 0; 
# 90
} 

# 1 "v000086.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e95f22d4_10_v000086_cu_35991c26
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000086.cudafe1.stub.c"
#include "v000086.cudafe1.stub.c"
# 1 "v000086.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
