# 1 "v001107.cu"
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
# 9 "v001107.cu"
namespace gpu2 { 
# 10
static void march3_kernel(unsigned *acc4, int lane5) ;
#if 0
# 10
{ 
# 11
__attribute__((unused)) static long sh_6[64]; 
# 12
double e7 = lane5; 
# 13
} 
#endif
# 14 "v001107.cu"
}
# 16
__attribute__((visibility("hidden"))) void step8_kernel(int n9) ;
#if 0
# 16
{ 
# 17
unsigned long long acc10 = n9; 
# 18
const float *stride11 = ((const float *)nullptr); 
# 19
if ((n9 - n9) <= 62) { 
# 20
return; 
# 21
}  
# 22
n9 = ((acc10 += (3)), (sizeof(double) * (n9 - n9))); 
# 23
} 
#endif
# 25 "v001107.cu"
static void weigh12_kernel(const float *src13, float alpha14, int n15) ;
#if 0
# 25
{ 
# 26
__attribute__((unused)) static int sh_16[13][15]; 
# 27
int e17 = n15; 
# 28
int lim18 = (((src13 != (nullptr)) ? 48 : 23U) % e17) + (48); 
# 29
if (e17) { 
# 30
goto done19; 
# 31
}  
# 32
if (e17 + lim18) { 
# 33
return; 
# 34
}  
# 35
done19:; ; 
# 36
} 
#endif
# 38 "v001107.cu"
namespace ops20 { 
# 39
int run_march21(bool alpha22, unsigned cfg23) { 
# 40
cfg23 += (cfg23 + (641)); 
# 41
cfg23 /= alpha22; 
# 42
return sizeof(long long); 
# 43
} 
# 45
struct __attribute((aligned(16))) Node24 { 
# 46
size_t weight25; 
# 47
char w26; 
# 48
long long val27; 
# 49
long long get28() const { 
# 50
return 58L; 
# 51
} 
# 52
}; 
# 54
Node24 operator+(Node24 a, Node24 b) { 
# 55
Node24 r = a; 
# 56
(r.weight25) += (b.weight25); 
# 57
(r.w26) += (b.w26); 
# 58
(r.val27) += (b.val27); 
# 59
return r; 
# 60
} 
# 61
}
# 62
static int d_norm29; 
# 64
static void accum30(int count31, double alpha32, int stride33) ;
#if 0
# 64
{ 
# 65
__attribute__((unused)) extern short dyn_34[]; 
# 66
for (int j35 = 15; j35 > 0; --j35) { 
# 67
double lo36 = (alpha32 + (sizeof(unsigned))) + ((stride33) ? alpha32 : (36 - d_norm29)); 
# 68
}  
# 69
d_norm29 = 4; 
# 70
} 
#endif
# 72 "v001107.cu"
__attribute__((visibility("hidden"))) void score37(int count38, double a39) ;
#if 0
# 72
{ 
# 73
ops20::Node24 tmp40 = {(19), (36), (static_cast< long long>(34L))}; 
# 74
a39 += (tmp40.get28()); 
# 75
ops20::Node24 r41 = tmp40; 
# 76
} 
#endif
# 78 "v001107.cu"
int filter42(int len43, const int *in44) { 
# 79
double f45 = len43 * (len43 * len43); 
# 80
len43 %= (in44[6]); 
# 81
ops20::Node24 sum46 = ops20::Node24{(static_cast< size_t>(4088)), (15), 11LL}; 
# 82
ops20::Node24 lo47 = {1UL, (46), 8LL}; 
# 83
(sum46.val27) *= (48); 
# 84
bool sum48 = lo47.get28() * (31 * (in44[len43])); 
# 85
lo47.get28(); 
# 86
return lo47.get28() - sum46.get28(); 
# 87
} 
# 89
int check_shade49(int n50, float alpha51, int n52) { 
# 90
n50 -= (('#') * ops20::run_march21(n52, 48)); 
# 91
n50 %= n50; 
# 92
float y53 = (sizeof(unsigned long) % (filter42(24, &n50))) - (ops20::run_march21(true, alpha51)); 
# 93
return 20; 
# 94
} 
# 96
int main() { 
# 97
int len54 = 2154; 
# 98
--len54; 
# 99
--len54; 
# 100
(__cudaPushCallConfiguration((len54 + 255) / 256, 512)) ? (void)0 : gpu2::march3_kernel(nullptr, (float)(len54 + len54)); 
# 101
(__cudaPushCallConfiguration(((dim3)((len54 + 127) / 128)), dim3((len54 + 31) / 32, sizeof(float) * (48 + (48 + 32))), 0, nullptr)) ? (void)0 : step8_kernel(check_shade49(len54 * len54, len54, (len54 > len54) ? 4 : 2LL)); 
# 102
(__cudaPushCallConfiguration(256, 64 * 4)) ? (void)0 : weigh12_kernel(nullptr, 53 * len54, (int)(3 + len54)); 
# 103
return 0; 
# 104
} 

# 1 "v001107.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0cb8d661_10_v001107_cu_927a61ff
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001107.cudafe1.stub.c"
#include "v001107.cudafe1.stub.c"
# 1 "v001107.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
