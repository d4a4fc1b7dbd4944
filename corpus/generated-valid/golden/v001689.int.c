# 1 "v001689.cu"
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
# 11 "v001689.cu"
static int d_bump4; 
# 12
static float d_update5[32]; 
# 13
const signed char g_smooth6 = ((4 + 6) * (4 + 1)); 
# 15
inline unsigned long count7(const float *__restrict__ src8, int len9) 
# 16
{ 
# 17
for (int it10 = 0; it10 < len9; ++it10) { 
# 18
double z11{(1.375)}; 
# 19
double q12 = ((32 >> len9) - len9) << 6; 
# 20
}  
# 21
int t13 = src8[len9 & 7]; 
# 22
t13 %= 21UL; 
# 23
return t13 + t13; 
# 24
} 
# 26
namespace _GLOBAL__N__c112da2b_10_v001689_cu_d_bump4 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__c112da2b_10_v001689_cu_d_bump4; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__c112da2b_10_v001689_cu_d_bump4 __attribute__((visibility("hidden")))  { 
# 27
void norm14(unsigned b15) 
# 28
{ 
# 29
do { b15 += count7(nullptr, b15 * (b15 * b15)); } while (0); 
# 30
float *k16 = (nullptr); 
# 31
} 
# 33
constexpr int check_trace17(int n18, int stride19) 
# 34
{ 
# 35
constexpr int e20 = (1773UL); 
# 36
return stride19; 
# 37
} 
# 39
void host_scale21(int lane22, int lane23) 
# 40
{ 
# 41
double res24(check_trace17(lane23, g_smooth6 | lane22) - (lane23 & g_smooth6)); 
# 42
for (int i25 = 0; i25 < lane23; i25 += 2) { 
# 43
float prod26 = check_trace17(i25, check_trace17(i25, ' ')) ^ lane22; 
# 44
if (g_smooth6 > (lane22 + res24)) { 
# 45
return; 
# 46
}  
# 47
}  
# 48
res24 = (16.625); 
# 49
res24 -= (res24 - (check_trace17(-lane23, 53LL + lane23))); 
# 50
} 
# 51
}
# 53
__attribute__((visibility("hidden"))) void accum27_kernel(int stride28, long *__restrict__ acc29, int lane30) ;
#if 0
# 54
{ 
# 55
__attribute__((unused)) extern unsigned char dyn_31[]; 
# 56
int tid32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 57
if (tid32 >= lane30) { 
# 58
return; 
# 59
}  
# 60
(dyn_31[7]) = (count7(nullptr, 4)); 
# 61
lane30 = ((11LL) * (((dyn_31[7]) * (*acc29)) - count7(d_update5, acc29[1]))); 
# 62
switch (lane30) { 
# 63
case 4 + 7:  
# 64
break; 
# 65
}  
# 66
(d_update5[30]) /= (+count7(d_update5, -1728)); 
# 67
int u33 = __device_builtin_variable_threadIdx.y; 
# 68
} 
#endif
# 70 "v001689.cu"
int norm34(int count35, int lane36) 
# 71
{ 
# 72
const int *val37 = &lane36; 
# 73
float lo38 = count35; 
# 74
count35 += (count7(&lo38, count7(nullptr, ' ')) / ('#')); 
# 75
return ((*val37) + lane36); 
# 76
} 
# 77
static double d_clamp39[8]; 
# 79
unsigned run_count40(const float *coef41, int stride42 = ' ') 
# 80
{ 
# 81
host_scale21(30, stride42); 
# 82
host_scale21((check_trace17(coef41[stride42], 20)) % (1U | stride42), 58LL ^ stride42); 
# 83
constexpr float cnt43 = (24.125F); 
# 84
unsigned char hi44 = norm34(count7(&cnt43, check_trace17(stride42, coef41[7])), 0 ^ stride42); 
# 85
return norm34((1LL + stride42) ^ (count7(coef41, hi44)), hi44 * (g_smooth6 * (*coef41))); 
# 86
} 
# 88
int main() 
# 89
{ 
# 90
int count45 = 2765; 
# 91
norm34(count45 + check_trace17(count45, 38), 4); 
# 92
for (int n46 = count45; n46 > 0; --n46) { 
# 93
count45 %= (((n46 * g_smooth6) + 5) ^ count45); 
# 94
(__cudaPushCallConfiguration(4, 64)) ? (void)0 : accum27_kernel((long long)((count45 += n46), n46), nullptr, 38ULL); 
# 95
}  
# 96
return 0; 
# 97
} 

# 1 "v001689.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c112da2b_10_v001689_cu_d_bump4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001689.cudafe1.stub.c"
#include "v001689.cudafe1.stub.c"
# 1 "v001689.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
