# 1 "v000681.cu"
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
# 12 "v000681.cu"
static void blend4(int lane5, float q6, const unsigned *__restrict__ input7, unsigned *data8) ;
#if 0
# 12
{ 
# 13
__attribute__((unused)) extern int dyn_9[]; 
# 14
int gid10 = __device_builtin_variable_threadIdx.x; 
# 15
if (gid10 >= lane5) { 
# 16
return; }  
# 17
{ 
# 18
if ((((data8[4]) += (8)), (__device_builtin_variable_warpSize % (input7[gid10]))) > ((dyn_9[7]) - sizeof(float))) { 
# 19
lane5 = (gid10 + ((~(__device_builtin_variable_gridDim.z)) - (*data8))); 
# 20
(*data8)--; 
# 21
}  
# 22
} 
# 23
} 
#endif
# 25 "v000681.cu"
int combine11(double *dst12, int count13) { 
# 26
unsigned sum14(((count13 + 2870) % 38) + (dst12[count13])); 
# 27
do { count13 += (((58UL * count13) * count13) + (8)); } while (0); 
# 28
++(dst12[7]); 
# 29
sum14 = sum14; 
# 30
if (dst12 == (nullptr)) { 
# 31
float s15{(22)}; 
# 32
s15 = count13; 
# 33
}  
# 34
return ((sum14 += (dst12[sum14])), (count13 & 13)); 
# 35
} 
# 37
__attribute__((visibility("hidden"))) void score16(float *buf17, int count18, int len19) ;
#if 0
# 37
{ 
# 38
__attribute__((unused)) extern unsigned dyn_20[]; 
# 39
int gid21 = __device_builtin_variable_threadIdx.x; 
# 40
count18 = (sizeof(char)); 
# 41
constexpr short t22 = (57); 
# 42
constexpr float u23 = (12.375F); 
# 43
float s24[1 << 3] = {(20.375F), (7.125F), (53), (4.0F), (1.0F), (25ULL)}; 
# 44
++(*buf17); 
# 45
} 
#endif
# 47 "v000681.cu"
unsigned short step25(int stride26, double cfg27, unsigned *__restrict__ acc28) { 
# 48
if (((acc28[stride26]) - (41)) != stride26) { 
# 49
return stride26; }  
# 50
(__cudaPushCallConfiguration(8 + 504, sizeof(float) * (64), sizeof(int) * (8 + 1016), 0)) ? (void)0 : score16(nullptr, (static_cast< float>(acc28[stride26])) + (acc28[5]), cfg27); 
# 51
return (((2) * cfg27) + (cfg27 - (22))) - ((24) / cfg27); 
# 52
} 
# 54
__attribute((noinline)) __attribute__((unused)) char mix29(int *data30, const int *__restrict__ src31) {int volatile ___ = 1;(void)data30;(void)src31;
# 62
::exit(___);}
#if 0
# 54
{ 
# 55
constexpr int w32 = (-56); 
# 56
if (((*src31) * 13UL) >= (54)) { 
# 57
goto out33; 
# 58
}  
# 59
(*data30) = 8; 
# 60
out33:; ; 
# 61
return src31[__device_builtin_variable_blockIdx.x]; 
# 62
} 
#endif
# 63 "v000681.cu"
enum class Kind34 { Busy35, On36, Red37, Busy38}; 
# 64
constexpr int LANES39 = (1 << 3); 
# 66
short split40(int stride41, Kind34 beta42) { 
# 67
stride41++; 
# 68
for (int n43 = 0, j44 = stride41; n43 < j44; (++n43), (--j44)) { 
# 69
if (j44 < 7) { 
# 70
break; }  
# 71
if (j44) { 
# 72
continue; }  
# 73
if (((static_cast< long>(n43)) << 0) < j44) { 
# 74
(++stride41), (beta42 = Kind34::Red37); 
# 75
if (((2 * n43) + sizeof(float)) >= j44) { 
# 76
break; }  
# 77
}  
# 78
}  
# 79
return stride41; 
# 80
} 
# 82
int main() { 
# 83
int n45 = 592; 
# 84
if (32 <= n45) { 
# 85
constexpr int x46 = (8 + 56); 
# 86
if ((n45 - x46) != x46) { 
# 87
Kind34 y47 = Kind34::On36; 
# 88
y47 = y47; 
# 89
}  
# 90
}  
# 91
(__cudaPushCallConfiguration(1 << 3, 8 * 4)) ? (void)0 : blend4(LANES39 * ((17L >= n45) ? LANES39 : n45), LANES39, (const unsigned *)nullptr, (unsigned *)nullptr); 
# 92
return 0; 
# 93
} 

# 1 "v000681.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a2d1f970_10_v000681_cu_73ff6db1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000681.cudafe1.stub.c"
#include "v000681.cudafe1.stub.c"
# 1 "v000681.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
