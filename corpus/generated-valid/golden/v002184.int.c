# 1 "v002184.cu"
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
# 9 "v002184.cu"
__attribute__((visibility("hidden"))) void score4_kernel(char *__restrict__ buf5) ;
#if 0
# 10
{ 
# 11
(*buf5) = __device_builtin_variable_warpSize; 
# 12
(buf5[3]) |= (*buf5); 
# 13
if ((((*buf5) > (*buf5)) ? 27 : 64UL) == (buf5[__device_builtin_variable_blockIdx.y])) { 
# 14
return; 
# 15
}  
# 16
} 
#endif
# 17 "v002184.cu"
constexpr float kT6 = (0.5F); 
# 19
template< class T> __attribute__((unused)) T 
# 20
norm7(T q8, const T *__restrict__ src9, T *out10) 
# 21
{int volatile ___ = 1;(void)q8;(void)src9;(void)out10;
# 32
::exit(___);}
#if 0
# 21
{ 
# 23
#pragma unroll
for (
# 23
int j11 = 14; j11 > 0; --j11) { 
# 24
(out10[j11]) = ((j11 | 37) - ((j11 & 15) + (((out10[2]) >= (__device_builtin_variable_blockDim.z)) ? __device_builtin_variable_threadIdx.x : j11))); 
# 25
(out10[(__device_builtin_variable_gridDim.x) & (7)])--; 
# 26
}  
# 27
--(out10[6]); 
# 28
size_t mid12 = (9); 
# 29
--mid12; 
# 30
int *x13 = (nullptr); 
# 31
return kT6 - ((__device_builtin_variable_threadIdx.x) * mid12); 
# 32
} 
#endif
# 33 "v002184.cu"
enum Level14 { 
# 34
ON15, 
# 35
LOW16 = 5, 
# 36
SLOW17, 
# 37
ON18 = 8, 
# 38
OFF19
# 39
}; 
# 40
enum class Kind20 { High21 = 1, Off22 = 7, Add23, Fast24}; 
# 41
static_assert((60 > 59));
# 43
template< class T, int N> 
# 44
__attribute((always_inline)) __attribute__((unused)) inline unsigned char probe25(T *out26, int count27) 
# 45
{int volatile ___ = 1;(void)out26;(void)count27;
# 53
::exit(___);}
#if 0
# 45
{ 
# 46
norm7(5U, (const unsigned *)nullptr, (unsigned *)nullptr); 
# 48
#pragma unroll 8
for (
# 48
int it28 = count27; it28 > 0; --it28) { 
# 49
T lo29 = norm7(2L, (const long *)nullptr, (long *)nullptr); 
# 50
norm7(static_cast< T>((10.75) + (it28 - (out26[(__device_builtin_variable_blockIdx.z) & (7)]))), (const T *)nullptr, out26); 
# 51
}  
# 52
return (24 + norm7(static_cast< T>('z'), (const T *)nullptr, out26)) / (((LOW16) & (__device_builtin_variable_gridDim.x)) ^ (N * count27)); 
# 53
} 
#endif
# 55 "v002184.cu"
__attribute__((visibility("hidden"))) void fuse30(const int *__restrict__ src31, const float *src32) ;
#if 0
# 56
{ 
# 57
unsigned i33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
double tmp34 = (float)(src32[2]); 
# 60
#pragma unroll 4
for (
# 60
int i35 = (LOW16); i35 > 0; --i35) { 
# 61
int flag36{3571}; 
# 62
Level14 res37 = ON15; 
# 63
unsigned short u38 = i33; 
# 64
}  
# 65
} 
#endif
# 67 "v002184.cu"
int decay39(float a40, const double *__restrict__ src41, int lane42) 
# 68
{ 
# 69
lane42++; 
# 70
auto r43 = 18L & ((lane42 & 53) + (lane42 & lane42)); 
# 71
return 2887; 
# 72
} 
# 73
static long long d_split44[32]; 
# 74
static int d_count45[16]; 
# 76
__attribute__((visibility("hidden"))) void bump46(float *__restrict__ dst47) ;
#if 0
# 77
{ 
# 78
int idx48 = __device_builtin_variable_threadIdx.x; 
# 79
((d_split44[10])--), ((dst47[0]) = ((unsigned)(decay39(d_split44[28], nullptr, __device_builtin_variable_threadIdx.x) & 15))); 
# 80
bool r49 = (d_split44[idx48]) == (48); 
# 81
constexpr float lo50 = (2421); 
# 82
norm7(5U, (const unsigned *)nullptr, (unsigned *)nullptr); 
# 83
(dst47[(__device_builtin_variable_blockIdx.x) & (7)]) += kT6; 
# 84
if (43 > (d_count45[idx48])) { 
# 85
return; 
# 86
}  
# 87
} 
#endif
# 89 "v002184.cu"
int main() 
# 90
{ 
# 91
int len51 = 3895; 
# 92
(__cudaPushCallConfiguration((LOW16) + 3, 64, ((OFF19) + ((ON18) + 111)) * 8, (cudaStream_t)0)) ? (void)0 : bump46(nullptr); 
# 93
len51 = (((~len51) & 15) & 15); 
# 94
switch (len51 - (ON18)) { 
# 95
case 7:  
# 96
break; 
# 97
case 6:  { 
# 98
double u52 = (-decay39(16UL, (const double *)nullptr, ON15)) + decay39(37, (const double *)nullptr, kT6 - len51); 
# 99
len51 -= (-15); 
# 100
break; 
# 101
} 
# 102
case 4:  
# 103
break; 
# 104
case 10:  
# 105
break; 
# 106
default:  
# 107
break; 
# 108
}  
# 109
(__cudaPushCallConfiguration(1, 512)) ? (void)0 : score4_kernel(nullptr); 
# 110
(__cudaPushCallConfiguration(64, ((LOW16) + 27) * 4, 0)) ? (void)0 : fuse30(&len51, nullptr); 
# 111
return 0; 
# 112
} 

# 1 "v002184.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1f9528d3_10_v002184_cu_db3f8e93
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002184.cudafe1.stub.c"
#include "v002184.cudafe1.stub.c"
# 1 "v002184.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
