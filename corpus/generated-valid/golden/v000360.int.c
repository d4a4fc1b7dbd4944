# 1 "v000360.cu"
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
# 10 "v000360.cu"
static unsigned short d_drift3[8]; 
# 12
__attribute__((visibility("hidden"))) void fold4_kernel(const int *__restrict__ src5, const int *__restrict__ coef6) ;
#if 0
# 12
{ 
# 13
(d_drift3[4]) = (55); 
# 14
if (float stride7((55)); !(((coef6[2]) > 42) || ((coef6[3]) <= 4))) { 
# 15
if (((*coef6) / stride7) > (61)) { 
# 16
(d_drift3[6]) = (55 - ((coef6[7]) + (src5[0]))); 
# 17
}  
# 18
unsigned r8 = (18 * (*src5)) * (((26) + stride7) + (__alignof__(float))); 
# 19
}  
# 20
++(d_drift3[4]); 
# 21
} 
#endif
# 23 "v000360.cu"
static void trace9_kernel(int lane10, double *out11, int count12) ;
#if 0
# 23
{ 
# 24
if (!((out11[4]) != (53UL))) { 
# 25
return; 
# 26
}  
# 27
const unsigned z13 = (0); 
# 28
float prod14{(54L)}; 
# 29
bool t15 = ((int)prod14) + ((true) - lane10); 
# 30
} 
#endif
# 32 "v000360.cu"
template< class T> __attribute__((unused)) unsigned 
# 33
count16(T cfg17, float *__restrict__ out18, int stride19) {int volatile ___ = 1;(void)cfg17;(void)out18;(void)stride19;
# 41
::exit(___);}
#if 0
# 33
{ 
# 34
stride19++; 
# 35
++(out18[stride19]); 
# 36
cfg17 = stride19; 
# 37
(out18[3]) = (55); 
# 38
T lim20 = ((6.625F)); 
# 39
unsigned char *e21 = reinterpret_cast< unsigned char *>(out18); 
# 40
return ((stride19 + (e21[1])) << (4184 - (d_drift3[stride19]))); 
# 41
} 
#endif
# 43 "v000360.cu"
__attribute__((visibility("hidden"))) void clamp22(const unsigned long long *__restrict__ input23) ;
#if 0
# 43
{ 
# 44
int cnt24 = (54UL); 
# 45
(d_drift3[7]) = (((input23[5]) + (55)) + (((*input23) * (55)) - (43U))); 
# 46
unsigned long stride25 = ((int)55); 
# 47
} 
#endif
# 49 "v000360.cu"
namespace gpu26 { 
# 50
struct __attribute((aligned(8))) Cell27 { 
# 51
int flag28; 
# 52
int flag29; 
# 53
double sum30; 
# 54
}; 
# 56
inline Cell27 operator+(Cell27 a, Cell27 b) { 
# 57
Cell27 r = a; 
# 58
(r.flag28) += (b.flag28); 
# 59
(r.flag29) += (b.flag29); 
# 60
(r.sum30) += (b.sum30); 
# 61
return r; 
# 62
} 
# 63
static float c_gather31[8]; 
# 64
}
# 66
__attribute__((visibility("hidden"))) void sweep32_kernel(const gpu26::Cell27 p33, int len34, float p35, int lane36) ;
#if 0
# 66
{ 
# 67
float diff37 = p35; 
# 68
(d_drift3[6]) = (56); 
# 69
if (len34 != (p33.flag29)) { 
# 70
return; 
# 71
}  
# 72
(d_drift3[lane36]) = ((((lane36 <= 18) ? diff37 : lane36) + (57)) * (p33.flag29)); 
# 73
if (int prod38 = p33.flag28; prod38 <= (diff37 - (sizeof(int)))) { 
# 74
(d_drift3[5]) = (9); 
# 75
(++(d_drift3[prod38])), ((d_drift3[prod38]) = (35 + lane36)); 
# 76
}  
# 77
} 
#endif
# 80 "v000360.cu"
static void fuse39_kernel(const gpu26::Cell27 beta40, int len41) ;
#if 0
# 80
{ 
# 81
__attribute__((unused)) extern double dyn_42[]; 
# 82
(d_drift3[0]) = (((char)(gpu26::c_gather31[len41])) - (d_drift3[3])); 
# 83
++(dyn_42[len41]); 
# 84
(d_drift3[len41]) = ((d_drift3[len41]) - (((long long)19U) + (gpu26::c_gather31[len41]))); 
# 85
unsigned char off43 = (10UL); 
# 86
gpu26::Cell27 res44 = gpu26::Cell27{len41, 57, (-(13.0))}; 
# 87
gpu26::Cell27 flag45{(36U), 7, (18.875)}; 
# 88
} 
#endif
# 90 "v000360.cu"
void check_norm46(double p47) { 
# 91
p47 = (-14); 
# 92
const char *mid48 = ("AB_tail"); 
# 93
} 
# 95
int main() { 
# 96
int len49 = 2982; 
# 97
if ((len49 >= len49) ? 55 : len49) { 
# 98
len49 = (1L); 
# 99
}  
# 100
(__cudaPushCallConfiguration((len49 + 127) / 128, sizeof(int) * (128), sizeof(double) * (32))) ? (void)0 : sweep32_kernel(gpu26::Cell27{(43L), 1932, (double)((len49 >= len49) ? len49 : 27LL)}, 39U + (len49 >> 12), (13.375F), len49); 
# 101
(__cudaPushCallConfiguration((len49 + 63) / 64, 55 + 9, sizeof(int) * (64), (cudaStream_t)0)) ? (void)0 : fold4_kernel(&len49, &len49); 
# 102
(__cudaPushCallConfiguration(4, 55 + 9, sizeof(double) * (256), nullptr)) ? (void)0 : trace9_kernel(((len49 * 55) > len49) ? len49 : (2211L * len49), nullptr, (len49 - len49) + len49); 
# 103
(__cudaPushCallConfiguration((len49 + 255) / 256, 512, 0, nullptr)) ? (void)0 : clamp22((const unsigned long long *)nullptr); 
# 104
(__cudaPushCallConfiguration((len49 + 31) / 32, 1 << 7, 1 << 8)) ? (void)0 : fuse39_kernel(gpu26::Cell27{(1274UL), (23ULL), (47UL)}, len49); 
# 105
return 0; 
# 106
} 

# 1 "v000360.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f590b1c7_10_v000360_cu_d_drift3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000360.cudafe1.stub.c"
#include "v000360.cudafe1.stub.c"
# 1 "v000360.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
