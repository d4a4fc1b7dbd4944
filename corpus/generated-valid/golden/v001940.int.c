# 1 "v001940.cu"
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
# 14 "v001940.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned char (*m_update7)[64] = 0; 
# 15
__attribute__((section("__nv_managed_data__"))) static unsigned (*m_spread8)[16] = 0; 
# 16
static void kick9_kernel(const unsigned short *coef10, int len11, float *__restrict__ data12, const int *__restrict__ coef13) ;
#if 0
# 16
{ 
# 17
int gid14 = __device_builtin_variable_threadIdx.x; 
# 18
for (unsigned char prod15 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update7)))) { 
# 19
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update7)))[37]) = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread8)))[len11]); 
# 20
++((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread8)))[len11]); 
# 21
}  
# 22
} 
#endif
# 23 "v001940.cu"
constexpr int RADIUS16 = (2 * (2 * 2)); 
# 24
void clamp17(int stride18, float a19, float *acc20) { 
# 25
stride18 = (*acc20); 
# 26
if ((((a19 < (acc20[3])) ? a19 : (acc20[3])) + (RADIUS16 - (acc20[stride18]))) != (49U * stride18)) { 
# 27
if (((acc20[stride18]) > (44)) && (acc20 != (nullptr))) { 
# 28
return; 
# 29
}  
# 30
}  
# 31
(acc20[3])--; 
# 32
a19++; 
# 33
} 
# 34
__attribute__((visibility("hidden"))) void step21_kernel(int lane22, int stride23, int n24) ;
#if 0
# 34
{ 
# 35
int gid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
n24 = (RADIUS16 + (n24 % gid25)); 
# 37
for (int it26 = 2; it26 > 0; --it26) { 
# 38
for (int i27 = 0; i27 < (RADIUS16 + 2); i27++) { 
# 39
n24 ^= 3356; 
# 40
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread8)))[__device_builtin_variable_threadIdx.x]) = ((it26 + 33) / (-it26)); 
# 41
}  
# 42
double mid28 = ((lane22 * stride23) < ((~it26) * 46)) ? lane22 * stride23 : ((~it26) * 46); 
# 43
}  
# 44
} 
#endif
# 45 "v001940.cu"
int check_pivot29(unsigned alpha30, int stride31) { 
# 46
auto fn33 = [&](float off32)->int { 
# 47
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread8)))[2]) = (1081); 
# 48
off32 = ((((stride31) | 8) < off32) ? (stride31) | 8 : off32); 
# 49
(alpha30) *= (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread8)))[alpha30]) + (RADIUS16 / (off32 + (alpha30)))); 
# 50
return (((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread8)))[stride31]) != (stride31)) ? 33 : 24) != RADIUS16) ? 28L : (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update7)))[14]) % sizeof(int)); 
# 51
} ; typedef decltype(fn33) __T0;
# 52
fn33((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update7)))[stride31]); 
# 53
(__cudaPushCallConfiguration(RADIUS16 + (33 + 471), RADIUS16 + 248, sizeof(int) * (64))) ? (void)0 : kick9_kernel(nullptr, -(33 | stride31), nullptr, nullptr); 
# 54
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update7)))[18]) = alpha30; 
# 55
return RADIUS16; 
# 56
} 
# 57
namespace _GLOBAL__N__88bcca75_10_v001940_cu_feed57f4 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__88bcca75_10_v001940_cu_feed57f4; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__88bcca75_10_v001940_cu_feed57f4 __attribute__((visibility("hidden")))  { 
# 58
void stencil34_kernel(int lane35, float *data36, long *__restrict__ buf37) ;
#if 0
# 58
{ 
# 59
unsigned i38 = __device_builtin_variable_threadIdx.x; 
# 60
if ((i38 | RADIUS16) != ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread8)))[3])) { 
# 61
return; 
# 62
}  
# 63
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update7)))[i38]) *= lane35; 
# 64
char k39{(127U)}; 
# 65
if ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update7)))[lane35]) != RADIUS16) || (!data36)) { 
# 66
if ((k39 >= k39) && ((*buf37) & (1)) && (((!data36) ? __device_builtin_variable_threadIdx.x : (28)) <= k39)) { 
# 67
lane35++; 
# 68
}  
# 69
lane35 += ((((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update7)))[lane35]) >= RADIUS16) ? 1829 : ('\n')) <= (__device_builtin_variable_blockIdx.z)) ? ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread8)))[4]) * (47) : ((((data36[i38]) * i38) < (4)) ? (data36[i38]) * i38 : (4))); 
# 70
}  
# 71
} 
#endif
# 72 "v001940.cu"
}
# 73
int tile40(const long *__restrict__ in41, int count42, unsigned short b43) { 
# 74
count42 %= ((*in41) - count42); 
# 75
if (in41 != (nullptr)) { 
# 76
count42 -= (((count42 > RADIUS16) && ((b43 ^ 3) > (in41[0]))) ? count42 : 12UL); 
# 77
if (b43) { 
# 78
return 32L; 
# 79
}  
# 80
count42 |= ((in41[b43 & 7]) + (55U)); 
# 81
}  
# 82
auto sum44 = ((((*in41) | (in41[b43])) ^ (13 * b43)) < ((!b43) ? ((in41[2]) < (16)) ? in41[2] : (16) : ((in41[b43]) | (39)))) ? ((*in41) | (in41[b43])) ^ (13 * b43) : ((!b43) ? ((in41[2]) < (16)) ? in41[2] : (16) : ((in41[b43]) | (39))); 
# 83
unsigned lim45 = sum44 ^ ((6 + count42) - 52L); 
# 84
return ((41 * count42) - 4391) * RADIUS16; 
# 85
} 
# 86
inline long check_smooth46(int len47, float b48) { 
# 87
++len47; 
# 88
auto cnt49 = -(RADIUS16 % len47); 
# 89
return sizeof(int); 
# 90
} 
# 91
int main() { 
# 92
int len50 = 2947; 
# 93
(__cudaPushCallConfiguration(sizeof(int) * (RADIUS16 + 24), sizeof(unsigned) * (RADIUS16 + 120))) ? (void)0 : step21_kernel(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread8)))[len50 & 15]) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread8)))[7] : (3374), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update7)))[len50 & 63], -33); 
# 94
const int acc51 = ((len50 & (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update7)))[len50 & 63]) + 10ULL)) < ((len50 & len50) + 7L)) ? len50 & (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update7)))[len50 & 63]) + 10ULL) : ((len50 & len50) + 7L); 
# 95
(__cudaPushCallConfiguration(sizeof(unsigned) * (8), sizeof(float) * (32), sizeof(float) * (33 + 223))) ? (void)0 : stencil34_kernel(21, (float *)nullptr, nullptr); 
# 96
return 0; 
# 97
} 

# 1 "v001940.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__88bcca75_10_v001940_cu_feed57f4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001940.cudafe1.stub.c"
#include "v001940.cudafe1.stub.c"
# 1 "v001940.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
