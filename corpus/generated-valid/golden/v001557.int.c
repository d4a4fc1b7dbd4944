# 1 "v001557.cu"
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
# 22 "v001557.cu"
__attribute__((visibility("hidden"))) void grow6(const double *input7, unsigned *data8, unsigned b9, int stride10) ;
#if 0
# 22
{ 
# 23
if (((*data8) << stride10) != (31)) { 
# 24
int m11 = ((__device_builtin_variable_threadIdx.z) + (162)) & (((__device_builtin_variable_threadIdx.z) - stride10) * (stride10 * 34UL)); 
# 25
static_assert((60 > 59), "bad config");
# 26
static_assert((sizeof(int) == (4)), "tile must fit");
# 27
}  
# 28
--(data8[7]); 
# 29
(*data8) = (*input7); 
# 30
const float r12 = data8[stride10 & 7]; 
# 31
} 
#endif
# 33 "v001557.cu"
__attribute__((unused)) long count13(int stride14, float p15 = 2571) {int volatile ___ = 1;(void)stride14;(void)p15;
# 43
::exit(___);}
#if 0
# 33
{ 
# 34
int *z16 = (nullptr); 
# 35
const float idx17 = stride14 + ((size_t)(p15 - (2))); 
# 36
int acc18[4]{4, (static_cast< int>('a')), 51, (17L)}; 
# 37
if ((p15 + (1L)) != (acc18[0])) { 
# 38
goto finish19; 
# 39
}  
# 40
stride14 = (((stride14 % (acc18[stride14 & 3])) && (!(z16 != (nullptr)))) ? static_cast< int>(static_cast< unsigned>(2)) : (z16[5])); 
# 41
finish19:; ; 
# 42
return ((4) * (__device_builtin_variable_gridDim.x)) + __device_builtin_variable_warpSize; 
# 43
} 
#endif
# 44 "v001557.cu"
constexpr long WIDTH20 = (1 << 2); 
# 46
float check_accum21(const long *coef22, int n23, long long beta24) { 
# 47
([&]() { 
# 48
(__cudaPushCallConfiguration(sizeof(int) * (8), (4) + (WIDTH20 + (2 + 22)))) ? (void)0 : grow6((const double *)nullptr, static_cast< unsigned *>(nullptr), ((beta24) - (n23)) ? WIDTH20 : (beta24), 16UL % ((n23) >> 6)); 
# 49
(__cudaPushCallConfiguration(((n23) + 63) / 64, 512)) ? (void)0 : grow6(reinterpret_cast< const double *>(coef22), nullptr, 4UL, (beta24) * (WIDTH20 + (beta24))); 
# 50
} )(); 
# 51
auto fn28 = [y25 = (n23 >= 2) ? *coef22 : 23UL](signed char r26, size_t stride27)->int { 
# 52
stride27 %= (((unsigned char)r26) + ((stride27 ^ sizeof(int)) >> 6)); 
# 53
return 48; 
# 54
} ; typedef decltype(fn28) __T0;
# 55
if (!(WIDTH20 == (*coef22))) { 
# 56
goto out29; 
# 57
}  
# 58
(__cudaPushCallConfiguration(2 + 2, 1 << 9)) ? (void)0 : grow6(reinterpret_cast< const double *>(coef22), nullptr, beta24, fn28(coef22[7], 15)); 
# 59
n23 |= 48U; 
# 60
n23 %= ((((n23 / beta24) * (*coef22)) < (n23 / (L'\x41'))) ? 53 : n23); 
# 61
out29:; ; 
# 62
return static_cast< unsigned>(11); 
# 63
} 
# 65
int main() { 
# 66
int n30 = 2921; 
# 67
(__cudaPushCallConfiguration(sizeof(int) * (4 + (15 + (15 + (4 + 26)))), 512)) ? (void)0 : grow6(static_cast< const double *>(nullptr), nullptr, check_accum21(nullptr, WIDTH20, sizeof(int)) - WIDTH20, check_accum21(nullptr, n30, WIDTH20) - ((int)n30)); 
# 68
int u31 = (((-n30) >= 39) ? 14 : WIDTH20) - (((n30 >= n30) ? sizeof(double) : n30) + check_accum21(nullptr, 14, n30)); 
# 69
if ((u31 / WIDTH20) < (4)) { 
# 70
return 4 * (u31 / 4); }  
# 71
(__cudaPushCallConfiguration(128, sizeof(int) * (4 + (15 + (4 + 105))))) ? (void)0 : grow6(nullptr, static_cast< unsigned *>(nullptr), 3597 | u31, check_accum21((const long *)nullptr, WIDTH20, u31 + u31)); 
# 72
n30 = (check_accum21(static_cast< const long *>(nullptr), 8 >> n30, 58)); 
# 73
return 0; 
# 74
} 

# 1 "v001557.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5fc91b07_10_v001557_cu_e06977cc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001557.cudafe1.stub.c"
#include "v001557.cudafe1.stub.c"
# 1 "v001557.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
