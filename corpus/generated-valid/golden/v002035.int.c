# 1 "v002035.cu"
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
# 8 "v002035.cu"
namespace gpu3 { 
# 9
static void spread4(int *out5, double alpha6, const int *__restrict__ input7) ;
#if 0
# 9
{ 
# 10
int i8 = __device_builtin_variable_threadIdx.x; 
# 11
alpha6 += ((15.25) + (*input7)); 
# 12
float hi9 = (((*input7) + (18.75F)) + (out5[i8])) + (input7[i8 & 7]); 
# 13
constexpr unsigned short u10 = (6); 
# 14
} 
#endif
# 16 "v002035.cu"
__attribute__((visibility("hidden"))) void rank11(float a12) ;
#if 0
# 16
{ 
# 17
int i13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
if ((a12 - (__device_builtin_variable_blockDim.z)) > a12) { 
# 19
goto skip14; 
# 20
}  
# 21
a12 = ((((short)(__device_builtin_variable_threadIdx.y)) >> (8UL ^ i13)) >> (i13 << ((__device_builtin_variable_blockDim.z) & i13))); 
# 22
a12 -= (i13 % 55UL); 
# 23
skip14:; ; 
# 24
} 
#endif
# 26 "v002035.cu"
__attribute__((visibility("hidden"))) void smooth15_kernel(unsigned beta16, const int *__restrict__ coef17) ;
#if 0
# 26
{ 
# 27
if (coef17 == (nullptr)) { 
# 28
goto done18; 
# 29
}  
# 30
beta16 <<= ((((__device_builtin_variable_blockDim.x) | (__device_builtin_variable_blockDim.x)) % 58L) - (static_cast< long>(30U))); 
# 31
beta16++; 
# 32
done18:; ; 
# 33
} 
#endif
# 34 "v002035.cu"
}
# 36
__attribute__((unused)) float spread19(long p20, int stride21) {int volatile ___ = 1;(void)p20;(void)stride21;
# 48
::exit(___);}
#if 0
# 36
{ 
# 37
constexpr float base22 = (20.375F); 
# 38
if ((stride21 * base22) == (' ')) { 
# 39
goto out25; 
# 40
}  
# 41
p20 >>= (__device_builtin_variable_threadIdx.x); 
# 42
for (int i23 = 0; i23 < p20; ++i23) { 
# 43
float tmp24 = (48UL); 
# 44
tmp24 /= ((i23 + (static_cast< int>(__device_builtin_variable_gridDim.x))) - (static_cast< int>(p20 + (7)))); 
# 45
}  
# 46
out25:; ; 
# 47
return static_cast< int>((__device_builtin_variable_gridDim.y) * base22); 
# 48
} 
#endif
# 50 "v002035.cu"
struct Vec26 { 
# 51
unsigned vel27; 
# 52
int y28; 
# 53
float count29; 
# 54
}; 
# 56
extern "C" __attribute__((visibility("hidden"))) void rank30_kernel(const long *__restrict__ input31, unsigned *__restrict__ data32, const float *input33) ;
#if 0
# 56
{ 
# 57
int tid34 = __device_builtin_variable_threadIdx.x; 
# 58
for (int n35 = 14; n35 > 0; --n35) { 
# 59
(data32[n35 & 7]) >>= ((__device_builtin_variable_threadIdx.x) % (tid34 * ((*input31) | (41)))); 
# 60
--(data32[__device_builtin_variable_blockDim.x]); 
# 61
}  
# 62
} 
#endif
# 64 "v002035.cu"
inline void relax36(int *__restrict__ buf37, unsigned short q38, int len39) { 
# 65
q38 = (((unsigned)(23 - q38)) - (len39 & ((unsigned)len39))); 
# 66
q38 = (36 + (len39 % q38)); 
# 67
} 
# 69
__attribute__((visibility("hidden"))) void apply40_kernel(int len41, int len42, int n43) ;
#if 0
# 69
{ 
# 70
int gid44 = __device_builtin_variable_threadIdx.x; 
# 71
if (gid44 >= n43) { 
# 72
return; 
# 73
}  
# 74
Vec26 lim45 = {4U, (17U), (19.875F)}; 
# 75
float idx46 = (15UL); 
# 76
do { int tmp_ = n43; n43 = len42; len42 = tmp_; } while (0); 
# 77
int q47 = (static_cast< signed char>('a')); 
# 78
static_assert((sizeof(int) == (4)), "expected value");
# 79
--len42; 
# 80
} 
#endif
# 82 "v002035.cu"
static int check_norm48(const int *in49) { 
# 83
static int z50 = (37ULL); 
# 84
(__cudaPushCallConfiguration(8, 256, sizeof(double) * (64))) ? (void)0 : apply40_kernel(10 >> (*in49), ((in49[z50]) + 44ULL) % z50, in49[3]); 
# 85
return (~((in49[z50]) + 10)) * ((in49[z50 & 7]) / (-(*in49))); 
# 86
} 
# 88
int main() { 
# 89
int n51 = 3922; 
# 90
unsigned cnt52 = n51; 
# 91
if (cnt52 <= (U'\x61')) { 
# 92
n51 <<= ((long)(n51 / ((float)1226))); 
# 93
(__cudaPushCallConfiguration(((dim3)(32 * 4)), 512)) ? (void)0 : rank30_kernel(nullptr, static_cast< unsigned *>(nullptr), (const float *)nullptr); 
# 94
} else { 
# 95
}  
# 96
(__cudaPushCallConfiguration(dim3((n51 + 63) / 64, 1, 32), 512, 0, (cudaStream_t)0)) ? (void)0 : gpu3::spread4(&n51, (~cnt52) / (7.375), &n51); 
# 97
(__cudaPushCallConfiguration(128, 2 * 16)) ? (void)0 : gpu3::rank11(18); 
# 98
(__cudaPushCallConfiguration(dim3(1, 1 << 5), 256)) ? (void)0 : gpu3::smooth15_kernel(n51, static_cast< const int *>(nullptr)); 
# 99
return 0; 
# 100
} 

# 1 "v002035.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1ba5ad02_10_v002035_cu_b17b51aa
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002035.cudafe1.stub.c"
#include "v002035.cudafe1.stub.c"
# 1 "v002035.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
