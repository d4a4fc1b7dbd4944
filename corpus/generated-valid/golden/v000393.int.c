# 1 "v000393.cu"
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
# 21 "v000393.cu"
struct Bounds8 { 
# 22
float vel9; 
# 23
unsigned mass10; 
# 24
float reset11(double base12) const { 
# 25
float h13{(float)(mass10)}; 
# 26
return base12; 
# 27
} 
# 28
float apply14() const { 
# 29
return (9.375F); 
# 30
} 
# 31
}; 
# 33
struct Node15 { 
# 34
int val16; 
# 35
int lo17; 
# 36
int y18; 
# 37
float lo19; 
# 38
void norm20(long long s21) { 
# 39
(y18) = (14U); 
# 40
} 
# 41
int bump22() const { 
# 42
const double sum23 = (lo17) * (lo17); 
# 43
return ((2) * sum23) + (((val16) >= 37) ? 17UL : (14)); 
# 44
} 
# 45
}; 
# 46
enum class State24 { Idle25, Fast26 = 5, Slow27}; 
# 48
__attribute__((visibility("hidden"))) void tally28(int len29) ;
#if 0
# 48
{ 
# 49
State24 t30 = State24::Idle25; 
# 50
double q31 = ((int)12); 
# 51
if (q31 <= (12)) { 
# 52
return; 
# 53
}  
# 54
int lo32 = len29; 
# 55
q31++; 
# 56
++len29; 
# 57
} 
#endif
# 59 "v000393.cu"
struct Sample33 { 
# 60
int z34; 
# 61
int hi35; 
# 62
}; 
# 64
__attribute__((visibility("hidden"))) void filter36(int *out37, unsigned char *out38, const unsigned *input39, const unsigned *src40) ;
#if 0
# 64
{ 
# 65
int flag41 = (input39[3]) * (((((*out37) <= (src40[5])) ? 12 : (src40[6])) > ((input39[0]) / (10))) ? ((*out37) <= (src40[5])) ? 12 : (src40[6]) : ((input39[0]) / (10))); 
# 66
flag41--; 
# 67
++flag41; 
# 68
} 
#endif
# 70 "v000393.cu"
int main() { 
# 71
int len42 = 2025; 
# 72
len42 = len42; 
# 73
(__cudaPushCallConfiguration(16 * 2, 128)) ? (void)0 : tally28(len42); 
# 74
(__cudaPushCallConfiguration(32, sizeof(unsigned) * (2 + 6))) ? (void)0 : filter36(nullptr, (unsigned char *)nullptr, (const unsigned *)nullptr, (const unsigned *)nullptr); 
# 75
return 0; 
# 76
} 

# 1 "v000393.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__657589f8_10_v000393_cu_50a1152d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000393.cudafe1.stub.c"
#include "v000393.cudafe1.stub.c"
# 1 "v000393.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
