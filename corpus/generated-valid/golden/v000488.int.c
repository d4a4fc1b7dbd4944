# 1 "v000488.cu"
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
# 7 "v000488.cu"
struct Stats2 { 
# 8
int val3; 
# 9
unsigned weight4; 
# 10
int flag5; 
# 11
int y6; 
# 12
}; 
# 13
static Stats2 c_gather7; 
# 16
__attribute((noinline)) __attribute__((unused)) unsigned lerp8(const short *input9, int count10) {int volatile ___ = 1;(void)input9;(void)count10;
# 22
::exit(___);}
#if 0
# 16
{ 
# 17
count10 = (input9[count10 & 7]); 
# 18
static_assert((29 == 29));
# 19
Stats2 cnt11 = Stats2{2928, (23UL), count10, static_cast< int>(count10)}; 
# 20
double f12 = cnt11.val3; 
# 21
return 24; 
# 22
} 
#endif
# 25 "v000488.cu"
template< class T, int N> __attribute__((unused)) unsigned 
# 26
bias13(T a14) {int volatile ___ = 1;(void)a14;
# 33
::exit(___);}
#if 0
# 26
{ 
# 27
if (((unsigned)(c_gather7.weight4)) < a14) { 
# 28
return 48UL; 
# 29
}  
# 30
lerp8((const short *)nullptr, a14 - (1777 - a14)); 
# 31
lerp8(nullptr, sizeof(unsigned long long)); 
# 32
return lerp8(nullptr, 59); 
# 33
} 
#endif
# 35 "v000488.cu"
constexpr int bias15(int len16) { 
# 36
int w17{(static_cast< int>(-53))}; 
# 37
len16 = len16; 
# 38
return ((8 ^ len16) | (len16 - w17)) - 4594; 
# 39
} 
# 42
static void pivot18(int count19, const int *in20) ;
#if 0
# 42
{ 
# 43
bias15((count19 * (in20[3])) - 35U); 
# 44
count19 = (c_gather7.y6); 
# 45
size_t r21 = ((count19 * count19) & 15) << (count19 << 6); 
# 46
} 
#endif
# 49 "v000488.cu"
static void clamp22(const int *src23, int stride24, const float *input25, signed char alpha26) ;
#if 0
# 49
{ 
# 50
unsigned long mid27 = input25[stride24 & 7]; 
# 51
static_assert((((1 << 3) * 5) == 40));
# 52
static_assert((54 == 54));
# 53
static_assert((10 > 9));
# 54
} 
#endif
# 55 "v000488.cu"
static long c_gather28; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 58
template< class T, int N> static void 
# 59
__wrapper__device_stub_scatter29_kernel(T *&buf30, const Stats2 &beta31, T &alpha32, T &cfg33) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 59
{ 
# 60
__attribute__((unused)) static int sh_34; 
# 61
unsigned long long prod35[5] = {(28), 2ULL, static_cast< unsigned long long>(bias13< float, 2> (c_gather7.flag5)), (2651), ('\000')}; 
# 62
{ 
# 63
(*buf30) = (6.0F); 
# 64
long long hi36 = (sh_34 * (c_gather28 - (prod35[c_gather28]))) & (c_gather7.y6); 
# 65
} 
# 66
} 
#endif

#pragma GCC diagnostic pop

# 58 "v000488.cu"
template< class T, int N> static void 
# 59
scatter29_kernel(T *buf30, const Stats2 beta31, T alpha32, T cfg33) {__wrapper__device_stub_scatter29_kernel<T,N>(buf30,beta31,alpha32,cfg33);
# 66
return;}
#if 0
# 59
{ 
# 60
__attribute__((unused)) static int sh_34; 
# 61
unsigned long long prod35[5] = {(28), 2ULL, static_cast< unsigned long long>(bias13< float, 2> (c_gather7.flag5)), (2651), ('\000')}; 
# 62
{ 
# 63
(*buf30) = (6.0F); 
# 64
long long hi36 = (sh_34 * (c_gather28 - (prod35[c_gather28]))) & (c_gather7.y6); 
# 65
} 
# 66
} 
#endif
# 68 "v000488.cu"
inline int fold37(const float *in38) { 
# 69
return sizeof(double); 
# 70
} 
# 72
int main() { 
# 73
int n39 = 1165; 
# 74
(__cudaPushCallConfiguration(8, 128 * 4, sizeof(double) * (32), (cudaStream_t)0)) ? (void)0 : scatter29_kernel< double, 8> ((double *)nullptr, Stats2{}, sizeof(int), bias15(n39 & 15)); 
# 75
n39 = (fold37(nullptr) - (21 >> (n39 + n39))); 
# 76
short acc40[6] = {}; 
# 77
bias15(bias15(n39 & 15)); 
# 78
n39 = bias15(fold37(nullptr) * n39); 
# 79
(__cudaPushCallConfiguration((n39 + 31) / 32, sizeof(float) * (64), 0, (cudaStream_t)0)) ? (void)0 : pivot18(-34, &n39); 
# 80
(__cudaPushCallConfiguration(((dim3)(1)), 32)) ? (void)0 : clamp22(&n39, n39, nullptr, (n39 % 38) * (acc40[3])); 
# 81
return 0; 
# 82
} 

# 1 "v000488.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__921117f1_10_v000488_cu_9b30c862
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000488.cudafe1.stub.c"
#include "v000488.cudafe1.stub.c"
# 1 "v000488.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
