# 1 "v002297.cu"
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
# 8 "v002297.cu"
constexpr int kick3(int count4, int lane5) { 
# 9
count4 = (29U); 
# 10
(lane5--), (lane5 = 1552); 
# 11
return lane5; 
# 12
} 
# 14
unsigned run_shade6(const float *__restrict__ in7, int lane8 = 50UL) { 
# 15
lane8 = (*in7); 
# 16
if (kick3(kick3(lane8, lane8), (in7[1]) + (*in7)) > lane8) { 
# 17
if (lane8 & 1) { 
# 18
lane8 = (((62UL - lane8) << lane8) % lane8); }  
# 19
kick3(lane8, kick3(+lane8, (in7[3]) + (0UL))); 
# 20
}  
# 21
return in7[2]; 
# 22
} 
# 25
__attribute__((visibility("hidden"))) void gather9(const float *__restrict__ src10, int n11) ;
#if 0
# 25
{ 
# 26
__attribute__((unused)) extern float dyn_12[]; 
# 27
unsigned i13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
if (i13 >= n11) { 
# 29
return; }  
# 30
(dyn_12[n11]) = (dyn_12[n11]); 
# 31
char v14 = i13; 
# 33
#pragma unroll 2
for (
# 33
int n15 = 0; n15 < n11; ++n15) { 
# 34
kick3(kick3(~n11, 4595), ((61) * i13) ^ (n15 + i13)); 
# 35
unsigned f16 = kick3(~n15, ((n11 += i13), (2849 + v14))); 
# 36
}  
# 37
int k17 = kick3(kick3(i13 - (src10[i13 & (7)]), (*src10) - i13), kick3((n11 == (dyn_12[n11 & 7])) ? 1 : v14, kick3(v14, 1209))); 
# 38
} 
#endif
# 39 "v002297.cu"
static int d_relax18[8]; 
# 41
namespace util19 { namespace sub20 { 
# 42
static unsigned long d_tile21[32]; 
# 43
}}
# 45
float check_mix22(const float *__restrict__ input23, unsigned *__restrict__ dst24) { 
# 46
--(dst24[5]); 
# 47
auto fn26 = [](int val25)->float { 
# 48
(__cudaPushCallConfiguration(2, 16 * 4, 0)) ? (void)0 : gather9((const float *)nullptr, val25); 
# 49
return (10) ^ (val25 - sizeof(unsigned)); 
# 50
} ; typedef decltype(fn26) __T0;
# 51
(dst24[6]) = (input23[5]); 
# 52
kick3(*dst24, *input23); 
# 53
if (((input23[6]) > (*input23)) || ((input23 == (nullptr)) || ((*dst24) & (1)))) { 
# 54
if (((dst24[6]) ^ (dst24[6])) == 57U) { 
# 55
return +kick3(*input23, -28); }  
# 56
(__cudaPushCallConfiguration(1, 64 * 8, sizeof(double) * (256), nullptr)) ? (void)0 : gather9(input23, *dst24); 
# 57
}  
# 58
return (7.75F) / (dst24[3]); 
# 59
} 
# 60
static_assert((14 > 13), "size check");
# 61
using idx27_t = int; 
# 63
__attribute__((visibility("hidden"))) void filter28(const double *__restrict__ src29) ;
#if 0
# 63
{ 
# 64
__attribute__((unused)) extern float dyn_30[]; 
# 65
int idx31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 66
switch ((__device_builtin_variable_blockDim.x) << (d_relax18[1])) { 
# 67
case 0:  { 
# 68
idx27_t base32 = d_relax18[idx31 & 7]; 
# 70
#pragma unroll
for (
# 70
int j33 = 14; j33 > 0; --j33) { 
# 71
bool mid34 = j33 <= (dyn_30[7]); 
# 72
float r35(29U * (((signed char)(__device_builtin_variable_threadIdx.x)) + 6)); 
# 73
(util19::sub20::d_tile21[14]) = (27); 
# 74
}  
# 75
break; 
# 76
} 
# 77
case 1 << 3:  
# 78
break; 
# 79
case 3:  
# 80
break; 
# 81
case 5 * 2:  
# 82
break; 
# 83
}  
# 84
} 
#endif
# 86 "v002297.cu"
int main() { 
# 87
int n36 = 38; 
# 88
if (n36) { 
# 89
float cnt37(n36); 
# 90
idx27_t cnt38{5}; 
# 91
}  
# 92
(__cudaPushCallConfiguration(sizeof(unsigned), sizeof(float) * (8), 0, 0)) ? (void)0 : filter28((const double *)nullptr); 
# 93
return 0; 
# 94
} 

# 1 "v002297.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b6d4dc23_10_v002297_cu_377741c0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002297.cudafe1.stub.c"
#include "v002297.cudafe1.stub.c"
# 1 "v002297.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
