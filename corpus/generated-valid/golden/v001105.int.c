# 1 "v001105.cu"
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
# 7 "v001105.cu"
constexpr int step2(int stride3) 
# 8
{ 
# 9
stride3 = (-62LL); 
# 10
stride3 = stride3; 
# 11
return 8; 
# 12
} 
# 14
int split4(unsigned beta5, float cfg6, int n7) 
# 15
{ 
# 16
if (cfg6 <= (beta5 - 14L)) { 
# 17
return step2(beta5); 
# 18
}  
# 19
for (int j8 = n7; j8 > 0; --j8) { 
# 20
int pass9 = 0; 
# 21
while (pass9 < 8) { 
# 22
beta5 = (2L); 
# 23
static_assert((11 > 10));
# 24
++pass9; 
# 25
}  
# 26
}  
# 27
return -step2(beta5 | (39)); 
# 28
} 
# 29
constexpr int WIDTH10 = 2; 
# 31
namespace _GLOBAL__N__a6b11eea_10_v001105_cu_fdc7109c __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__a6b11eea_10_v001105_cu_fdc7109c; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__a6b11eea_10_v001105_cu_fdc7109c __attribute__((visibility("hidden")))  { 
# 32
static void reduce11(int count12, bool q13, const unsigned long *in14) ;
#if 0
# 33
{ 
# 34
if (q13) { 
# 35
for (int i15 = 0; i15 < (WIDTH10 + WIDTH10); i15++) { 
# 36
if (float u16 = step2(*in14); !(!((in14[count12]) < (11)))) { 
# 37
unsigned t17 = split4(41, count12, in14[1]) + i15; 
# 38
count12 = (q13 - ((35) - (t17 << sizeof(float)))); 
# 39
} else { 
# 40
int r18 = (split4(1562 * q13, u16, (*in14) | (57))) / ((i15 * 40U) - (1523L % i15)); 
# 41
count12 = (-(r18 & step2(r18))); 
# 42
}  
# 43
}  
# 44
}  
# 45
} 
#endif
# 46 "v001105.cu"
}
# 49
unsigned char run_stencil19(int stride20, int len21, unsigned char *acc22) 
# 50
{ 
# 51
if (((*acc22) * stride20) > 4) { 
# 52
return (48 | len21) >> (57UL * stride20); 
# 53
}  
# 54
(__cudaPushCallConfiguration(WIDTH10 + (WIDTH10 + 124), 64)) ? (void)0 : reduce11((WIDTH10 - (acc22[stride20 & 7])) + (-len21), !(stride20 == (*acc22)), reinterpret_cast< const unsigned long *>(acc22)); 
# 55
return step2(*acc22); 
# 56
} 
# 57
using idx23_t = int; 
# 58
static int d_lerp24; 
# 60
__attribute__((unused)) float score25(double beta26) 
# 61
{int volatile ___ = 1;(void)beta26;
# 76
::exit(___);}
#if 0
# 61
{ 
# 62
unsigned char u27 = (step2(static_cast< double>(beta26))) * ((-d_lerp24) + (WIDTH10 - beta26)); 
# 63
if ((static_cast< idx23_t>(step2(u27))) > d_lerp24) { 
# 64
if (unsigned flag28 = step2(d_lerp24); (step2(beta26) + (u27 / 4)) <= d_lerp24) { 
# 65
constexpr float h29 = (4.0F); 
# 66
split4(~step2(beta26), split4(13U + d_lerp24, step2(beta26), (13) - beta26), step2(step2(beta26))); 
# 67
} else { if (auto h30 = flag28; !((flag28 * beta26) == h30)) { 
# 68
if ((d_lerp24 + d_lerp24) != 43ULL) { 
# 69
return (6LL / d_lerp24); 
# 70
}  
# 71
float flag31(static_cast< float>(flag28 * d_lerp24)); 
# 72
} else { 
# 73
}  }  
# 74
}  
# 75
return WIDTH10; 
# 76
} 
#endif
# 77 "v001105.cu"
typedef int idx32_t; 
# 79
namespace gpu33 { 
# 80
constexpr idx23_t RADIUS34 = 2; 
# 82
__attribute__((visibility("hidden"))) void weigh35_kernel(float *out36, unsigned p37, const idx23_t *in38, const int *src39) ;
#if 0
# 83
{ 
# 84
if ((+(-(*src39))) >= split4(27UL, (2.5F), in38[1])) { 
# 85
int iter40 = 0; 
# 86
while ((iter40 < d_lerp24) && (!((*src39) >= 19L))) { 
# 87
auto tmp41 = (long long)(-(4 * (in38[p37 & (7)]))); 
# 88
for (int j42 = 0; j42 < iter40; j42++) { 
# 89
(out36[iter40 & 7]) = (33 - (d_lerp24 ^ d_lerp24)); 
# 90
if (((in38[3]) - (-0)) <= j42) { 
# 91
return; 
# 92
}  
# 93
}  
# 94
++iter40; 
# 95
}  
# 96
} else { if (!out36) { }  }  
# 97
} 
#endif
# 98 "v001105.cu"
}
# 100
int main() 
# 101
{ 
# 102
int len43 = 660; 
# 103
auto prod44 = gpu33::RADIUS34; 
# 104
(__cudaPushCallConfiguration(WIDTH10, 1 << (gpu33::RADIUS34 + 3))) ? (void)0 : reduce11(len43 ^ 9, WIDTH10 | prod44, nullptr); 
# 105
static size_t lo45 = (58LL); 
# 106
(__cudaPushCallConfiguration(8, 512)) ? (void)0 : gpu33::weigh35_kernel(static_cast< float *>(nullptr), static_cast< int>(WIDTH10 ^ lo45), &prod44, &prod44); 
# 107
return 0; 
# 108
} 

# 1 "v001105.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a6b11eea_10_v001105_cu_fdc7109c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001105.cudafe1.stub.c"
#include "v001105.cudafe1.stub.c"
# 1 "v001105.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
