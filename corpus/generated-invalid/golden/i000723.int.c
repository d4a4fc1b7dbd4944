# 1 "i000723.cu"
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
# 20 "i000723.cu"
unsigned run_warp6(int *acc7, float q8 = (7.125F)) { 
# 21
(*acc7) = 60; 
# 22
(*acc7) = (((1 + (*acc7)) - 0U) + ((1) * (+q8))); 
# 23
int e9((((q8 < (3)) ? q8 : (3)) * ((acc7[6]) + q8)) / (2)); 
# 24
size_t v10(acc7[7]); 
# 25
if (e9) { 
# 26
goto done11; 
# 27
}  
# 28
(acc7[4]) = (((q8 < q8) ? q8 : q8) + ((((acc7[v10]) >> 4) < ((size_t)23)) ? (acc7[v10]) >> 4 : ((size_t)23))); 
# 29
v10 = ((7 + e9) << 2); 
# 30
done11:; ; 
# 31
return 14 << e9; 
# 32
} 
# 34
struct Acc12 { 
# 35
int hi13, sum14; 
# 36
double mass15; 
# 37
unsigned y16; 
# 38
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 40
template< class T, class U> static void 
# 41
__wrapper__device_stub_update17(U &a18, U *&data19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern long long dyn_20[]; 
# 43
unsigned gid21 = __device_builtin_variable_threadIdx.x; 
# 44
__attribute__((unused)) static float sh_22[256]; 
# 45
a18 = (15.375); 
# 46
} 
#endif

#pragma GCC diagnostic pop

# 40 "i000723.cu"
template< class T, class U> static void 
# 41
update17(U a18, U *data19) {__wrapper__device_stub_update17<T,U>(a18,data19);
# 46
return;}
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern long long dyn_20[]; 
# 43
unsigned gid21 = __device_builtin_variable_threadIdx.x; 
# 44
__attribute__((unused)) static float sh_22[256]; 
# 45
a18 = (15.375); 
# 46
} 
#endif
# 48 "i000723.cu"
__attribute__((visibility("hidden"))) void step23(const int *coef24, int *acc25, int n26) ;
#if 0
# 48
{ 
# 49
n26 = ((n26 += 41U), 727); 
# 50
switch ((coef24[0]) + 25UL) { 
# 51
case 5:  { 
# 52
int cnt27((25 >> n26) * (__device_builtin_variable_blockDim.x)); 
# 53
break; 
# 54
} 
# 55
default:  { 
# 56
Acc12 off28 = Acc12{}; 
# 57
break; 
# 58
} 
# 59
}  
# 60
(acc25[__device_builtin_variable_blockDim.x]) = (coef24[2]); 
# 61
static_assert((7 > 6));
# 62
} 
#endif
# 64 "i000723.cu"
namespace _GLOBAL__N__5f91209a_10_i000723_cu_c0ad87a4 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__5f91209a_10_i000723_cu_c0ad87a4; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__5f91209a_10_i000723_cu_c0ad87a4 __attribute__((visibility("hidden")))  { 
# 65
int check_fuse29(int *dst30, int n31, const int *src32) { 
# 66
dim3 k33 = dim3(8, 3 + 509); 
# 67
(__cudaPushCallConfiguration((n31 + 255) / 256, 1 << (3 + 3))) ? (void)0 : update17< long, double> ((((dst30[n31]) += (dst30[n31])), ((n31 < n31) ? n31 : n31)), nullptr); 
# 68
return ((n31 += 22), (-(*dst30))); 
# 69
} 
# 70
static constexpr long DEPTH34 = (3); 
# 71
}
# 73
namespace ops35 { 
# 74
static void score36(int lane37, float *acc38) ;
#if 0
# 74
{ 
# 75
__attribute__((unused)) extern int dyn_39[]; 
# 76
int tid40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 77
if (tid40 >= lane37) { 
# 78
return; 
# 79
}  
# 80
++(dyn_39[lane37]); 
# 81
__attribute__((unused)) static float sh_41[8]; 
# 82
short res42[3] = {(2), static_cast< short>((acc38[tid40]) / (2))}; 
# 83
} 
#endif
# 85 "i000723.cu"
struct Tile43 { 
# 86
unsigned count44; 
# 87
int vel45; 
# 88
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 90
template< class T, class U> static void 
# 91
__wrapper__device_stub_fuse46(const T *&coef47, const T *&coef48) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 91
{ 
# 92
if ((8) == ((__device_builtin_variable_threadIdx.x) + (23))) { 
# 93
goto done49; 
# 94
}  
# 95
if (__device_builtin_variable_blockIdx.x) { 
# 96
return; 
# 97
}  
# 98
done49:; ; 
# 99
} 
#endif

#pragma GCC diagnostic pop

# 90 "i000723.cu"
template< class T, class U> static void 
# 91
fuse46(const T *coef47, const T *coef48) {::ops35::__wrapper__device_stub_fuse46<T,U>(coef47,coef48);
# 99
return;}
#if 0
# 91
{ 
# 92
if ((8) == ((__device_builtin_variable_threadIdx.x) + (23))) { 
# 93
goto done49; 
# 94
}  
# 95
if (__device_builtin_variable_blockIdx.x) { 
# 96
return; 
# 97
}  
# 98
done49:; ; 
# 99
} 
#endif
# 100 "i000723.cu"
}
# 102
int main() { 
# 103
int n50 = 160; 
# 104
int big52 = (100000 * 100000); 
# 105
Acc12 prod51{n50, (39ULL), (21), (32UL)}; 
# 106
prod51 = prod51; 
# 107
(__cudaPushCallConfiguration(dim3((n50 + 127) / 128, 1 << 8, 1 << 1), 1 << (DEPTH34 + (5)))) ? (void)0 : step23(&n50, nullptr, -(((prod51.mass15) < (28U)) ? prod51.mass15 : (28U))); 
# 108
(prod51.hi13)--; 
# 109
(__cudaPushCallConfiguration((n50 + 127) / 128, 32)) ? (void)0 : ops35::score36(-(27 + (prod51.hi13)), nullptr); 
# 110
(__cudaPushCallConfiguration(64, 128)) ? (void)0 : ops35::fuse46< float, float> ((const float *)nullptr, nullptr); 
# 111
return 0; 
# 112
} 

# 1 "i000723.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5f91209a_10_i000723_cu_c0ad87a4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000723.cudafe1.stub.c"
#include "i000723.cudafe1.stub.c"
# 1 "i000723.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
