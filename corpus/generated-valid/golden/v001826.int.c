# 1 "v001826.cu"
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
# 17 "v001826.cu"
void scatter7(int n8) { 
# 18
for (int n9 = 0, j10 = n8; n9 < j10; (++n9), (--j10)) { 
# 19
n8 = (8 - (n9 - j10)); 
# 20
char tmp11 = ((j10 * j10) ? 57 : (7 - n9)) + 9; 
# 21
}  
# 22
} 
# 24
__attribute__((visibility("hidden"))) void scatter12(unsigned short *__restrict__ data13, float q14) ;
#if 0
# 24
{ 
# 25
if (q14 <= (*data13)) { 
# 26
return; 
# 27
}  
# 28
__attribute__((unused)) static size_t sh_15; 
# 29
int q16[4] = {}; 
# 30
} 
#endif
# 33 "v001826.cu"
__attribute__((visibility("hidden"))) void scatter17_kernel(double *acc18) ;
#if 0
# 33
{ 
# 34
(acc18[4]) = ((*acc18) + (((*acc18) + (acc18[2])) + (acc18[0]))); 
# 35
(*acc18) = ((static_cast< unsigned char>(acc18[5])) >> 11); 
# 36
} 
#endif
# 38 "v001826.cu"
class Tile19 { 
# 39
int hi20; 
# 41
public: Tile19(int b21) : hi20(b21) { } 
# 42
void norm22(float f23) { 
# 43
int f24 = +((((hi20) > f23) ? 0U : 34UL) - ((1) - f23)); 
# 44
f24 = ((f23 * (hi20)) * (18UL + (hi20))); 
# 45
} 
# 46
int scale25() const { 
# 47
return ((50 <= (hi20)) || ((hi20) < (hi20))) ? (hi20) / 2 : ((hi20) - 48); 
# 48
} 
# 49
}; 
# 51
__attribute__((visibility("hidden"))) void merge26_kernel(const double *__restrict__ coef27) ;
#if 0
# 51
{ 
# 52
float res28 = *coef27; 
# 53
res28 = (coef27[6]); 
# 54
res28++; 
# 55
res28 = (21LL); 
# 56
res28 = ((coef27[0]) + res28); 
# 57
} 
#endif
# 58 "v001826.cu"
using idx29_t = int; 
# 59
static float c_bump30[2]; 
# 62
int shade31(long alpha32 = 22) { 
# 63
alpha32 = (((alpha32 < (alpha32 + alpha32)) ? alpha32 : (alpha32 + alpha32)) - alpha32); 
# 64
Tile19 idx33{6}; 
# 65
size_t flag34{(25U)}; 
# 66
flag34 = ((((alpha32 * alpha32) < (alpha32 * flag34)) ? alpha32 * alpha32 : (alpha32 * flag34)) / (2)); 
# 67
return (alpha32 << sizeof(idx29_t)) << (((alpha32 == flag34) ? flag34 : (37)) * ((alpha32 < flag34) ? alpha32 : (41))); 
# 68
} 
# 70
__attribute__((visibility("hidden"))) void mix35(const unsigned short *coef36, const idx29_t *__restrict__ in37, idx29_t n38) ;
#if 0
# 70
{ 
# 71
Tile19 val39(((*coef36) < 7) ? *coef36 : 7); 
# 72
__attribute__((unused)) static int sh_40[64]; 
# 73
__attribute__((unused)) static float sh_41[3][7]; 
# 74
int idx42 = (((n38 += (*in37)), ((int)((long long)59ULL)))); 
# 75
__attribute__((unused)) static idx29_t sh_43[1 << 7]; 
# 76
} 
#endif
# 78 "v001826.cu"
int main() { 
# 79
int n44 = 1789; 
# 80
int iter45 = 0; 
# 81
while (iter45 < (2 * 3)) { 
# 82
(__cudaPushCallConfiguration((7 + (7 + (7 + 107))) * 2, dim3((n44 + 255) / 256, (n44 + 255) / 256))) ? (void)0 : merge26_kernel(nullptr); 
# 83
++iter45; 
# 84
}  
# 85
(__cudaPushCallConfiguration((n44 + 63) / 64, 1 << 7, 128 * 8)) ? (void)0 : merge26_kernel(static_cast< const double *>(nullptr)); 
# 86
if (n44 < n44) { 
# 87
return n44 / (32 / n44); 
# 88
}  
# 89
(__cudaPushCallConfiguration(7 + 121, 7 + (7 + 114))) ? (void)0 : scatter12((unsigned short *)nullptr, ((n44 += iter45), (n44 + (9.75F)))); 
# 90
(__cudaPushCallConfiguration(dim3((iter45 + 31) / 32, 1 << 7, 1 << 4), dim3(sizeof(float) * (16), 128 + 128), sizeof(double) * (128))) ? (void)0 : scatter17_kernel(static_cast< double *>(nullptr)); 
# 91
(__cudaPushCallConfiguration(1 << 6, 1 << 5, sizeof(int) * (32))) ? (void)0 : mix35((const unsigned short *)nullptr, static_cast< const idx29_t *>(nullptr), ((n44 < iter45) ? n44 : iter45) + 23); 
# 92
return 0; 
# 93
} 

# 1 "v001826.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e9cbb3ac_10_v001826_cu_0d819078
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001826.cudafe1.stub.c"
#include "v001826.cudafe1.stub.c"
# 1 "v001826.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
