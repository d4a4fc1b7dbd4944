# 1 "v001494.cu"
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
# 14 "v001494.cu"
static float c_decay5; 
# 16
__attribute__((visibility("hidden"))) void tally6(int *data7) ;
#if 0
# 16
{ 
# 17
auto val8 = data7[7]; 
# 18
{ 
# 19
--val8; 
# 20
for (int n9 = 0; n9 < val8; n9 += 2) { 
# 21
__attribute__((unused)) static int sh_10; 
# 22
char val11 = 15U - (*data7); 
# 23
val8 %= n9; 
# 24
}  
# 25
} 
# 26
} 
#endif
# 27 "v001494.cu"
static_assert(((2 * 3) > 5));
# 29
unsigned kick12(int *dst13, const unsigned *src14) { 
# 30
for (int j15 = 0; j15 < 10; ++j15) { 
# 31
do { (*dst13) += ((dst13[3]) * 26); } while (0); 
# 32
if (((*dst13) * ((*dst13) + (*src14))) >= sizeof(unsigned)) { 
# 33
--(dst13[j15]); }  
# 34
if (j15) { 
# 35
int lim16 = 64; 
# 36
unsigned char res17[4] = {}; 
# 37
}  
# 38
}  
# 39
return 12; 
# 40
} 
# 42
__attribute__((visibility("hidden"))) void accum18_kernel(unsigned long *dst19, int *buf20) ;
#if 0
# 42
{ 
# 43
unsigned u21 = *dst19; 
# 44
u21 = (2043); 
# 45
double lo22[4]{(5.0), (6.0), (1.0), (-(3.5F))}; 
# 46
} 
#endif
# 48 "v001494.cu"
__attribute__((visibility("hidden"))) void mix23(int n24) ;
#if 0
# 48
{ 
# 49
auto lo25 = c_decay5; 
# 50
kick12((int *)nullptr, nullptr); 
# 51
kick12((int *)nullptr, nullptr); 
# 52
if (((n24 + n24) ^ 14) == ((1071UL) + lo25)) { 
# 53
int pass26 = 0; 
# 54
do { 
# 55
long diff27[4] = {(43), static_cast< long>(lo25 - pass26), (61), ((long)3)}; 
# 56
++pass26; 
# 57
} while (pass26 < 5); 
# 58
kick12(nullptr, (const unsigned *)nullptr); 
# 59
}  
# 60
} 
#endif
# 62 "v001494.cu"
__attribute__((visibility("hidden"))) void bump28_kernel(int *out29, const float *coef30, int len31) ;
#if 0
# 62
{ 
# 63
int *stride32 = out29 + len31; 
# 64
len31 += len31; 
# 65
if ((c_decay5 * (25)) >= (28L)) { 
# 66
return; }  
# 67
if (out29 == (nullptr)) { 
# 68
len31 = c_decay5; 
# 69
kick12(stride32, nullptr); 
# 70
}  
# 71
(stride32[2]) = (kick12(out29, nullptr)); 
# 72
} 
#endif
# 74 "v001494.cu"
static void bias33(int len34) ;
#if 0
# 74
{ 
# 75
__attribute__((unused)) static long sh_35; 
# 76
int k36[8] = {}; 
# 77
do { (k36[sh_35]) += 51U; } while (0); 
# 78
for (int it37 = 0; it37 < sh_35; it37 += 4) { 
# 79
if ((+(k36[it37 & 7])) >= len34) { 
# 80
return; }  
# 81
(k36[3]) *= (14L - it37); 
# 82
}  
# 83
__attribute__((unused)) static unsigned long sh_38; 
# 84
} 
#endif
# 86 "v001494.cu"
namespace img39 { 
# 87
constexpr inline float kL40 = (5.0F); 
# 88
}
# 90
long host_mix41(float cfg42, int lane43) { 
# 91
constexpr unsigned r44 = (56); 
# 92
const char *h45 = ("tile_tail"); 
# 93
(__cudaPushCallConfiguration(8, sizeof(float) * (128), 0)) ? (void)0 : tally6((int *)nullptr); 
# 94
cfg42 = r44; 
# 95
return kick12(nullptr, nullptr); 
# 96
} 
# 98
int main() { 
# 99
int count46 = 739; 
# 100
float acc47 = img39::kL40; 
# 101
float hi48 = kick12(nullptr, nullptr); 
# 102
(__cudaPushCallConfiguration((count46 + 63) / 64, 128 * 2, 0, 0)) ? (void)0 : accum18_kernel(static_cast< unsigned long *>(nullptr), static_cast< int *>(nullptr)); 
# 103
(__cudaPushCallConfiguration(2, 128, sizeof(float) * (64))) ? (void)0 : mix23(52); 
# 104
(__cudaPushCallConfiguration(2, 32, 0, nullptr)) ? (void)0 : bump28_kernel((int *)nullptr, nullptr, host_mix41((20.625F), sizeof(unsigned)) - ((int)img39::kL40)); 
# 105
return 0; 
# 106
} 

# 1 "v001494.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__43d08a4d_10_v001494_cu_c_decay5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001494.cudafe1.stub.c"
#include "v001494.cudafe1.stub.c"
# 1 "v001494.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
