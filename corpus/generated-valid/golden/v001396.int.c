# 1 "v001396.cu"
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
# 14 "v001396.cu"
namespace img7 { 
# 15
__attribute__((unused)) int smooth8(int stride9, double p10) {int volatile ___ = 1;(void)stride9;(void)p10;
# 24
::exit(___);}
#if 0
# 15
{ 
# 16
if (stride9 == 2) { 
# 17
return (stride9 * stride9); 
# 18
}  
# 19
__attribute__((unused)) static size_t sh_11; 
# 20
__attribute__((unused)) static int sh_12[128]; 
# 21
stride9 = p10; 
# 22
double x13 = (5.75F) * (sh_12[sh_11]); 
# 23
return (58) + (sh_11 % sh_11); 
# 24
} 
#endif
# 26 "v001396.cu"
unsigned check_smooth14(int len15) { 
# 27
--len15; 
# 28
len15 = ((((len15 << 1) == len15) ? len15 / 2 : len15) + len15); 
# 29
if (len15 <= len15) { 
# 30
return (int)len15; 
# 31
}  
# 32
float stride16[7] = {}; 
# 33
return ((len15 != 19) ? len15 : len15) << len15; 
# 34
} 
# 35
}
# 37
__attribute((always_inline)) __attribute__((unused)) inline float shade17(const float *in18, const float *src19) {int volatile ___ = 1;(void)in18;(void)src19;
# 46
::exit(___);}
#if 0
# 37
{ 
# 38
int t20{(12L)}; 
# 39
for (int n21 = 4; n21 > 0; --n21) { 
# 40
t20++; 
# 41
}  
# 42
const float val22 = src19[t20]; 
# 43
--t20; 
# 44
t20 = (t20 % t20); 
# 45
return ((t20 + ((unsigned)53)) + (((4759UL) - val22) + ((sizeof(float)) - (*in18)))); 
# 46
} 
#endif
# 47 "v001396.cu"
__attribute__((section("__nv_managed_data__"))) static bool (*m_bump23)[16] = 0; 
# 49
__attribute__((visibility("hidden"))) void warp24(int lane25, int count26, const float *coef27, const int *input28) ;
#if 0
# 49
{ 
# 50
__attribute__((unused)) extern float dyn_29[]; 
# 51
{ 
# 52
int v30 = count26; 
# 53
float lo31[3] = {static_cast< float>((19 >= v30) ? dyn_29[6] : (32)), (1045)}; 
# 54
} 
# 55
for (int it32 = 14; it32 > 0; --it32) { 
# 56
if (count26 != lane25) { 
# 57
return; 
# 58
}  
# 59
}  
# 60
(dyn_29[lane25]) = ((count26 >= 19LL) ? (*input28) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump23)))[lane25] : (dyn_29[count26]) : (32)); 
# 61
count26 = (-((dyn_29[count26]) / (2))); 
# 62
} 
#endif
# 63 "v001396.cu"
__attribute__((section("__nv_managed_data__"))) static float *m_pack33 = 0; 
# 64
static int d_combine34[32]; 
# 66
namespace impl35 { 
# 67
int probe36(long long p37, float beta38) { 
# 68
int idx39 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack33))); 
# 69
(__cudaPushCallConfiguration((idx39 + 255) / 256, 256)) ? (void)0 : warp24((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack33))), beta38 / (2), &beta38, &idx39); 
# 70
float e40 = (5.125F); 
# 71
unsigned prod41 = (51UL); 
# 72
if (beta38 <= idx39) { 
# 73
goto skip42; 
# 74
}  
# 75
p37++; 
# 76
(__cudaPushCallConfiguration(4, 32 + 224)) ? (void)0 : warp24((float)(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump23)))[prod41]) / idx39), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack33))) + ((p37 + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump23)))[p37])) + (sizeof(float))), &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack33))), &idx39); 
# 77
skip42:; ; 
# 78
return (long)2; 
# 79
} 
# 80
}
# 82
__attribute__((visibility("hidden"))) void spread43(int *data44, const float *src45, int lane46) ;
#if 0
# 82
{ 
# 83
++(*data44); 
# 84
unsigned char base47 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump23)))[lane46]; 
# 85
int off48 = lane46 / 2; 
# 86
} 
#endif
# 88 "v001396.cu"
void check_sweep49(int stride50, int count51, int n52) { 
# 89
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack33))) = ((n52 >> (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump23)))[stride50]) * sizeof(float))) / 2); 
# 90
stride50 = count51; 
# 91
(__cudaPushCallConfiguration(2, 32 + 480)) ? (void)0 : spread43(&stride50, (const float *)nullptr, (+count51) / 2); 
# 92
long long *t53 = (nullptr); 
# 93
if (stride50 != ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump23)))[12])) { 
# 94
goto out54; 
# 95
}  
# 96
(__cudaPushCallConfiguration((count51 + 255) / 256, 32 + 480)) ? (void)0 : warp24(48, stride50, &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack33))), &stride50); 
# 97
(*t53) = (((count51 + 4752) + n52) >> 13); 
# 98
(__cudaPushCallConfiguration(1 << 7, 256)) ? (void)0 : warp24(2, (t53[2]) - (3), &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack33))), (const int *)nullptr); 
# 99
out54:; ; 
# 100
} 
# 102
int main() { 
# 103
int size55 = 1475; 
# 104
size55 = 3; 
# 105
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack33))) = (55ULL); 
# 106
(__cudaPushCallConfiguration((size55 + 255) / 256, 1 << 8)) ? (void)0 : warp24(((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump23)))[14]) + size55) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump23)))[size55])) - ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump23)))[size55]) + 1) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack33)))), 2, (const float *)nullptr, &size55); 
# 107
auto step58 = [acc56 = (int)((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump23)))[size55])](int w57) { 
# 108
(__cudaPushCallConfiguration(512, sizeof(float) * (64), 0)) ? (void)0 : spread43(nullptr, &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack33))), 27UL); 
# 109
} ; typedef decltype(step58) __T0;
# 110
step58((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump23)))[9]); 
# 111
(__cudaPushCallConfiguration(sizeof(unsigned) * (2 + 2), 32, sizeof(float) * (256))) ? (void)0 : spread43(&size55, &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack33))), ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump23)))[5]) - 28U); 
# 112
bool val59 = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump23)))[7]) > ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump23)))[size55]); 
# 113
return 0; 
# 114
} 

# 1 "v001396.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f4dc727e_10_v001396_cu_258e4a7c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001396.cudafe1.stub.c"
#include "v001396.cudafe1.stub.c"
# 1 "v001396.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
