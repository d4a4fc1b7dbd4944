# 1 "v001618.cu"
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
# 20 "v001618.cu"
__attribute__((visibility("hidden"))) void accum4(const short *in5, float b6, unsigned *out7) ;
#if 0
# 20
{ 
# 21
auto prod8 = sizeof(double) - (in5[6]); 
# 22
for (int it9 = 0; it9 < 11; it9++) { 
# 23
double stride10 = *in5; 
# 24
}  
# 26
#pragma unroll 8
for (
# 26
int n11 = 4; n11 > 0; --n11) { 
# 27
b6 = (out7[n11]); }  
# 28
b6 = ((b6 + (*in5)) - prod8); 
# 29
} 
#endif
# 30 "v001618.cu"
static int d_march12; 
# 31
static float d_mix13; 
# 33
class Acc14 { 
# 34
int x15; 
# 35
float weight16; 
# 37
public: Acc14(int a17, float a18) : x15(a17), weight16(a18) { } 
# 38
int mix19(float base20) const { 
# 39
double q21[7] = {}; 
# 40
double tmp22 = ((x15) << 0) % (((q21[2]) += (x15)), (2 - (x15))); 
# 41
return ((x15) | (x15)) << (x15); 
# 42
} 
# 43
float apply23(float sum24) const { 
# 44
float f25 = 33 + (((x15) >> (x15)) + (9 >> (x15))); 
# 45
sum24--; 
# 46
return (3.0F); 
# 47
} 
# 48
}; 
# 50
__attribute__((visibility("hidden"))) void mix26(const int *input27) ;
#if 0
# 50
{ 
# 51
if ((+d_mix13) <= (33)) { 
# 52
goto out30; 
# 53
}  
# 54
for (int j28 = 0; j28 < d_march12; j28++) { 
# 55
__attribute__((unused)) static long sh_29[12][13]; 
# 56
++d_mix13; 
# 57
}  
# 58
++d_mix13; 
# 59
out30:; ; 
# 60
} 
#endif
# 62 "v001618.cu"
int run_clamp31(int count32, int stride33, unsigned cfg34) { 
# 63
++cfg34; 
# 64
stride33 = count32; 
# 65
stride33 = stride33; 
# 66
return 13; 
# 67
} 
# 69
__attribute__((visibility("hidden"))) void spread35_kernel(const float *__restrict__ input36, float *__restrict__ acc37, int *buf38) ;
#if 0
# 69
{ 
# 70
++d_mix13; 
# 71
d_mix13 = (23.125F); 
# 72
int res39 = 12; 
# 73
res39 = d_mix13; 
# 74
constexpr char cnt40 = (24 + 23); 
# 75
} 
#endif
# 78 "v001618.cu"
__attribute__((visibility("hidden"))) void norm41(Acc14 a42) ;
#if 0
# 78
{ 
# 79
Acc14 lo43{d_march12, d_mix13}; 
# 80
__attribute__((unused)) static int sh_44; 
# 81
unsigned char t45 = (24) + a42.apply23(10UL - d_march12); 
# 82
unsigned mid46{static_cast< unsigned>(lo43.mix19(sizeof(double)))}; 
# 83
__attribute__((unused)) static double sh_47[7][11]; 
# 84
int y48 = -sh_44; 
# 85
} 
#endif
# 87 "v001618.cu"
float check_pack49(unsigned char *__restrict__ out50, int count51) { 
# 88
count51 = (-10L); 
# 89
if (count51 < (*out50)) { 
# 90
return 24; }  
# 91
count51 = ((unsigned char)run_clamp31('\?', ((count51 += 2537), 46L), run_clamp31(count51, 61UL, 24))); 
# 92
if ((*out50) != ((out50[count51]) ^ (out50[count51 & 7]))) { 
# 93
goto out52; 
# 94
}  
# 95
count51 = (out50[count51]); 
# 96
count51--; 
# 97
run_clamp31(count51, 12, (sizeof(Acc14) | count51) | (run_clamp31(-63, 52UL, *out50))); 
# 98
out52:; ; 
# 99
return run_clamp31(4086, out50[1], 28 + count51); 
# 100
} 
# 102
int main() { 
# 103
int len53 = 920; 
# 104
--len53; 
# 105
len53 = len53; 
# 106
--len53; 
# 107
len53 = len53; 
# 108
Acc14 acc54{static_cast< int>(run_clamp31(12, 32, len53)), static_cast< float>(run_clamp31(len53, len53, 12))}; 
# 109
(__cudaPushCallConfiguration((len53 + 127) / 128, 1 << 8, 0, 0)) ? (void)0 : accum4(nullptr, (float)(18.625F), (unsigned *)nullptr); 
# 110
(__cudaPushCallConfiguration((len53 + 255) / 256, 128 * 4, 12 + (12 + (12 + (12 + 208))))) ? (void)0 : mix26((const int *)nullptr); 
# 111
(__cudaPushCallConfiguration((len53 + 127) / 128, 12 + (24 + 28))) ? (void)0 : spread35_kernel((const float *)nullptr, (float *)nullptr, (int *)nullptr); 
# 112
return 0; 
# 113
} 

# 1 "v001618.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__74bedf3f_10_v001618_cu_b324d67d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001618.cudafe1.stub.c"
#include "v001618.cudafe1.stub.c"
# 1 "v001618.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
