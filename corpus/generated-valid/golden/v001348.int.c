# 1 "v001348.cu"
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
# 11 "v001348.cu"
enum Op7 { IDLE8, RED9}; 
# 13
int kick10(long long *dst11, int n12) { 
# 14
(dst11[n12]) = (*dst11); 
# 15
if ((n12 << 5) & 1) { 
# 16
return n12; 
# 17
}  
# 18
return +n12; 
# 19
} 
# 21
static void pivot13(unsigned long *buf14, int *data15) ;
#if 0
# 21
{ 
# 22
__attribute__((unused)) extern unsigned dyn_16[]; 
# 23
__attribute__((unused)) static int sh_17; 
# 24
if (constexpr unsigned long base18 = (5 + (5 + 20)); buf14 != (nullptr)) { 
# 25
__attribute__((unused)) static short sh_19; 
# 26
}  
# 27
(*buf14) ^= (dyn_16[sh_17 & 7]); 
# 28
} 
#endif
# 31 "v001348.cu"
__attribute__((unused)) int norm20(Op7 beta21, int count22) {int volatile ___ = 1;(void)beta21;(void)count22;
# 38
::exit(___);}
#if 0
# 31
{ 
# 32
if (46 == beta21) { 
# 33
count22 = (count22 - 2284U); 
# 34
__attribute__((unused)) static float sh_23[256]; 
# 35
}  
# 36
auto lim24 = (5 + (beta21 >> 0)) - ((beta21 + count22) * (count22 - count22)); 
# 37
return kick10(nullptr, ((unsigned char)20) ^ count22); 
# 38
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 40 "v001348.cu"
template< class T> static void 
# 41
__wrapper__device_stub_spread25(T &alpha26) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 41
{ 
# 42
if (constexpr short k27 = (27L); (-((alpha26 < k27) ? alpha26 : k27)) != k27) { 
# 43
kick10(nullptr, norm20(RED9, k27)); 
# 44
norm20(IDLE8, k27 + kick10((long long *)nullptr, k27)); 
# 45
unsigned v28 = (((alpha26 += 7UL), (3 + (alpha26 - k27)))); 
# 46
}  
# 47
alpha26 = 6; 
# 48
if (38 > (alpha26 + 2)) { 
# 49
return; 
# 50
}  
# 51
constexpr unsigned char s29 = (54); 
# 52
} 
#endif

#pragma GCC diagnostic pop

# 40 "v001348.cu"
template< class T> static void 
# 41
spread25(T alpha26) {__wrapper__device_stub_spread25<T>(alpha26);
# 52
return;}
#if 0
# 41
{ 
# 42
if (constexpr short k27 = (27L); (-((alpha26 < k27) ? alpha26 : k27)) != k27) { 
# 43
kick10(nullptr, norm20(RED9, k27)); 
# 44
norm20(IDLE8, k27 + kick10((long long *)nullptr, k27)); 
# 45
unsigned v28 = (((alpha26 += 7UL), (3 + (alpha26 - k27)))); 
# 46
}  
# 47
alpha26 = 6; 
# 48
if (38 > (alpha26 + 2)) { 
# 49
return; 
# 50
}  
# 51
constexpr unsigned char s29 = (54); 
# 52
} 
#endif
# 54 "v001348.cu"
size_t sift30(int *out31, unsigned beta32, int *data33) { 
# 55
kick10(reinterpret_cast< long long *>(data33), 1 - kick10(nullptr, beta32)); 
# 56
if (beta32 == (kick10(reinterpret_cast< long long *>(out31), 3945))) { 
# 57
return (kick10(reinterpret_cast< long long *>(out31), 31)) - beta32; 
# 58
}  
# 59
int idx34 = kick10(reinterpret_cast< long long *>(data33), beta32); 
# 60
if (out31 != (nullptr)) { 
# 61
unsigned z35[5]{2U, (static_cast< unsigned>(4)), beta32, (41), (0UL)}; 
# 62
long long val36 = (30); 
# 63
}  
# 64
return kick10((long long *)nullptr, kick10(reinterpret_cast< long long *>(data33), 8UL) & 15); 
# 65
} 
# 66
constexpr unsigned LANES37 = (sizeof(float) * (sizeof(float) * ((RED9) + 3))); 
# 68
long check_probe38(unsigned *dst39, int *acc40, int *out41) { 
# 69
if (LANES37 <= ((*dst39) - sift30(acc40, 4142, out41))) { 
# 70
(acc40[3]) = 22; 
# 71
}  
# 72
Op7 hi42 = IDLE8; 
# 73
(__cudaPushCallConfiguration(1, 1 << (4 + ((RED9) + ((RED9) + 2))), 0, 0)) ? (void)0 : spread25< unsigned> (hi42); 
# 74
float base43 = kick10(reinterpret_cast< long long *>(acc40), 34UL) / ((int)(hi42 + 1)); 
# 75
return kick10(reinterpret_cast< long long *>(out41), +hi42); 
# 76
} 
# 78
__attribute__((unused)) int grow44(char cfg45, double a46, Op7 alpha47) {int volatile ___ = 1;(void)cfg45;(void)a46;(void)alpha47;
# 85
::exit(___);}
#if 0
# 78
{ 
# 79
a46 *= (((alpha47 >> 5) - kick10((long long *)nullptr, alpha47)) | ((short)(alpha47 + sizeof(int)))); 
# 80
kick10(nullptr, sift30(nullptr, cfg45 * alpha47, (int *)nullptr)); 
# 81
alpha47 = RED9; 
# 82
__attribute__((unused)) static long sh_48; 
# 83
cfg45 &= ((23 << (sh_48 ^ cfg45)) | norm20(alpha47, kick10((long long *)nullptr, 31))); 
# 84
return norm20(IDLE8, RED9); 
# 85
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 88 "v001348.cu"
template< class T, int N = 7> static void 
# 89
__wrapper__device_stub_blend49(T &a50, T *&out51, const short *&in52) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 89
{ 
# 90
__attribute__((unused)) extern double dyn_53[]; 
# 91
__attribute__((unused)) static int sh_54[32]; 
# 92
T tmp55 = (kick10(nullptr, 61) * sift30(sh_54, out51[5], (int *)nullptr)) | (sift30(sh_54, sh_54[31], sh_54) - (5)); 
# 93
} 
#endif

#pragma GCC diagnostic pop

# 88 "v001348.cu"
template< class T, int N = 7> static void 
# 89
blend49(T a50, T *out51, const short *in52) {__wrapper__device_stub_blend49<T,N>(a50,out51,in52);
# 93
return;}
#if 0
# 89
{ 
# 90
__attribute__((unused)) extern double dyn_53[]; 
# 91
__attribute__((unused)) static int sh_54[32]; 
# 92
T tmp55 = (kick10(nullptr, 61) * sift30(sh_54, out51[5], (int *)nullptr)) | (sift30(sh_54, sh_54[31], sh_54) - (5)); 
# 93
} 
#endif
# 95 "v001348.cu"
int main() { 
# 96
int size56 = 4025; 
# 97
size56 *= size56; 
# 98
if (size56 < (4 ^ size56)) { 
# 99
(size56--), (size56 -= __alignof__(double)); 
# 100
(__cudaPushCallConfiguration(4 + 60, 5 + (4 + 247))) ? (void)0 : pivot13(nullptr, (int *)nullptr); 
# 101
}  
# 102
(__cudaPushCallConfiguration(2, 256)) ? (void)0 : blend49< long, 7> (kick10(nullptr, ((size56 += LANES37), 46)), nullptr, nullptr); 
# 103
return 0; 
# 104
} 

# 1 "v001348.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ec93c1fc_10_v001348_cu_d06714e0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001348.cudafe1.stub.c"
#include "v001348.cudafe1.stub.c"
# 1 "v001348.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
