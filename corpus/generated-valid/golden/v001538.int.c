# 1 "v001538.cu"
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
# 15 "v001538.cu"
int run_relax6(double *data7, float *acc8, int stride9) 
# 16
{ 
# 17
int stride10 = (*data7) * (((*acc8) += (12.25F)), (acc8[stride9])); 
# 18
if (acc8 != (nullptr)) { 
# 19
if (unsigned long v11 = ((data7[stride10]) + stride10) / (32); !(v11 < (*data7))) { 
# 20
float x12[5] = {}; 
# 21
double lo13[7]{(8.0), (4.0), ((4.5F)), (-(19.0F)), (1.75), (static_cast< double>(32)), static_cast< double>(v11)}; 
# 22
} else { 
# 23
}  
# 24
} else { 
# 25
}  
# 26
return 1101UL; 
# 27
} 
# 28
static unsigned c_scale14; 
# 30
static void march15_kernel(unsigned short *dst16, int stride17, const double *input18, int stride19) ;
#if 0
# 31
{ 
# 32
__attribute__((unused)) extern double dyn_20[]; 
# 33
unsigned i21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
if (i21 >= stride17) { 
# 35
return; 
# 36
}  
# 37
long f22(*dst16); 
# 38
(*dst16)--; 
# 39
} 
#endif
# 41 "v001538.cu"
__attribute((always_inline)) __attribute__((unused)) static inline void rank23(unsigned p24, float p25, unsigned char *buf26) 
# 42
{int volatile ___ = 1;(void)p24;(void)p25;(void)buf26;
# 45
::exit(___);}
#if 0
# 42
{ 
# 43
float lo27 = (10); 
# 44
double q28 = p25; 
# 45
} 
#endif
# 47 "v001538.cu"
struct Cell29 { 
# 48
short sum30; 
# 49
int z31; 
# 50
int y32; 
# 51
void bump33(float z34) 
# 52
{ 
# 53
long q35 = ((((y32) * (z31)) ? z34 : (sizeof(Cell29))) < (32)) ? (y32) << (z31) : ((8 * (sum30)) + (y32)); 
# 54
(sum30) = (((32) * (((sum30) >= 24) ? 32 : 18UL)) / ((7) + z34)); 
# 55
} 
# 56
void get36(int val37) 
# 57
{ 
# 58
val37 = (z31); 
# 59
} 
# 60
}; 
# 62
__attribute__((visibility("hidden"))) void accum38(const unsigned *in39) ;
#if 0
# 63
{ 
# 64
int idx40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 65
if (((in39[0]) != (39)) || (c_scale14 != 48UL)) { 
# 66
return; 
# 67
}  
# 68
} 
#endif
# 69 "v001538.cu"
constexpr double kB41 = (1.75); 
# 71
unsigned bump42(const float *in43, int lane44, int len45 = 'a') 
# 72
{ 
# 73
len45 = len45; 
# 74
int pass46 = 0; 
# 75
do { 
# 76
len45 = (*in43); 
# 77
for (int i47 = 0; i47 < 12; ++i47) { 
# 78
len45 = ((lane44 += lane44), i47); 
# 79
lane44 = (0U * pass46); 
# 80
}  
# 81
++pass46; 
# 82
} while ((pass46 < len45) && ((lane44 >> pass46) == 62)); 
# 83
double k48 = lane44; 
# 84
return (lane44 << 4) / (pass46 + lane44); 
# 85
} 
# 87
void check_spread49(size_t p50) 
# 88
{ 
# 89
if (constexpr int w51 = 61; ((p50 - 33UL) + w51) >= (5)) { 
# 90
auto op52 = [=]()->unsigned { 
# 91
return ' '; 
# 92
} ; typedef decltype(op52) __T0;
# 93
op52(); 
# 94
p50 = (run_relax6((double *)nullptr, (float *)nullptr, kB41)); 
# 95
} else { 
# 96
run_relax6(nullptr, nullptr, bump42(nullptr, w51)); 
# 97
}  
# 98
} 
# 100
int main() 
# 101
{ 
# 102
int size53 = 201; 
# 103
int w54 = 0; 
# 104
do { 
# 105
size53 = (60U); 
# 106
if ((w54 - kB41) >= (32)) { 
# 107
return (size53 << size53) - run_relax6((double *)nullptr, (float *)nullptr, size53); 
# 108
}  
# 109
size53 = (2 * w54); 
# 110
++w54; 
# 111
} while (w54 < size53); 
# 112
(__cudaPushCallConfiguration((size53 + 31) / 32, 128, 0)) ? (void)0 : march15_kernel((unsigned short *)nullptr, ((kB41 <= w54) || (size53 != kB41)) ? w54 : 50, nullptr, 2); 
# 113
(__cudaPushCallConfiguration(16, 32 * 2, 4096)) ? (void)0 : accum38((const unsigned *)nullptr); 
# 114
return 0; 
# 115
} 

# 1 "v001538.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__88eafef1_10_v001538_cu_a9c6f948
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001538.cudafe1.stub.c"
#include "v001538.cudafe1.stub.c"
# 1 "v001538.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
