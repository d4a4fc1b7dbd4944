# 1 "v001899.cu"
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
# 20 "v001899.cu"
static void norm8_kernel(const float *in9, long *data10, unsigned *out11) ;
#if 0
# 21
{ 
# 22
int tid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
++(*data10); 
# 24
unsigned long mid13((63L)); 
# 25
constexpr float diff14 = (25LL); 
# 26
int iter15 = 0; 
# 27
do { 
# 28
float stride16(diff14); 
# 29
++iter15; 
# 30
} while (iter15 < iter15); 
# 31
if (__device_builtin_variable_blockIdx.x) { 
# 32
return; 
# 33
}  
# 34
} 
#endif
# 36 "v001899.cu"
static void rank17_kernel(const int *input18, const unsigned *coef19, int len20, int n21) ;
#if 0
# 37
{ 
# 38
unsigned gid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
if (gid22 >= len20) { 
# 40
return; 
# 41
}  
# 42
for (int n23 = 13; n23 > 0; --n23) { 
# 44
#pragma unroll 8
for (
# 44
int i24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i24 < len20; i24 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 45
static_assert((4 == 4), "size check");
# 46
}  
# 47
__attribute__((unused)) static unsigned sh_25[16][2]; 
# 48
}  
# 49
} 
#endif
# 51 "v001899.cu"
namespace detail26 { 
# 52
__attribute((always_inline)) __attribute__((unused)) inline int clamp27(float *buf28, int *out29, float alpha30) 
# 53
{int volatile ___ = 1;(void)buf28;(void)out29;(void)alpha30;
# 61
::exit(___);}
#if 0
# 53
{ 
# 54
double k31 = __device_builtin_variable_threadIdx.x; 
# 55
__attribute__((unused)) static int sh_32[128]; 
# 56
if (out29[__device_builtin_variable_warpSize]) { 
# 57
return -(+k31); 
# 58
}  
# 59
constexpr double hi33 = ((7.25F)); 
# 60
return alpha30; 
# 61
} 
#endif
# 63 "v001899.cu"
__attribute__((unused)) inline double clamp34(int n35, int len36) 
# 64
{int volatile ___ = 1;(void)n35;(void)len36;
# 68
::exit(___);}
#if 0
# 64
{ 
# 65
int diff37[5] = {}; 
# 66
int x38 = detail26::clamp27((float *)nullptr, &len36, len36); 
# 67
return n35; 
# 68
} 
#endif
# 69 "v001899.cu"
static int d_rank39; 
# 70
}
# 71
enum Axis40: unsigned { ON41, OFF42 = 5U}; 
# 72
constexpr long STEPS43 = (OFF42); 
# 74
__attribute__((visibility("hidden"))) void spread44_kernel(unsigned *buf45, int *out46, const unsigned *coef47) ;
#if 0
# 75
{ 
# 76
int idx48 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 77
double z49{(24.25)}; 
# 78
__attribute__((unused)) static int sh_50; 
# 79
int s51 = ((coef47[idx48]) - detail26::d_rank39) + (*out46); 
# 80
if (((coef47[__device_builtin_variable_blockIdx.y]) * (30)) <= z49) { 
# 81
goto out52; 
# 82
}  
# 83
detail26::clamp27(nullptr, &sh_50, sh_50); 
# 84
out52:; ; 
# 85
} 
#endif
# 87 "v001899.cu"
__attribute__((unused)) inline void tally53(int len54, int lane55, int count56) 
# 88
{int volatile ___ = 1;(void)len54;(void)lane55;(void)count56;
# 103
::exit(___);}
#if 0
# 88
{ 
# 89
count56 = ((detail26::clamp34(STEPS43, detail26::d_rank39) * (0U)) + STEPS43); 
# 90
detail26::clamp34(detail26::clamp34(+len54, 28ULL), 16); 
# 91
lane55 = (((STEPS43 + len54) * STEPS43) / detail26::clamp34(39, detail26::d_rank39)); 
# 92
bool h57 = detail26::clamp27((float *)nullptr, &count56, len54 << lane55) <= 16; 
# 93
switch (lane55 * (__device_builtin_variable_threadIdx.x)) { 
# 94
case 4 + 4:  
# 95
detail26::d_rank39 = (detail26::clamp34(detail26::clamp27(nullptr, &len54, h57), detail26::clamp34(25UL, 14UL)) + h57); 
# 96
break; 
# 97
case 2:  
# 98
lane55 = h57; 
# 99
break; 
# 100
default:  
# 101
break; 
# 102
}  
# 103
} 
#endif
# 105 "v001899.cu"
int main() 
# 106
{ 
# 107
int len58 = 1995; 
# 108
if ((len58 + STEPS43) != (30)) { 
# 109
len58 = 16; 
# 110
int cnt59{2}; 
# 111
(__cudaPushCallConfiguration(sizeof(int) * (2), ((dim3)(1)))) ? (void)0 : rank17_kernel(&cnt59, (const unsigned *)nullptr, 1838U, STEPS43); 
# 112
}  
# 113
(__cudaPushCallConfiguration((len58 + 31) / 32, sizeof(int) * ((OFF42) + (3)), 0, nullptr)) ? (void)0 : norm8_kernel(nullptr, (long *)nullptr, nullptr); 
# 114
(__cudaPushCallConfiguration(4, ((dim3)((len58 + 255) / 256)))) ? (void)0 : spread44_kernel((unsigned *)nullptr, nullptr, (const unsigned *)nullptr); 
# 115
return 0; 
# 116
} 

# 1 "v001899.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c67892eb_10_v001899_cu_c623e722
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001899.cudafe1.stub.c"
#include "v001899.cudafe1.stub.c"
# 1 "v001899.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
