# 1 "v000046.cu"
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
# 16 "v000046.cu"
size_t spread6(int stride7) { 
# 17
stride7 = 30; 
# 18
unsigned v8 = stride7 * (__alignof__(char) % stride7); 
# 19
int off9 = v8 % (8); 
# 20
return v8; 
# 21
} 
# 23
__attribute__((visibility("hidden"))) void trace10(const int *input11) ;
#if 0
# 23
{ 
# 24
if (!(sizeof(int) <= (input11[3]))) { 
# 25
return; }  
# 26
__attribute__((unused)) static int sh_12[32]; 
# 27
(sh_12[13]) += (input11[5]); 
# 28
} 
#endif
# 31 "v000046.cu"
struct Particle13 { 
# 32
unsigned long flag14; 
# 33
double z15; 
# 34
float vel16; 
# 35
float x17; 
# 36
}; 
# 38
void shade18(unsigned p19, const Particle13 &a20) { 
# 39
if ((a20.z15) > (a20.x17)) { 
# 40
return; }  
# 41
(p19++), (p19 += (static_cast< unsigned>(29))); 
# 42
p19 = (((63) * (a20.flag14)) ^ 35UL); 
# 43
} 
# 45
extern "C" {
# 46
__attribute((always_inline)) __attribute__((unused)) inline void scatter24(float alpha25, const float *__restrict__ input26) {int volatile ___ = 1;(void)alpha25;(void)input26;
# 51
::exit(___);}
#if 0
# 46
{ 
# 47
if ((*input26) <= (static_cast< int>(-alpha25))) { 
# 48
const unsigned long long r27 = (11) / ((alpha25 += alpha25), (*input26)); 
# 49
}  
# 50
int k28 = (((alpha25 += (input26[6])), ((float)alpha25))); 
# 51
} 
#endif
# 53 "v000046.cu"
__attribute__((visibility("hidden"))) void merge21(int len22, const float *src23) ;
#if 0
# 53
{ 
# 54
len22 ^= ((len22 | (len22 % 8)) + (len22 - len22)); 
# 55
len22 |= ((len22 += 4332L), (static_cast< unsigned char>((*src23) / len22))); 
# 56
len22 |= 46; 
# 57
} 
#endif
# 58 "v000046.cu"
}
# 61
__attribute__((visibility("hidden"))) void accum29(const float *in30, int stride31, unsigned *__restrict__ dst32, const double *coef33) ;
#if 0
# 61
{ 
# 62
__attribute__((unused)) extern int dyn_34[]; 
# 63
if ((stride31 * (29 & stride31)) <= ((4692) - (coef33[5]))) { 
# 64
if ((*dst32) - (*dst32)) { 
# 65
(*dst32) -= ((in30[stride31]) + ((61) * ((dst32[stride31 & 7]) * (21)))); 
# 66
__attribute__((unused)) static float sh_35[16]; 
# 67
}  
# 68
Particle13 h36{(59ULL), (23.875), (339L), (-(5.75F))}; 
# 69
} else { 
# 70
}  
# 71
} 
#endif
# 73 "v000046.cu"
double tally37(unsigned a38) { 
# 74
Particle13 base39 = Particle13{(60L), (-(0.75)), (2.0F), (14.5F)}; 
# 75
Particle13 mid40{(46), (1241UL), (7.0F), static_cast< float>(((base39.flag14) += a38), (base39.z15))}; 
# 76
return (((mid40.flag14) + a38) % (8)); 
# 77
} 
# 79
int check_mix41(int stride42) { 
# 80
if ((stride42 & 29) < 63) { 
# 81
(__cudaPushCallConfiguration(sizeof(unsigned) * (2), 32)) ? (void)0 : merge21(4219LL, nullptr); 
# 82
int y43 = stride42; 
# 83
int flag44 = ((stride42 | 14) * sizeof(int)) & ((5UL & y43) * ((unsigned char)y43)); 
# 84
}  
# 85
stride42 += (stride42 + (44 ^ (stride42 - 44))); 
# 86
int diff45(((stride42 += stride42), (-stride42)) % 8); 
# 87
diff45 = diff45; 
# 88
return (3 / diff45) - stride42; 
# 89
} 
# 91
int main() { 
# 92
int size46 = 2043; 
# 93
size46 += (5 + ((size46 * 60) & 29)); 
# 94
size46 %= (((long)(size46 % 8)) * (63ULL + (size46 + size46))); 
# 95
if (size46 > size46) { 
# 96
return (29 * size46) * ((float)(17.625F)); }  
# 97
if (((size46 % 8) != 51) && (sizeof(unsigned) != (size46 + 29))) { 
# 98
if (size46 == size46) { 
# 99
return (unsigned long long)39; }  
# 100
const long h47 = (size46 % 8) - 14; 
# 101
}  
# 102
(__cudaPushCallConfiguration((size46 + 255) / 256, 29 + 227)) ? (void)0 : trace10(nullptr); 
# 103
(__cudaPushCallConfiguration((size46 + 31) / 32, 128)) ? (void)0 : accum29(nullptr, size46 % 8, static_cast< unsigned *>(nullptr), nullptr); 
# 104
return 0; 
# 105
} 

# 1 "v000046.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2cafcfd5_10_v000046_cu_cc1e8a28
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000046.cudafe1.stub.c"
#include "v000046.cudafe1.stub.c"
# 1 "v000046.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
