# 1 "v000492.cu"
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
# 22 "v000492.cu"
namespace ops8 { 
# 23
int run_sweep9(int *out10, unsigned *buf11) { 
# 24
(*out10) = ((out10[3]) - 22); 
# 25
if (buf11 != (nullptr)) { 
# 26
(buf11[6]) = 12U; 
# 27
}  
# 28
unsigned hi12(4 - (*out10)); 
# 29
return 11; 
# 30
} 
# 31
static float c_mix13; 
# 32
constexpr inline unsigned LANES14 = (16 * 2); 
# 33
}
# 34
typedef float real15_t; 
# 36
namespace math16 { 
# 37
__attribute__((visibility("hidden"))) void bump17_kernel(unsigned *__restrict__ data18, long *__restrict__ buf19) ;
#if 0
# 37
{ 
# 38
unsigned gid20 = __device_builtin_variable_threadIdx.x; 
# 39
if (gid20 == (*data18)) { 
# 40
return; 
# 41
}  
# 42
long y21(1L); 
# 43
} 
#endif
# 44 "v000492.cu"
static unsigned c_warp22; 
# 45
}
# 47
__attribute__((visibility("hidden"))) void mix23(const int *__restrict__ in24, double *buf25, int len26) ;
#if 0
# 47
{ 
# 48
__attribute__((unused)) extern unsigned dyn_27[]; 
# 49
int i28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
if (i28 >= len26) { 
# 51
return; 
# 52
}  
# 53
if ((in24 == (nullptr)) || (in24 != (nullptr))) { 
# 54
return; 
# 55
}  
# 56
int lim29 = 29; 
# 57
real15_t q30 = dyn_27[len26]; 
# 58
if (int z31 = (ops8::c_mix13 * (__device_builtin_variable_threadIdx.z)) + q30; ((__device_builtin_variable_blockIdx.x) * (11)) == z31) { 
# 59
if (!(z31 >= len26)) { 
# 60
return; 
# 61
}  
# 62
real15_t sum32 = static_cast< int>(i28); 
# 63
}  
# 64
} 
#endif
# 66 "v000492.cu"
namespace math33 { 
# 67
float host_merge34(unsigned q35 = 49) { 
# 68
if (real15_t v36{(static_cast< float>(ops8::LANES14))}; !(v36 == v36)) { 
# 69
q35 = ((v36 + v36) + (ops8::run_sweep9(static_cast< int *>(nullptr), &q35))); 
# 70
int m37 = 45; 
# 71
q35 = m37; 
# 72
}  
# 73
return ops8::LANES14; 
# 74
} 
# 76
__attribute__((visibility("hidden"))) void scale38_kernel(int len39, const float *in40, const real15_t *__restrict__ coef41) ;
#if 0
# 76
{ 
# 77
__attribute__((unused)) extern float dyn_42[]; 
# 78
unsigned i43 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 79
unsigned v44 = __device_builtin_variable_blockIdx.z; 
# 80
if (((dyn_42[len39]) > (*in40)) && ((__device_builtin_variable_gridDim.x) != (27))) { 
# 81
goto skip45; 
# 82
}  
# 83
v44 = math16::c_warp22; 
# 84
skip45:; ; 
# 85
} 
#endif
# 87 "v000492.cu"
__attribute__((visibility("hidden"))) void bias46_kernel(const int *__restrict__ in47) ;
#if 0
# 87
{ 
# 88
int gid48 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 89
long long prod49 = (__device_builtin_variable_blockIdx.x) - (2); 
# 90
real15_t flag50 = in47[5]; 
# 91
(++flag50), (prod49 = (static_cast< float>((20.375F)))); 
# 92
} 
#endif
# 93 "v000492.cu"
}
# 95
unsigned long pack51(double *acc52, float b53, bool cfg54 = false) { 
# 96
cfg54 = (math33::host_merge34(cfg54) <= (ops8::run_sweep9(static_cast< int *>(nullptr), (unsigned *)nullptr))); 
# 97
ops8::run_sweep9(nullptr, nullptr); 
# 98
if (cfg54) { 
# 99
goto skip56; 
# 100
}  
# 101
([=]() mutable { 
# 102
const float lim55 = cfg54; 
# 103
} )(); 
# 104
if ((51U < cfg54) || ((acc52[4]) < ops8::LANES14)) { 
# 105
ops8::run_sweep9(nullptr, nullptr); 
# 106
}  
# 107
b53 = ((cfg54 % 8) % 8); 
# 108
skip56:; ; 
# 109
return (static_cast< int>(2)) - math33::host_merge34(); 
# 110
} 
# 112
int main() { 
# 113
int count57 = 2126; 
# 114
if ((static_cast< int>(count57 + 1)) == 32) { 
# 115
const char *prod58 = ("tile size"); 
# 116
(__cudaPushCallConfiguration(512, 32, sizeof(double) * (256))) ? (void)0 : math16::bump17_kernel(nullptr, (long *)nullptr); 
# 117
}  
# 118
(__cudaPushCallConfiguration((count57 + 127) / 128, 64)) ? (void)0 : mix23(&count57, static_cast< double *>(nullptr), ops8::LANES14); 
# 119
(__cudaPushCallConfiguration((count57 + 255) / 256, 32)) ? (void)0 : math33::scale38_kernel(math33::host_merge34(), nullptr, nullptr); 
# 120
(__cudaPushCallConfiguration(8, 32)) ? (void)0 : math33::bias46_kernel(&count57); 
# 121
return 0; 
# 122
} 

# 1 "v000492.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c0ccde25_10_v000492_cu_7c5e21ba
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000492.cudafe1.stub.c"
#include "v000492.cudafe1.stub.c"
# 1 "v000492.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
