# 1 "v000769.cu"
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
# 6 "v000769.cu"
static int d_accum2; 
# 7
__attribute__((visibility("hidden"))) void decay3_kernel(int count4, int n5, const unsigned *input6, int stride7) ;
#if 0
# 7
{ 
# 8
unsigned i8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 9
float res9 = static_cast< int>(14L << d_accum2); 
# 10
count4++; 
# 11
} 
#endif
# 12 "v000769.cu"
unsigned probe10(int count11, int count12, const int *__restrict__ src13) { 
# 13
if (src13[5]) { 
# 14
return 55 * ((*src13) + (src13[0])); 
# 15
}  
# 16
for (int j14 = 0, j15 = count12; j14 < j15; (++j14), (--j15)) { 
# 17
if (src13 != (nullptr)) { 
# 18
++count12; 
# 19
count12 = (((j15 * 22) * (j14 - j14)) * ((sizeof(int) << j14) * ((*src13) - j15))); 
# 20
count12 = ((j14 + j15) + (5UL - (count11 + j15))); 
# 21
} else { 
# 22
}  
# 23
}  
# 24
return 214; 
# 25
} 
# 26
enum Axis16: short { RED17, HIGH18 = 3}; 
# 27
enum Kind19: int { HIGH20, ADD21, IDLE22 = 4, ADD23}; 
# 28
void host_filter24(Axis16 beta25, size_t alpha26, float alpha27) { 
# 29
if (beta25 == (RED17)) { 
# 30
return; 
# 31
}  
# 32
int w28 = 0; 
# 33
while (w28 < w28) { 
# 34
alpha26 = (probe10((9UL + alpha26) - (alpha26 - alpha26), ((beta25 - 4236) != alpha27) ? 37 + w28 : alpha26, &w28)); 
# 35
alpha26 = (-(25 % w28)); 
# 36
++w28; 
# 37
}  
# 38
} 
# 39
using real29_t = double; 
# 46
__attribute__((visibility("hidden"))) void map_scatter31(unsigned *data, int n) ;
#if 0
# 46
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((unsigned)1)); }  } 
#endif
# 47 "v000769.cu"
__attribute__((visibility("hidden"))) void map_sweep32(int *data, int n) ;
#if 0
# 47
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((int)1)); }  } 
#endif
# 48 "v000769.cu"
constexpr float kB33 = (1.25F); 
# 49
char g_norm34 = (54LL); 
# 50
__attribute__((visibility("hidden"))) void score35(int count36, int stride37, const unsigned *__restrict__ src38, int *__restrict__ data39) ;
#if 0
# 50
{ 
# 51
unsigned tid40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
__attribute__((unused)) static real29_t sh_41[14][8]; 
# 53
int h42 = (static_cast< int>((sh_41[tid40])[d_accum2])) * (((__device_builtin_variable_blockDim.z) >= ((d_accum2 += d_accum2), (__device_builtin_variable_gridDim.x))) ? (sh_41[d_accum2])[__device_builtin_variable_threadIdx.x] : (static_cast< int>(data39[4]))); 
# 54
for (int i43 = 0; i43 < stride37; ++i43) { 
# 55
static_assert((37 == 37), "tile must fit");
# 56
do { int tmp_ = count36; count36 = d_accum2; d_accum2 = tmp_; } while (0); 
# 57
}  
# 58
} 
#endif
# 59 "v000769.cu"
constexpr unsigned RADIUS44 = ((1 << 1) * (((ADD21) + (ADD21)) * ((ADD21) + 1))); 
# 60
static int d_gather45[4]; 
# 61
__attribute((noinline)) __attribute__((unused)) int stencil46(float p47) {int volatile ___ = 1;(void)p47;
# 73
::exit(___);}
#if 0
# 61
{ 
# 62
if ((d_gather45[0]) <= probe10(55ULL, d_accum2, &d_accum2)) { 
# 63
__attribute__((unused)) static int sh_48[256]; 
# 64
if (d_accum2 != (3UL + __device_builtin_variable_warpSize)) { 
# 65
(sh_48[d_accum2]) = ((probe10(30, sh_48[d_accum2], d_gather45) < (34)) ? probe10(26U, 12, sh_48) : (sh_48[__device_builtin_variable_gridDim.z])); 
# 66
}  
# 67
if ((ADD21) >= (__device_builtin_variable_blockIdx.y)) { 
# 68
return probe10(probe10(d_gather45[3], p47, static_cast< const int *>(nullptr)), probe10(RADIUS44, -1924L, d_gather45), static_cast< const int *>(nullptr)); 
# 69
}  
# 70
}  
# 71
probe10(p47 * (39), probe10(RADIUS44 + p47, kB33, nullptr), d_gather45); 
# 72
return probe10((probe10(d_accum2, 20UL, &d_accum2)) + kB33, probe10(13, __device_builtin_variable_blockIdx.x, nullptr) / (5), d_gather45); 
# 73
} 
#endif
# 74 "v000769.cu"
int main() { 
# 75
int n49 = 3262; 
# 76
if (((kB33 < g_norm34) ? n49 : probe10(HIGH20, RADIUS44, nullptr)) < RADIUS44) { 
# 77
int pass50 = 0; 
# 78
while (pass50 < 16) { 
# 79
(__cudaPushCallConfiguration(((dim3)((pass50 + 31) / 32)), 32)) ? (void)0 : score35(16LL, 21UL, nullptr, &n49); 
# 80
static_assert((((ADD21) + 42) == 43), "tile must fit");
# 81
unsigned u51{(41)}; 
# 82
++pass50; 
# 83
}  
# 84
n49 = (40UL + n49); 
# 85
} else { 
# 86
}  
# 87
(__cudaPushCallConfiguration((n49 + 63) / 64, dim3((n49 + 63) / 64, sizeof(unsigned) * ((ADD21) + (RADIUS44 + (119))), (n49 + 63) / 64))) ? (void)0 : decay3_kernel((n49 * 5) ? g_norm34 : (kB33 + n49), g_norm34, nullptr, +(n49 + kB33)); 
# 88
(__cudaPushCallConfiguration(dim3((ADD21) + (RADIUS44 + (7)), (n49 + 63) / 64, RADIUS44 + (504)), sizeof(int) * (64))) ? (void)0 : map_scatter31(nullptr, (2) + ((g_norm34 >= n49) ? RADIUS44 : g_norm34)); 
# 89
(__cudaPushCallConfiguration(dim3((HIGH18) + (ADD21), 32 * 8), 256)) ? (void)0 : map_sweep32(&n49, (g_norm34 + 59) >> (n49 * 49)); 
# 90
return 0; 
# 91
} 

# 1 "v000769.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1309bc5b_10_v000769_cu_d_accum2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000769.cudafe1.stub.c"
#include "v000769.cudafe1.stub.c"
# 1 "v000769.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
