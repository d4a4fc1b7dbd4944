# 1 "v001129.cu"
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
# 24 "v001129.cu"
__attribute__((visibility("hidden"))) void sift9_kernel(char *dst10) ;
#if 0
# 25
{ 
# 26
__attribute__((unused)) static double sh_11[16]; 
# 27
for (auto &lim12 : sh_11) { 
# 28
(dst10[4]) = (50L); 
# 29
}  
# 30
int mid13 = 48; 
# 31
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 33 "v001129.cu"
template< class T, int N> static void 
# 34
__wrapper__device_stub_tile14(T *&out15, const T *&in16, T &alpha17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 35
{ 
# 36
--alpha17; 
# 37
if (1UL > (out15[0])) { 
# 38
return; 
# 39
}  
# 40
T *mid18 = (&alpha17); 
# 41
unsigned u19(((N - (out15[3])) / alpha17) + 24UL); 
# 42
auto mid20 = 4; 
# 43
} 
#endif

#pragma GCC diagnostic pop

# 33 "v001129.cu"
template< class T, int N> static void 
# 34
tile14(T *out15, const T *in16, T alpha17) 
# 35
{__wrapper__device_stub_tile14<T,N>(out15,in16,alpha17);
# 43
return;}
#if 0
# 35
{ 
# 36
--alpha17; 
# 37
if (1UL > (out15[0])) { 
# 38
return; 
# 39
}  
# 40
T *mid18 = (&alpha17); 
# 41
unsigned u19(((N - (out15[3])) / alpha17) + 24UL); 
# 42
auto mid20 = 4; 
# 43
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 45 "v001129.cu"
template< class T, int N> static void 
# 46
__wrapper__device_stub_fold21(T *&acc22, const T *&input23, float *__restrict__ &out24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 47
{ 
# 48
(*acc22)++; 
# 49
(acc22[7]) = (+(((N) + (*out24)) * (32))); 
# 50
(out24[5]) = (-(static_cast< double>((out24[5]) + (acc22[2])))); 
# 51
(*acc22)++; 
# 52
int r25 = input23[3]; 
# 53
if (((out24[r25]) - (out24[r25])) <= (*acc22)) { 
# 54
return; 
# 55
}  
# 56
} 
#endif

#pragma GCC diagnostic pop

# 45 "v001129.cu"
template< class T, int N> static void 
# 46
fold21(T *acc22, const T *input23, float *__restrict__ out24) 
# 47
{__wrapper__device_stub_fold21<T,N>(acc22,input23,out24);
# 56
return;}
#if 0
# 47
{ 
# 48
(*acc22)++; 
# 49
(acc22[7]) = (+(((N) + (*out24)) * (32))); 
# 50
(out24[5]) = (-(static_cast< double>((out24[5]) + (acc22[2])))); 
# 51
(*acc22)++; 
# 52
int r25 = input23[3]; 
# 53
if (((out24[r25]) - (out24[r25])) <= (*acc22)) { 
# 54
return; 
# 55
}  
# 56
} 
#endif
# 58 "v001129.cu"
namespace img26 { namespace v27 { 
# 59
__attribute((always_inline)) __attribute__((unused)) inline char reduce28(unsigned alpha29) 
# 60
{int volatile ___ = 1;(void)alpha29;
# 70
::exit(___);}
#if 0
# 60
{ 
# 61
alpha29 = (18); 
# 62
for (int n30 = 13; n30 > 0; --n30) { 
# 63
auto flag31 = alpha29; 
# 64
}  
# 65
int diff32 = alpha29; 
# 66
alpha29 = (alpha29 + (diff32 - 0)); 
# 67
alpha29 |= ((51) + alpha29); 
# 68
diff32 *= ((static_cast< int>(alpha29)) * (40 >> diff32)); 
# 69
return 127 * (static_cast< char>((long)alpha29)); 
# 70
} 
#endif
# 71 "v001129.cu"
}}
# 73
__attribute__((visibility("hidden"))) void pivot33(int count34, float cfg35) ;
#if 0
# 74
{ 
# 75
cfg35++; 
# 76
int res36 = (2 * count34) + count34; 
# 77
long f37 = res36; 
# 78
double acc38 = count34; 
# 79
constexpr unsigned f39 = 1U; 
# 80
} 
#endif
# 82 "v001129.cu"
int main() 
# 83
{ 
# 84
int len40 = 545; 
# 85
if (len40 < 32) { 
# 86
return 49; 
# 87
}  
# 88
(__cudaPushCallConfiguration(((dim3)((len40 + 31) / 32)), 1 << 9)) ? (void)0 : pivot33(47, 32); 
# 89
++len40; 
# 90
len40 = len40; 
# 91
(__cudaPushCallConfiguration((len40 + 255) / 256, 256, 0, (cudaStream_t)0)) ? (void)0 : sift9_kernel(nullptr); 
# 92
(__cudaPushCallConfiguration((len40 + 255) / 256, 32, 0, 0)) ? (void)0 : tile14< double, 1> (nullptr, nullptr, len40); 
# 93
(__cudaPushCallConfiguration(2, 32 + 480)) ? (void)0 : fold21< long, 1> (nullptr, static_cast< const long *>(nullptr), static_cast< float *>(nullptr)); 
# 94
return 0; 
# 95
} 

# 1 "v001129.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__96a7f232_10_v001129_cu_fe03cbd1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001129.cudafe1.stub.c"
#include "v001129.cudafe1.stub.c"
# 1 "v001129.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
