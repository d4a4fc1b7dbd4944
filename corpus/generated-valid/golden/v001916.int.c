# 1 "v001916.cu"
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
# 7 "v001916.cu"
enum class Phase3: unsigned { 
# 8
High4, 
# 9
High5 = 3U, 
# 10
High6 = 8U, 
# 11
Mul7 = 13U, 
# 12
Mul8
# 13
}; 
# 15
__attribute__((visibility("hidden"))) void weigh9(int *data10) ;
#if 0
# 15
{ 
# 16
(*data10) += 30; 
# 17
char f11 = (59); 
# 18
(*data10) = (-(((data10[2]) * f11) - 11)); 
# 19
f11 = (*data10); 
# 20
if (sizeof(int) < ((data10[f11 & 7]) % f11)) { 
# 21
return; }  
# 22
--f11; 
# 23
float z12 = (((data10 != (nullptr)) ? (data10[0]) | 24 : (14UL - f11)) + (((data10[f11]) - 10) + (data10[f11]))) + f11; 
# 24
} 
#endif
# 25 "v001916.cu"
using idx13_t = unsigned; 
# 28
__attribute__((visibility("hidden"))) void sweep14_kernel(int count15, int count16, int count17) ;
#if 0
# 28
{ 
# 29
__attribute__((unused)) static long sh_18[128]; 
# 30
double cnt19 = ((5.0) * (count17 / 3739UL)) + (+count16); 
# 31
__attribute__((unused)) static float sh_20[64]; 
# 32
} 
#endif
# 34 "v001916.cu"
__attribute__((visibility("hidden"))) void sweep21_kernel(const long *input22, int *out23, idx13_t cfg24, float *acc25) ;
#if 0
# 34
{ 
# 35
++(*acc25); 
# 36
Phase3 base26 = Phase3::High4; 
# 37
cfg24 = ((((acc25[4]) + (57)) - (*input22)) - ((char)(acc25[cfg24 & (7)]))); 
# 38
} 
#endif
# 40 "v001916.cu"
int run_smooth27(int n28, double a29, float cfg30 = (2.375F)) { 
# 41
auto lam32 = [&]() { 
# 42
(__cudaPushCallConfiguration(16, dim3(8, sizeof(float) * (8)))) ? (void)0 : sweep14_kernel((13U + (n28)) - (cfg30), n28, sizeof(double)); 
# 43
Phase3 t31 = Phase3::High4; 
# 44
} ; typedef decltype(lam32) __T0;
# 45
lam32(); 
# 46
(__cudaPushCallConfiguration(((dim3)((n28 + 31) / 32)), 512)) ? (void)0 : weigh9(&n28); 
# 47
cfg30 = (a29 + (1)); 
# 48
return a29; 
# 49
} 
# 51
__attribute__((visibility("hidden"))) void tally33(long long *buf34, int *dst35) ;
#if 0
# 51
{ 
# 52
for (int i36 = 12; i36 > 0; --i36) { 
# 53
__attribute__((unused)) static int sh_37[256]; 
# 54
unsigned tmp38 = i36; 
# 55
}  
# 56
} 
#endif
# 58 "v001916.cu"
__attribute__((visibility("hidden"))) void probe39_kernel(idx13_t b40) ;
#if 0
# 58
{ 
# 59
constexpr int z41 = 57; 
# 60
bool w42 = ((((b40 <= (49)) ? 35 : 11) + ((2) + b40)) != z41) && ((b40 ^ (24)) < b40); 
# 61
float val43 = b40; 
# 62
} 
#endif
# 63 "v001916.cu"
constexpr double kW44 = (9.0); 
# 64
enum Op45: unsigned { 
# 65
ADD46, 
# 66
MUL47, 
# 67
GREEN48, 
# 68
FAST49, 
# 69
OFF50 = 5U
# 70
}; 
# 72
int main() { 
# 73
int n51 = 3995; 
# 74
int lim52 = 33U - (n51 ^ (n51 - n51)); 
# 75
++n51; 
# 76
if (lim52 <= lim52) { 
# 77
return sizeof(float); }  
# 78
(__cudaPushCallConfiguration(1, sizeof(float) * ((MUL47) + ((GREEN48) + ((MUL47) + ((MUL47) + ((GREEN48) + ((FAST49) + (6))))))))) ? (void)0 : sweep21_kernel(nullptr, nullptr, (n51 + n51) ^ 15U, (float *)nullptr); 
# 79
(__cudaPushCallConfiguration(8 * 2, (GREEN48) + (254))) ? (void)0 : tally33((long long *)nullptr, &n51); 
# 80
(__cudaPushCallConfiguration(((dim3)((MUL47) + ((GREEN48) + (1)))), sizeof(float) * ((OFF50) + (59)), 0)) ? (void)0 : probe39_kernel((49) ^ (n51 + 63U)); 
# 81
return 0; 
# 82
} 

# 1 "v001916.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__65371ad9_10_v001916_cu_53d3bc88
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001916.cudafe1.stub.c"
#include "v001916.cudafe1.stub.c"
# 1 "v001916.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
