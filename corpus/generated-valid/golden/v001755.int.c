# 1 "v001755.cu"
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
# 12 "v001755.cu"
using idx6_t = int; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 13
__attribute__((unused)) static double trace7(idx6_t count8, const float *input9) 
# 14
{int volatile ___ = 1;(void)count8;(void)input9;
# 18
::exit(___);}
#if 0
# 14
{ 
# 15
count8 |= (((count8 * 27LL) - (count8 - count8)) + (39)); 
# 16
__attribute__((unused)) static double sh_10; 
# 17
return (17.375); 
# 18
} 
#endif

#pragma GCC diagnostic pop

# 19 "v001755.cu"
inline int kick11(float *acc12) 
# 20
{ 
# 21
float val13[3] = {}; 
# 22
(val13[2]) = ((acc12[7]) * (acc12[7])); 
# 23
double sum14[6]{(9.0), (17.0), (18.375), (static_cast< double>((20.375F))), ((2.375F)), (32)}; 
# 24
auto idx15 = val13[1]; 
# 25
auto cnt16 = 15; 
# 26
return 19L; 
# 27
} 
# 28
namespace impl17 { 
# 29
using real18_t = double; 
# 30
static idx6_t c_merge19; 
# 31
constexpr long LANES20 = (32); 
# 32
}
# 33
__attribute((noinline)) __attribute__((unused)) void scatter21(char beta22) 
# 34
{int volatile ___ = 1;(void)beta22;
# 43
::exit(___);}
#if 0
# 34
{ 
# 35
idx6_t stride23[7] = {7}; 
# 36
{ 
# 37
__attribute__((unused)) static int sh_24; 
# 38
auto f25 = 54L; 
# 39
} 
# 40
(stride23[4]) = (((static_cast< int>(beta22)) * (256 * impl17::c_merge19)) * ((static_cast< int>(beta22)) * (256 * impl17::c_merge19))); 
# 41
(stride23[6]) -= impl17::LANES20; 
# 42
signed char q26{(6)}; 
# 43
} 
#endif
# 44 "v001755.cu"
float count27(idx6_t len28) 
# 45
{ 
# 46
if ((len28 / 24) > 6) { 
# 47
return ((static_cast< long long>(len28)) * (static_cast< long long>(len28))); 
# 48
}  
# 49
idx6_t base29 = 50; 
# 50
if (!(14UL > len28)) { 
# 51
return base29; 
# 52
}  
# 53
base29 = impl17::LANES20; 
# 54
float cnt30 = impl17::LANES20 - ((base29 * len28) * 9); 
# 55
if ((len28 - base29) > 59) { 
# 56
return (static_cast< int>(56)) * base29; 
# 57
}  
# 58
constexpr int base31 = 44; 
# 59
return (base29 * base29); 
# 60
} 
# 61
static void merge32(double *data33, float alpha34, const idx6_t *in35) ;
#if 0
# 62
{ 
# 63
alpha34 = (31); 
# 64
__attribute__((unused)) static float sh_36[8]; 
# 65
alpha34 /= impl17::LANES20; 
# 66
impl17::real18_t acc37 = (14.125); 
# 67
} 
#endif
# 68 "v001755.cu"
static float scale38(float cfg39 = 16U) 
# 69
{ 
# 70
auto op41 = [&]()->idx6_t { 
# 71
float q40 = (55); 
# 72
return impl17::LANES20 * (static_cast< float>(cfg39)); 
# 73
} ; typedef decltype(op41) __T0;
# 74
op41(); 
# 75
if (cfg39 > cfg39) { 
# 76
return impl17::LANES20; 
# 77
}  
# 78
auto step45 = [idx42 = 24](float mid43, float x44)->idx6_t { 
# 79
(++mid43), (x44 += ((impl17::LANES20 * (x44 + (idx42))) - ((x44 * x44) * (x44 * x44)))); 
# 80
(__cudaPushCallConfiguration(dim3(1 << 4, ((idx42) + 31) / 32), 32)) ? (void)0 : merge32(nullptr, x44, nullptr); 
# 81
x44 = (idx42); 
# 82
return (mid43 * mid43); 
# 83
} ; typedef decltype(step45) __T1;
# 84
step45(cfg39, impl17::LANES20); 
# 85
cfg39 += ((step45(cfg39 * (19), cfg39 + (30))) * (impl17::LANES20 % (step45(cfg39, impl17::LANES20)))); 
# 86
cfg39 += ((step45(cfg39, impl17::LANES20) << 0) * (step45(cfg39, impl17::LANES20) << 0)); 
# 87
if ((cfg39 * impl17::LANES20) <= cfg39) { 
# 88
return 24; 
# 89
}  
# 90
cfg39 = impl17::LANES20; 
# 91
return step45(cfg39 / cfg39, static_cast< impl17::real18_t>(impl17::LANES20)); 
# 92
} 
# 93
int main() 
# 94
{ 
# 95
int size46 = 1150; 
# 96
(++size46), (size46 &= impl17::LANES20); 
# 97
size46 = (((impl17::LANES20 + size46) % (size46 * size46)) - (256)); 
# 98
return 0; 
# 99
} 

# 1 "v001755.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b8087287_10_v001755_cu_b6460ae3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001755.cudafe1.stub.c"
#include "v001755.cudafe1.stub.c"
# 1 "v001755.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
