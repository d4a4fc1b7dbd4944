# 1 "v001053.cu"
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
# 17 "v001053.cu"
__attribute__((visibility("hidden"))) void count7(float cfg8, int n9, unsigned long p10) ;
#if 0
# 18
{ 
# 19
int gid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
p10 ^= (n9 * (((__device_builtin_variable_blockDim.y) % (__device_builtin_variable_threadIdx.y)) + (12))); 
# 21
int prod12[6]{n9, gid11, gid11, 40, 26, 9}; 
# 22
__attribute__((unused)) static int sh_13[4][3]; 
# 23
constexpr int u14 = 2; 
# 24
__attribute__((unused)) static unsigned sh_15[8]; 
# 25
} 
#endif
# 27 "v001053.cu"
struct Tile16 { 
# 28
float id17; 
# 29
unsigned short mass18; 
# 30
int val19; 
# 31
}; 
# 32
static Tile16 c_stencil20; 
# 34
__attribute__((visibility("hidden"))) void sweep21(float *__restrict__ dst22, size_t *data23) ;
#if 0
# 35
{ 
# 36
int gid24 = __device_builtin_variable_threadIdx.x; 
# 37
if (((+(data23[gid24 & 7])) != (10L)) || (57UL >= ((gid24 < (c_stencil20.mass18)) ? gid24 : (c_stencil20.mass18)))) { 
# 38
if (((__device_builtin_variable_blockDim.x) >= (*data23)) || ((__device_builtin_variable_threadIdx.z) == (*data23))) { 
# 39
(*data23) -= (data23[gid24 & 7]); 
# 40
Tile16 s25{(9.0F), (48), gid24}; 
# 41
}  
# 42
}  
# 43
++(data23[5]); 
# 44
} 
#endif
# 46 "v001053.cu"
namespace detail26 { namespace inner27 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 47
template< class T> static void 
# 48
__wrapper__device_stub_blend28(T &cfg29, T &a30, T &cfg31) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 49
{ 
# 50
unsigned idx32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
int w33 = 0; 
# 52
do { 
# 53
a30 = ((__device_builtin_variable_blockDim.x) | idx32); 
# 54
if ((w33 <= 29L) && (((__device_builtin_variable_blockDim.x) / (2)) < (28))) { 
# 55
__attribute__((unused)) static int sh_34[32]; 
# 56
(sh_34[idx32])++; 
# 57
}  
# 58
++w33; 
# 59
} while (w33 < 3); 
# 60
} 
#endif

#pragma GCC diagnostic pop

# 47 "v001053.cu"
template< class T> static void 
# 48
blend28(T cfg29, T a30, T cfg31) 
# 49
{::detail26::inner27::__wrapper__device_stub_blend28<T>(cfg29,a30,cfg31);
# 60
return;}
#if 0
# 49
{ 
# 50
unsigned idx32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
int w33 = 0; 
# 52
do { 
# 53
a30 = ((__device_builtin_variable_blockDim.x) | idx32); 
# 54
if ((w33 <= 29L) && (((__device_builtin_variable_blockDim.x) / (2)) < (28))) { 
# 55
__attribute__((unused)) static int sh_34[32]; 
# 56
(sh_34[idx32])++; 
# 57
}  
# 58
++w33; 
# 59
} while (w33 < 3); 
# 60
} 
#endif
# 62 "v001053.cu"
__attribute__((visibility("hidden"))) void filter35_kernel(int *dst36, float *buf37) ;
#if 0
# 63
{ 
# 64
(buf37[(__device_builtin_variable_gridDim.x) & (7)])--; 
# 65
__attribute__((unused)) static Tile16 sh_38[128]; 
# 66
++((sh_38[__device_builtin_variable_blockDim.z]).mass18); 
# 67
--(buf37[__device_builtin_variable_threadIdx.x]); 
# 68
((sh_38[13]).id17) /= ((*dst36) - (c_stencil20.val19)); 
# 69
} 
#endif
# 71 "v001053.cu"
__attribute__((unused)) void clamp39(size_t *__restrict__ dst40, int lane41, const int *coef42) 
# 72
{int volatile ___ = 1;(void)dst40;(void)lane41;(void)coef42;
# 78
::exit(___);}
#if 0
# 72
{ 
# 73
if ((dst40[lane41]) || ((c_stencil20.mass18) & 1)) { 
# 74
return; 
# 75
}  
# 76
lane41--; 
# 77
--lane41; 
# 78
} 
#endif
# 79 "v001053.cu"
}}
# 81
char check_combine43(short b44, int lane45 = 1631) 
# 82
{ 
# 83
if ((b44 << b44) < (b44 * b44)) { 
# 84
lane45 = 22; 
# 85
if (11 > b44) { 
# 86
if (lane45 < lane45) { 
# 87
lane45++; 
# 88
b44 = b44; 
# 89
}  
# 90
}  
# 91
}  
# 92
return -lane45; 
# 93
} 
# 95
int main() 
# 96
{ 
# 97
int count46 = 3152; 
# 98
Tile16 mid47 = Tile16{}; 
# 99
Tile16 t48 = mid47; 
# 100
--(t48.mass18); 
# 101
(__cudaPushCallConfiguration(4 * (5 + (5 + 6)), 32)) ? (void)0 : count7(-(count46 * count46), ((check_combine43(mid47.mass18, mid47.id17)) != 63) ? ((mid47.id17) < (t48.mass18)) ? mid47.id17 : (t48.mass18) : (mid47.val19), ((t48.mass18) < ((t48.id17) * (60UL))) ? t48.mass18 : ((t48.id17) * (60UL))); 
# 102
(__cudaPushCallConfiguration(2 * 2, (5 + 27) * 16)) ? (void)0 : sweep21(nullptr, nullptr); 
# 103
(__cudaPushCallConfiguration(8, 1 << (5 + 1))) ? (void)0 : detail26::inner27::blend28(5, count46, (int)check_combine43(count46)); 
# 104
return 0; 
# 105
} 

# 1 "v001053.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__80661de3_10_v001053_cu_80851693
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001053.cudafe1.stub.c"
#include "v001053.cudafe1.stub.c"
# 1 "v001053.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
