# 1 "v001900.cu"
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
# 20 "v001900.cu"
__attribute__((visibility("hidden"))) void relax8(int n9) ;
#if 0
# 21
{ 
# 22
size_t f10 = n9 + (((n9 != 8) ? 21UL : n9) + (n9 + 4205)); 
# 23
if (f10 == (25)) { 
# 24
return; 
# 25
}  
# 26
auto prod11 = (n9 % 8) * (8 + ((f10) ? n9 : n9)); 
# 27
f10 = (6 - prod11); 
# 28
} 
#endif
# 30 "v001900.cu"
static void scatter12(double *out13, double *__restrict__ dst14, int lane15) ;
#if 0
# 31
{ 
# 32
if (out13 == (nullptr)) { 
# 33
__attribute__((unused)) static float sh_16[256]; 
# 34
(*dst14) = ((((+lane15) + (lane15 % 8)) >= (out13[lane15])) ? lane15 : (((0.0) * lane15) - (((30) != (sh_16[201])) ? (24.625F) : (10.75)))); 
# 35
}  
# 36
(dst14[lane15]) = lane15; 
# 37
int iter17 = 0; 
# 38
do { 
# 39
float k18 = (long)((iter17 - iter17) % 8); 
# 40
auto v19 = (k18 - lane15) - (((lane15 += 38), iter17) + (iter17 % 8)); 
# 41
++iter17; 
# 42
} while (iter17 < 5); 
# 43
} 
#endif
# 45 "v001900.cu"
int host_grow20(int lane21, unsigned alpha22, double beta23) 
# 46
{ 
# 47
static_assert(((8 + 25) > 32), "expected value");
# 48
size_t base24[4] = {((size_t)39)}; 
# 49
switch (alpha22) { 
# 50
case 7:  
# 51
if (lane21 <= alpha22) { 
# 52
break; 
# 53
}  
# 54
[[fallthrough]] ; 
# 55
case 2 * 4:  { 
# 56
lane21--; 
# 57
float idx25[7] = {(float)(((base24[alpha22]) < lane21) ? beta23 : alpha22), (21), (22.875F)}; 
# 58
break; 
# 59
} 
# 60
case 6:  
# 61
case 3 * 3:  
# 62
break; 
# 63
default:  
# 64
break; 
# 65
}  
# 66
return ((alpha22 += (8)), 52) - beta23; 
# 67
} 
# 69
int main() 
# 70
{ 
# 71
int count26 = 3718; 
# 72
switch (count26 - 59) { 
# 73
case 2:  
# 74
(__cudaPushCallConfiguration(1, 64, sizeof(int) * (64))) ? (void)0 : scatter12((double *)nullptr, (double *)nullptr, ((count26 + count26) >= count26) ? count26 : (count26 / sizeof(double))); 
# 75
break; 
# 76
default:  
# 77
count26 = 9; 
# 78
break; 
# 79
}  
# 80
count26 = (13U); 
# 81
(__cudaPushCallConfiguration(256, 128)) ? (void)0 : scatter12(nullptr, nullptr, count26); 
# 82
count26 = count26; 
# 83
(__cudaPushCallConfiguration((count26 + 31) / 32, 512)) ? (void)0 : relax8(((count26 += 22), count26) - (count26 + count26)); 
# 84
return 0; 
# 85
} 

# 1 "v001900.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7d3c6cb5_10_v001900_cu_8ace2d8f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001900.cudafe1.stub.c"
#include "v001900.cudafe1.stub.c"
# 1 "v001900.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
