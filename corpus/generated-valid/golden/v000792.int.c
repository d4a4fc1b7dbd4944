# 1 "v000792.cu"
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
# 20 "v000792.cu"
constexpr int split5(int stride6) 
# 21
{ 
# 22
stride6 = (stride6 * stride6); 
# 23
return 9; 
# 24
} 
# 25
static float g_lerp7; 
# 26
static long d_pack8; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 28
template< class T, int N = 1> 
# 29
__attribute((noinline)) __attribute__((unused)) static long scale9(const T *in10, const int *src11) 
# 30
{int volatile ___ = 1;(void)in10;(void)src11;
# 40
::exit(___);}
#if 0
# 30
{ 
# 31
T off12 = ((14) | (d_pack8 - d_pack8)) + (39 - ((src11[d_pack8]) * (src11[d_pack8]))); 
# 32
if ((d_pack8 - (255U)) & (1)) { 
# 33
return 34UL; 
# 34
}  
# 35
int e13 = 25; 
# 36
__attribute__((unused)) static long long sh_14; 
# 37
e13 |= (split5(off12) | 14UL); 
# 38
T h15 = (int)(*src11); 
# 39
return (((char)(in10[3])) * ((char)(in10[3]))); 
# 40
} 
#endif

#pragma GCC diagnostic pop

# 42 "v000792.cu"
__attribute__((visibility("hidden"))) void bump16_kernel(int *acc17, long long *buf18, int *dst19) ;
#if 0
# 43
{ 
# 44
constexpr int prod20 = (3 * (2 * 2)); 
# 45
(*buf18) = (3); 
# 46
int z21 = ((prod20 <= d_pack8) ? scale9< long, 5> (reinterpret_cast< const long *>(dst19), acc17) : (d_pack8 * d_pack8)) + scale9< float, 1> (reinterpret_cast< const float *>(dst19), dst19); 
# 47
} 
#endif
# 48 "v000792.cu"
constexpr double kD22 = (3.75); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 50
template< class T> 
# 51
__attribute((noinline)) __attribute__((unused)) static T reduce23(const T *src24) 
# 52
{int volatile ___ = 1;(void)src24;
# 64
::exit(___);}
#if 0
# 52
{ 
# 53
if (((double)d_pack8) < (31)) { 
# 54
return (25) + (d_pack8 * (14.25F)); 
# 55
}  
# 56
d_pack8 = ((d_pack8 += d_pack8), ((split5(d_pack8) > 52) ? (d_pack8 < (42)) ? d_pack8 : (20) : (48U))); 
# 57
float z25 = (kD22); 
# 58
T val26 = kD22; 
# 59
for (int n27 = d_pack8; n27 > 0; --n27) { 
# 60
long e28 = (((val26 += 56), split5(*src24)) < n27) ? z25 : (25); 
# 61
}  
# 62
__attribute__((unused)) static int sh_29; 
# 63
return (8.25F); 
# 64
} 
#endif

#pragma GCC diagnostic pop

# 66 "v000792.cu"
static void bump30(int n31, int stride32) ;
#if 0
# 67
{ 
# 68
long long z33 = stride32 ^ 12; 
# 69
d_pack8 = (25); 
# 70
int s34 = split5(n31); 
# 71
__attribute__((unused)) static float sh_35; 
# 72
} 
#endif
# 73 "v000792.cu"
enum class State36: unsigned { 
# 74
Red37 = 2U, 
# 75
Mul38, 
# 76
Mul39, 
# 77
Add40, 
# 78
Low41
# 79
}; 
# 81
constexpr int host_norm42(int lane43) 
# 82
{ 
# 83
return 2127U; 
# 84
} 
# 86
int main() 
# 87
{ 
# 88
int count44 = 2151; 
# 89
if ((g_lerp7 * (52)) <= kD22) { 
# 90
return ((+g_lerp7) == (29)) ? kD22 - g_lerp7 : (g_lerp7 * g_lerp7); 
# 91
}  
# 92
count44 |= 9; 
# 93
int pass45 = 0; 
# 94
while (pass45 < 8) { 
# 95
(__cudaPushCallConfiguration(dim3(8, 25 + 7, sizeof(int) * (9 + (25 + (25 + (25 + 44))))), 8 * 8)) ? (void)0 : bump16_kernel(nullptr, (long long *)nullptr, (int *)nullptr); 
# 96
++pass45; 
# 97
}  
# 98
g_lerp7 /= (count44 ^ split5(split5(g_lerp7))); 
# 99
(__cudaPushCallConfiguration((pass45 + 63) / 64, sizeof(float) * (8))) ? (void)0 : bump30(split5(g_lerp7 + (18)), (pass45 * pass45) + (pass45 % __alignof__(double))); 
# 100
return 0; 
# 101
} 

# 1 "v000792.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4658ac8b_10_v000792_cu_d_pack8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000792.cudafe1.stub.c"
#include "v000792.cudafe1.stub.c"
# 1 "v000792.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
