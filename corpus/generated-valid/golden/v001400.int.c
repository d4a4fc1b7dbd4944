# 1 "v001400.cu"
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
# 5 "v001400.cu"
int host_march1(double p2, int n3) 
# 6
{ 
# 7
if ((n3 * (n3 * n3)) == 63) { 
# 8
for (int i4 = 0; i4 < 13; ++i4) { 
# 9
p2 = n3; 
# 10
}  
# 11
}  
# 12
if (((n3 += 10), p2) > (48)) { 
# 13
return 8; 
# 14
}  
# 15
return p2 / (n3 % (n3 - n3)); 
# 16
} 
# 18
namespace util5 { namespace v6 { 
# 19
typedef float real7_t; 
# 20
}}
# 21
const long g_tile8 = (21); 
# 23
__attribute__((visibility("hidden"))) void tally9(int *data10, int lane11, long long alpha12) ;
#if 0
# 24
{ 
# 25
int gid13 = __device_builtin_variable_threadIdx.x; 
# 26
alpha12 *= ((data10[1]) * ((61U + gid13) / (__device_builtin_variable_blockDim.z))); 
# 27
if (alpha12 < (lane11 * (__device_builtin_variable_threadIdx.y))) { 
# 28
return; 
# 29
}  
# 30
++(data10[4]); 
# 31
} 
#endif
# 33 "v001400.cu"
template< class T, int N> util5::v6::real7_t 
# 34
apply14(T *data15, util5::v6::real7_t q16, int count17) 
# 35
{ 
# 36
unsigned hi18{(2324)}; 
# 37
T y19 = q16; 
# 38
T s20 = (59); 
# 39
return data15[count17]; 
# 40
} 
# 42
__attribute__((visibility("hidden"))) void probe21(int lane22, int count23, int count24, long b25) ;
#if 0
# 43
{ 
# 44
int tid26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 45
if (((__device_builtin_variable_blockDim.z) > count24) || (tid26 == count24)) { 
# 46
return; 
# 47
}  
# 48
int acc27(b25); 
# 49
count23 = ((int)count24); 
# 50
count23 *= 20; 
# 51
double y28{(7.0)}; 
# 52
} 
#endif
# 54 "v001400.cu"
__attribute__((visibility("hidden"))) void relax29(int *buf30, int *__restrict__ dst31, unsigned p32, unsigned long b33) ;
#if 0
# 55
{ 
# 56
__attribute__((unused)) extern unsigned short dyn_34[]; 
# 57
int gid35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
if (int k36 = (((3372) + b33) - (2 / gid35)) - gid35; k36 == (dyn_34[__device_builtin_variable_threadIdx.y])) { 
# 59
for (int j37 = k36; j37 > 0; --j37) { 
# 60
int f38(dyn_34[j37]); 
# 61
if ((j37 / f38) >= (13L * gid35)) { 
# 62
f38 &= ((k36 + ((*buf30) - 6UL)) - ((0) - ((buf30[4]) + p32))); 
# 63
int res39 = __device_builtin_variable_blockDim.x; 
# 64
}  
# 65
}  
# 66
}  
# 67
} 
#endif
# 69 "v001400.cu"
void run_spread40(int count41, unsigned p42) 
# 70
{ 
# 71
if ((count41 * ((float)6)) <= g_tile8) { 
# 72
if (count41 * g_tile8) { 
# 73
(__cudaPushCallConfiguration(128, 32, sizeof(float) * (32), 0)) ? (void)0 : tally9(nullptr, count41, count41); 
# 74
p42 %= 38L; 
# 75
}  
# 76
}  
# 77
} 
# 79
int check_grow43(char cfg44, bool alpha45, const int *src46) 
# 80
{ 
# 81
alpha45 = (!src46); 
# 82
(__cudaPushCallConfiguration(1, ((dim3)(32)), 64 * 4, 0)) ? (void)0 : probe21(alpha45 * (cfg44 - alpha45), cfg44 + (g_tile8 + cfg44), (*src46) - 2382L, (unsigned)13ULL); 
# 83
long long s47 = g_tile8 * (cfg44 + (13 / alpha45)); 
# 84
cudaStream_t z48 = ((cudaStream_t)0); 
# 85
s47 = (42L); 
# 86
int lo49 = 13; 
# 87
return alpha45; 
# 88
} 
# 90
int main() 
# 91
{ 
# 92
int count50 = 2202; 
# 93
for (int n51 = 0; n51 < count50; ++n51) { 
# 94
count50 = ((48 * (n51 + count50)) - (g_tile8 + count50)); 
# 95
dim3 k52 = dim3((n51 + 255) / 256, 512); 
# 96
}  
# 97
int hi53 = (49U); 
# 98
count50 ^= (hi53 - hi53); 
# 99
(__cudaPushCallConfiguration((count50 + 255) / 256, 512)) ? (void)0 : relax29(nullptr, (int *)nullptr, count50, (count50 + 2838) - (35 * hi53)); 
# 100
return 0; 
# 101
} 

# 1 "v001400.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c1a27f6b_10_v001400_cu_113982d7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001400.cudafe1.stub.c"
#include "v001400.cudafe1.stub.c"
# 1 "v001400.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
