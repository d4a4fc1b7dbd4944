# 1 "v001336.cu"
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
# 5 "v001336.cu"
__attribute__((unused)) float mix1(unsigned beta2) {int volatile ___ = 1;(void)beta2;
# 9
::exit(___);}
#if 0
# 5
{ 
# 6
--beta2; 
# 7
const double f3 = beta2 * ((2405) * (beta2 ^ 30U)); 
# 8
return static_cast< int>(38); 
# 9
} 
#endif
# 11 "v001336.cu"
__attribute__((visibility("hidden"))) void bias4(int len5) ;
#if 0
# 11
{ 
# 12
len5 = (len5 + len5); 
# 13
static_assert((14 == 14), "tile must fit");
# 14
int flag6[6]{(10U), len5, 890, 4819, 9, (19U)}; 
# 15
(flag6[5]) <<= 3; 
# 16
__attribute__((unused)) static float sh_7[32]; 
# 17
} 
#endif
# 24 "v001336.cu"
__attribute__((visibility("hidden"))) void map_combine9(double *data, int n) ;
#if 0
# 24
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif
# 26 "v001336.cu"
inline char scale10(float b11, int lane12, int len13) { 
# 27
lane12++; 
# 28
++lane12; 
# 29
len13--; 
# 30
--b11; 
# 31
return b11; 
# 32
} 
# 34
namespace util14 { namespace inner15 { 
# 35
typedef unsigned idx16_t; 
# 36
}}
# 38
namespace math17 { 
# 39
typedef float real18_t; 
# 40
}
# 43
unsigned lerp19(float p20) { 
# 44
long q21{(long)((sizeof(signed char)) + p20)}; 
# 45
util14::inner15::idx16_t res22[2] = {}; 
# 46
return (int)q21; 
# 47
} 
# 49
static void step23_kernel(const util14::inner15::idx16_t *src24, math17::real18_t *data25, int *buf26, const long *src27) ;
#if 0
# 49
{ 
# 50
(*data25)++; 
# 51
math17::real18_t k28 = data25[0]; 
# 52
k28 = (static_cast< long>(sizeof(float))); 
# 53
__attribute__((unused)) static double sh_29[32]; 
# 54
__attribute__((unused)) static math17::real18_t sh_30[2 * 2][6]; 
# 55
signed char y31{(127)}; 
# 56
unsigned long long stride32 = 56U + ((int)(*data25)); 
# 57
} 
#endif
# 59 "v001336.cu"
__attribute__((visibility("hidden"))) void step33_kernel(math17::real18_t *buf34, bool a35) ;
#if 0
# 59
{ 
# 60
--(*buf34); 
# 61
__attribute__((unused)) static int sh_36[32]; 
# 62
(*buf34) += a35; 
# 63
const int k37 = (((sh_36[31]) | 56L) >= (a35 / (buf34[2]))) ? lerp19(31) : (' '); 
# 64
} 
#endif
# 66 "v001336.cu"
namespace img38 { 
# 67
typedef int idx39_t; 
# 69
__attribute((always_inline)) __attribute__((unused)) inline math17::real18_t bias40(idx39_t len41, int stride42) {int volatile ___ = 1;(void)len41;(void)stride42;
# 79
::exit(___);}
#if 0
# 69
{ 
# 70
if (len41 != lerp19(len41)) { 
# 71
long long e43 = (scale10(-(13.375F), stride42 >> sizeof(int), len41 * stride42)) | 8; 
# 72
}  
# 73
if (len41 < (stride42 + len41)) { 
# 74
++stride42; 
# 75
int val44 = len41; 
# 76
} else { 
# 77
}  
# 78
return lerp19(stride42); 
# 79
} 
#endif
# 81 "v001336.cu"
__attribute__((visibility("hidden"))) void spread45_kernel(int *out46, const int *input47, float *dst48) ;
#if 0
# 81
{ 
# 82
if (16 < (out46[5])) { 
# 83
goto finish53; 
# 84
}  
# 85
if (((*input47) | 1U) >= (((*dst48) += (dst48[2])), (input47[7]))) { 
# 86
++(out46[3]); 
# 87
__attribute__((unused)) static int sh_49[16]; 
# 88
__attribute__((unused)) static math17::real18_t sh_50; 
# 89
} else { if ((*out46) == lerp19(dst48[0])) { 
# 90
const int *lim51 = reinterpret_cast< const int *>(dst48); 
# 91
((dst48[7])--), ((out46[1]) += 16); 
# 92
__attribute__((unused)) static double sh_52[32]; 
# 93
}  }  
# 94
finish53:; ; 
# 95
} 
#endif
# 96 "v001336.cu"
}
# 98
int main() { 
# 99
int size54 = 4022; 
# 100
dim3 w55(8, sizeof(int) * (64), 64); 
# 101
size54 %= (~((size54 > size54) ? (size54 >= size54) ? 42 : 13ULL : size54)); 
# 102
(__cudaPushCallConfiguration(dim3((size54 + 127) / 128, 16, 64), 256 * 2, sizeof(float) * (32))) ? (void)0 : bias4(size54); 
# 103
(__cudaPushCallConfiguration(1 << 9, dim3(1, (size54 + 63) / 64, (size54 + 127) / 128))) ? (void)0 : map_combine9(nullptr, scale10(3747, 44L, size54 / 8)); 
# 104
(__cudaPushCallConfiguration(16, 64)) ? (void)0 : step23_kernel(nullptr, nullptr, &size54, nullptr); 
# 105
return 0; 
# 106
} 

# 1 "v001336.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__be6c6adf_10_v001336_cu__Z4mix1j
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001336.cudafe1.stub.c"
#include "v001336.cudafe1.stub.c"
# 1 "v001336.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
