# 1 "v000256.cu"
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
# 5 "v000256.cu"
enum class State1 { Red2 = 1, Idle3 = 4}; 
# 7
__attribute__((visibility("hidden"))) void tile4(State1 alpha5) ;
#if 0
# 8
{ 
# 9
alpha5 = State1::Red2; 
# 10
unsigned q6 = (18L); 
# 11
q6++; 
# 12
q6 += (((48) * (q6 + 23LL)) * (2248)); 
# 13
switch (alpha5) { 
# 14
case State1::Red2:  { 
# 15
State1 mid7 = alpha5; 
# 16
State1 h8 = alpha5; 
# 17
[[fallthrough]] ; 
# 18
} 
# 19
case State1::Idle3:  
# 20
break; 
# 21
}  
# 22
} 
#endif
# 24 "v000256.cu"
int host_norm9(State1 a10, State1 p11, int *buf12) 
# 25
{ 
# 26
(__cudaPushCallConfiguration(1, 256)) ? (void)0 : tile4(p11); 
# 27
if (p11 == State1::Idle3) { 
# 28
switch (buf12[6]) { 
# 29
case 2 * 3:  { 
# 30
int m13 = 30 % (((buf12[0]) | (*buf12)) + (9 % (*buf12))); 
# 31
m13 -= (*buf12); 
# 32
break; 
# 33
} 
# 34
case 11:  
# 35
break; 
# 36
case 3:  
# 37
break; 
# 38
}  
# 39
} else { 
# 40
}  
# 41
return sizeof(int); 
# 42
} 
# 44
__attribute((always_inline)) __attribute__((unused)) inline double score14(int count15) 
# 45
{int volatile ___ = 1;(void)count15;
# 55
::exit(___);}
#if 0
# 45
{ 
# 46
count15 = count15; 
# 47
auto s16 = (~count15) < (28 + count15); 
# 48
count15 = 4; 
# 49
if (s16 * 59) { 
# 50
double *diff17 = (nullptr); 
# 51
} else { 
# 52
int cnt18 = (9ULL); 
# 53
}  
# 54
return (10.75); 
# 55
} 
#endif
# 57 "v000256.cu"
namespace kern19 { 
# 58
__attribute__((visibility("hidden"))) void update20(unsigned *out21, float *__restrict__ out22, const char *__restrict__ input23) ;
#if 0
# 59
{ 
# 60
if (28 >= (((input23[6]) + (input23[0])) % (input23[0]))) { 
# 61
(*out21) += ((out21[6]) % (*input23)); 
# 62
} else { if (((input23[7]) * sizeof(int)) != (34L & (input23[3]))) { 
# 63
auto mid24 = *out21; 
# 64
}  }  
# 65
score14(score14(29)); 
# 66
} 
#endif
# 67 "v000256.cu"
static double d_drift25; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 69
template< class T> static void 
# 70
__wrapper__device_stub_reduce26(T &q27, const int *&input28, int *&dst29) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 71
{ 
# 73
#pragma unroll
for (
# 73
int i30 = 6; i30 > 0; --i30) { 
# 75
#pragma unroll 4
for (
# 75
int it31 = 0; it31 < i30; ++it31) { 
# 76
q27 -= (-((*dst29) % 44)); 
# 77
}  
# 78
--kern19::d_drift25; 
# 79
}  
# 80
kern19::d_drift25 = (14.25); 
# 81
} 
#endif

#pragma GCC diagnostic pop

# 69 "v000256.cu"
template< class T> static void 
# 70
reduce26(T q27, const int *input28, int *dst29) 
# 71
{::kern19::__wrapper__device_stub_reduce26<T>(q27,input28,dst29);
# 81
return;}
#if 0
# 71
{ 
# 73
#pragma unroll
for (
# 73
int i30 = 6; i30 > 0; --i30) { 
# 75
#pragma unroll 4
for (
# 75
int it31 = 0; it31 < i30; ++it31) { 
# 76
q27 -= (-((*dst29) % 44)); 
# 77
}  
# 78
--kern19::d_drift25; 
# 79
}  
# 80
kern19::d_drift25 = (14.25); 
# 81
} 
#endif
# 82 "v000256.cu"
}
# 84
int main() 
# 85
{ 
# 86
int size32 = 3153; 
# 87
int val33{58}; 
# 88
if (val33 != 35UL) { 
# 89
++val33; 
# 90
if (size32 >= size32) { 
# 91
(__cudaPushCallConfiguration(4, 32)) ? (void)0 : kern19::update20(nullptr, static_cast< float *>(nullptr), (const char *)nullptr); 
# 92
float tmp34 = size32; 
# 93
}  
# 94
}  
# 95
(__cudaPushCallConfiguration((size32 + 127) / 128, 256, sizeof(int) * (64), (cudaStream_t)0)) ? (void)0 : kern19::reduce26< unsigned> (60 | (size32 + 26), nullptr, &val33); 
# 96
return 0; 
# 97
} 

# 1 "v000256.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5c07476e_10_v000256_cu_e61867da
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000256.cudafe1.stub.c"
#include "v000256.cudafe1.stub.c"
# 1 "v000256.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
