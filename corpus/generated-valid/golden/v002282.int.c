# 1 "v002282.cu"
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
# 8 "v002282.cu"
enum Op4 { 
# 9
OFF5, 
# 10
HIGH6, 
# 11
HIGH7, 
# 12
GREEN8, 
# 13
LOW9
# 14
}; 
# 16
namespace gpu10 { 
# 17
struct alignas(16) Pixel11 { 
# 18
unsigned mass12; 
# 19
int hi13, y14; 
# 20
unsigned count15; 
# 21
}; 
# 23
__attribute__((visibility("hidden"))) void accum16_kernel(Pixel11 p17, const int *coef18, Op4 q19, Op4 alpha20) ;
#if 0
# 24
{ 
# 25
if ((((p17.mass12) - __device_builtin_variable_warpSize) & (15)) == (q19 * 4992)) { 
# 26
int s21 = (sizeof(Pixel11)); 
# 27
if (q19 != (HIGH6)) { 
# 28
float base22 = ((__device_builtin_variable_blockDim.y) & (15)) / ((p17.mass12) / (coef18[4])); 
# 29
int w23 = (alpha20 - (20UL * s21)) + (p17.mass12); 
# 30
} else { if (alpha20 != (LOW9)) { 
# 31
} else { 
# 32
}  }  
# 33
}  
# 34
} 
#endif
# 36 "v002282.cu"
__attribute__((visibility("hidden"))) void count24_kernel(float cfg25, const long long *coef26) ;
#if 0
# 37
{ 
# 38
int gid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
auto cnt28 = 'A'; 
# 40
cnt28 = cfg25; 
# 41
cnt28 = (((__device_builtin_variable_warpSize + 3) - ((coef26[1]) + (__device_builtin_variable_threadIdx.x))) & (15)); 
# 42
cfg25 = (((coef26[gid27]) * (static_cast< int>(49))) % (((coef26[4]) - gid27) + ((coef26[7]) - (63)))); 
# 43
cfg25 = (gid27 / ((static_cast< long>(HIGH6)) / ((__device_builtin_variable_gridDim.z) / (coef26[3])))); 
# 44
} 
#endif
# 45 "v002282.cu"
}
# 47
__attribute__((visibility("hidden"))) void weigh29(double *__restrict__ dst30) ;
#if 0
# 48
{ 
# 49
int tid31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
#pragma unroll 2
for (
# 51
int i32 = 0; i32 < tid31; i32++) { 
# 52
Op4 z33 = HIGH7; 
# 53
}  
# 54
if ((59) < (dst30[7])) { 
# 55
return; }  
# 56
} 
#endif
# 58 "v002282.cu"
constexpr int host_mix34(int lane35, int stride36) 
# 59
{ 
# 60
double lim37 = +(lane35 - ((HIGH6) / stride36)); 
# 61
return (14 - (stride36 * stride36)) / (lane35 & 15); 
# 62
} 
# 64
int main() 
# 65
{ 
# 66
int n38 = 3241; 
# 67
for (int it39 = 0; it39 < n38; ++it39) { 
# 68
(__cudaPushCallConfiguration(dim3(sizeof(unsigned) * (4), 64), ((dim3)(sizeof(float))))) ? (void)0 : gpu10::count24_kernel(+((-0L) - it39), nullptr); 
# 69
switch (it39 - 40) { 
# 70
case 9:  
# 71
n38 = ((1124U / (n38 - it39)) * ((n38 * n38) * (n38 * n38))); 
# 72
[[fallthrough]] ; 
# 73
case 8:  
# 74
case (HIGH6) + 1:  
# 75
(__cudaPushCallConfiguration(32, ((HIGH7) + 2) * ((GREEN8) + ((HIGH7) + ((HIGH7) + 1))))) ? (void)0 : weigh29((double *)nullptr); 
# 76
[[fallthrough]] ; 
# 77
case 10:  
# 78
break; 
# 79
}  
# 80
}  
# 81
(__cudaPushCallConfiguration(dim3(sizeof(int) * ((LOW9) + ((GREEN8) + 1)), (n38 + 255) / 256, (n38 + 63) / 64), ((GREEN8) + ((GREEN8) + 2)) * ((LOW9) + ((GREEN8) + ((LOW9) + 5))))) ? (void)0 : gpu10::accum16_kernel(gpu10::Pixel11{}, nullptr, HIGH6, GREEN8); 
# 82
return 0; 
# 83
} 

# 1 "v002282.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bc6a05a1_10_v002282_cu_7529cf73
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002282.cudafe1.stub.c"
#include "v002282.cudafe1.stub.c"
# 1 "v002282.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
