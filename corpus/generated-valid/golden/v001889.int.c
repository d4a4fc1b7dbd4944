# 1 "v001889.cu"
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
# 19 "v001889.cu"
__attribute__((visibility("hidden"))) void warp8_kernel(float *buf9, int lane10, double a11) ;
#if 0
# 20
{ 
# 21
int acc12{(-19)}; 
# 22
constexpr float sum13 = (40); 
# 23
} 
#endif
# 25 "v001889.cu"
__attribute__((visibility("hidden"))) void spread14(float cfg15, unsigned long long *buf16, const int *input17, long long *acc18) ;
#if 0
# 26
{ 
# 27
long flag19 = buf16[5]; 
# 28
if ((*input17) >= ((*buf16) * (*buf16))) { 
# 29
goto skip20; 
# 30
}  
# 31
flag19 = 9L; 
# 32
skip20:; ; 
# 33
} 
#endif
# 35 "v001889.cu"
__attribute__((visibility("hidden"))) void decay21_kernel(const float *in22) ;
#if 0
# 36
{ 
# 37
float q23 = *in22; 
# 38
__attribute__((unused)) static unsigned sh_24[256]; 
# 39
unsigned t25 = (static_cast< int>((11L) * (*in22))) + (((size_t)2873U) - ((in22[7]) * (*in22))); 
# 40
} 
#endif
# 42 "v001889.cu"
namespace impl26 { 
# 43
constexpr double kW27 = (4.5); 
# 45
unsigned host_merge28(bool q29, char *out30, unsigned *out31) 
# 46
{ 
# 47
(out31[1]) *= (out31[1]); 
# 48
long h32[8] = {}; 
# 49
if (((out30[0]) - 26) < (out30[5])) { 
# 50
goto finish33; 
# 51
}  
# 52
(*out30) = q29; 
# 53
finish33:; ; 
# 54
return out31[3]; 
# 55
} 
# 56
}
# 58
__attribute__((visibility("hidden"))) void clamp34(int *buf35, const float *coef36, int lane37) ;
#if 0
# 59
{ 
# 60
if (63 != (buf35[3])) { 
# 61
return; 
# 62
}  
# 63
const int hi38 = buf35[5]; 
# 64
if ((((buf35[hi38]) += hi38), 1477) > 7) { 
# 65
goto finish39; 
# 66
}  
# 67
lane37 = ((0U - (*buf35)) << (buf35[hi38])); 
# 68
finish39:; ; 
# 69
} 
#endif
# 76 "v001889.cu"
__attribute__((visibility("hidden"))) void map_tile41(unsigned *data, int n) ;
#if 0
# 76
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((unsigned)2)); }  } 
#endif
# 78 "v001889.cu"
__attribute((noinline)) __attribute__((unused)) int filter42(const double *coef43) 
# 79
{int volatile ___ = 1;(void)coef43;
# 92
::exit(___);}
#if 0
# 79
{ 
# 80
if ((+((*coef43) + (3))) >= impl26::kW27) { 
# 81
auto m44 = *coef43; 
# 82
int iter45 = 0; 
# 83
while (iter45 < iter45) { 
# 84
unsigned char prod46 = (double)((impl26::kW27 + iter45) - (m44 * m44)); 
# 85
int acc47[2]{iter45, (int)prod46}; 
# 86
++iter45; 
# 87
}  
# 88
m44 = ('\a'); 
# 89
} else { if ((!coef43) && ((coef43[1]) <= impl26::kW27) && ((18LL) > (coef43[5])) && ((coef43[7]) > (47))) { 
# 90
} else { if (((coef43[7]) * (impl26::kW27 - (coef43[2]))) != (coef43[2])) { }  }  }  
# 91
return (float)(-44); 
# 92
} 
#endif
# 94 "v001889.cu"
int check_relax48(int len49, int n50, int stride51) 
# 95
{ 
# 96
len49++; 
# 97
--stride51; 
# 98
++stride51; 
# 99
for (int n52 = len49; n52 > 0; --n52) { 
# 100
const unsigned long cnt53 = -(n50 >> 2); 
# 101
(__cudaPushCallConfiguration(sizeof(float) * (16 + (63 + 49)), sizeof(float) * (8 + 8))) ? (void)0 : clamp34(&n50, static_cast< const float *>(nullptr), 4522 >> len49); 
# 102
}  
# 103
return ((len49 += len49), (len49 * len49)) * 3144; 
# 104
} 
# 106
int main() 
# 107
{ 
# 108
int len54 = 3772; 
# 109
(__cudaPushCallConfiguration(2, 256)) ? (void)0 : map_tile41((unsigned *)nullptr, 35 - len54); 
# 110
auto fn56 = [=]()->int { 
# 111
(__cudaPushCallConfiguration(2, sizeof(int) * (16), 0)) ? (void)0 : clamp34((int *)nullptr, nullptr, 8 - (len54)); 
# 112
unsigned flag55{2U}; 
# 113
return ((len54) * (len54)); 
# 114
} ; typedef decltype(fn56) __T0;
# 115
if (!(impl26::kW27 < len54)) { 
# 116
return 34U; 
# 117
}  
# 118
len54 /= 61L; 
# 119
(__cudaPushCallConfiguration(dim3((len54 + 63) / 64, (len54 + 255) / 256, sizeof(float) * (32)), 128 * 2)) ? (void)0 : warp8_kernel(nullptr, (int)55U, impl26::kW27 * (len54 + (20.875))); 
# 120
(__cudaPushCallConfiguration((8 + 8) * 2, dim3((len54 + 31) / 32, 16), 0)) ? (void)0 : spread14(impl26::kW27, (unsigned long long *)nullptr, nullptr, nullptr); 
# 121
(__cudaPushCallConfiguration((len54 + 63) / 64, sizeof(int) * (32))) ? (void)0 : decay21_kernel((const float *)nullptr); 
# 122
return 0; 
# 123
} 

# 1 "v001889.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fb18bb5b_10_v001889_cu_12dda150
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001889.cudafe1.stub.c"
#include "v001889.cudafe1.stub.c"
# 1 "v001889.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
