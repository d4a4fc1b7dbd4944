# 1 "i000575.cu"
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
# 9 "i000575.cu"
namespace _GLOBAL__N__ffd2513d_10_i000575_cu_ba2c676e __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__ffd2513d_10_i000575_cu_ba2c676e; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__ffd2513d_10_i000575_cu_ba2c676e __attribute__((visibility("hidden")))  { 
# 10
float rank5(float q6, int lane7) { 
# 11
int pass8 = 0; 
# 12
while (pass8 < 10) { 
# 13
lane7 += 3906; 
# 14
++pass8; 
# 15
}  
# 16
if (pass8 != 26) { 
# 17
goto finish9; 
# 18
}  
# 19
lane7++; 
# 20
q6 = ((q6 <= (3)) ? 18 - (lane7 * pass8) : q6); 
# 21
q6 = lane7; 
# 22
finish9:; ; 
# 23
return (lane7 / ((lane7 + pass8) + lane7)) / (6.125F); 
# 24
} 
# 25
long sweep10(unsigned char *acc11) { 
# 26
float f12 = (-(24.625F)); 
# 27
int iter13 = 0; 
# 28
while (iter13 < iter13) { 
# 29
(*acc11) = (12UL); 
# 30
(*acc11) = (rank5(((acc11[iter13]) == 22U) ? ((acc11[iter13]) > iter13) ? acc11[iter13] : iter13 : iter13, (rank5((15.5F), 0L) + ((acc11[iter13]) * (acc11[iter13]))) + rank5(acc11[5], acc11[0]))); 
# 31
++iter13; 
# 32
}  
# 33
bool off14{true}; 
# 34
(acc11[iter13]) = (64LL); 
# 35
return off14; 
# 36
} 
# 37
unsigned short host_tally15(const int *__restrict__ coef16) { 
# 38
rank5((*coef16) * ((23.375F) * (coef16[2])), coef16[4]); 
# 39
rank5(((*coef16) > (4570 * (coef16[7]))) ? *coef16 : (4570 * (coef16[7])), 21U); 
# 40
long r17(sweep10(nullptr)); 
# 41
r17 *= (*coef16); 
# 42
float t18 = coef16[3]; 
# 43
return 52LL; 
# 44
} 
# 45
}
# 46
__attribute__((visibility("hidden"))) void count19(const float *src20, unsigned *__restrict__ buf21, int count22, unsigned *acc23) ;
#if 0
# 46
{ 
# 47
unsigned idx24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
if (idx24 >= count22) { 
# 49
return; 
# 50
}  
# 51
if (!src20) { 
# 52
goto out25; 
# 53
}  
# 54
(*buf21) = 52U; 
# 55
((buf21[idx24])--), ((acc23[count22]) |= ((4536) + ((__device_builtin_variable_blockIdx.z) - (__device_builtin_variable_blockDim.x)))); 
# 56
rank5((27U + idx24) - count22, 22L); 
# 57
out25:; ; 
# 58
} 
#endif
# 59 "i000575.cu"
int main() { 
# 60
int len26 = 2155; 
# 61
len26 = (len26 / 0); 
# 62
if (len26 < 63) { 
# 63
return (len26 * 7) * 26; 
# 64
}  
# 65
(__cudaPushCallConfiguration(sizeof(float) * (4), 512)) ? (void)0 : count19(nullptr, (unsigned *)nullptr, (len26 + len26) + (('\\') + len26), nullptr); 
# 66
return 0; 
# 67
} 

# 1 "i000575.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ffd2513d_10_i000575_cu_ba2c676e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000575.cudafe1.stub.c"
#include "i000575.cudafe1.stub.c"
# 1 "i000575.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
