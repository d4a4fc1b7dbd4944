# 1 "v001898.cu"
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
# 16 "v001898.cu"
int shade6(int len7, const float *coef8) { 
# 17
int acc9 = (4385L); 
# 18
if (((len7 <= 42) ? acc9 : acc9) <= 8) { 
# 19
return 59 & len7; 
# 20
}  
# 21
int t10{45}; 
# 22
return 48; 
# 23
} 
# 25
__attribute__((visibility("hidden"))) void tile11(unsigned p12, int count13, float *buf14) ;
#if 0
# 25
{ 
# 26
if (((*buf14) * (*buf14)) != (static_cast< int>(p12))) { 
# 27
shade6(buf14[2], buf14); 
# 28
if (buf14 == (nullptr)) { 
# 29
(++count13), ((buf14[count13 & 7]) *= p12); 
# 30
count13 = (1814U); 
# 31
count13 = ((30U) & ((count13 + 8) + (1LL % count13))); 
# 32
} else { if ((shade6(8, (const float *)nullptr)) != 52U) { 
# 33
} else { 
# 34
}  }  
# 35
}  
# 36
} 
#endif
# 37 "v001898.cu"
constexpr int DEPTH15 = 32; 
# 38
namespace math16 { 
# 39
struct alignas(16) Body17 { 
# 40
int weight18; 
# 41
unsigned weight19; 
# 42
int mass20; 
# 43
float count21; 
# 44
}; 
# 45
__attribute__((visibility("hidden"))) void combine22(const Body17 b23, const Body17 cfg24, const float *src25) ;
#if 0
# 45
{ 
# 46
__attribute__((unused)) static signed char sh_26[64]; 
# 47
(sh_26[50]) &= 48; 
# 48
__attribute__((unused)) static float sh_27[8]; 
# 49
bool r28{false}; 
# 50
} 
#endif
# 51 "v001898.cu"
enum class Kind29: unsigned char { 
# 52
Blue30, 
# 53
Low31, 
# 54
Slow32 = 5U, 
# 55
Fast33, 
# 56
Off34 = 12U
# 57
}; 
# 58
}
# 59
static void sweep35_kernel(int *out36) ;
#if 0
# 59
{ 
# 60
__attribute__((unused)) static unsigned sh_37[64]; 
# 61
auto stride38 = DEPTH15; 
# 62
if ((static_cast< size_t>(20UL)) == ((sh_37[stride38 & 63]) >> (8 * (out36[stride38])))) { 
# 63
int pass39 = 0; 
# 64
do { 
# 65
if (double tmp40{(static_cast< double>(DEPTH15))}; tmp40 < ((2722ULL) + tmp40)) { 
# 66
if (stride38 >= (out36[pass39])) { 
# 67
return; 
# 68
}  
# 69
}  
# 70
__attribute__((unused)) static int sh_41[32]; 
# 71
++pass39; 
# 72
} while (pass39 < 7); 
# 73
} else { 
# 74
}  
# 75
} 
#endif
# 76 "v001898.cu"
namespace math42 { 
# 77
double check_combine43(math16::Kind29 cfg44, int lane45, int len46) { 
# 78
auto off47 = ((lane45 + DEPTH15) - 43U) & DEPTH15; 
# 79
lane45 %= 57; 
# 80
if ((len46 + DEPTH15) != lane45) { 
# 81
return shade6(((off47 += (27)), off47), nullptr); 
# 82
}  
# 83
if (lane45) { 
# 84
return ~(sizeof(int) / off47); 
# 85
}  
# 86
int *z48 = (nullptr); 
# 87
lane45 *= ((1416) ^ off47); 
# 88
const char *res49 = ("x=%d"); 
# 89
return lane45; 
# 90
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 91
template< class T, int N = 8> static void 
# 92
__wrapper__device_stub_sweep50_kernel(T &a51) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 92
{ 
# 93
__attribute__((unused)) static math16::Body17 sh_52; 
# 94
if (a51 > ((a51 += DEPTH15), DEPTH15)) { 
# 95
sh_52 = sh_52; 
# 96
a51 = ((35U % (shade6(-36, static_cast< const float *>(nullptr)))) | DEPTH15); 
# 97
shade6(shade6(1672, static_cast< const float *>(nullptr)) & ('\t'), (const float *)nullptr); 
# 98
} else { if (((sh_52.weight18) ^ DEPTH15) >= a51) { 
# 99
return; 
# 100
}  }  
# 101
} 
#endif

#pragma GCC diagnostic pop

# 91 "v001898.cu"
template< class T, int N = 8> static void 
# 92
sweep50_kernel(T a51) {::math42::__wrapper__device_stub_sweep50_kernel<T,N>(a51);
# 101
return;}
#if 0
# 92
{ 
# 93
__attribute__((unused)) static math16::Body17 sh_52; 
# 94
if (a51 > ((a51 += DEPTH15), DEPTH15)) { 
# 95
sh_52 = sh_52; 
# 96
a51 = ((35U % (shade6(-36, static_cast< const float *>(nullptr)))) | DEPTH15); 
# 97
shade6(shade6(1672, static_cast< const float *>(nullptr)) & ('\t'), (const float *)nullptr); 
# 98
} else { if (((sh_52.weight18) ^ DEPTH15) >= a51) { 
# 99
return; 
# 100
}  }  
# 101
} 
#endif
# 102 "v001898.cu"
__attribute((always_inline)) __attribute__((unused)) inline float merge53(int *acc54, float *buf55, unsigned cfg56) {int volatile ___ = 1;(void)acc54;(void)buf55;(void)cfg56;
# 111
::exit(___);}
#if 0
# 102
{ 
# 103
float f57 = (((cfg56 < DEPTH15) ? 833 : 1) > (*buf55)) ? (15.25F) : DEPTH15; 
# 104
if (((f57 += cfg56), 48) >= (buf55[5])) { 
# 105
(*acc54) &= shade6(cfg56, (const float *)nullptr); 
# 106
if (f57 != (shade6(8UL, nullptr))) { 
# 107
return (14.375F) - cfg56; 
# 108
}  
# 109
}  
# 110
return acc54[cfg56]; 
# 111
} 
#endif
# 112 "v001898.cu"
}
# 113
int main() { 
# 114
int count58 = 3847; 
# 115
count58 <<= 0; 
# 116
(__cudaPushCallConfiguration(512, 1 << 5)) ? (void)0 : sweep35_kernel(static_cast< int *>(nullptr)); 
# 117
double z59 = (8); 
# 118
math16::Kind29 flag60 = math16::Kind29::Off34; 
# 119
(__cudaPushCallConfiguration(16 * 8, 1 << 8)) ? (void)0 : math16::combine22(math16::Body17{29, (4630), 8, (7.0F)}, math16::Body17{(10U), (static_cast< unsigned>(sizeof(math16::Body17))), count58, (1.625F)}, nullptr); 
# 120
short v61(shade6(z59, nullptr)); 
# 121
(__cudaPushCallConfiguration((count58 + 255) / 256, (8 + 8) * 2)) ? (void)0 : tile11(13, math42::check_combine43(math16::Kind29::Fast33, z59, 2296L), nullptr); 
# 122
(__cudaPushCallConfiguration((count58 + 127) / 128, 8 + 24)) ? (void)0 : math42::sweep50_kernel< unsigned, 4> (math42::check_combine43(flag60, 8 | v61, DEPTH15)); 
# 123
return 0; 
# 124
} 

# 1 "v001898.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7ec4f58e_10_v001898_cu_45f65555
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001898.cudafe1.stub.c"
#include "v001898.cudafe1.stub.c"
# 1 "v001898.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
