# 1 "v000665.cu"
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
# 5 "v000665.cu"
static int d_sift1; 
# 6
static int c_accum2; 
# 8
static void score3(const double *src4) ;
#if 0
# 9
{ 
# 10
int gid5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
++d_sift1; 
# 12
switch (d_sift1) { 
# 13
case 6:  { 
# 14
bool val6 = (d_sift1 + d_sift1) >= gid5; 
# 15
auto h7 = (((__device_builtin_variable_threadIdx.z) + (12)) * (val6 ? 'z' : (__device_builtin_variable_threadIdx.y))) * (203 + d_sift1); 
# 16
break; 
# 17
} 
# 18
}  
# 19
} 
#endif
# 21 "v000665.cu"
__attribute__((unused)) double probe8(unsigned b9, int stride10, int n11) 
# 22
{int volatile ___ = 1;(void)b9;(void)stride10;(void)n11;
# 26
::exit(___);}
#if 0
# 22
{ 
# 23
double val12 = ((n11 * (20.375F)) + ((stride10 >= b9) ? stride10 : n11)) * (d_sift1 / 64); 
# 24
bool val13 = (~(__device_builtin_variable_threadIdx.z)) == (-d_sift1); 
# 25
return 8 ^ stride10; 
# 26
} 
#endif
# 27 "v000665.cu"
enum class Kind14: short { 
# 28
On15, 
# 29
Blue16, 
# 30
High17, 
# 31
On18 = 4, 
# 32
High19
# 33
}; 
# 35
__attribute__((unused)) double scale20(int len21, int len22, float a23) 
# 36
{int volatile ___ = 1;(void)len21;(void)len22;(void)a23;
# 41
::exit(___);}
#if 0
# 36
{ 
# 37
Kind14 x24 = Kind14::Blue16; 
# 38
len21--; 
# 39
a23++; 
# 40
return (c_accum2 | c_accum2) + (__device_builtin_variable_threadIdx.y); 
# 41
} 
#endif
# 43 "v000665.cu"
__attribute__((visibility("hidden"))) void warp25_kernel(int count26, double *acc27, int *acc28) ;
#if 0
# 44
{ 
# 45
int tid29 = __device_builtin_variable_threadIdx.x; 
# 46
if (tid29 >= count26) { 
# 47
return; 
# 48
}  
# 49
Kind14 v30 = Kind14::On18; 
# 50
auto u31 = 48UL - ((v30 == Kind14::On15) ? __device_builtin_variable_threadIdx.x : (61)); 
# 51
(acc28[7]) ^= ((c_accum2 + (('\000') % d_sift1)) * ((((acc27[d_sift1]) >= (acc28[c_accum2])) ? 16 : ('a')) * count26)); 
# 52
if (((__device_builtin_variable_blockDim.x) - ((__device_builtin_variable_blockIdx.x) - (acc28[tid29]))) >= (u31 + (*acc27))) { 
# 53
u31 *= ((__device_builtin_variable_threadIdx.y) - ((11 - tid29) | u31)); 
# 54
count26 |= ('0'); 
# 55
}  
# 56
} 
#endif
# 57 "v000665.cu"
enum class Level32 { 
# 58
High33 = 2, 
# 59
Busy34, 
# 60
Off35 = 7, 
# 61
Off36, 
# 62
Green37
# 63
}; 
# 65
namespace _GLOBAL__N__9283d046_10_v000665_cu_d_sift1 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__9283d046_10_v000665_cu_d_sift1; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__9283d046_10_v000665_cu_d_sift1 __attribute__((visibility("hidden")))  { 
# 66
static float d_fold38; 
# 67
}
# 69
__attribute__((visibility("hidden"))) void stencil39_kernel(int *__restrict__ dst40, int *data41) ;
#if 0
# 70
{ 
# 71
d_sift1 = ((45) & (((data41[__device_builtin_variable_gridDim.x]) != (data41[3])) ? d_sift1 % c_accum2 : 27L)); 
# 72
int w42 = 0; 
# 73
do { 
# 74
if (-w42) { 
# 75
auto z43 = 16UL & (c_accum2 - c_accum2); 
# 76
}  
# 77
if (((int)(__device_builtin_variable_blockIdx.x)) >= 32) { 
# 78
break; 
# 79
}  
# 80
float t44 = (d_sift1 * (d_fold38 * w42)) - (d_sift1 % (39U + (__device_builtin_variable_gridDim.x))); 
# 81
++w42; 
# 82
} while (w42 < c_accum2); 
# 83
} 
#endif
# 84 "v000665.cu"
typedef Kind14 kind45_t; 
# 86
namespace _GLOBAL__N__9283d046_10_v000665_cu_d_sift1 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__9283d046_10_v000665_cu_d_sift1; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__9283d046_10_v000665_cu_d_sift1 __attribute__((visibility("hidden")))  { 
# 87
__attribute((always_inline)) __attribute__((unused)) inline void relax46(unsigned cfg47, float *out48) 
# 88
{int volatile ___ = 1;(void)cfg47;(void)out48;
# 91
::exit(___);}
#if 0
# 88
{ 
# 89
++d_fold38; 
# 90
d_sift1++; 
# 91
} 
#endif
# 92 "v000665.cu"
}
# 94
void run_rank49(float p50, float beta51) 
# 95
{ 
# 96
size_t m52 = (4516); 
# 97
p50 -= ((beta51 - ((m52) ? p50 : p50)) - (18.625F)); 
# 98
} 
# 100
int main() 
# 101
{ 
# 102
int size53 = 1528; 
# 103
--size53; 
# 104
(__cudaPushCallConfiguration(256, 256)) ? (void)0 : score3((const double *)nullptr); 
# 105
(__cudaPushCallConfiguration(1, 32 * 4)) ? (void)0 : warp25_kernel(size53, nullptr, &size53); 
# 106
(__cudaPushCallConfiguration((size53 + 127) / 128, sizeof(float) * (32), sizeof(unsigned) * (256), (cudaStream_t)0)) ? (void)0 : stencil39_kernel(&size53, &size53); 
# 107
return 0; 
# 108
} 

# 1 "v000665.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9283d046_10_v000665_cu_d_sift1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000665.cudafe1.stub.c"
#include "v000665.cudafe1.stub.c"
# 1 "v000665.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
