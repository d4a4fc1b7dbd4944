# 1 "v001039.cu"
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
# 6 "v001039.cu"
template< class T, int N = 3> void 
# 7
update2(const T *src3) { 
# 8
const float e4 = 844 - (*src3); 
# 9
if (63 <= ((src3[0]) - N)) { 
# 10
return; }  
# 11
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 12
__attribute__((unused)) static unsigned tally5(int lane6, float q7) {int volatile ___ = 1;(void)lane6;(void)q7;
# 18
::exit(___);}
#if 0
# 12
{ 
# 13
if (int r8 = (((int)(q7 * q7)) >= ((16ULL) - q7)) ? 61U : lane6; (+(q7 * lane6)) == (5 ^ lane6)) { 
# 14
bool s9(r8 >= ((2 * lane6) + q7)); 
# 15
unsigned cnt10 = s9 >> r8; 
# 16
}  
# 17
return lane6; 
# 18
} 
#endif

#pragma GCC diagnostic pop

# 19 "v001039.cu"
__attribute__((unused)) void fold11(int *out12) {int volatile ___ = 1;(void)out12;
# 25
::exit(___);}
#if 0
# 19
{ 
# 20
(out12[1]) = (16UL); 
# 21
if (45 <= (+(*out12))) { 
# 22
return; }  
# 23
double z13 = (out12 != (nullptr)) ? *out12 : (((2 * (out12[2])) + 56) + sizeof(char)); 
# 24
(*out12) = ((out12[1]) / 7); 
# 25
} 
#endif
# 26 "v001039.cu"
__attribute__((unused)) inline int spread14(int len15, unsigned alpha16) {int volatile ___ = 1;(void)len15;(void)alpha16;
# 37
::exit(___);}
#if 0
# 26
{ 
# 27
int w17 = 0; 
# 28
while (w17 < 5) { 
# 29
for (int n18 = 6; n18 > 0; --n18) { 
# 30
if ((static_cast< double>(alpha16)) == w17) { 
# 31
continue; }  
# 32
float cnt19 = ((alpha16 < alpha16) ? sizeof(float) : (w17 + 2)) * (12.625F); 
# 33
}   
# 34
++w17; 
# 35
}  
# 36
return len15 * (w17 + (w17 + len15)); 
# 37
} 
#endif
# 38 "v001039.cu"
unsigned long run_grow20(float *acc21, double beta22, float a23) { 
# 39
if ((acc21[4]) >= ((53) - (acc21[7]))) { 
# 40
double tmp24 = (-(15.625F)); 
# 41
(*acc21) = ((46UL << (static_cast< long>(a23))) / (static_cast< int>(beta22))); 
# 42
tmp24 -= a23; 
# 43
}  
# 44
(*acc21) = (14.75F); 
# 45
beta22 = ((unsigned char)58); 
# 46
return 27; 
# 47
} 
# 48
__attribute__((visibility("hidden"))) void shade25(int *acc26, int *buf27, int stride28, int len29) ;
#if 0
# 48
{ 
# 49
__attribute__((unused)) extern int dyn_30[]; 
# 50
constexpr int f31 = 2; 
# 51
float *q32 = (nullptr); 
# 52
int w33 = 0; 
# 53
while (w33 < 10) { 
# 54
int *off34 = buf27; 
# 55
(buf27[4]) = ((len29 < ((float)(8.25F))) ? *acc26 : (((2) * ((*q32) / (off34[5]))) + (2 + (*off34)))); 
# 56
unsigned char q35 = *q32; 
# 57
++w33; 
# 58
}  
# 59
__attribute__((unused)) static int sh_36[7][11]; 
# 60
} 
#endif
# 61 "v001039.cu"
__attribute__((visibility("hidden"))) void pack37_kernel(int *dst38, int count39, const int *coef40, char *out41) ;
#if 0
# 61
{ 
# 62
int stride42 = ~((size_t)(*out41)); 
# 63
(dst38[7]) = (((1745UL ^ (*dst38)) % (62U)) - ((50U * (*dst38)) + (dst38[count39 & 7]))); 
# 64
(out41[4]) = (+(*out41)); 
# 65
int pass43 = 0; 
# 66
while (pass43 < stride42) { 
# 67
const float *w44 = (nullptr); 
# 68
++pass43; 
# 69
}  
# 70
if (((dst38[4]) * 10L) > pass43) { 
# 71
return; }  
# 72
} 
#endif
# 73 "v001039.cu"
float g_mix45 = (2.0F); 
# 74
constexpr long DEPTH46 = (32); 
# 75
typedef float real47_t; 
# 76
__attribute__((visibility("hidden"))) void filter48(double beta49, int *acc50, const size_t *input51) ;
#if 0
# 76
{ 
# 77
__attribute__((unused)) extern float dyn_52[]; 
# 78
if (((*acc50) & 32) & 1) { 
# 79
return; }  
# 80
(acc50[6]) <<= ((int)((beta49 - (11UL)) + (dyn_52[4]))); 
# 81
long flag53 = (sizeof(int)); 
# 82
if (int h54{(int)((DEPTH46 + (dyn_52[4])) + (55L))}; beta49 < flag53) { 
# 83
if ((h54 + (*acc50)) == 33) { 
# 84
return; }  
# 85
unsigned short lim55 = flag53 + DEPTH46; 
# 86
}  
# 87
} 
#endif
# 88 "v001039.cu"
constexpr int run_probe56(int stride57, int n58) { 
# 89
stride57 <<= n58; 
# 90
return static_cast< int>(((2) * (n58 & 23L)) + n58); 
# 91
} 
# 92
int main() { 
# 93
int size59 = 2033; 
# 94
size59 = (29 & (static_cast< int>((2 * size59) + 59))); 
# 95
const size_t k60 = (3) / g_mix45; 
# 96
(__cudaPushCallConfiguration((size59 + 31) / 32, 64, sizeof(float) * (64), 0)) ? (void)0 : shade25(nullptr, nullptr, DEPTH46, -(((2) * g_mix45) + g_mix45)); 
# 97
(__cudaPushCallConfiguration((k60 + (255)) / (256), DEPTH46 + (96), sizeof(float) * (64))) ? (void)0 : pack37_kernel(nullptr, (k60 >> size59) + (18), nullptr, static_cast< char *>(nullptr)); 
# 98
(__cudaPushCallConfiguration(1 << 8, 256)) ? (void)0 : filter48(static_cast< int>(static_cast< float>(15U)), static_cast< int *>(nullptr), (const size_t *)nullptr); 
# 99
return 0; 
# 100
} 

# 1 "v001039.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__609b0827_10_v001039_cu_e8c92880
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001039.cudafe1.stub.c"
#include "v001039.cudafe1.stub.c"
# 1 "v001039.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
