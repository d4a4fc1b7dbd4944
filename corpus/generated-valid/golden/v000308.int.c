# 1 "v000308.cu"
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
# 28 "v000308.cu"
static int c_probe11; 
# 29
int g_warp12 = 47; 
# 31
namespace _GLOBAL__N__bf646c88_10_v000308_cu_f6b1e513 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__bf646c88_10_v000308_cu_f6b1e513; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__bf646c88_10_v000308_cu_f6b1e513 __attribute__((visibility("hidden")))  { 
# 32
void update13_kernel(int stride14, int len15, float p16, const float *coef17) ;
#if 0
# 32
{ 
# 33
++stride14; 
# 34
double mid18 = *coef17; 
# 35
do { len15 += ((stride14 - (coef17[4])) - ((1ULL * len15) - (6))); } while (0); 
# 36
static_assert((51 > 50), "size check");
# 37
len15--; 
# 38
} 
#endif
# 39 "v000308.cu"
}
# 40
static float c_score19[2]; 
# 41
constexpr long RADIUS20 = (256); 
# 42
static unsigned c_apply21[4]; 
# 44
__attribute__((visibility("hidden"))) void rank22_kernel(const float *src23, float cfg24) ;
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern unsigned char dyn_25[]; 
# 46
(dyn_25[c_probe11]) |= (dyn_25[c_probe11]); 
# 47
cfg24 *= ((char)(-50)); 
# 48
} 
#endif
# 50 "v000308.cu"
__attribute__((visibility("hidden"))) void probe26(unsigned long *out27, float *dst28, int n29) ;
#if 0
# 50
{ 
# 51
__attribute__((unused)) extern float dyn_30[]; 
# 52
--n29; 
# 53
(dst28[c_probe11])--; 
# 54
n29--; 
# 55
} 
#endif
# 58 "v000308.cu"
__attribute__((visibility("hidden"))) void norm31_kernel(int *data32, unsigned long long *dst33, long *buf34) ;
#if 0
# 58
{ 
# 59
for (int i35 = 0; i35 < c_probe11; i35++) { 
# 60
static_assert(((5 * 9) == 45));
# 61
}  
# 62
do { (*dst33) += ((((buf34[4]) * (*data32)) - (5UL * (*buf34))) - (*dst33)); } while (0); 
# 63
const int flag36 = 34; 
# 64
(dst33[0]) = ((((*dst33) - (58UL)) + RADIUS20) * (58)); 
# 65
int stride37 = (11) - ((c_score19[c_probe11]) * (-(buf34[5]))); 
# 66
} 
#endif
# 68 "v000308.cu"
extern "C" {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 69
__attribute__((unused)) static void probe41(float q42) {int volatile ___ = 1;(void)q42;
# 75
::exit(___);}
#if 0
# 69
{ 
# 70
q42 -= ((23 >> ((c_apply21[c_probe11]) << c_probe11)) * (c_apply21[c_probe11])); 
# 71
int cnt43[2]{(static_cast< int>(sizeof(unsigned char))), 10}; 
# 72
size_t y44 = cnt43[c_probe11]; 
# 73
++(cnt43[1]); 
# 74
y44 = (q42 + (y44 + ((54) - (c_apply21[y44])))); 
# 75
} 
#endif

#pragma GCC diagnostic pop

# 77 "v000308.cu"
__attribute__((visibility("hidden"))) void warp38(int stride39, short cfg40) ;
#if 0
# 77
{ 
# 78
static_assert((37 > 36), "expected value");
# 79
cfg40 = (11UL + c_probe11); 
# 80
} 
#endif
# 81 "v000308.cu"
}
# 82
using real45_t = float; 
# 84
namespace _GLOBAL__N__bf646c88_10_v000308_cu_f6b1e513 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__bf646c88_10_v000308_cu_f6b1e513; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__bf646c88_10_v000308_cu_f6b1e513 __attribute__((visibility("hidden")))  { 
# 85
inline void blend46(bool b47, const unsigned *coef48, double beta49) { 
# 86
++beta49; 
# 87
int *k50 = (nullptr); 
# 88
++(k50[3]); 
# 89
} 
# 90
}
# 92
int main() { 
# 93
int count51 = 1351; 
# 94
auto step55 = [=](auto stride52, auto val53) { 
# 95
g_warp12++; 
# 96
dim3 diff54(1, ((count51) + 255) / 256, (g_warp12 + 127) / 128); 
# 97
val53 = (RADIUS20 * stride52); 
# 98
return stride52 * 2; 
# 99
} ; typedef decltype(step55) __T0;
# 100
step55(g_warp12, g_warp12); 
# 101
blend46(g_warp12, nullptr, (double)(12.125)); 
# 102
(__cudaPushCallConfiguration(32, sizeof(int) * (128), 0)) ? (void)0 : warp38(step55(count51, g_warp12), 45); 
# 103
float stride56[5] = {}; 
# 104
(__cudaPushCallConfiguration((count51 + 127) / 128, dim3((g_warp12 + 127) / 128, sizeof(unsigned) * (128), (g_warp12 + 255) / 256), sizeof(int) * (128), nullptr)) ? (void)0 : update13_kernel(stride56[count51], 0, (64 / count51) + 5, stride56); 
# 105
(__cudaPushCallConfiguration((count51 + 31) / 32, 1 << 6)) ? (void)0 : rank22_kernel(stride56, 5); 
# 106
(__cudaPushCallConfiguration(((dim3)(1 << (5 + 3))), 512, sizeof(int) * (256), (cudaStream_t)0)) ? (void)0 : probe26((unsigned long *)nullptr, stride56, g_warp12 + 5); 
# 107
return 0; 
# 108
} 

# 1 "v000308.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bf646c88_10_v000308_cu_f6b1e513
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000308.cudafe1.stub.c"
#include "v000308.cudafe1.stub.c"
# 1 "v000308.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
