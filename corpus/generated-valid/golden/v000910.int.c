# 1 "v000910.cu"
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
# 16 "v000910.cu"
__attribute((always_inline)) __attribute__((unused)) static inline int rank5(int lane6) 
# 17
{int volatile ___ = 1;(void)lane6;
# 22
::exit(___);}
#if 0
# 17
{ 
# 18
lane6 = 9; 
# 19
if (!(lane6 >= sizeof(float))) { 
# 20
return (lane6 & 38); }  
# 21
return (lane6 * lane6) + 19; 
# 22
} 
#endif
# 24 "v000910.cu"
int norm7(unsigned short b8) 
# 25
{ 
# 26
int iter9 = 0; 
# 27
while ((iter9 < 9) && ((iter9 + iter9) < iter9)) { 
# 28
auto diff10 = b8; 
# 29
b8 %= (sizeof(unsigned) % diff10); 
# 30
++iter9; 
# 31
}  
# 32
b8 = (48); 
# 33
const float hi11 = (static_cast< long long>(iter9 | 24)) + (5); 
# 34
return hi11; 
# 35
} 
# 36
__attribute__((visibility("hidden"))) void fold12_kernel(const long long *src13, const int *__restrict__ in14) ;
#if 0
# 37
{ 
# 38
__attribute__((unused)) extern int dyn_15[]; 
# 39
(dyn_15[1]) = (*src13); 
# 40
unsigned lo16 = rank5(-25) - (in14[5]); 
# 41
double tmp17 = ((22.25) + (dyn_15[5])) - ((in14[3]) + (src13[lo16])); 
# 42
unsigned t18 = (13); 
# 43
} 
#endif
# 44 "v000910.cu"
__attribute__((visibility("hidden"))) void count19(int len20, long long q21, unsigned *__restrict__ out22) ;
#if 0
# 45
{ 
# 46
for (int i23 = 0; i23 < len20; i23 += 1) { 
# 47
float e24 = q21; 
# 48
(out22[i23 & 7]) = (13); 
# 49
}  
# 50
(out22[q21 & (7)]) |= (5); 
# 51
int diff25 = 30; 
# 52
} 
#endif
# 53 "v000910.cu"
long fold26(int count27, int stride28, long *__restrict__ acc29) 
# 54
{ 
# 55
for (int j30 = 0; j30 < 14; ++j30) { 
# 56
double v31 = norm7(48); 
# 57
norm7(norm7(stride28) / (static_cast< short>(9))); 
# 58
}  
# 59
const unsigned lo32 = (26); 
# 60
norm7((*acc29) | stride28); 
# 61
norm7(9); 
# 62
return (stride28 - 49) * 2; 
# 63
} 
# 64
inline void check_split33(int lane34, double cfg35) 
# 65
{ 
# 66
auto lam37 = [&](float h36)->double { 
# 67
(cfg35) /= ((lane34) & ((fold26(cfg35, h36, nullptr)) - 1UL)); 
# 68
(lane34) -= (static_cast< float>((lane34) * ('A'))); 
# 69
(cfg35) = ((lane34) | (lane34)); 
# 70
return norm7((long)9); 
# 71
} ; typedef decltype(lam37) __T0;
# 72
if ((lane34 > lane34) || (cfg35 > lane34)) { 
# 73
return; }  
# 74
dim3 m38 = ((dim3)((lane34 + 31) / 32)); 
# 75
if ((lane34 != cfg35) && ((46U) >= cfg35)) { 
# 76
return; }  
# 77
static_assert((sizeof(int) == (4)), "size check");
# 78
static double e39 = (4248); 
# 79
} 
# 80
int main() 
# 81
{ 
# 82
int n40 = 2420; 
# 83
for (int j41 = 0; j41 < 13; j41++) { 
# 84
dim3 base42 = ((dim3)((j41 + 31) / 32)); 
# 85
}  
# 86
n40 |= norm7((fold26(n40, 8, nullptr)) + sizeof(int)); 
# 87
const unsigned mid43 = (n40 - (n40 - n40)) & (((unsigned char)8) - n40); 
# 88
int *tmp44 = (nullptr); 
# 89
(__cudaPushCallConfiguration(dim3(16, 1, (9 + 23) * (8 + 8)), 1 << 7)) ? (void)0 : fold12_kernel((const long long *)nullptr, (const int *)nullptr); 
# 90
(__cudaPushCallConfiguration((n40 + 31) / 32, 8 * (8 + 8))) ? (void)0 : count19((14U & (tmp44[3])) * (sizeof(long long) * n40), n40, nullptr); 
# 91
return 0; 
# 92
} 

# 1 "v000910.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e62b4eb1_10_v000910_cu_1a955431
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000910.cudafe1.stub.c"
#include "v000910.cudafe1.stub.c"
# 1 "v000910.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
