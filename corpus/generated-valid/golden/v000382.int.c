# 1 "v000382.cu"
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
# 16 "v000382.cu"
static void warp6(double *buf7, unsigned *dst8, const double *src9) ;
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern int dyn_10[]; 
# 19
int tid11 = __device_builtin_variable_threadIdx.x; 
# 20
constexpr float q12 = ('z'); 
# 21
bool lo13 = !(((19) != ((dst8[5]) % sizeof(long))) || ((23) != ((dst8[tid11]) - (17)))); 
# 22
(buf7[tid11]) = (dyn_10[4]); 
# 23
lo13 = (((buf7[5]) - q12) != ((8) + (__device_builtin_variable_gridDim.y))); 
# 24
} 
#endif
# 25 "v000382.cu"
static constexpr int DEPTH14 = (1 << 6); 
# 26
static int c_weigh15; 
# 27
struct Span16 { 
# 28
int sum17, x18; 
# 29
int sum19, w20; 
# 30
int apply21(int m22) const 
# 31
{ 
# 32
m22 *= ((w20) + (sizeof(int) * ((x18) - ('\\')))); 
# 33
constexpr int s23 = (0U); 
# 34
return DEPTH14; 
# 35
} 
# 36
int scale24() const 
# 37
{ 
# 38
double lo25 = 8 * (sum19); 
# 39
return 1 - (sum17); 
# 40
} 
# 41
}; 
# 42
int g_pivot26 = ('\a'); 
# 43
class Body27 { 
# 44
int mass28; 
# 45
int vel29; 
# 47
public: Body27(int a30, int a31) : mass28(a30), vel29(a31) { } 
# 48
int reset32() const 
# 49
{ 
# 50
long off33 = mass28; 
# 51
Body27 tmp34(581, 2986L); 
# 52
return DEPTH14; 
# 53
} 
# 54
void scale35(int tmp36) 
# 55
{ 
# 56
tmp36 = (mass28); 
# 57
} 
# 58
}; 
# 59
__attribute__((visibility("hidden"))) void trace37_kernel(unsigned alpha38, const int *input39) ;
#if 0
# 60
{ 
# 61
Span16 k40{('a'), ((int)30), 7, 63}; 
# 62
int lim41 = k40.apply21((int)64U); 
# 63
float cnt42(k40.scale24() - k40.scale24()); 
# 64
} 
#endif
# 65 "v000382.cu"
constexpr int LANES43 = 5; 
# 66
long host_drift44(const float *in45) 
# 67
{ 
# 68
auto step46 = [=]() mutable->float { 
# 69
g_pivot26 = ((in45)[2]); 
# 70
g_pivot26 = ((((sizeof(size_t)) + (*(in45))) * ((g_pivot26 + 5) + 15)) / (54L)); 
# 71
(__cudaPushCallConfiguration(1, 128)) ? (void)0 : trace37_kernel(LANES43, nullptr); 
# 72
return (6.125F); 
# 73
} ; typedef decltype(step46) __T0;
# 74
([]() { 
# 75
float hi47 = 18 + g_pivot26; 
# 76
hi47 -= (58); 
# 77
} )(); 
# 78
if ((g_pivot26 + 7) == ((sizeof(Body27)) * (in45[g_pivot26 & 7]))) { 
# 79
g_pivot26 = LANES43; 
# 80
if (constexpr int mid48 = 51; DEPTH14 <= g_pivot26) { 
# 81
g_pivot26 <<= ((g_pivot26 - LANES43) ^ (DEPTH14 * ((short)(*in45)))); 
# 82
}  
# 83
}  
# 84
g_pivot26 <<= 0; 
# 85
return (in45[g_pivot26]) - (9UL); 
# 86
} 
# 87
void check_drift49(unsigned p50, int n51) 
# 88
{ 
# 89
auto lam53 = [=]()->long long { 
# 90
g_pivot26 &= (LANES43 + g_pivot26); 
# 91
(__cudaPushCallConfiguration(8 + (DEPTH14 + 440), 128 * 4, sizeof(unsigned) * (1024), nullptr)) ? (void)0 : trace37_kernel(56, nullptr); 
# 92
double acc52 = n51; 
# 93
return 4309 >> (n51); 
# 94
} ; typedef decltype(lam53) __T1;
# 95
(__cudaPushCallConfiguration((p50 + (63)) / (64), 32)) ? (void)0 : trace37_kernel(((g_pivot26 + 34) + 8) + p50, nullptr); 
# 96
n51 = ((p50 + p50) + g_pivot26); 
# 97
g_pivot26 = g_pivot26; 
# 98
p50 = g_pivot26; 
# 99
int lim54 = p50; 
# 100
} 
# 101
int main() 
# 102
{ 
# 103
int len55 = 73; 
# 104
dim3 z56((len55 + 255) / 256, (g_pivot26 + 127) / 128, 4 * 2); 
# 105
(__cudaPushCallConfiguration(dim3(8, 1 << (LANES43 + 1), 256), DEPTH14 + (DEPTH14 + 128))) ? (void)0 : warp6(nullptr, nullptr, nullptr); 
# 106
if ((DEPTH14 <= len55) && ((len55 >> len55) > 13)) { 
# 107
(__cudaPushCallConfiguration((len55 + 255) / 256, 64, 0, 0)) ? (void)0 : warp6(static_cast< double *>(nullptr), static_cast< unsigned *>(nullptr), (const double *)nullptr); 
# 108
}  
# 109
(__cudaPushCallConfiguration(2 * 4, (8 + 8) * (LANES43 + 3))) ? (void)0 : warp6(nullptr, nullptr, nullptr); 
# 110
return 0; 
# 111
} 

# 1 "v000382.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e0a9c72d_10_v000382_cu_9aeebb66
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000382.cudafe1.stub.c"
#include "v000382.cudafe1.stub.c"
# 1 "v000382.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
