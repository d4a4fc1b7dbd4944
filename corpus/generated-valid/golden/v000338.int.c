# 1 "v000338.cu"
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
# 17 "v000338.cu"
__attribute__((visibility("hidden"))) void reduce8_kernel(int stride9) ;
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern int dyn_10[]; 
# 19
stride9 &= (__device_builtin_variable_threadIdx.x); 
# 20
(dyn_10[stride9])++; 
# 21
} 
#endif
# 23 "v000338.cu"
__attribute__((visibility("hidden"))) void pack11_kernel(const int *coef12, float *__restrict__ acc13) ;
#if 0
# 23
{ 
# 24
int z14 = 40; 
# 25
constexpr float prod15 = (4.0F); 
# 26
(acc13[z14]) = ((__device_builtin_variable_threadIdx.x) << ((z14 & (__device_builtin_variable_gridDim.y)) % (8))); 
# 27
__attribute__((unused)) static long sh_16[128]; 
# 28
long long t17 = (sizeof(unsigned)); 
# 29
if (!(t17 < (__device_builtin_variable_threadIdx.x))) { 
# 30
goto out18; 
# 31
}  
# 32
(*acc13) /= (12.5F); 
# 33
out18:; ; 
# 34
} 
#endif
# 36 "v000338.cu"
namespace math19 { 
# 37
enum State20: int { OFF21, LOW22}; 
# 38
static unsigned c_drift23; 
# 39
}
# 41
__attribute__((visibility("hidden"))) void warp24_kernel(size_t *acc25) ;
#if 0
# 41
{ 
# 42
math19::State20 prod26 = math19::OFF21; 
# 43
float u27 = prod26 % math19::c_drift23; 
# 44
(acc25[__device_builtin_variable_threadIdx.z]) = (37U * (__device_builtin_variable_blockDim.y)); 
# 45
math19::State20 lim28 = math19::OFF21; 
# 46
lim28 = math19::LOW22; 
# 47
(acc25[4]) <<= prod26; 
# 48
} 
#endif
# 50 "v000338.cu"
namespace ops29 { namespace inner30 { 
# 51
__attribute__((unused)) void pivot31(bool beta32) {int volatile ___ = 1;(void)beta32;
# 70
::exit(___);}
#if 0
# 51
{ 
# 52
if (beta32) { 
# 53
goto done37; 
# 54
}  
# 55
switch (math19::c_drift23) { 
# 56
case 3 + 1:  { 
# 57
double tmp33 = 3358UL << beta32; 
# 58
break; 
# 59
} 
# 60
default:  { 
# 61
double base34 = ((17.25F)); 
# 62
break; 
# 63
} 
# 64
}  
# 65
if (math19::c_drift23 < (31)) { 
# 66
math19::State20 diff35 = math19::LOW22; 
# 67
unsigned h36 = (math19::c_drift23 + (24 ^ diff35)) % (8); 
# 68
}  
# 69
done37:; ; 
# 70
} 
#endif
# 71 "v000338.cu"
}}
# 74
__attribute__((unused)) static inline int probe38(int n39, int lane40) {int volatile ___ = 1;(void)n39;(void)lane40;
# 89
::exit(___);}
#if 0
# 74
{ 
# 75
for (int n41 = 0; n41 < 9; ++n41) { 
# 76
int w42 = n39 * sizeof(int); 
# 77
}  
# 78
lane40 <<= (static_cast< unsigned>(n39 & math19::c_drift23)); 
# 79
for (int j43 = 0; j43 < 9; j43 += 4) { 
# 80
if (j43 > 60UL) { 
# 81
continue; 
# 82
}  
# 83
if (!((32) > math19::c_drift23)) { 
# 84
break; 
# 85
}  
# 86
n39 ^= (__device_builtin_variable_gridDim.x); 
# 87
}  
# 88
return math19::c_drift23; 
# 89
} 
#endif
# 91 "v000338.cu"
int main() { 
# 92
int n44 = 3248; 
# 93
math19::State20 m45 = math19::LOW22; 
# 94
unsigned diff46{(36LL)}; 
# 95
if ((!(m45 > n44)) || (m45 == (math19::OFF21))) { 
# 96
--diff46; 
# 97
}  
# 98
--diff46; 
# 99
n44++; 
# 100
(__cudaPushCallConfiguration(dim3((diff46 + (63)) / (64), 1 << (math19::LOW22), 31 + 97), 1 << ((math19::LOW22) + (3 + 1)))) ? (void)0 : reduce8_kernel(46U * m45); 
# 101
(__cudaPushCallConfiguration(dim3((math19::LOW22) + 511, 3 + 1, 256), 256, 0)) ? (void)0 : pack11_kernel(nullptr, nullptr); 
# 102
(__cudaPushCallConfiguration((math19::LOW22) + (31 + ((math19::LOW22) + (3 + (3 + 25)))), (3 + 29) * 4, 0, 0)) ? (void)0 : warp24_kernel((size_t *)nullptr); 
# 103
return 0; 
# 104
} 

# 1 "v000338.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f8c41658_10_v000338_cu_d34239d9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000338.cudafe1.stub.c"
#include "v000338.cudafe1.stub.c"
# 1 "v000338.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
