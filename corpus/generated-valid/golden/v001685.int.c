# 1 "v001685.cu"
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
# 14 "v001685.cu"
__attribute__((visibility("hidden"))) void grow7_kernel(unsigned short *acc8, const int *coef9, bool a10, float *data11) ;
#if 0
# 14
{ 
# 15
int i12 = __device_builtin_variable_threadIdx.x; 
# 16
if (a10) { 
# 17
(*acc8)++; 
# 18
}  
# 19
float lim13 = 8 + (i12 - (acc8[i12])); 
# 20
__attribute__((unused)) static int sh_14[64]; 
# 21
if ((*acc8) > (*coef9)) { 
# 22
goto done15; 
# 23
}  
# 24
(sh_14[31]) = (static_cast< unsigned>(27)); 
# 25
done15:; ; 
# 26
} 
#endif
# 28 "v001685.cu"
__attribute__((visibility("hidden"))) void bias16_kernel(const int *coef17, const double *coef18, double beta19, float *acc20) ;
#if 0
# 28
{ 
# 29
int idx21 = __device_builtin_variable_threadIdx.x; 
# 30
if ((((idx21 / 49UL) <= idx21) ? 41 : (*coef18)) >= (((2) * (coef18[idx21])) + (8))) { 
# 31
if (acc20 != (nullptr)) { 
# 32
unsigned long long k22 = __device_builtin_variable_gridDim.x; 
# 33
k22 = (36); 
# 34
}  
# 35
for (int it23 = 16; it23 > 0; --it23) { 
# 36
(*acc20) = (*coef17); 
# 37
}  
# 38
}  
# 39
if ((__device_builtin_variable_blockIdx.y) != (coef17[3])) { 
# 40
return; 
# 41
}  
# 42
} 
#endif
# 43 "v001685.cu"
enum Kind24 { ADD25, GREEN26}; 
# 44
static float d_scatter27[8]; 
# 46
__attribute__((visibility("hidden"))) void weigh28(float cfg29) ;
#if 0
# 46
{ 
# 47
(d_scatter27[0]) = (((d_scatter27[(__device_builtin_variable_gridDim.y) & (7)]) * (-0)) * (46)); 
# 48
(cfg29--), (cfg29 = (d_scatter27[(__device_builtin_variable_blockDim.x) & (7)])); 
# 49
if (cfg29 <= (+cfg29)) { 
# 50
return; 
# 51
}  
# 52
} 
#endif
# 53 "v001685.cu"
static float c_grow30[2]; 
# 55
namespace kern31 { namespace v32 { 
# 56
__attribute__((visibility("hidden"))) void merge33_kernel(int stride34, int *acc35, float *buf36) ;
#if 0
# 56
{ 
# 57
Kind24 val37 = GREEN26; 
# 58
bool sum38 = (((*acc35) == ((__device_builtin_variable_threadIdx.z) * stride34)) ? stride34 : (val37 % val37)) > ('#'); 
# 59
unsigned *e39 = reinterpret_cast< unsigned *>(acc35); 
# 60
Kind24 lo40 = GREEN26; 
# 61
} 
#endif
# 63 "v001685.cu"
int check_scale41(int lane42) { 
# 64
double m43 = (2 * ((lane42 + lane42) & lane42)) + lane42; 
# 65
(__cudaPushCallConfiguration(1 << 2, 32 * 8)) ? (void)0 : weigh28(lane42 + m43); 
# 66
if (m43 >= (9U)) { 
# 67
lane42--; 
# 68
--m43; 
# 69
}  
# 70
return 39U * ((lane42 += m43), lane42); 
# 71
} 
# 72
enum State44 { BUSY45, HIGH46 = 6, RED47 = 12}; 
# 73
}}
# 75
__attribute__((visibility("hidden"))) void step48_kernel(int stride49, const long *input50, long *data51) ;
#if 0
# 75
{ 
# 76
unsigned gid52 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 77
if (gid52 >= stride49) { 
# 78
return; 
# 79
}  
# 80
if (data51 == (nullptr)) { 
# 81
return; 
# 82
}  
# 83
stride49 = (__device_builtin_variable_blockIdx.x); 
# 84
if (gid52 < ((kern31::v32::BUSY45) * (d_scatter27[gid52 & (7)]))) { 
# 85
for (int j53 = 0; j53 < 4; ++j53) { 
# 86
(d_scatter27[gid52 & (7)]) = ((__device_builtin_variable_gridDim.x) | ((input50[gid52]) * (__device_builtin_variable_gridDim.x))); 
# 87
(data51[stride49])--; 
# 88
}  
# 89
}  
# 90
} 
#endif
# 92 "v001685.cu"
int main() { 
# 93
int n54 = 2246; 
# 94
n54 = 35; 
# 95
(__cudaPushCallConfiguration(((dim3)(1 << ((GREEN26) + 5))), dim3(1 << ((GREEN26) + 7), 1 << 4, 1))) ? (void)0 : bias16_kernel(&n54, static_cast< const double *>(nullptr), n54, static_cast< float *>(nullptr)); 
# 96
(--n54), (n54 = (n54 << (kern31::v32::BUSY45))); 
# 97
cudaStream_t mid55 = (0); 
# 98
(__cudaPushCallConfiguration(((dim3)((n54 + 63) / 64)), dim3(512, (n54 + 255) / 256))) ? (void)0 : kern31::v32::merge33_kernel(n54, &n54, nullptr); 
# 99
++n54; 
# 100
(__cudaPushCallConfiguration((n54 + 31) / 32, 128 * ((GREEN26) + (GREEN26)))) ? (void)0 : grow7_kernel(nullptr, &n54, n54 == (31ULL - n54), nullptr); 
# 101
(__cudaPushCallConfiguration(((dim3)(((GREEN26) + (GREEN26)) * 4)), (kern31::v32::HIGH46) + ((GREEN26) + 249))) ? (void)0 : step48_kernel(46 >> kern31::v32::check_scale41(n54), (const long *)nullptr, (long *)nullptr); 
# 102
return 0; 
# 103
} 

# 1 "v001685.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8bc46593_10_v001685_cu_55ccee5e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001685.cudafe1.stub.c"
#include "v001685.cudafe1.stub.c"
# 1 "v001685.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
