# 1 "i000020.cu"
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
# 8 "i000020.cu"
inline namespace { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 9
template< class T, int N> static void 
# 10
__wrapper__device_stub_split3(const T *&coef4, unsigned &q5, const size_t *&in6, const T *&input7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 10
{ 
# 11
int lim8[7] = {static_cast< int>(*input7), N, 33, 61}; 
# 12
--(lim8[q5]); 
# 13
q5++; 
# 14
--q5; 
# 15
int idx9 = ((N) * (in6[1])) / (lim8[q5]); 
# 16
(lim8[0]) = 44; 
# 17
} 
#endif

#pragma GCC diagnostic pop

# 9 "i000020.cu"
template< class T, int N> static void 
# 10
split3(const T *coef4, unsigned q5, const size_t *in6, const T *input7) {::_GLOBAL__N__5021bfcc_10_i000020_cu_8f96a507::__wrapper__device_stub_split3<T,N>(coef4,q5,in6,input7);
# 17
return;}
#if 0
# 10
{ 
# 11
int lim8[7] = {static_cast< int>(*input7), N, 33, 61}; 
# 12
--(lim8[q5]); 
# 13
q5++; 
# 14
--q5; 
# 15
int idx9 = ((N) * (in6[1])) / (lim8[q5]); 
# 16
(lim8[0]) = 44; 
# 17
} 
#endif
# 19 "i000020.cu"
void split10_kernel(float *out11) ;
#if 0
# 19
{ 
# 20
short idx12[2 * 4] = {}; 
# 21
if (((idx12[3]) >= (idx12[5])) && (32L <= ((idx12[5]) * (idx12[3])))) { 
# 22
(*out11) = (9.625F); 
# 23
if (((out11[1]) + (idx12[4])) > (idx12[2])) { 
# 24
long long flag13 = (int)(~(~(idx12[7]))); 
# 25
(*out11) = (43); 
# 26
}  
# 27
}  
# 28
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 30 "i000020.cu"
template< class T, int N = 8> static void 
# 31
__wrapper__device_stub_reduce14_kernel(const T *&coef15, const float *&coef16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
if (!((coef16[6]) < (N))) { 
# 33
T flag17 = (14UL); 
# 34
} else { if ((((*coef16) / (*coef15)) == N) || ((*coef15) < (coef16[3]))) { 
# 35
} else { 
# 36
}  }  
# 37
} 
#endif

#pragma GCC diagnostic pop

# 30 "i000020.cu"
template< class T, int N = 8> static void 
# 31
reduce14_kernel(const T *coef15, const float *coef16) {::_GLOBAL__N__5021bfcc_10_i000020_cu_8f96a507::__wrapper__device_stub_reduce14_kernel<T,N>(coef15,coef16);
# 37
return;}
#if 0
# 31
{ 
# 32
if (!((coef16[6]) < (N))) { 
# 33
T flag17 = (14UL); 
# 34
} else { if ((((*coef16) / (*coef15)) == N) || ((*coef15) < (coef16[3]))) { 
# 35
} else { 
# 36
}  }  
# 37
} 
#endif
# 38 "i000020.cu"
}
# 39
__attribute__((section("__nv_managed_data__"))) static float *m_blend18 = 0; 
# 41
__attribute__((visibility("hidden"))) void mix19(const int *src20, float alpha21) ;
#if 0
# 41
{ 
# 42
int stride22 = (8UL); 
# 43
if ((src20[5]) != 62U) { 
# 44
goto skip24; 
# 45
}  
# 46
(--stride22), (alpha21 = (-19)); 
# 47
--stride22; 
# 48
if ((src20[5]) == stride22) { 
# 49
alpha21 = (*src20); 
# 50
constexpr unsigned e23 = (2 * 3); 
# 51
} else { 
# 52
}  
# 53
skip24:; ; 
# 54
} 
#endif
# 55 "i000020.cu"
enum Kind25: unsigned { 
# 56
MUL26 = 2U, 
# 57
FAST27, 
# 58
ADD28, 
# 59
HIGH29, 
# 60
OFF30 = 8U
# 61
}; 
# 62
inline namespace { 
# 63
void hidden_kernel32(int *p) ;
#if 0
# 63
{ (p[0]) = 0; } 
#endif
# 64 "i000020.cu"
}
# 66
int main() { 
# 67
int len31 = 3403; 
# 68
(__cudaPushCallConfiguration(dim3(4, (len31 + 31) / 32, (len31 + 31) / 32), dim3((len31 + 127) / 128, 16))) ? (void)0 : split10_kernel(nullptr); 
# 69
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend18))) = (20); 
# 70
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend18))) = ((len31 + len31) ^ ((len31 * len31) + len31)); 
# 71
(__cudaPushCallConfiguration(dim3((len31 + 255) / 256, (OFF30) + ((HIGH29) + ((MUL26) + (241)))), (4) * ((MUL26) + ((MUL26) + (4))), sizeof(float) * (32), 0)) ? (void)0 : reduce14_kernel((const double *)nullptr, (const float *)nullptr); 
# 72
len31 = (sizeof(float)); 
# 73
(__cudaPushCallConfiguration(dim3((len31 + 63) / 64, (len31 + 31) / 32), (FAST27) + ((MUL26) + ((OFF30) + ((MUL26) + ((HIGH29) + (236))))))) ? (void)0 : split3< unsigned, 7> (nullptr, 51, static_cast< const unsigned long *>(nullptr), nullptr); 
# 74
(__cudaPushCallConfiguration((len31 + 31) / 32, dim3((len31 + 63) / 64, ((ADD28) + (4)) * (16)), 0, 0)) ? (void)0 : mix19(nullptr, (2.25F)); 
# 75
return 0; 
# 76
} 

# 1 "i000020.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5021bfcc_10_i000020_cu_8f96a507
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000020.cudafe1.stub.c"
#include "i000020.cudafe1.stub.c"
# 1 "i000020.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
