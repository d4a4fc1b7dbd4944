# 1 "v002292.cu"
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
# 11 "v002292.cu"
__attribute__((visibility("hidden"))) void score3_kernel(const int *src4) ;
#if 0
# 11
{ 
# 12
unsigned gid5 = __device_builtin_variable_threadIdx.x; 
# 13
for (int it6 = 0, j7 = 9; it6 < j7; (++it6), (--j7)) { }  
# 14
auto flag8 = (13.125F); 
# 15
flag8 = (gid5 / (3)); 
# 16
flag8 = (__device_builtin_variable_gridDim.x); 
# 17
} 
#endif
# 19 "v002292.cu"
static void count9_kernel(int count10) ;
#if 0
# 19
{ 
# 20
int idx11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
if (idx11 >= count10) { 
# 22
return; 
# 23
}  
# 24
for (int j12 = 0; j12 < 9; ++j12) { 
# 25
--count10; 
# 26
count10++; 
# 27
}  
# 28
} 
#endif
# 31 "v002292.cu"
__attribute__((visibility("hidden"))) void grow13_kernel(const int *coef14, float *__restrict__ acc15, int stride16, int len17) ;
#if 0
# 31
{ 
# 32
unsigned mid18 = (len17 / 50) + (__device_builtin_variable_gridDim.z); 
# 33
++stride16; 
# 34
for (int i19 = 0; i19 < 9; ++i19) { 
# 35
switch (len17) { 
# 36
case 1:  
# 37
(acc15[mid18]) = (33); 
# 38
break; 
# 39
default:  
# 40
(++len17), (len17 = (i19 + (acc15[__device_builtin_variable_gridDim.z]))); 
# 41
break; 
# 42
}  
# 43
}  
# 44
double sum20 = (((5) + (__device_builtin_variable_gridDim.x)) - len17) * (static_cast< float>((6) + (acc15[0]))); 
# 45
} 
#endif
# 47 "v002292.cu"
__attribute__((visibility("hidden"))) void march21(const int *in22) ;
#if 0
# 47
{ 
# 48
unsigned idx23 = __device_builtin_variable_threadIdx.x; 
# 49
int lim24 = static_cast< int>(idx23); 
# 50
switch (*in22) { 
# 51
case 11:  
# 52
lim24 = lim24; 
# 53
break; 
# 54
case 3:  
# 55
for (int j25 = 0; j25 < lim24; ++j25) { 
# 56
lim24 = lim24; 
# 57
float base26 = __device_builtin_variable_threadIdx.z; 
# 58
lim24 = lim24; 
# 59
}  
# 60
break; 
# 61
case 2:  
# 62
case sizeof(unsigned):  
# 63
break; 
# 64
default:  
# 65
break; 
# 66
}  
# 67
} 
#endif
# 69 "v002292.cu"
__attribute__((unused)) short pivot27(int count28) {int volatile ___ = 1;(void)count28;
# 78
::exit(___);}
#if 0
# 69
{ 
# 70
count28 = count28; 
# 71
count28 = (__device_builtin_variable_blockIdx.z); 
# 72
count28 = 46; 
# 73
count28 = count28; 
# 74
count28 = (47 - count28); 
# 75
count28 = (((count28 += 20), count28) + __alignof__(float)); 
# 76
count28 = (count28 + ((count28 += 63L), __device_builtin_variable_warpSize)); 
# 77
return -('0'); 
# 78
} 
#endif
# 80 "v002292.cu"
__attribute__((unused)) unsigned update29(int *__restrict__ buf30, unsigned *acc31) {int volatile ___ = 1;(void)buf30;(void)acc31;
# 87
::exit(___);}
#if 0
# 80
{ 
# 81
int m32 = pivot27((7) + (*acc31)); 
# 82
(buf30[7]) = (((pivot27(' ')) + (51UL % (__device_builtin_variable_threadIdx.z))) - ((__device_builtin_variable_threadIdx.x) * (+(__device_builtin_variable_blockIdx.x)))); 
# 83
pivot27(__device_builtin_variable_blockIdx.x); 
# 84
unsigned cnt33 = (sizeof(int)); 
# 85
(++cnt33), (m32 = (static_cast< int>(cnt33 - ((buf30[m32]) - (__device_builtin_variable_gridDim.z))))); 
# 86
return __device_builtin_variable_threadIdx.x; 
# 87
} 
#endif
# 89 "v002292.cu"
int main() { 
# 90
int count34 = 2539; 
# 91
int prod35 = count34; 
# 92
for (int j36 = prod35; j36 > 0; --j36) { 
# 93
(__cudaPushCallConfiguration((j36 + 63) / 64, 64, sizeof(int) * (32))) ? (void)0 : count9_kernel(prod35); 
# 94
float res37 = (j36 * 12ULL) + (46); 
# 95
}  
# 96
count34 = ('#'); 
# 97
int acc38 = 5; 
# 98
(__cudaPushCallConfiguration(46 + 18, sizeof(unsigned) * (8), 128 * 8)) ? (void)0 : score3_kernel(static_cast< const int *>(nullptr)); 
# 99
(__cudaPushCallConfiguration(256, 128, sizeof(double) * (256))) ? (void)0 : grow13_kernel(nullptr, nullptr, 54L, acc38); 
# 100
(__cudaPushCallConfiguration(sizeof(int) * (4), 128, sizeof(float) * (256))) ? (void)0 : march21(static_cast< const int *>(nullptr)); 
# 101
return 0; 
# 102
} 

# 1 "v002292.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__810a2c11_10_v002292_cu_fbd77028
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002292.cudafe1.stub.c"
#include "v002292.cudafe1.stub.c"
# 1 "v002292.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
