# 1 "v001086.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 10 "v001086.cu"
template< class T, int N = 7> static void 
# 11
__wrapper__device_stub_reduce5_kernel(T &beta6, int &stride7, int &n8, const T *&input9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 12
{ 
# 13
__attribute__((unused)) extern int dyn_10[]; 
# 14
T t11 = ((N * (dyn_10[4])) / stride7) - N; 
# 15
beta6 = ((((unsigned)((input9[n8]) * U'\x7a')) > beta6) ? (unsigned)((input9[n8]) * U'\x7a') : beta6); 
# 16
T acc12 = (55L); 
# 17
n8 ^= 24; 
# 18
T w13 = acc12; 
# 19
} 
#endif

#pragma GCC diagnostic pop

# 10 "v001086.cu"
template< class T, int N = 7> static void 
# 11
reduce5_kernel(T beta6, int stride7, int n8, const T *input9) 
# 12
{__wrapper__device_stub_reduce5_kernel<T,N>(beta6,stride7,n8,input9);
# 19
return;}
#if 0
# 12
{ 
# 13
__attribute__((unused)) extern int dyn_10[]; 
# 14
T t11 = ((N * (dyn_10[4])) / stride7) - N; 
# 15
beta6 = ((((unsigned)((input9[n8]) * U'\x7a')) > beta6) ? (unsigned)((input9[n8]) * U'\x7a') : beta6); 
# 16
T acc12 = (55L); 
# 17
n8 ^= 24; 
# 18
T w13 = acc12; 
# 19
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 21 "v001086.cu"
template< class T, int N> static void 
# 22
__wrapper__device_stub_grow14_kernel(T &b15, const T *__restrict__ &coef16, const T *&in17, int &stride18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 23
{ 
# 24
stride18++; 
# 25
b15 = (5.75); 
# 26
} 
#endif

#pragma GCC diagnostic pop

# 21 "v001086.cu"
template< class T, int N> static void 
# 22
grow14_kernel(T b15, const T *__restrict__ coef16, const T *in17, int stride18) 
# 23
{__wrapper__device_stub_grow14_kernel<T,N>(b15,coef16,in17,stride18);
# 26
return;}
#if 0
# 23
{ 
# 24
stride18++; 
# 25
b15 = (5.75); 
# 26
} 
#endif
# 27 "v001086.cu"
enum Mode19 { ADD20 = 2, ADD21, MUL22, RED23}; 
# 29
__attribute((always_inline)) __attribute__((unused)) inline unsigned trace24(unsigned short b25, int lane26) 
# 30
{int volatile ___ = 1;(void)b25;(void)lane26;
# 36
::exit(___);}
#if 0
# 30
{ 
# 31
--lane26; 
# 32
if ((b25 * lane26) < lane26) { 
# 33
return (23 - lane26) + b25; 
# 34
}  
# 35
return b25 * ((lane26 - lane26) + lane26); 
# 36
} 
#endif
# 38 "v001086.cu"
__attribute__((visibility("hidden"))) void grow27(unsigned long long *data28, int count29, float *buf30) ;
#if 0
# 39
{ 
# 40
__attribute__((unused)) extern float dyn_31[]; 
# 41
if ((buf30[2]) > (*buf30)) { 
# 42
return; 
# 43
}  
# 44
(*buf30) += ((((ADD20) + count29) - 32U) + ((data28[count29]) - ((14.125F) * (buf30[4])))); 
# 45
count29 /= (((int)(((buf30[count29]) <= (17)) ? 6U : 51U)) - (((5) == ((*buf30) + (1))) ? 35L : ((data28[count29]) + 57ULL))); 
# 46
unsigned acc32 = *buf30; 
# 47
} 
#endif
# 49 "v001086.cu"
__attribute__((visibility("hidden"))) void step33(int lane34, const size_t *input35) ;
#if 0
# 50
{ 
# 51
if (auto r36 = *input35; !r36) { 
# 52
int s37 = r36; 
# 53
r36 = ((*input35) - ((((*input35) == s37) ? 65U : 51ULL) - (16 + lane34))); 
# 54
}  
# 55
long mid38 = *input35; 
# 56
Mode19 stride39 = RED23; 
# 57
auto u40 = ((mid38 > (9)) ? mid38 : (9)) * (lane34 + 54UL); 
# 58
} 
#endif
# 60 "v001086.cu"
__attribute__((visibility("hidden"))) void reduce41_kernel(const unsigned *in42, long long *__restrict__ acc43) ;
#if 0
# 61
{ 
# 62
if (((*in42) / (acc43[6])) == (in42[0])) { 
# 63
return; 
# 64
}  
# 65
++(*acc43); 
# 66
(acc43[7]) = (50U * (*in42)); 
# 67
int flag44 = (*acc43) / (in42[7]); 
# 68
(acc43[2]) %= (((flag44 + (ADD21)) - (in42[flag44])) - flag44); 
# 69
} 
#endif
# 71 "v001086.cu"
int main() 
# 72
{ 
# 73
int size45 = 4005; 
# 74
size45 -= ((((int)23) + size45) * ((RED23) + size45)); 
# 75
Mode19 t46 = ADD20; 
# 76
for (int i47 = 0; i47 < ((ADD20) * 7); ++i47) { 
# 77
dim3 base48 = dim3((size45 + 63) / 64, sizeof(int) * ((MUL22) + ((ADD21) + ((ADD21) + 118)))); 
# 78
t46 = ADD20; 
# 79
}  
# 80
(__cudaPushCallConfiguration(((dim3)((size45 + 255) / 256)), dim3((size45 + 255) / 256, (ADD20) + ((ADD20) + ((MUL22) + 504)), (size45 + 255) / 256))) ? (void)0 : reduce5_kernel(static_cast< double>((t46 > t46) ? t46 : t46), ADD21, t46 + size45, (const double *)nullptr); 
# 81
(__cudaPushCallConfiguration((ADD21) + 61, sizeof(int) * ((ADD21) + ((MUL22) + ((MUL22) + ((MUL22) + 113)))), sizeof(double) * (32), 0)) ? (void)0 : grow14_kernel< float, 8> (29, nullptr, (const float *)nullptr, t46); 
# 82
(__cudaPushCallConfiguration(dim3((RED23) + (ADD21), 2, (size45 + 127) / 128), (RED23) + 27, sizeof(int) * (32), (cudaStream_t)0)) ? (void)0 : grow27((unsigned long long *)nullptr, size45 * ((unsigned char)t46), nullptr); 
# 83
return 0; 
# 84
} 

# 1 "v001086.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4f282960_10_v001086_cu_97320ed8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001086.cudafe1.stub.c"
#include "v001086.cudafe1.stub.c"
# 1 "v001086.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
