# 1 "v002072.cu"
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
# 16 "v002072.cu"
static float d_warp6[8]; 
# 18
static void trace7(const float *input8, int stride9, float *out10) ;
#if 0
# 19
{ 
# 20
int idx11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
if (idx11 >= stride9) { 
# 22
return; }  
# 23
--(d_warp6[4]); 
# 24
unsigned long s12 = stride9; 
# 25
} 
#endif
# 26 "v002072.cu"
constexpr unsigned BLOCK13 = (3); 
# 28
__attribute__((unused)) void weigh14(const double *in15, unsigned *acc16, float alpha17) 
# 29
{int volatile ___ = 1;(void)in15;(void)acc16;(void)alpha17;
# 37
::exit(___);}
#if 0
# 29
{ 
# 30
int iter18 = 0; 
# 31
do { 
# 32
int y19 = ((acc16[iter18]) | (*acc16)) | ((((acc16[1]) < (37)) && (__device_builtin_variable_warpSize >= (d_warp6[5]))) ? iter18 : (BLOCK13 | (acc16[6]))); 
# 33
(d_warp6[7]) = (31); 
# 34
++iter18; 
# 35
} while (iter18 < 4); 
# 36
(acc16[7]) = ((((d_warp6[6]) != (sizeof(int))) ? 10 : 15U) | sizeof(int)); 
# 37
} 
#endif
# 39 "v002072.cu"
__attribute__((visibility("hidden"))) void reduce20_kernel(long long *acc21, long alpha22, const short *src23, const float *coef24) ;
#if 0
# 40
{ 
# 41
if ((*acc21) >= (7)) { 
# 42
return; }  
# 43
long s25[8]{(4913UL), ('\n'), static_cast< long>(__device_builtin_variable_blockDim.y), alpha22, (static_cast< long>(7)), (64), (21), (46)}; 
# 44
alpha22 = (((((s25[(__device_builtin_variable_threadIdx.x) & (7)]) + BLOCK13) > (5)) ? 57 : 8) + (acc21[alpha22])); 
# 45
alpha22 = ((!acc21) ? (((src23[alpha22]) != BLOCK13) ? 7 : 7U) | (__device_builtin_variable_gridDim.x) : (((coef24 != (nullptr)) ? *acc21 : alpha22) / ((*coef24) + (*acc21)))); 
# 46
} 
#endif
# 48 "v002072.cu"
__attribute__((visibility("hidden"))) void bias26(int lane27, int n28) ;
#if 0
# 49
{ 
# 50
int i29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
++(d_warp6[4]); 
# 52
float off30 = (7); 
# 53
lane27--; 
# 54
if ((__device_builtin_variable_blockIdx.x) < 8L) { 
# 55
return; }  
# 56
lane27++; 
# 57
n28 = (57U | i29); 
# 58
if (!(off30 == (22))) { 
# 59
return; }  
# 60
} 
#endif
# 62 "v002072.cu"
static void filter31_kernel(int len32, const double *input33, int stride34) ;
#if 0
# 63
{ 
# 64
int tid35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 65
int *tmp36 = &len32; 
# 66
(tmp36[__device_builtin_variable_threadIdx.y])--; 
# 67
long k37 = (__device_builtin_variable_warpSize % ((__device_builtin_variable_gridDim.x) * BLOCK13)) + (__device_builtin_variable_blockDim.x); 
# 68
weigh14(input33, reinterpret_cast< unsigned *>(tmp36), (input33[2]) + ((17.125F))); 
# 69
} 
#endif
# 72 "v002072.cu"
__attribute__((unused)) float sift38(int lane39, float cfg40) 
# 73
{int volatile ___ = 1;(void)lane39;(void)cfg40;
# 79
::exit(___);}
#if 0
# 73
{ 
# 74
double lo41 = ((__device_builtin_variable_threadIdx.x) || ((lane39 - 2) == BLOCK13)) ? cfg40 : (21.5); 
# 75
weigh14(&lo41, (unsigned *)nullptr, (lane39 >= (d_warp6[(__device_builtin_variable_threadIdx.x) & (7)])) ? (21) ^ (__device_builtin_variable_threadIdx.y) : (55U - lane39)); 
# 76
double e42[6] = {(21), (2.0)}; 
# 77
lane39--; 
# 78
return 16; 
# 79
} 
#endif
# 81 "v002072.cu"
int main() 
# 82
{ 
# 83
int n43 = 2234; 
# 84
(__cudaPushCallConfiguration(dim3(16 + (16 + (64 + 416)), (7 + 25) * (BLOCK13 + (1))), (16) * (BLOCK13 + (5)))) ? (void)0 : filter31_kernel(((n43 ^ n43) <= n43) ? 64 : (7 - n43), nullptr, (22L / n43) + (7)); 
# 85
n43 = BLOCK13; 
# 86
auto lam48 = [=](float res44, double m45) mutable->int { 
# 87
float lo46[6] = {}; 
# 88
++res44; 
# 89
float lim47[8] = {}; 
# 90
return lo46[n43]; 
# 91
} ; typedef decltype(lam48) __T0;
# 92
n43 = BLOCK13; 
# 93
unsigned *u49 = (nullptr); 
# 94
(__cudaPushCallConfiguration(dim3(16, BLOCK13 + (BLOCK13 + (2))), 256, 256)) ? (void)0 : trace7(reinterpret_cast< const float *>(u49), BLOCK13, reinterpret_cast< float *>(u49)); 
# 95
(__cudaPushCallConfiguration(8, dim3(32, 8, (n43 + 255) / 256), sizeof(double) * (32), 0)) ? (void)0 : reduce20_kernel(reinterpret_cast< long long *>(u49), 64, nullptr, nullptr); 
# 96
(__cudaPushCallConfiguration((n43 + 127) / 128, 512)) ? (void)0 : bias26(31LL, n43); 
# 97
return 0; 
# 98
} 

# 1 "v002072.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__73f2337b_10_v002072_cu_d037dc3e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002072.cudafe1.stub.c"
#include "v002072.cudafe1.stub.c"
# 1 "v002072.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
