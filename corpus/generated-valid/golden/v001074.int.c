# 1 "v001074.cu"
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
# 16 "v001074.cu"
__attribute__((unused)) float rank6(const float *src7, float a8, float q9 = 4ULL) {int volatile ___ = 1;(void)src7;(void)a8;(void)q9;
# 27
::exit(___);}
#if 0
# 16
{ 
# 17
if ((((__device_builtin_variable_blockIdx.x) * (41)) % (43)) <= ((q9 += (12.875F)), 30LL)) { 
# 18
if (!(src7 == (nullptr))) { 
# 19
return 10; 
# 20
}  
# 21
}  
# 22
if ((a8 == q9) || ((__device_builtin_variable_threadIdx.x) & (1))) { 
# 23
a8 = (((q9 - (4.125F)) - (2)) / ((__device_builtin_variable_threadIdx.x) - (0.75F))); 
# 24
int val10[5] = {1, 2560}; 
# 25
}  
# 26
return (__device_builtin_variable_blockDim.x); 
# 27
} 
#endif
# 29 "v001074.cu"
__attribute__((visibility("hidden"))) void shade11_kernel(float *acc12, float *data13, int n14) ;
#if 0
# 29
{ 
# 30
int gid15 = __device_builtin_variable_threadIdx.x; 
# 31
if (gid15 >= n14) { 
# 32
return; 
# 33
}  
# 34
((acc12[gid15 & 7])++), (n14 |= ((__device_builtin_variable_threadIdx.x) + (__device_builtin_variable_blockDim.y))); 
# 35
n14 &= (((n14 + n14) * (gid15 >> gid15)) % (((data13[6]) += (data13[gid15])), gid15)); 
# 36
rank6(acc12, ~(((__device_builtin_variable_blockIdx.z) < n14) ? __device_builtin_variable_blockIdx.z : n14), 3); 
# 37
} 
#endif
# 39 "v001074.cu"
struct alignas(16) Acc16 { 
# 40
unsigned flag17; 
# 41
int count18; 
# 42
int flag19; 
# 43
bool hi20; 
# 44
}; 
# 46
__attribute__((unused)) double score21(int stride22, size_t b23, const signed char *coef24) {int volatile ___ = 1;(void)stride22;(void)b23;(void)coef24;
# 57
::exit(___);}
#if 0
# 46
{ 
# 47
if (stride22 & 1) { 
# 48
b23 = (*coef24); 
# 49
}  
# 50
float e25[4] = {}; 
# 51
if (((52L) >= ((coef24[b23 & (7)]) | sizeof(Acc16))) || (rank6(nullptr, __device_builtin_variable_blockIdx.z) >= b23)) { 
# 52
(e25[b23 & (3)]) *= ((__device_builtin_variable_gridDim.y) * (stride22 | b23)); 
# 53
b23 >>= (12UL * ((b23 << (coef24[3])) * (10))); 
# 54
stride22 *= b23; 
# 55
}  
# 56
return (((e25[stride22 & 3]) += (__device_builtin_variable_gridDim.x)), ((b23 < ((60U) + b23)) ? b23 : ((60U) + b23))); 
# 57
} 
#endif
# 59 "v001074.cu"
__attribute__((unused)) void trace26(signed char p27, const Acc16 &q28) {int volatile ___ = 1;(void)p27;(void)q28;
# 68
::exit(___);}
#if 0
# 59
{ 
# 60
if (q28.flag17) { 
# 61
p27 *= 10; 
# 62
}  
# 63
long long lim29 = (77ULL); 
# 64
if ((p27 - __alignof__(float)) < (49UL << p27)) { 
# 65
Acc16 s30 = Acc16{9U, 40, static_cast< int>(q28.flag19), (static_cast< bool>(1))}; 
# 66
}  
# 67
score21(__device_builtin_variable_threadIdx.x, 2583U, &p27); 
# 68
} 
#endif
# 70 "v001074.cu"
__attribute__((visibility("hidden"))) void merge31(double q32) ;
#if 0
# 70
{ 
# 71
int idx33 = __device_builtin_variable_threadIdx.x; 
# 72
auto idx34 = q32; 
# 73
switch (idx33 + idx33) { 
# 74
case 10:  
# 75
idx34 = q32; 
# 76
q32 = idx33; 
# 77
break; 
# 78
default:  
# 79
switch (idx33 * 10) { 
# 80
case 3:  
# 81
q32 -= idx33; 
# 82
break; 
# 83
case 2:  
# 84
break; 
# 85
case 4:  
# 86
q32 += idx34; 
# 87
break; 
# 88
case 0:  
# 89
break; 
# 90
}  
# 91
break; 
# 92
}  
# 93
} 
#endif
# 95 "v001074.cu"
int main() { 
# 96
int count35 = 3922; 
# 97
count35 ^= count35; 
# 98
(count35++), (count35 -= count35); 
# 99
if (count35 != count35) { 
# 100
return count35; 
# 101
}  
# 102
(__cudaPushCallConfiguration((count35 + 255) / 256, ((dim3)((count35 + 255) / 256)), sizeof(int) * (32), (cudaStream_t)0)) ? (void)0 : shade11_kernel(nullptr, nullptr, count35); 
# 103
(__cudaPushCallConfiguration(dim3(4, (count35 + 63) / 64, (count35 + 127) / 128), dim3(16, 2 * 4))) ? (void)0 : merge31((count35 & count35) + count35); 
# 104
return 0; 
# 105
} 

# 1 "v001074.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6771763a_10_v001074_cu_2682d0b8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001074.cudafe1.stub.c"
#include "v001074.cudafe1.stub.c"
# 1 "v001074.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
