# 1 "i000012.cu"
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
# 11 "i000012.cu"
__attribute__((unused)) void trace3(int n4, int count5, int count6) {int volatile ___ = 1;(void)n4;(void)count5;(void)count6;
# 22
::exit(___);}
#if 0
# 11
{ 
# 12
switch ((unsigned)count5) { 
# 13
case 6:  { 
# 14
__attribute__((unused)) static int sh_7[16]; 
# 15
long long off8 = sh_7[12]; 
# 16
break; 
# 17
} 
# 18
}  
# 19
__attribute__((unused)) static int sh_9[16]; 
# 20
__attribute__((unused)) static int sh_10[16]; 
# 21
(sh_10[6]) = ((float)((int)(-736))); 
# 22
} 
#endif
# 25 "i000012.cu"
__attribute__((visibility("hidden"))) void filter11_kernel(signed char cfg12, double alpha13, int n14, int *acc15) ;
#if 0
# 25
{ 
# 26
if ((n14 | 30U) < (acc15[n14])) { 
# 27
return; }  
# 28
__attribute__((unused)) static int sh_16[64]; 
# 29
float s17 = alpha13 * ((16 * cfg12) + ((10.625F) - (sh_16[33]))); 
# 30
} 
#endif
# 31 "i000012.cu"
static long d_fuse18; 
# 33
__attribute__((visibility("hidden"))) void reduce19_kernel(int stride20, const unsigned *src21) ;
#if 0
# 33
{ 
# 34
stride20 = ((stride20 + 2) * stride20); 
# 35
switch (d_fuse18) { 
# 36
case sizeof(float):  
# 37
break; 
# 38
case 3:  { 
# 39
__attribute__((unused)) static short sh_22[32]; 
# 40
__attribute__((unused)) static float sh_23; 
# 41
break; 
# 42
} 
# 43
default:  
# 44
break; 
# 45
}  
# 46
} 
#endif
# 48 "i000012.cu"
__attribute__((unused)) int relax24(int lane25) {int volatile ___ = 1;(void)lane25;
# 56
::exit(___);}
#if 0
# 48
{ 
# 49
int pass26 = 0; 
# 50
do { 
# 51
unsigned z27{(6LL)}; 
# 52
__attribute__((unused)) static size_t sh_28; 
# 53
++pass26; 
# 54
} while (pass26 < lane25); 
# 55
return sizeof(short) % d_fuse18; 
# 56
} 
#endif
# 59 "i000012.cu"
__attribute__((unused)) static inline float score29(double *out30, long b31) {int volatile ___ = 1;(void)out30;(void)b31;
# 67
::exit(___);}
#if 0
# 59
{ 
# 60
__attribute__((unused)) static char sh_32[16]; 
# 61
d_fuse18 = (1078UL); 
# 62
(*out30) = ((sh_32[15]) - ((relax24(b31)) + ((45L) + (*out30)))); 
# 63
d_fuse18 = (60); 
# 64
d_fuse18 = ((22 - (sh_32[b31 & (15)])) & d_fuse18); 
# 65
__attribute__((unused)) static size_t sh_33[64]; 
# 66
return (3.5F); 
# 67
} 
#endif
# 69 "i000012.cu"
__attribute__((visibility("hidden"))) void combine34_kernel(int stride35, double q36) ;
#if 0
# 69
{ 
# 70
int h37 = 26; 
# 71
__attribute__((unused)) static int sh_38[256]; 
# 72
} 
#endif
# 74 "i000012.cu"
namespace detail39 { 
# 75
unsigned g_sift40 = (13); 
# 77
int tally41(int len42, const unsigned short *__restrict__ in43, int count44) { 
# 78
int t45 = 8; 
# 79
if ((t45 & 25) != len42) { 
# 80
return (*in43) + 39; }  
# 81
len42 = ((static_cast< long long>(25)) - t45); 
# 82
return t45; 
# 83
} 
# 85
inline void check_apply46(char beta47) { 
# 86
float flag48 = detail39::tally41(24, nullptr, -detail39::tally41(detail39::g_sift40, nullptr, detail39::g_sift40)); 
# 87
detail39::g_sift40 = (detail39::tally41(detail39::tally41(detail39::tally41(flag48, static_cast< const unsigned short *>(nullptr), detail39::g_sift40), nullptr, static_cast< int>(flag48)), nullptr, (25) * flag48)); 
# 88
float idx49 = detail39::g_sift40; 
# 89
(__cudaPushCallConfiguration((detail39::g_sift40 + (31)) / (32), 256, 4096)) ? (void)0 : reduce19_kernel(3 + ((int)beta47), &detail39::g_sift40); 
# 90
(__cudaPushCallConfiguration(1, 8 * 16)) ? (void)0 : combine34_kernel(11 - detail39::tally41(detail39::g_sift40, (const unsigned short *)nullptr, detail39::g_sift40), static_cast< unsigned>(('#') - detail39::g_sift40)); 
# 91
static unsigned u50 = (12UL); 
# 92
} 
# 93
}
# 95
float run_pivot51(int stride52, const int *__restrict__ input53, int lane54) { 
# 96
detail39::check_apply46((26 + (*input53)) * detail39::tally41(lane54, reinterpret_cast< const unsigned short *>(input53), stride52)); 
# 97
detail39::g_sift40 = (+(((*input53) - lane54) * (detail39::g_sift40 - sizeof(unsigned)))); 
# 98
detail39::g_sift40 = ((24) % (stride52 - (static_cast< long>(stride52)))); 
# 99
char idx55 = lane54; 
# 100
lane54 = (((-idx55) % detail39::tally41(2456L, reinterpret_cast< const unsigned short *>(input53), 25)) * 10); 
# 101
return (35UL) + ((idx55 * stride52) - ((double)lane54)); 
# 102
} 
# 103
__attribute__((visibility("hidden"))) inline void constexpr_kernel62(int *p) ;
#if 0
# 104
{ 
# 105
(p[__device_builtin_variable_threadIdx.x]) = 1; 
# 106
} 
#endif
# 108 "i000012.cu"
int main() { 
# 109
int size56 = 2447; 
# 110
if ((detail39::g_sift40 + detail39::g_sift40) < detail39::g_sift40) { 
# 111
return size56 * run_pivot51(detail39::g_sift40, (const int *)nullptr, detail39::g_sift40); }  
# 112
auto step59 = []()->unsigned short { 
# 113
unsigned char z57 = detail39::g_sift40 - (52); 
# 114
double m58 = (11.5) / detail39::g_sift40; 
# 115
run_pivot51(detail39::g_sift40 + z57, nullptr, (detail39::tally41(' ', (const unsigned short *)nullptr, 25)) - run_pivot51(m58, nullptr, m58)); 
# 116
return 43 * z57; 
# 117
} ; typedef decltype(step59) __T0;
# 118
step59(); 
# 119
float s60 = (18.625F); 
# 120
int diff61 = detail39::tally41(s60, nullptr, 25) * (static_cast< signed char>(size56 + 22)); 
# 121
(__cudaPushCallConfiguration((diff61 + 31) / 32, 25 + 7)) ? (void)0 : filter11_kernel(3LL * diff61, detail39::tally41(54U, nullptr, size56), s60, &size56); 
# 122
return 0; 
# 123
} 

# 1 "i000012.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bd880d97_10_i000012_cu_5e461c93
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000012.cudafe1.stub.c"
#include "i000012.cudafe1.stub.c"
# 1 "i000012.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
