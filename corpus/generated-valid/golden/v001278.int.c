# 1 "v001278.cu"
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
# 17 "v001278.cu"
__attribute__((visibility("hidden"))) void count7(double a8, float b9) ;
#if 0
# 18
{ 
# 19
int tid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
a8 = (a8 + (1780UL)); 
# 21
float f11 = (15.25F); 
# 22
if (!(tid10 < __device_builtin_variable_warpSize)) { 
# 23
return; 
# 24
}  
# 25
int *m12 = (nullptr); 
# 26
__attribute__((unused)) static int sh_13[32]; 
# 27
f11 = (*m12); 
# 28
--a8; 
# 29
} 
#endif
# 30 "v001278.cu"
constexpr int RADIUS14 = (1 + 6); 
# 31
enum class Level15 { Red16, On17 = 4, Green18, Fast19}; 
# 33
long lerp20(size_t alpha21, signed char *acc22, double alpha23) 
# 34
{ 
# 35
++(acc22[alpha21]); 
# 36
alpha23--; 
# 37
(*acc22)++; 
# 38
static_assert((25 > 24), "bad config");
# 39
(acc22[alpha21]) = ((((*acc22) - 46) > 18L) ? (*acc22) - 46 : 18L); 
# 40
int prod24 = (static_cast< int>(RADIUS14)) + alpha21; 
# 41
return ((acc22[3]) - (1 * (*acc22))) / (alpha21 % (38LL)); 
# 42
} 
# 45
__attribute__((visibility("hidden"))) void scatter25_kernel(const unsigned *in26, int count27, const float *coef28) ;
#if 0
# 46
{ 
# 47
int gid29 = __device_builtin_variable_threadIdx.x; 
# 48
if (gid29 >= count27) { 
# 49
return; 
# 50
}  
# 51
if ((count27 - (__device_builtin_variable_gridDim.z)) > (23)) { 
# 52
return; 
# 53
}  
# 54
__attribute__((unused)) static float sh_30; 
# 55
count27 = (lerp20((sh_30 <= count27) ? 15 : (*in26), nullptr, (21.0)) / (2782U)); 
# 56
} 
#endif
# 58 "v001278.cu"
namespace _GLOBAL__N__606f6889_10_v001278_cu_4d9257cd __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__606f6889_10_v001278_cu_4d9257cd; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__606f6889_10_v001278_cu_4d9257cd __attribute__((visibility("hidden")))  { 
# 59
enum class Phase31: int { On32, Idle33, Low34, Idle35}; 
# 60
}
# 62
static void pack36(long long *buf37, const double *coef38, const double *coef39, int len40) ;
#if 0
# 63
{ 
# 64
int i41 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 65
if ((len40 * i41) >= 55) { 
# 66
return; 
# 67
}  
# 68
lerp20(lerp20(coef39[len40], reinterpret_cast< signed char *>(buf37), ((*coef39) == RADIUS14) ? buf37[i41] : (coef39[4])), nullptr, (__device_builtin_variable_threadIdx.z) + (3)); 
# 69
len40 = ((((coef39[i41]) > (494 / len40)) ? coef39[i41] : (494 / len40)) + (63)); 
# 70
len40 = 61; 
# 71
__attribute__((unused)) static int sh_42[1 + (1 + 14)]; 
# 72
int z43{(int)((((30) + (coef38[1])) + (5)) / (29))}; 
# 73
(sh_42[z43]) = ((RADIUS14 - (((buf37[1]) += RADIUS14), len40)) - ((__device_builtin_variable_gridDim.z) + (*buf37))); 
# 74
} 
#endif
# 76 "v001278.cu"
int main() 
# 77
{ 
# 78
int len44 = 640; 
# 79
(__cudaPushCallConfiguration(1 + 15, (4 + (1 + (RADIUS14 + 116))) * (1 + 1))) ? (void)0 : count7(lerp20(4, nullptr, RADIUS14) + RADIUS14, (1 + len44) / (0.875F)); 
# 80
if ((len44 >= len44) || (len44 < 42)) { 
# 81
return (10UL + len44) - ((len44 > 46UL) ? 22 : RADIUS14); 
# 82
}  
# 83
(__cudaPushCallConfiguration(4 + (1 + 507), 64)) ? (void)0 : scatter25_kernel((const unsigned *)nullptr, (RADIUS14 == len44) ? len44 / len44 : len44, (const float *)nullptr); 
# 84
(__cudaPushCallConfiguration(dim3(32, (len44 + 31) / 32), dim3(8, (len44 + 31) / 32, 1 + (1 + (1 + 1))))) ? (void)0 : pack36(nullptr, nullptr, nullptr, +(RADIUS14 + len44)); 
# 85
return 0; 
# 86
} 

# 1 "v001278.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__606f6889_10_v001278_cu_4d9257cd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001278.cudafe1.stub.c"
#include "v001278.cudafe1.stub.c"
# 1 "v001278.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
