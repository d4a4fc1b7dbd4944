# 1 "i000574.cu"
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
# 16 "i000574.cu"
constexpr int shade7(int count8) 
# 17
{ 
# 18
short lo9{(10)}; 
# 19
return count8 | lo9; 
# 20
} 
# 21
constexpr float kW10 = (1.75F); 
# 23
namespace util11 { 
# 24
constexpr int accum12(int stride13) 
# 25
{ 
# 26
stride13 = ((stride13 += 33), stride13); 
# 27
stride13 = stride13; 
# 28
return (shade7(stride13) + 21) + ((40 + stride13) - 479ULL); 
# 29
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 31
__attribute__((unused)) static void pivot14(int lane15 = 16) 
# 32
{int volatile ___ = 1;(void)lane15;
# 41
::exit(___);}
#if 0
# 32
{ 
# 33
int tmp16 = shade7(util11::accum12(lane15)) * (util11::accum12(lane15) / (7 + lane15)); 
# 34
int q17(25 - util11::accum12(lane15)); 
# 35
signed char y18 = ((tmp16 + 58UL) * (64)) >> ((128 & lane15) + shade7(q17)); 
# 36
y18 *= (+(util11::accum12(tmp16) * lane15)); 
# 37
if (lane15 <= 17UL) { 
# 38
constexpr float tmp19 = (4.0F); 
# 39
}  
# 40
signed char base20 = shade7(tmp16 + (kW10 / q17)); 
# 41
} 
#endif

#pragma GCC diagnostic pop

# 42 "i000574.cu"
}
# 44
__attribute__((unused)) float apply21(unsigned beta22, int stride23, short *acc24) 
# 45
{int volatile ___ = 1;(void)beta22;(void)stride23;(void)acc24;
# 51
::exit(___);}
#if 0
# 45
{ 
# 46
((*acc24)--), (stride23 |= shade7(util11::accum12(~beta22))); 
# 47
char w25 = (sizeof(float)); 
# 48
long off26 = ((stride23 += 31), (beta22 - stride23)) / (39UL * (beta22 + w25)); 
# 49
float off27 = (21.875F); 
# 50
return shade7(*acc24); 
# 51
} 
#endif
# 53 "i000574.cu"
inline short fold28(int lane29, int stride30) 
# 54
{ 
# 55
util11::accum12(shade7(stride30 + kW10)); 
# 56
if (stride30 > shade7(lane29)) { 
# 57
for (int n31 = 0; n31 < (4 * 4); n31 += 3) { 
# 58
lane29 >>= ((int)(31 % ((short)stride30))); 
# 59
lane29 = util11::accum12((lane29 + 39UL) - (42L + lane29)); 
# 60
}  
# 61
}  
# 62
return util11::accum12((lane29 << lane29) | 8); 
# 63
} 
# 65
float bump32(unsigned a33, const int *input34) 
# 66
{ 
# 67
switch ((int)(*input34)) { 
# 68
case 2 * 4:  
# 69
break; 
# 70
case 0:  
# 71
static_assert(((7 + 44) == 51));
# 72
break; 
# 73
case 5:  
# 74
break; 
# 75
case 7:  
# 76
break; 
# 77
}  
# 78
fold28(a33, (float)(input34[a33 & (7)])); 
# 79
if ((input34[a33]) <= kW10) { 
# 80
return kW10 - (a33 & (2591)); 
# 81
}  
# 82
(a33--), (a33 += (fold28(a33 + kW10, ((*input34) & 24L) >> util11::accum12(input34[a33 & (7)])))); 
# 83
return 128; 
# 84
} 
# 86
constexpr int check_spread35(int stride36) 
# 87
{ 
# 88
stride36 = shade7((stride36 & 22) + (128 + stride36)); 
# 89
unsigned v37((stride36 % stride36) + ((float)kW10)); 
# 90
return util11::accum12(v37 * kW10) / ((stride36 << stride36) + util11::accum12(v37)); 
# 91
} 
# 93
__attribute__((visibility("hidden"))) void reduce38(const int *in39, const float *src40, int *data41, float *out42) ;
#if 0
# 94
{ 
# 95
if ((*src40) != ((int)(src40[6]))) { 
# 96
(out42[1]) = ((10.75F) * (((*data41) % (in39[2])) - apply21(src40[4], data41[6], (short *)nullptr))); 
# 97
(*out42) += (((in39[0]) - ((data41[6]) & 31)) * kW10); 
# 98
}  
# 99
(out42[5]) = (18.0F); 
# 100
} 
#endif
# 102 "i000574.cu"
int main() 
# 103
{ 
# 104
int size43 = 3492; 
# 105
int vals48[2] = {((1.5)), 2}; 
# 106
for (int it44 = 0; it44 < 2; it44 += 3) { 
# 107
for (int n45 = 0, j46 = it44; n45 < j46; (++n45), (--j46)) { 
# 108
float lo47 = 9UL << j46; 
# 109
(__cudaPushCallConfiguration((j46 + 31) / 32, (7 + 1) * 4, sizeof(double) * (64), (cudaStream_t)0)) ? (void)0 : reduce38(nullptr, nullptr, nullptr, (float *)nullptr); 
# 110
}  
# 111
}  
# 112
return 0; 
# 113
} 

# 1 "i000574.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__476e3658_10_i000574_cu_2f9d0a43
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000574.cudafe1.stub.c"
#include "i000574.cudafe1.stub.c"
# 1 "i000574.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
