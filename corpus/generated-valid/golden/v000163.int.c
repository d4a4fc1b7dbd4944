# 1 "v000163.cu"
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
# 18 "v000163.cu"
enum Kind7: unsigned char { BLUE8, LOW9 = 2U, ON10, BUSY11}; 
# 25
__attribute__((visibility("hidden"))) void map_probe13(float *data, int n) ;
#if 0
# 25
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((float)2)); }  } 
#endif
# 26 "v000163.cu"
__attribute__((visibility("hidden"))) void map_trace14(int *data, int n) ;
#if 0
# 26
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((int)2)); }  } 
#endif
# 28 "v000163.cu"
int grow15(double a16, const char *__restrict__ src17) { 
# 29
a16 *= (-3L); 
# 30
float w18 = (2 + (*src17)) * ('z'); 
# 31
for (int n19 = 0; n19 < 16; ++n19) { 
# 32
(__cudaPushCallConfiguration(256, 12 + 20, sizeof(int) * (256), (cudaStream_t)0)) ? (void)0 : map_probe13((float *)nullptr, 29); 
# 33
Kind7 v20 = BLUE8; 
# 34
}  
# 35
return 2245; 
# 36
} 
# 38
static int check_rank21(int n22, unsigned char b23) { 
# 39
n22 >>= b23; 
# 40
b23--; 
# 41
int pass24 = 0; 
# 42
do { 
# 43
float q25 = (64); 
# 44
q25 = (q25 + q25); 
# 45
++pass24; 
# 46
} while (pass24 < ((BUSY11) + 6)); 
# 47
return b23; 
# 48
} 
# 50
size_t kick26(unsigned p27, double *__restrict__ dst28, int lane29) { 
# 51
int w30 = 0; 
# 52
do { 
# 53
lane29 |= ((13) * p27); 
# 54
++w30; 
# 55
} while ((w30 < 10) && ((*dst28) >= w30)); 
# 56
Kind7 flag31 = ON10; 
# 57
lane29 = (+(13 / w30)); 
# 58
float w32(w30); 
# 59
return ((w32 + w32) - (('z') - w30)) + ((lane29 % 8) + (LOW9)); 
# 60
} 
# 62
__attribute__((visibility("hidden"))) void bump33_kernel(unsigned char *dst34) ;
#if 0
# 62
{ 
# 63
__attribute__((unused)) extern unsigned long long dyn_35[]; 
# 64
constexpr long v36 = (49); 
# 65
(dst34[6]) <<= ((dyn_35[4]) % (8)); 
# 66
} 
#endif
# 68 "v000163.cu"
__attribute__((visibility("hidden"))) void relax37(long *__restrict__ acc38, int len39, Kind7 a40) ;
#if 0
# 68
{ 
# 69
__attribute__((unused)) extern unsigned short dyn_41[]; 
# 70
(*acc38)--; 
# 71
float m42 = *acc38; 
# 72
a40 = ON10; 
# 73
(dyn_41[5]) = (BLUE8); 
# 74
} 
#endif
# 76 "v000163.cu"
int check_clamp43(Kind7 alpha44, int *data45) { 
# 77
auto op49 = [](unsigned long long diff46) { 
# 78
bool z47 = (true) * ((diff46 << 8) - ((ON10) * diff46)); 
# 79
(__cudaPushCallConfiguration(8, 8 * 16, 0)) ? (void)0 : bump33_kernel(nullptr); 
# 80
int acc48(diff46 % (8)); 
# 81
} ; typedef decltype(op49) __T0;
# 82
op49(alpha44); 
# 83
Kind7 hi50 = LOW9; 
# 84
(__cudaPushCallConfiguration(2, 8 * ((ON10) + ((ON10) + 2)), 0)) ? (void)0 : map_trace14(nullptr, hi50); 
# 85
double u51 = alpha44; 
# 86
alpha44 = BLUE8; 
# 87
return 4668 + hi50; 
# 88
} 
# 90
void host_sweep52(unsigned beta53) { 
# 91
for (int j54 = 2; j54 > 0; --j54) { 
# 92
beta53 = (64); 
# 93
constexpr int r55 = (-4); 
# 94
}  
# 95
bool cnt56 = (beta53 + 17LL) != beta53; 
# 96
Kind7 lim57 = BLUE8; 
# 97
} 
# 99
int main() { 
# 100
int n58 = 2243; 
# 101
(__cudaPushCallConfiguration((n58 + 127) / 128, 1 << ((ON10) + (LOW9)), 1 << 8, (cudaStream_t)0)) ? (void)0 : map_probe13(nullptr, n58); 
# 102
Kind7 f59 = ON10; 
# 103
n58 = ((n58 ^ 3583) % 8); 
# 104
(__cudaPushCallConfiguration(1 << (LOW9), sizeof(unsigned) * (128), sizeof(int) * ((ON10) + ((BUSY11) + ((BUSY11) + (12 + 233)))), nullptr)) ? (void)0 : relax37(nullptr, (LOW9) - (f59 * n58), BUSY11); 
# 105
return 0; 
# 106
} 

# 1 "v000163.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__aaedbf22_10_v000163_cu_007e7c94
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000163.cudafe1.stub.c"
#include "v000163.cudafe1.stub.c"
# 1 "v000163.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
