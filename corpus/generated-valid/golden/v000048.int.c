# 1 "v000048.cu"
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
# 10 "v000048.cu"
enum class Kind4 { High5 = 2, Green6, Green7, Add8 = 7}; 
# 12
static void gather9_kernel(int n10) ;
#if 0
# 13
{ 
# 14
unsigned gid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
n10 = n10; 
# 16
__attribute__((unused)) static unsigned short sh_12[256]; 
# 17
(n10--), ((sh_12[gid11]) &= (6 * ((sh_12[gid11]) % (sh_12[156])))); 
# 18
(sh_12[__device_builtin_variable_threadIdx.x]) *= (((sh_12[n10]) += 4), (+(sh_12[127]))); 
# 19
} 
#endif
# 21 "v000048.cu"
template< class T, int N = 6> float 
# 22
mix13(T alpha14, const float *src15, const T *coef16) 
# 23
{ 
# 24
alpha14 /= ((alpha14 += N), (8.75F)); 
# 25
alpha14 += ((((56) / (*src15)) / alpha14) - (alpha14 + alpha14)); 
# 26
alpha14 = ((coef16[0]) / 2); 
# 27
alpha14 *= ((int)(N - alpha14)); 
# 28
alpha14 -= 25; 
# 29
return (alpha14 / 2); 
# 30
} 
# 31
enum class Level17 { Add18, Busy19 = 2, High20, Red21}; 
# 32
enum class State22: unsigned char { 
# 33
High23, 
# 34
Low24, 
# 35
Fast25 = 5U, 
# 36
Mul26 = 9U, 
# 37
Fast27
# 38
}; 
# 40
int bump28(const float *src29, const float *input30) 
# 41
{ 
# 42
if ((*input30) > ((int)((input30[5]) - (5)))) { 
# 43
{ 
# 44
switch ((unsigned char)(src29[2])) { 
# 45
case 3:  
# 46
break; 
# 47
default:  { 
# 48
bool tmp31 = input30 != (nullptr); 
# 49
break; 
# 50
} 
# 51
}  
# 52
} 
# 53
if ((src29[7]) >= ((*input30) - (input30[7]))) { 
# 54
return input30[0]; 
# 55
}  
# 56
}  
# 57
return input30[3]; 
# 58
} 
# 60
__attribute__((visibility("hidden"))) void weigh32(int len33, float *__restrict__ buf34, unsigned *data35, short cfg36) ;
#if 0
# 61
{ 
# 62
__attribute__((unused)) extern float dyn_37[]; 
# 63
int i38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
if (i38 >= len33) { 
# 65
return; 
# 66
}  
# 67
(data35[len33]) = ((*data35) + (62)); 
# 68
Kind4 cnt39 = Kind4::Green7; 
# 69
__attribute__((unused)) static int sh_40[64]; 
# 70
for (int j41 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j41 < cfg36; j41 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 71
(sh_40[45]) -= 23UL; 
# 72
}  
# 73
const int k42 = __device_builtin_variable_threadIdx.x; 
# 74
(cfg36--), ((sh_40[len33]) = ((__device_builtin_variable_blockDim.z) / (2))); 
# 75
} 
#endif
# 77 "v000048.cu"
void clamp43(int lane44) 
# 78
{ 
# 79
(lane44++), (lane44 = 12); 
# 80
lane44 %= lane44; 
# 81
} 
# 82
static float c_merge45; 
# 84
int main() 
# 85
{ 
# 86
int len46 = 875; 
# 87
constexpr bool sum47 = (1); 
# 88
if ((len46 != 52) || (len46 >= 6)) { 
# 89
return 1969; 
# 90
}  
# 91
if (constexpr double e48 = (13.125); (len46 - e48) != (sum47 + len46)) { 
# 92
len46 %= ('a'); 
# 93
}  
# 94
len46 *= ((sum47 - len46) * (len46 / ('z'))); 
# 95
(__cudaPushCallConfiguration((len46 + 63) / 64, 8 * 4)) ? (void)0 : gather9_kernel(len46); 
# 96
(__cudaPushCallConfiguration((len46 + 127) / 128, 12 + 52)) ? (void)0 : weigh32(12, nullptr, nullptr, sum47); 
# 97
return 0; 
# 98
} 

# 1 "v000048.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cc70b8e6_10_v000048_cu_eb28dbb5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000048.cudafe1.stub.c"
#include "v000048.cudafe1.stub.c"
# 1 "v000048.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
