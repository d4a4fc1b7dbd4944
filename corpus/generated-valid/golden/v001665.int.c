# 1 "v001665.cu"
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
# 10 "v001665.cu"
class Particle5 { 
# 11
long flag6; 
# 12
int mass7; 
# 13
short hi8; 
# 15
public: Particle5(long init9, int init10, short c11) : flag6(init9), mass7(init10), hi8(c11) { } 
# 16
void reset12(float stride13) 
# 17
{ 
# 18
(flag6) = (5); 
# 19
} 
# 20
void mix14(int z15) 
# 21
{ 
# 22
z15 = (hi8); 
# 23
} 
# 24
}; 
# 26
inline float relax16(int count17, int n18) 
# 27
{ 
# 28
n18 = 37; 
# 29
for (int it19 = 0, j20 = 6; it19 < j20; (++it19), (--j20)) { 
# 30
const int sum21 = (' '); 
# 31
}  
# 32
for (int it22 = count17; it22 > 0; --it22) { 
# 33
n18--; 
# 34
n18 = (27 - it22); 
# 35
}  
# 36
short off23 = count17; 
# 37
return off23; 
# 38
} 
# 40
__attribute__((visibility("hidden"))) void spread24(const float *__restrict__ in25, float *data26, int len27) ;
#if 0
# 41
{ 
# 43
#pragma unroll
for (
# 43
int n28 = (5 + (5 + 4)); n28 > 0; --n28) { 
# 44
unsigned res29[3] = {}; 
# 45
int cnt30[6] = {6, 7}; 
# 46
}  
# 47
} 
#endif
# 49 "v001665.cu"
__attribute__((visibility("hidden"))) void shade31(char q32, Particle5 a33, float cfg34, float beta35) ;
#if 0
# 50
{ 
# 51
if (beta35 > beta35) { 
# 52
return; 
# 53
}  
# 54
if (q32 != (4208 * q32)) { 
# 55
if ((q32 >= q32) && (cfg34 != (61))) { 
# 56
relax16(relax16(39U, beta35) - cfg34, relax16(relax16(42, cfg34), (cfg34 != cfg34) ? 33 : beta35)); 
# 57
__attribute__((unused)) static float sh_36[15][3]; 
# 58
} else { if (58 != q32) { }  }  
# 59
} else { if (((q32 + q32) == beta35) && (q32 == 37)) { 
# 60
} else { 
# 61
}  }  
# 62
} 
#endif
# 64 "v001665.cu"
__attribute__((unused)) short split37(double b38, short q39, int len40) 
# 65
{int volatile ___ = 1;(void)b38;(void)q39;(void)len40;
# 69
::exit(___);}
#if 0
# 65
{ 
# 66
b38 = len40; 
# 67
unsigned prod41 = (2); 
# 68
return (((prod41 != b38) || (b38 != len40)) || (q39 < len40)) ? (len40 += 46), (-26) : ((b38 * prod41) * len40); 
# 69
} 
#endif
# 70 "v001665.cu"
typedef Particle5 rec42_t; 
# 72
int host_sweep43(int count44, float cfg45) 
# 73
{ 
# 74
unsigned hi46 = cfg45; 
# 75
Particle5 q47(hi46, relax16(cfg45, cfg45), relax16(hi46, 9)); 
# 76
(__cudaPushCallConfiguration(2, 64)) ? (void)0 : spread24(nullptr, nullptr, 47); 
# 77
if (!count44) { 
# 78
relax16(relax16(hi46, 64) * hi46, (58LL * hi46) % hi46); 
# 79
} else { if (((int)cfg45) >= (2137 - count44)) { 
# 80
char s48 = ((('A') - count44) + hi46) + (48); 
# 81
} else { 
# 82
}  }  
# 83
return 10; 
# 84
} 
# 86
__attribute__((visibility("hidden"))) void pivot49_kernel(unsigned char *out50) ;
#if 0
# 87
{ 
# 88
const short cnt51 = split37((3.125), 26, (*out50) + (55 - (out50[0]))); 
# 89
if ((((out50[cnt51]) < (*out50)) ? 32L : (64)) < (*out50)) { 
# 90
if (14 == ((*out50) - 8)) { 
# 91
return; 
# 92
}  
# 93
__attribute__((unused)) static unsigned sh_52[2][16]; 
# 94
((sh_52[0])[cnt51]) = (32); 
# 95
}  
# 96
(out50[5]) = (((out50[7]) += cnt51), 5); 
# 97
} 
#endif
# 99 "v001665.cu"
double run_scatter53(const unsigned *__restrict__ in54, rec42_t a55) 
# 100
{ 
# 101
host_sweep43((host_sweep43(64, (3.625F))) - ((in54[0]) - (in54[2])), in54[7]); 
# 102
dim3 sum56 = dim3(2, 128); 
# 103
float off57{(40LL)}; 
# 104
a55 = Particle5(host_sweep43(off57, *in54) / (u'\x7a'), ((int)4) - (in54[1]), ((double)64) + ((*in54) - off57)); 
# 105
static_assert((42 == 42), "bad config");
# 106
return (in54[3]) + relax16((*in54) + (*in54), (1906UL) + off57); 
# 107
} 
# 109
int main() 
# 110
{ 
# 111
int len58 = 3890; 
# 112
if (run_scatter53((const unsigned *)nullptr, Particle5(L'\x23', 64, U'\x41')) <= run_scatter53(nullptr, Particle5(4241, 1265, len58))) { 
# 113
(__cudaPushCallConfiguration(((dim3)((len58 + 31) / 32)), 5 + (5 + 54))) ? (void)0 : shade31((len58 + 26) + len58, Particle5(31 * len58, len58 * len58, len58), relax16(37U, len58) - (49UL), 5); 
# 114
auto acc59 = -(len58 + 3); 
# 115
}  
# 116
(__cudaPushCallConfiguration((len58 + 63) / 64, 32)) ? (void)0 : pivot49_kernel(nullptr); 
# 117
return 0; 
# 118
} 

# 1 "v001665.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__34f4dbf2_10_v001665_cu_4d4d764e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001665.cudafe1.stub.c"
#include "v001665.cudafe1.stub.c"
# 1 "v001665.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
