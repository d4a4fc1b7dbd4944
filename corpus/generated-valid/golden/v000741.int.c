# 1 "v000741.cu"
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
# 25 "v000741.cu"
__attribute__((visibility("hidden"))) void count10(int stride11, int lane12) ;
#if 0
# 25
{ 
# 26
__attribute__((unused)) static char sh_13[64]; 
# 27
--(sh_13[lane12]); 
# 28
} 
#endif
# 29 "v000741.cu"
constexpr int BLOCK14 = 7; 
# 31
unsigned check_sweep15(const float *coef16) { 
# 32
return ((coef16[7]) * (coef16[7])); 
# 33
} 
# 35
long blend17(const int *input18, int n19) { 
# 36
n19 |= ((8 <= ((n19 * (*input18)) ^ (input18[n19]))) ? input18[n19] : 41); 
# 37
if ((input18[n19]) >= 46) { 
# 38
return (37ULL * (input18[n19 & 7])) & ((*input18) * 47UL); 
# 39
}  
# 40
return (n19 * n19); 
# 41
} 
# 43
namespace img20 { 
# 44
__attribute__((unused)) int grow21(unsigned long alpha22, long long *buf23) {int volatile ___ = 1;(void)alpha22;(void)buf23;
# 51
::exit(___);}
#if 0
# 44
{ 
# 45
if ((buf23[alpha22]) < (*buf23)) { 
# 46
return (((buf23[0]) % (*buf23)) * ((buf23[0]) % (*buf23))); 
# 47
}  
# 48
blend17(reinterpret_cast< const int *>(buf23), (23) * alpha22); 
# 49
__attribute__((unused)) static unsigned sh_24[3][17]; 
# 50
return buf23[alpha22]; 
# 51
} 
#endif
# 53 "v000741.cu"
__attribute__((visibility("hidden"))) void sift25(double *dst26, int n27, int len28, int len29) ;
#if 0
# 53
{ 
# 54
if ((n27 - (+len28)) == img20::grow21(len28, reinterpret_cast< long long *>(dst26))) { 
# 55
n27 -= (len29 >> 12); 
# 56
}  
# 57
__attribute__((unused)) static int sh_30[7][13]; 
# 58
if (unsigned long long prod31 = blend17(&len29, (n27 * n27) & 2968); dst26 != (nullptr)) { 
# 59
n27 %= 55; 
# 60
(((sh_30[n27])[5])--), (len28 = ((sh_30[4])[10])); 
# 61
}  
# 62
} 
#endif
# 64 "v000741.cu"
unsigned check_blend32(int len33, unsigned long *dst34) { 
# 65
(dst34[len33]) = (check_sweep15(reinterpret_cast< const float *>(dst34))); 
# 66
int tmp35 = blend17(reinterpret_cast< const int *>(dst34), len33 * len33); 
# 67
dim3 diff36 = dim3(BLOCK14 + 57, 1 << 6); 
# 68
unsigned cnt37[6] = {(34UL), (232), 3U, (43), 7U}; 
# 69
(cnt37[len33]) |= (1143); 
# 70
tmp35 &= check_sweep15(reinterpret_cast< const float *>(dst34)); 
# 71
(cnt37[len33]) = (check_sweep15(reinterpret_cast< const float *>(dst34)) * check_sweep15(reinterpret_cast< const float *>(dst34))); 
# 72
return 13; 
# 73
} 
# 74
}
# 76
namespace img38 { namespace v39 { 
# 77
static int host_combine40(int stride41, int lane42) { 
# 78
lane42 *= lane42; 
# 79
auto step44 = [](long long diff43)->double { 
# 80
img20::check_blend32(img20::check_blend32(check_sweep15(nullptr), nullptr), nullptr); 
# 81
return blend17(nullptr, img20::check_blend32(40, nullptr)); 
# 82
} ; typedef decltype(step44) __T0;
# 83
float x45(((stride41 != stride41) ? 13 : (BLOCK14 + stride41)) * step44(stride41 * 62U)); 
# 84
blend17(&lane42, 23); 
# 85
(__cudaPushCallConfiguration((stride41 + 63) / 64, 1 << 7)) ? (void)0 : count10(10L & lane42, img20::check_blend32(BLOCK14, nullptr)); 
# 86
return lane42; 
# 87
} 
# 89
struct Stats46 { 
# 90
unsigned y47; 
# 91
unsigned char z48; 
# 92
int w49, hi50; 
# 93
}; 
# 94
}}
# 96
int main() { 
# 97
int size51 = 112; 
# 98
size51 = (blend17(&size51, 23U)); 
# 99
size51 = ((((size51 += BLOCK14), size51) == size51) ? 2U : 4U); 
# 100
(__cudaPushCallConfiguration((size51 + 63) / 64, 128)) ? (void)0 : img20::sift25(nullptr, BLOCK14, (21 - size51) | (651 - size51), +(47UL | size51)); 
# 101
return 0; 
# 102
} 

# 1 "v000741.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ac7dc7d4_10_v000741_cu_2570b46a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000741.cudafe1.stub.c"
#include "v000741.cudafe1.stub.c"
# 1 "v000741.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
