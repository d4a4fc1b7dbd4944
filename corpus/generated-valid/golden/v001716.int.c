# 1 "v001716.cu"
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
# 14 "v001716.cu"
namespace math4 { 
# 15
__attribute((noinline)) __attribute__((unused)) void bias5(int count6, const int *coef7, int lane8) {int volatile ___ = 1;(void)count6;(void)coef7;(void)lane8;
# 20
::exit(___);}
#if 0
# 15
{ 
# 16
bool res9 = lane8 == sizeof(float); 
# 17
(++count6), (lane8 -= (+count6)); 
# 18
count6 = 60; 
# 19
int q10[4] = {count6, (21UL), (51ULL)}; 
# 20
} 
#endif
# 22 "v001716.cu"
float check_score11(int lane12, const unsigned *src13) { 
# 23
if (lane12 == lane12) { 
# 24
goto done15; 
# 25
}  
# 26
if ((((src13[1]) == (60)) || (*src13)) || ((src13[1]) <= 12U)) { 
# 27
lane12 = (static_cast< double>(lane12 / 3)); 
# 28
lane12 = (41ULL & (((*src13) & lane12) + (sizeof(int) - (*src13)))); 
# 29
long q14[7] = {}; 
# 30
}  
# 31
done15:; ; 
# 32
return lane12; 
# 33
} 
# 34
}
# 37
__attribute__((visibility("hidden"))) void norm16(short alpha17, unsigned char cfg18, int len19, unsigned long long *buf20) ;
#if 0
# 37
{ 
# 38
len19 = (((int)len19) * (((buf20[1]) += (28)), alpha17)); 
# 39
++alpha17; 
# 40
if (cfg18 != (*buf20)) { 
# 41
goto skip21; 
# 42
}  
# 43
cfg18 -= ((sizeof(int)) % ((~len19) + ((buf20[alpha17 & 7]) * (sizeof(int))))); 
# 44
(buf20[alpha17 & 7]) |= (((unsigned char)(32 - len19)) - (*buf20)); 
# 45
cfg18 = ((double)alpha17); 
# 46
skip21:; ; 
# 47
} 
#endif
# 54 "v001716.cu"
__attribute__((visibility("hidden"))) void map_rank23(unsigned *data, int n) ;
#if 0
# 54
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((unsigned)((data[i]) - ((unsigned)1))); }  } 
#endif
# 56 "v001716.cu"
__attribute__((visibility("hidden"))) void combine24_kernel(double beta25, const unsigned *coef26, const unsigned *src27, int len28) ;
#if 0
# 56
{ 
# 57
float r29[6] = {(9.0F), (static_cast< float>(sizeof(unsigned char))), (4602), static_cast< float>((src27[len28]) + (21.625F))}; 
# 58
const float cnt30 = (double)(((coef26[2]) > len28) ? (coef26[len28]) + (coef26[len28]) : (~len28)); 
# 59
if (int diff31 = ((beta25 += ((17.875F))), (57L % (src27[2]))) + cnt30; ((coef26[diff31 & 7]) * (3222)) & (1)) { 
# 60
static_assert((2 > 1));
# 61
int idx32 = 7; 
# 62
} else { if (((46) / beta25) > (cnt30 + diff31)) { }  }  
# 63
} 
#endif
# 70 "v001716.cu"
__attribute__((visibility("hidden"))) void map_update34(int *data, int n) ;
#if 0
# 70
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((int)1)); }  } 
#endif
# 72 "v001716.cu"
inline void sift35(double q36, int stride37, bool b38) { 
# 73
if (b38) { 
# 74
return; 
# 75
}  
# 76
if (!b38) { 
# 77
q36 /= (b38 * ((stride37 += 3), q36)); 
# 78
}  
# 79
if ((((36L) <= q36) ? 32 : 32) <= stride37) { 
# 80
goto finish39; 
# 81
}  
# 82
if (stride37 >= stride37) { 
# 83
return; 
# 84
}  
# 85
(__cudaPushCallConfiguration((stride37 + 63) / 64, 29 + (3 + (29 + (32 + 163))), 4096, (cudaStream_t)0)) ? (void)0 : combine24_kernel(15UL ^ stride37, (const unsigned *)nullptr, (const unsigned *)nullptr, q36); 
# 86
(__cudaPushCallConfiguration((stride37 + 255) / 256, ((dim3)(512)), sizeof(int) * (64), nullptr)) ? (void)0 : norm16(42, b38, 32, nullptr); 
# 87
finish39:; ; 
# 88
} 
# 90
int main() { 
# 91
int n40 = 419; 
# 92
for (int it41 = 13; it41 > 0; --it41) { 
# 93
(__cudaPushCallConfiguration(dim3((it41 + 255) / 256, sizeof(int) * (4)), 4 * (3 + (3 + 2)), sizeof(int) * (32), (cudaStream_t)0)) ? (void)0 : combine24_kernel((it41 * n40) - (it41 % it41), (const unsigned *)nullptr, nullptr, (56) % (static_cast< unsigned>(it41))); 
# 94
n40 |= (it41 & 44L); 
# 95
}  
# 96
n40 |= ((~n40) + n40); 
# 97
(__cudaPushCallConfiguration(2, 256)) ? (void)0 : map_rank23(static_cast< unsigned *>(nullptr), 1024); 
# 98
(__cudaPushCallConfiguration(dim3(sizeof(int) * (2), (n40 + 63) / 64, (3 + 1) * (3 + 1)), 64, sizeof(double) * (256), nullptr)) ? (void)0 : map_update34((int *)nullptr, n40 * 26); 
# 99
return 0; 
# 100
} 

# 1 "v001716.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5f3d7ba9_10_v001716_cu_ba3ba2e3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001716.cudafe1.stub.c"
#include "v001716.cudafe1.stub.c"
# 1 "v001716.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
