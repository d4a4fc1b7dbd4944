# 1 "v000100.cu"
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
# 27 "v000100.cu"
enum Color8 { FAST9, HIGH10, GREEN11}; 
# 30
__attribute__((visibility("hidden"))) void clamp12_kernel(int count13, int *dst14, long *out15) ;
#if 0
# 31
{ 
# 32
(*out15)--; 
# 33
do { (dst14[count13]) += 48; } while (0); 
# 34
} 
#endif
# 37 "v000100.cu"
__attribute__((visibility("hidden"))) void scale16_kernel(size_t *out17, int lane18, int n19) ;
#if 0
# 38
{ 
# 39
double sum20 = 18U * (n19 / 2); 
# 40
(out17[5]) %= n19; 
# 42
#pragma unroll 2
for (
# 42
int i21 = lane18; i21 > 0; --i21) { 
# 43
n19 += ((sum20 + i21) - (-((lane18 + 5) + 9))); 
# 44
(out17[i21]) |= ((FAST9) >> (((unsigned)n19) * i21)); 
# 45
}  
# 46
int y22 = *out17; 
# 47
} 
#endif
# 49 "v000100.cu"
__attribute__((visibility("hidden"))) void tally23(const float *src24, float *acc25, int stride26) ;
#if 0
# 50
{ 
# 51
unsigned char idx27 = (21); 
# 52
if ((acc25[0]) != (acc25[6])) { 
# 53
return; 
# 54
}  
# 55
} 
#endif
# 57 "v000100.cu"
namespace impl28 { 
# 58
static int check_fold29(int lane30) 
# 59
{ 
# 60
(__cudaPushCallConfiguration(dim3((lane30 + 127) / 128, (HIGH10) + 255, 1), 256)) ? (void)0 : scale16_kernel(nullptr, lane30 + (lane30 >> lane30), lane30 * 2670); 
# 61
if (lane30 > lane30) { 
# 62
return 26 + lane30; 
# 63
}  
# 64
const char *base31 = ("kernel\n"); 
# 65
--lane30; 
# 66
Color8 base32 = HIGH10; 
# 67
--lane30; 
# 68
(__cudaPushCallConfiguration((HIGH10) + 31, dim3((lane30 + 255) / 256, (HIGH10) + 63, (lane30 + 31) / 32))) ? (void)0 : tally23((const float *)nullptr, nullptr, (((base31[0]) / 2) + 28) + ((double)base32)); 
# 69
return (((GREEN11) % base32) + (lane30 + 16)) - ((lane30 + sizeof(int)) + 16UL); 
# 70
} 
# 72
int stencil33(const float *in34, int len35) 
# 73
{ 
# 74
len35 *= (in34[len35]); 
# 75
len35 = len35; 
# 76
bool f36 = !((((in34[len35]) * (8UL)) * (sizeof(float) * len35)) >= (22 + len35)); 
# 77
return (long)(in34[len35]); 
# 78
} 
# 79
}
# 81
__attribute__((visibility("hidden"))) void scatter37_kernel(float b38, int count39, const float *input40) ;
#if 0
# 82
{ 
# 83
for (int j41 = 0; j41 < count39; ++j41) { 
# 84
(++b38), (count39 = impl28::stencil33(input40 + j41, input40[j41])); 
# 85
Color8 v42 = FAST9; 
# 86
b38 /= ((input40[j41]) * (5.5F)); 
# 87
}  
# 88
} 
#endif
# 90 "v000100.cu"
long grow43(int stride44, double *dst45, float q46) 
# 91
{ 
# 92
impl28::stencil33((const float *)nullptr, q46); 
# 93
const char *h47 = ("path\\to"); 
# 94
if (stride44 < (h47[0])) { 
# 95
goto finish48; 
# 96
}  
# 97
(__cudaPushCallConfiguration(dim3((stride44 + 255) / 256, 1 << 9, 16), sizeof(unsigned) * ((HIGH10) + 63))) ? (void)0 : clamp12_kernel((q46 * q46) / (2), nullptr, (long *)nullptr); 
# 98
if ((stride44 == (*dst45)) || (h47[0])) { 
# 99
return ((FAST9) >> (h47[0])) * impl28::check_fold29(stride44); 
# 100
}  
# 101
(dst45[6]) -= (impl28::stencil33(nullptr, dst45[stride44])); 
# 102
finish48:; ; 
# 103
return impl28::check_fold29((impl28::stencil33(nullptr, h47[1])) - (dst45[stride44])); 
# 104
} 
# 106
int main() 
# 107
{ 
# 108
int n49 = 2168; 
# 109
(__cudaPushCallConfiguration(dim3(sizeof(unsigned) * ((HIGH10) + (12 + 19)), 1), 1 << 5)) ? (void)0 : scatter37_kernel(n49 - (7 * n49), n49 + (n49 * n49), nullptr); 
# 110
n49 <<= (grow43(12, (double *)nullptr, 29) << ((n49 += (-41)), (-n49))); 
# 111
(__cudaPushCallConfiguration(256, 128)) ? (void)0 : scatter37_kernel(1 + n49, grow43(n49, nullptr, (n49 + 2) + (HIGH10)), nullptr); 
# 112
return 0; 
# 113
} 

# 1 "v000100.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3718e56c_10_v000100_cu_f25defa7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000100.cudafe1.stub.c"
#include "v000100.cudafe1.stub.c"
# 1 "v000100.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
