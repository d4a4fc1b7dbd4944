# 1 "v001886.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 14 "v001886.cu"
template< class T, int N = 1> static void 
# 15
__wrapper__device_stub_norm3(const T *&src4) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 15
{ 
# 16
__attribute__((unused)) static long sh_5; 
# 17
sh_5 ^= (((((src4[5]) >= sh_5) ? 7 : N) * (41UL - sh_5)) + (28UL + sh_5)); 
# 18
} 
#endif

#pragma GCC diagnostic pop

# 14 "v001886.cu"
template< class T, int N = 1> static void 
# 15
norm3(const T *src4) {__wrapper__device_stub_norm3<T,N>(src4);
# 18
return;}
#if 0
# 15
{ 
# 16
__attribute__((unused)) static long sh_5; 
# 17
sh_5 ^= (((((src4[5]) >= sh_5) ? 7 : N) * (41UL - sh_5)) + (28UL + sh_5)); 
# 18
} 
#endif
# 20 "v001886.cu"
__attribute__((visibility("hidden"))) void gather6(unsigned char p7, int lane8) ;
#if 0
# 20
{ 
# 21
__attribute__((unused)) extern float dyn_9[]; 
# 22
constexpr float idx10 = (8.625F); 
# 23
if ((dyn_9[p7]) != lane8) { 
# 24
goto skip11; 
# 25
}  
# 26
++p7; 
# 27
skip11:; ; 
# 28
} 
#endif
# 29 "v001886.cu"
static float c_weigh12; 
# 31
int scale13(unsigned cfg14, int len15, int *dst16) { 
# 32
cfg14 = (63); 
# 33
long prod17 = (46); 
# 34
constexpr int x18 = 24; 
# 35
return prod17; 
# 36
} 
# 37
enum class Color19 { 
# 38
Idle20 = 2, 
# 39
Blue21 = 6, 
# 40
Idle22, 
# 41
Fast23, 
# 42
Mul24 = 13
# 43
}; 
# 46
static void mix25_kernel(const int *coef26, float b27, const double *input28, float *data29) ;
#if 0
# 46
{ 
# 47
{ 
# 48
for (int n30 = 6; n30 > 0; --n30) { 
# 49
if ((scale13(8, c_weigh12, const_cast< int *>(coef26))) != b27) { 
# 50
break; 
# 51
}  
# 52
auto tmp31 = scale13(scale13(coef26[5], 8, reinterpret_cast< int *>(data29)), n30 % 33U, reinterpret_cast< int *>(data29)) - (static_cast< short>(1)); 
# 53
}  
# 54
for (int it32 = 0; it32 < 14; it32 += 2) { 
# 55
unsigned long long *off33 = reinterpret_cast< unsigned long long *>(data29); 
# 56
}  
# 57
} 
# 58
++b27; 
# 59
} 
#endif
# 61 "v001886.cu"
double check_drift34(int count35, float alpha36) { 
# 62
alpha36 = (scale13(8, 60, static_cast< int *>(nullptr))); 
# 63
count35 = (((int)(static_cast< double>(52))) * count35); 
# 64
(__cudaPushCallConfiguration((1 + 1) * (1 + 1), 2 * 16)) ? (void)0 : gather6(7 - ((alpha36 != (13)) ? 3 : count35), scale13(alpha36, 944, nullptr)); 
# 65
return ((scale13(57U - count35, ' ', nullptr)) > alpha36) ? -(count35 * (18.75F)) : (scale13(count35 - alpha36, 1, nullptr)); 
# 66
} 
# 68
namespace _GLOBAL__N__a37bab0d_10_v001886_cu_d48f1bef __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__a37bab0d_10_v001886_cu_d48f1bef; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__a37bab0d_10_v001886_cu_d48f1bef __attribute__((visibility("hidden")))  { 
# 69
void score37_kernel(int len38, unsigned *buf39, int n40) ;
#if 0
# 69
{ 
# 70
__attribute__((unused)) static long long sh_41[256]; 
# 71
__attribute__((unused)) static double sh_42[8]; 
# 72
} 
#endif
# 74 "v001886.cu"
void spread43_kernel(bool cfg44, int len45, float *buf46) ;
#if 0
# 74
{ 
# 75
cfg44 = len45; 
# 76
float h47 = (static_cast< int>(64)); 
# 77
{ 
# 78
int m48[7]{(2UL), 1, (static_cast< int>(1089)), 5, len45, len45, 4}; 
# 79
switch (scale13(40, 1385L, m48)) { 
# 80
case 1:  { 
# 81
float w49{(7.0F)}; 
# 82
long m50[7]{9L, ('A'), 2L, (-22), 2L, 3L, (long)cfg44}; 
# 83
break; 
# 84
} 
# 85
case 1 + 11:  
# 86
break; 
# 87
default:  
# 88
break; 
# 89
}  
# 90
} 
# 91
} 
#endif
# 92 "v001886.cu"
double g_filter51 = ((21.125F)); 
# 93
}
# 95
int main() { 
# 96
int size52 = 404; 
# 97
(__cudaPushCallConfiguration((size52 + 63) / 64, 64)) ? (void)0 : gather6(check_drift34(27, check_drift34('\t', 28UL)), scale13(42, (size52 > g_filter51) ? g_filter51 : (33), nullptr)); 
# 98
--g_filter51; 
# 99
(__cudaPushCallConfiguration((size52 + 255) / 256, 128)) ? (void)0 : norm3< unsigned, 5> (nullptr); 
# 100
(__cudaPushCallConfiguration((size52 + 127) / 128, 256, sizeof(int) * (256), (cudaStream_t)0)) ? (void)0 : mix25_kernel((const int *)nullptr, static_cast< size_t>(check_drift34(size52, (9.0F))), static_cast< const double *>(nullptr), (float *)nullptr); 
# 101
(__cudaPushCallConfiguration(2, (1 + 7) * 16)) ? (void)0 : score37_kernel(check_drift34((long)g_filter51, scale13(g_filter51, g_filter51, nullptr)), nullptr, ((g_filter51 != size52) ? size52 : size52) / (g_filter51 - (1))); 
# 102
return 0; 
# 103
} 

# 1 "v001886.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a37bab0d_10_v001886_cu_d48f1bef
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001886.cudafe1.stub.c"
#include "v001886.cudafe1.stub.c"
# 1 "v001886.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
