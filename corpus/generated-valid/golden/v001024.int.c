# 1 "v001024.cu"
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
# 9 "v001024.cu"
__attribute__((section("__nv_managed_data__"))) static bool (*m_drift5)[64] = 0; 
# 12
int score6(unsigned long long beta7, int *__restrict__ acc8, unsigned beta9) 
# 13
{ 
# 14
if (beta9 >= sizeof(unsigned)) { 
# 15
if ((acc8[2]) & 1) { 
# 16
return beta7 + ((beta7 < beta9) ? 24 : (*acc8)); 
# 17
}  
# 18
} else { 
# 19
long q10 = (41); 
# 20
}  
# 21
if ((acc8[beta9 & (7)]) < 43UL) { 
# 22
return acc8[3]; 
# 23
}  
# 24
return 394; 
# 25
} 
# 28
float host_spread11(float a12, int stride13 = 11) 
# 29
{ 
# 30
score6(score6((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift5)))[stride13], &stride13, ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift5)))[stride13]) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift5)))[41])), &stride13, score6(a12, &stride13, a12)); 
# 31
if (((a12 * (53UL)) * (score6(19L, nullptr, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift5)))[48]))) > (score6(stride13, nullptr, a12))) { 
# 32
float tmp14 = 58L - stride13; 
# 33
} else { 
# 34
long x15 = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift5)))[stride13]) % score6((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift5)))[55], nullptr, 2065ULL); 
# 35
}  
# 36
long long s16 = (sizeof(double)); 
# 37
score6((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift5)))[31], &stride13, a12); 
# 38
return a12; 
# 39
} 
# 41
inline void weigh17(int lane18, int stride19, int len20) 
# 42
{ 
# 43
score6(stride19, &lane18, 64LL % stride19); 
# 44
int w21 = 0; 
# 45
while (w21 < lane18) { 
# 46
if (stride19 < (score6(len20, (int *)nullptr, 15) ^ 54)) { 
# 47
unsigned k22 = lane18; 
# 48
float lim23 = score6(63 * len20, &lane18, 4767UL) & (len20 - stride19); 
# 49
}  
# 50
++w21; 
# 51
}  
# 52
} 
# 55
__attribute__((visibility("hidden"))) void merge24_kernel(const float *__restrict__ in25, int *__restrict__ data26, bool beta27) ;
#if 0
# 56
{ 
# 57
int idx28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
(*data26) = (beta27 - (((data26[idx28]) += (data26[(__device_builtin_variable_threadIdx.z) & (7)])), ((__device_builtin_variable_gridDim.x) + (__device_builtin_variable_threadIdx.y)))); 
# 59
__attribute__((unused)) static float sh_29; 
# 60
const float *q30 = &sh_29; 
# 61
__attribute__((unused)) static float sh_31[16]; 
# 62
} 
#endif
# 63 "v001024.cu"
__attribute__((section("__nv_managed_data__"))) static size_t *m_norm32 = 0; 
# 65
__attribute__((visibility("hidden"))) void combine33(int len34, int lane35) ;
#if 0
# 66
{ 
# 67
int tid36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 68
if (tid36 >= len34) { 
# 69
return; 
# 70
}  
# 71
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift5)))[28]) = ((len34 / 2) != (score6(1, &len34, tid36) + 17)); 
# 72
int w37 = __device_builtin_variable_blockIdx.x; 
# 73
} 
#endif
# 75 "v001024.cu"
int scale38(unsigned a39, int lane40 = 50U) 
# 76
{ 
# 77
switch (lane40) { 
# 78
case 5:  
# 79
break; 
# 80
case 8:  
# 81
a39 -= (((2) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm32))) & (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm32))))) + ((float)(lane40 / 2))); 
# 82
break; 
# 83
case 11:  
# 84
(__cudaPushCallConfiguration(4, 128, 0)) ? (void)0 : merge24_kernel(nullptr, &lane40, (a39 & ((34) - a39)) <= ((13U) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm32))))); 
# 85
break; 
# 86
}  
# 87
return (score6(host_spread11((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift5)))[lane40]), &lane40, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm32))))) + (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift5)))[lane40]) + host_spread11(a39, 10L)); 
# 88
} 
# 90
int main() 
# 91
{ 
# 92
int len41 = 1604; 
# 93
scale38((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift5)))[10]) > len41) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm32))) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift5)))[51]) : (scale38(27, len41)), scale38((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm32))), ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift5)))[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm32)))]) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm32))))); 
# 94
(__cudaPushCallConfiguration(32, 32 * 4)) ? (void)0 : combine33(len41, (len41 - 26U) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm32)))); 
# 95
if ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift5)))[15]) / sizeof(unsigned char)) <= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift5)))[20])) { 
# 96
int flag42 = -score6((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm32))) / (58L), &len41, 35); 
# 97
char diff43 = flag42; 
# 98
} else { if ((31 % len41) > len41) { }  }  
# 99
return 0; 
# 100
} 

# 1 "v001024.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__af91f94a_10_v001024_cu_m_drift5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001024.cudafe1.stub.c"
#include "v001024.cudafe1.stub.c"
# 1 "v001024.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
