# 1 "v002119.cu"
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
# 11 "v002119.cu"
__attribute__((visibility("hidden"))) void lerp6_kernel(int *dst7, int *__restrict__ data8, int *__restrict__ dst9, double p10) ;
#if 0
# 12
{ 
# 13
int tmp11 = ((1821UL + (data8[(__device_builtin_variable_threadIdx.z) & (7)])) + (*dst9)) & (((dst7[6]) | (*dst7)) | ((data8[2]) - 11L)); 
# 14
auto stride12 = tmp11; 
# 15
} 
#endif
# 17 "v002119.cu"
template< class T, int N = 8> int 
# 18
step13(T p14, const T *__restrict__ input15, double q16) 
# 19
{ 
# 20
T z17 = (26); 
# 21
{ 
# 22
int cnt18[4] = {}; 
# 23
for (int z19 : cnt18) { 
# 24
q16 = (8.75); 
# 25
}  
# 26
} 
# 27
p14 = (20.125F); 
# 28
return q16; 
# 29
} 
# 31
template< class T, int N> __attribute__((unused)) inline T 
# 32
relax20(T *__restrict__ out21, const unsigned *__restrict__ in22, T beta23) 
# 33
{int volatile ___ = 1;(void)out21;(void)in22;(void)beta23;
# 43
::exit(___);}
#if 0
# 33
{ 
# 34
float lo24[5] = {static_cast< float>(in22[0]), (24)}; 
# 35
beta23 = (__device_builtin_variable_threadIdx.y); 
# 36
int diff25 = N; 
# 37
if (diff25 > (lo24[2])) { 
# 38
return (+(lo24[__device_builtin_variable_threadIdx.x])) - ((*in22) << (in22[diff25])); 
# 39
}  
# 40
int e26 = ((5) * (lo24[3])) + (((N) + (*in22)) - (N)); 
# 41
beta23 = 56UL; 
# 42
return 32; 
# 43
} 
#endif
# 45 "v002119.cu"
namespace kern27 { 
# 46
__attribute((noinline)) __attribute__((unused)) void bias28(int *__restrict__ data29) 
# 47
{int volatile ___ = 1;(void)data29;
# 50
::exit(___);}
#if 0
# 47
{ 
# 48
(*data29) = (data29[4]); 
# 49
(data29[__device_builtin_variable_gridDim.y]) = (*data29); 
# 50
} 
#endif
# 51 "v002119.cu"
}
# 52
static int d_combine30[64]; 
# 54
__attribute__((visibility("hidden"))) void kick31_kernel(int *buf32, float *__restrict__ acc33, int *out34) ;
#if 0
# 55
{ 
# 56
__attribute__((unused)) extern int dyn_35[]; 
# 57
int gid36 = __device_builtin_variable_threadIdx.x; 
# 58
if ((__device_builtin_variable_threadIdx.z) != 15ULL) { 
# 59
return; 
# 60
}  
# 61
(out34[gid36 & 7]) = (16L * (buf32[6])); 
# 62
__attribute__((unused)) static unsigned long long sh_37; 
# 63
} 
#endif
# 65 "v002119.cu"
__attribute__((visibility("hidden"))) void trace38_kernel(float *dst39, unsigned short *__restrict__ dst40) ;
#if 0
# 66
{ 
# 67
__attribute__((unused)) extern int dyn_41[]; 
# 68
unsigned i42 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 69
double lim43 = (dyn_41[i42 & (7)]) & (i42 + (dyn_41[4])); 
# 70
int x44 = 32; 
# 71
for (auto sum45 : d_combine30) { 
# 72
lim43 = (((d_combine30[20]) + (10.125)) - ((d_combine30[47]) * (21.375))); 
# 73
int acc46[6] = {}; 
# 74
}  
# 75
(d_combine30[9]) = i42; 
# 76
} 
#endif
# 78 "v002119.cu"
constexpr int bias47(int count48, int lane49) 
# 79
{ 
# 80
return lane49; 
# 81
} 
# 83
int main() 
# 84
{ 
# 85
int count50 = 4010; 
# 86
auto off51 = (count50 ^ (count50 - count50)) | ((9 & count50) ^ count50); 
# 87
(__cudaPushCallConfiguration(1 << 1, 32 * 16, 0, nullptr)) ? (void)0 : trace38_kernel((float *)nullptr, nullptr); 
# 88
off51 = count50; 
# 89
(__cudaPushCallConfiguration(1, 512)) ? (void)0 : lerp6_kernel(nullptr, nullptr, (int *)nullptr, off51 % 3); 
# 90
(__cudaPushCallConfiguration((off51 + 31) / 32, 32)) ? (void)0 : kick31_kernel((int *)nullptr, nullptr, nullptr); 
# 91
return 0; 
# 92
} 

# 1 "v002119.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e0ef927f_10_v002119_cu_a706a245
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002119.cudafe1.stub.c"
#include "v002119.cudafe1.stub.c"
# 1 "v002119.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
