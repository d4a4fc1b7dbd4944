# 1 "v000659.cu"
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
# 7 "v000659.cu"
int run_kick2(signed char b3) { 
# 8
b3 = b3; 
# 9
b3 = ((b3 | 61LL) | ((32) - (b3 - 41U))); 
# 10
const long r4 = 54 % b3; 
# 11
if (b3 && (r4 > b3)) { 
# 12
return 45UL; 
# 13
}  
# 14
if (r4 + b3) { 
# 15
return 41U; 
# 16
}  
# 17
return ((static_cast< short>(b3)) - (b3 - 6UL)) >> ((int)b3); 
# 18
} 
# 20
namespace _GLOBAL__N__9ff5152e_10_v000659_cu_b05408ec __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__9ff5152e_10_v000659_cu_b05408ec; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__9ff5152e_10_v000659_cu_b05408ec __attribute__((visibility("hidden")))  { 
# 21
enum class Phase5: unsigned { Green6, Red7, Blue8, Red9}; 
# 22
}
# 24
__attribute__((visibility("hidden"))) void relax10(int len11, double alpha12, int n13) ;
#if 0
# 24
{ 
# 25
int tid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
if (tid14 >= n13) { 
# 27
return; 
# 28
}  
# 29
len11 >>= 4; 
# 30
int s15 = ((n13 += (__device_builtin_variable_blockIdx.z)), tid14) + ((len11 += 2443L), (-60)); 
# 31
if ((-(n13 * 34L)) == (39 - len11)) { 
# 32
__attribute__((unused)) static int sh_16[32]; 
# 33
} else { 
# 34
len11 = (__device_builtin_variable_blockIdx.x); 
# 35
}  
# 36
} 
#endif
# 37 "v000659.cu"
enum Phase17: unsigned char { BUSY18, BUSY19}; 
# 38
enum State20 { GREEN21 = 1, BLUE22, HIGH23, FAST24 = 6}; 
# 40
__attribute__((visibility("hidden"))) void norm25(int *__restrict__ dst26, Phase5 beta27, unsigned char *__restrict__ out28) ;
#if 0
# 40
{ 
# 41
__attribute__((unused)) extern int dyn_29[]; 
# 42
int idx30 = __device_builtin_variable_threadIdx.x; 
# 43
if ((__device_builtin_variable_blockIdx.x) < 11U) { 
# 44
(out28[2]) >>= ((255 + (*out28)) - (dyn_29[4])); 
# 45
__attribute__((unused)) static unsigned sh_31[8]; 
# 46
float stride32 = (GREEN21) * ((__device_builtin_variable_blockDim.x) + ((FAST24) ^ (sh_31[7]))); 
# 47
} else { if ((dyn_29[idx30]) >= (34 - (*out28))) { }  }  
# 48
} 
#endif
# 49 "v000659.cu"
enum Level33: int { ON34 = 1, SLOW35}; 
# 51
__attribute__((visibility("hidden"))) void gather36(int *__restrict__ acc37, unsigned *data38, unsigned *out39, unsigned long long q40) ;
#if 0
# 51
{ 
# 52
int tid41 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 53
__attribute__((unused)) static unsigned sh_42; 
# 54
int s43 = ((int)(data38[tid41])) * 2; 
# 55
s43 = (~tid41); 
# 56
(--q40), ((data38[__device_builtin_variable_threadIdx.x]) = (+((34U - (*acc37)) << sizeof(int)))); 
# 57
} 
#endif
# 59 "v000659.cu"
__attribute__((unused)) void kick44(int lane45, int count46) {int volatile ___ = 1;(void)lane45;(void)count46;
# 62
::exit(___);}
#if 0
# 59
{ 
# 60
char diff47 = (-26); 
# 61
lane45++; 
# 62
} 
#endif
# 64 "v000659.cu"
long clamp48(State20 b49, bool p50, unsigned cfg51) { 
# 65
Phase17 u52 = BUSY18; 
# 66
cfg51 = b49; 
# 67
if (!(!cfg51)) { 
# 68
switch (u52) { 
# 69
case BUSY18:  { 
# 70
State20 flag53 = b49; 
# 71
Level33 diff54 = ON34; 
# 72
break; 
# 73
} 
# 74
default:  { 
# 75
int stride55 = sizeof(double) / (((cfg51 += (35)), 21) * 55UL); 
# 76
break; 
# 77
} 
# 78
}  
# 79
}  
# 80
return (p50 + ((GREEN21) % u52)) - (static_cast< long long>(u52)); 
# 81
} 
# 83
char filter56(double alpha57, int n58, char cfg59) { 
# 84
alpha57 = (clamp48(HIGH23, (((n58 += cfg59), sizeof(float)) - (n58 - alpha57)) != (alpha57 - n58), 6UL)); 
# 85
cfg59 = (n58 & run_kick2(n58 * 44)); 
# 86
return -((n58 | cfg59) - (alpha57 * cfg59)); 
# 87
} 
# 89
int main() { 
# 90
int len60 = 3102; 
# 91
dim3 diff61 = dim3(1 << ((GREEN21) + 1), (len60 + 63) / 64); 
# 92
(__cudaPushCallConfiguration(((dim3)((len60 + 255) / 256)), 128, sizeof(int) * (256))) ? (void)0 : norm25(&len60, Phase5::Red7, (unsigned char *)nullptr); 
# 93
len60 *= 63UL; 
# 94
len60 <<= (run_kick2(len60 ^ (FAST24)) + ((len60 += 3), 3723)); 
# 95
(__cudaPushCallConfiguration(diff61, (GREEN21) + 255)) ? (void)0 : relax10(filter56(len60, filter56(len60, HIGH23, 57UL), -60LL), (3.125F), +(sizeof(long long) & len60)); 
# 96
(__cudaPushCallConfiguration(((dim3)(2)), (HIGH23) + 29)) ? (void)0 : gather36(&len60, static_cast< unsigned *>(nullptr), nullptr, run_kick2(len60)); 
# 97
return 0; 
# 98
} 

# 1 "v000659.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9ff5152e_10_v000659_cu_b05408ec
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000659.cudafe1.stub.c"
#include "v000659.cudafe1.stub.c"
# 1 "v000659.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
