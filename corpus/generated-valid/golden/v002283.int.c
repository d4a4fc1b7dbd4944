# 1 "v002283.cu"
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
# 20 "v002283.cu"
enum class Kind6 { 
# 21
Busy7 = 1, 
# 22
Mul8, 
# 23
Idle9, 
# 24
Mul10, 
# 25
Fast11
# 26
}; 
# 28
__attribute__((unused)) unsigned probe12(const unsigned *src13) 
# 29
{int volatile ___ = 1;(void)src13;
# 37
::exit(___);}
#if 0
# 29
{ 
# 30
__attribute__((unused)) static float sh_14[128 * 2]; 
# 31
if (((src13[__device_builtin_variable_blockDim.y]) / (9)) != (sh_14[__device_builtin_variable_blockDim.x])) { 
# 32
return __device_builtin_variable_blockDim.x; 
# 33
}  
# 34
--(sh_14[__device_builtin_variable_gridDim.x]); 
# 35
Kind6 f15 = Kind6::Fast11; 
# 36
return (src13[4]) + ((src13[__device_builtin_variable_blockIdx.z]) * (sh_14[48])); 
# 37
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 39 "v002283.cu"
template< class T, int N> static void 
# 40
__wrapper__device_stub_fuse16(T &cfg17, const float *&src18, const T *__restrict__ &src19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 41
{ 
# 42
unsigned idx20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
T s21 = (__device_builtin_variable_blockDim.y) * ((N) - (idx20 + idx20)); 
# 44
if ((58) <= (static_cast< float>(idx20))) { 
# 45
goto done22; 
# 46
}  
# 47
probe12(nullptr); 
# 48
done22:; ; 
# 49
} 
#endif

#pragma GCC diagnostic pop

# 39 "v002283.cu"
template< class T, int N> static void 
# 40
fuse16(T cfg17, const float *src18, const T *__restrict__ src19) 
# 41
{__wrapper__device_stub_fuse16<T,N>(cfg17,src18,src19);
# 49
return;}
#if 0
# 41
{ 
# 42
unsigned idx20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
T s21 = (__device_builtin_variable_blockDim.y) * ((N) - (idx20 + idx20)); 
# 44
if ((58) <= (static_cast< float>(idx20))) { 
# 45
goto done22; 
# 46
}  
# 47
probe12(nullptr); 
# 48
done22:; ; 
# 49
} 
#endif
# 52 "v002283.cu"
__attribute__((unused)) size_t filter23(const unsigned char *coef24, int lane25) 
# 53
{int volatile ___ = 1;(void)coef24;(void)lane25;
# 58
::exit(___);}
#if 0
# 53
{ 
# 54
__attribute__((unused)) static double sh_26[13][5]; 
# 55
lane25 = (static_cast< float>(probe12(nullptr))); 
# 56
__attribute__((unused)) static float sh_27[6][11]; 
# 57
return 5; 
# 58
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 60 "v002283.cu"
template< class T, class U> static void 
# 61
__wrapper__device_stub_grow28(T *__restrict__ &dst29, double *&dst30, unsigned long *&out31) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 62
{ 
# 63
unsigned i32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
Kind6 q33 = Kind6::Idle9; 
# 65
(out31[i32]) = (+((*out31) % ((3496) * i32))); 
# 66
++(*dst30); 
# 67
(dst29[4]) = ((((24.875) - (out31[i32])) * (probe12((const unsigned *)nullptr))) + (filter23(nullptr, out31[2]) + (16))); 
# 68
(out31[i32]) |= i32; 
# 69
} 
#endif

#pragma GCC diagnostic pop

# 60 "v002283.cu"
template< class T, class U> static void 
# 61
grow28(T *__restrict__ dst29, double *dst30, unsigned long *out31) 
# 62
{__wrapper__device_stub_grow28<T,U>(dst29,dst30,out31);
# 69
return;}
#if 0
# 62
{ 
# 63
unsigned i32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
Kind6 q33 = Kind6::Idle9; 
# 65
(out31[i32]) = (+((*out31) % ((3496) * i32))); 
# 66
++(*dst30); 
# 67
(dst29[4]) = ((((24.875) - (out31[i32])) * (probe12((const unsigned *)nullptr))) + (filter23(nullptr, out31[2]) + (16))); 
# 68
(out31[i32]) |= i32; 
# 69
} 
#endif
# 71 "v002283.cu"
__attribute__((unused)) void probe34(const int *input35, int lane36) 
# 72
{int volatile ___ = 1;(void)input35;(void)lane36;
# 81
::exit(___);}
#if 0
# 72
{ 
# 73
++lane36; 
# 74
if (input35 == (nullptr)) { 
# 75
goto finish37; 
# 76
}  
# 77
lane36 += ((int)(lane36 + 39)); 
# 78
probe12(nullptr); 
# 79
--lane36; 
# 80
finish37:; ; 
# 81
} 
#endif
# 82 "v002283.cu"
static constexpr float kD38 = (9.25F); 
# 83
enum class Op39: unsigned char { Busy40, Off41, Low42 = 7U, Off43 = 13U}; 
# 85
__attribute__((visibility("hidden"))) void scatter44_kernel(const int *coef45, int *acc46) ;
#if 0
# 86
{ 
# 87
unsigned gid47 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 88
filter23(nullptr, __device_builtin_variable_blockDim.x); 
# 89
(acc46[__device_builtin_variable_blockIdx.x]) = 22; 
# 90
__attribute__((unused)) static unsigned sh_48[15][5]; 
# 91
++((sh_48[__device_builtin_variable_threadIdx.x])[gid47]); 
# 92
(acc46[__device_builtin_variable_blockIdx.x]) += ((int)kD38); 
# 93
(acc46[2]) += 32; 
# 94
} 
#endif
# 96 "v002283.cu"
int host_pivot49(float a50, unsigned a51, int lane52) 
# 97
{ 
# 98
unsigned char y53{('#')}; 
# 99
a51--; 
# 100
return (16) + a51; 
# 101
} 
# 103
int main() 
# 104
{ 
# 105
int len54 = 2052; 
# 106
(__cudaPushCallConfiguration(8, 64, sizeof(float) * (64), nullptr)) ? (void)0 : fuse16< long, 3> ((8) - (len54 / kD38), nullptr, (const long *)nullptr); 
# 107
Kind6 lo55 = Kind6::Fast11; 
# 108
(__cudaPushCallConfiguration(512, 32, sizeof(double) * (128))) ? (void)0 : grow28< long, double> (nullptr, (double *)nullptr, nullptr); 
# 109
(__cudaPushCallConfiguration(32, 256, 0)) ? (void)0 : scatter44_kernel((const int *)nullptr, nullptr); 
# 110
return 0; 
# 111
} 

# 1 "v002283.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__04d662c4_10_v002283_cu_8761c6e9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002283.cudafe1.stub.c"
#include "v002283.cudafe1.stub.c"
# 1 "v002283.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
