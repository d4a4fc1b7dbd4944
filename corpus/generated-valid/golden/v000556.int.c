# 1 "v000556.cu"
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
# 15 "v000556.cu"
__attribute((always_inline)) __attribute__((unused)) inline void smooth7(long alpha8, long alpha9) 
# 16
{int volatile ___ = 1;(void)alpha8;(void)alpha9;
# 19
::exit(___);}
#if 0
# 16
{ 
# 17
do { alpha9 += ((alpha9 += alpha9), 29); } while (0); 
# 18
__attribute__((unused)) static float sh_10; 
# 19
} 
#endif
# 21 "v000556.cu"
struct Body11 { 
# 22
int flag12; 
# 23
int sum13; 
# 24
int vel14; 
# 25
}; 
# 27
inline Body11 operator+(Body11 a, Body11 b) 
# 28
{ 
# 29
Body11 r = a; 
# 30
(r.flag12) += (b.flag12); 
# 31
(r.sum13) += (b.sum13); 
# 32
(r.vel14) += (b.vel14); 
# 33
return r; 
# 34
} 
# 37
struct Acc15 { 
# 38
float y16; 
# 39
int y17; 
# 40
}; 
# 41
static long c_mix18[4]; 
# 42
static int d_rank19; 
# 45
__attribute__((visibility("hidden"))) void warp20(int len21, long long *acc22) ;
#if 0
# 46
{ 
# 47
int tid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
do { len21 += 56ULL; } while (0); 
# 49
int iter24 = 0; 
# 50
do { 
# 51
Body11 f25{static_cast< int>(*acc22), 28, 32}; 
# 52
__attribute__((unused)) static Body11 sh_26[8]; 
# 53
++iter24; 
# 54
} while (iter24 < iter24); 
# 55
len21 = (-27); 
# 56
d_rank19 = (26 | ((tid23 - tid23) * (d_rank19 * 0))); 
# 57
float sum27 = (d_rank19 & 15) - (((4) ^ (__device_builtin_variable_threadIdx.x)) + ((10.875F) + (__device_builtin_variable_threadIdx.x))); 
# 58
} 
#endif
# 60 "v000556.cu"
__attribute__((visibility("hidden"))) void step28_kernel(int len29) ;
#if 0
# 61
{ 
# 62
if (len29 || (len29 <= 53U)) { 
# 63
return; 
# 64
}  
# 65
(++len29), (len29 |= (__device_builtin_variable_warpSize * (((c_mix18[(__device_builtin_variable_blockDim.x) & (3)]) - (c_mix18[__device_builtin_variable_gridDim.y])) - (d_rank19 & 15)))); 
# 66
__attribute__((unused)) static double sh_30[128]; 
# 67
__attribute__((unused)) static unsigned long sh_31; 
# 68
if (((__device_builtin_variable_gridDim.y) % (8)) > (8)) { 
# 69
return; 
# 70
}  
# 71
(--(sh_30[9])), (len29 = sh_31); 
# 72
auto h32 = (12) * ((sh_31 - (__device_builtin_variable_threadIdx.x)) - ((sh_30[__device_builtin_variable_blockDim.x]) / len29)); 
# 73
} 
#endif
# 75 "v000556.cu"
__attribute__((visibility("hidden"))) void fuse33(int stride34, signed char *out35) ;
#if 0
# 76
{ 
# 77
if ((out35[stride34]) != 8L) { 
# 78
return; 
# 79
}  
# 80
float m36 = __device_builtin_variable_threadIdx.x; 
# 81
float v37[4] = {m36, m36}; 
# 82
do { stride34 += (((__device_builtin_variable_blockIdx.x) + ((c_mix18[__device_builtin_variable_gridDim.x]) + (__device_builtin_variable_blockDim.y))) + ((__device_builtin_variable_blockIdx.z) ^ (d_rank19 % 8))); } while (0); 
# 83
d_rank19 = (((d_rank19 ^ 35) & 15) + ((__device_builtin_variable_gridDim.z) | d_rank19)); 
# 84
size_t off38(d_rank19); 
# 85
Body11 prod39{7, 4043, d_rank19}; 
# 86
} 
#endif
# 88 "v000556.cu"
inline int host_update40(int lane41) 
# 89
{ 
# 90
auto f42 = ((lane41 & 15) % (3 * lane41)) - (11.375F); 
# 91
int k43 = 50; 
# 92
auto idx44 = (9UL * lane41) + f42; 
# 93
k43 |= ((-lane41) ^ lane41); 
# 94
return ((52 - lane41) % 15) - ((12 - lane41) & (k43 % 8)); 
# 95
} 
# 97
int main() 
# 98
{ 
# 99
int count45 = 3731; 
# 100
int q46 = (count45 & (count45 & count45)) + (count45 | count45); 
# 101
(__cudaPushCallConfiguration((count45 + 255) / 256, 512)) ? (void)0 : step28_kernel(3235 + (q46 + count45)); 
# 102
if ((q46 == 52) && (q46 != q46)) { 
# 103
return (count45 % 8); 
# 104
}  
# 105
static char u47 = (55U); 
# 106
int u48 = 48L + ((u47 % 50) * 6); 
# 107
(__cudaPushCallConfiguration(4 * 2, 4 * 16, 0, (cudaStream_t)0)) ? (void)0 : warp20(u48 + 63U, nullptr); 
# 108
(__cudaPushCallConfiguration(16 * 8, 2 * 16)) ? (void)0 : fuse33((q46 + 64) - 3237, (signed char *)nullptr); 
# 109
return 0; 
# 110
} 

# 1 "v000556.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__410277d6_10_v000556_cu_c_mix18
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000556.cudafe1.stub.c"
#include "v000556.cudafe1.stub.c"
# 1 "v000556.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
