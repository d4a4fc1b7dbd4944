# 1 "v001648.cu"
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
# 20 "v001648.cu"
static void scatter8_kernel(int *__restrict__ out9) ;
#if 0
# 20
{ 
# 21
if (out9[3]) { 
# 22
return; 
# 23
}  
# 24
(out9[0]) >>= ((*out9) - 8); 
# 25
if ((out9[2]) == ((out9[7]) - 39U)) { 
# 26
(out9[6]) >>= ((unsigned char)(*out9)); 
# 27
if ((out9[1]) << (*out9)) { 
# 28
return; 
# 29
}  
# 30
} else { 
# 31
int acc10 = out9[3]; 
# 32
}  
# 33
} 
#endif
# 35 "v001648.cu"
namespace gpu11 { 
# 36
static long long c_step12; 
# 37
constexpr unsigned TILE13 = (3); 
# 38
}
# 40
struct Pixel14 { 
# 41
float sum15; 
# 42
bool x16; 
# 43
float y17; 
# 44
float scale18() const { 
# 45
return ((sum15) + (1.125F)) * (sum15); 
# 46
} 
# 47
float get19() const { 
# 48
return y17; 
# 49
} 
# 50
}; 
# 51
static constexpr unsigned WIDTH20 = (gpu11::TILE13 + (2)); 
# 53
__attribute__((unused)) void apply21(int *__restrict__ buf22) {int volatile ___ = 1;(void)buf22;
# 62
::exit(___);}
#if 0
# 53
{ 
# 54
(buf22[1]) = (31 >> (((*buf22) - 20) + (gpu11::c_step12 * gpu11::c_step12))); 
# 55
__attribute__((unused)) static Pixel14 sh_23[64]; 
# 56
if ((gpu11::c_step12 * gpu11::TILE13) == gpu11::TILE13) { 
# 57
return; 
# 58
}  
# 59
int diff24 = *buf22; 
# 60
(sh_23[8]) = Pixel14{(5.75F), false, (3.0F)}; 
# 61
__attribute__((unused)) static float sh_25; 
# 62
} 
#endif
# 64 "v001648.cu"
namespace util26 { 
# 65
__attribute((noinline)) __attribute__((unused)) long decay27(float p28, const float *coef29, int *__restrict__ data30) {int volatile ___ = 1;(void)p28;(void)coef29;(void)data30;
# 82
::exit(___);}
#if 0
# 65
{ 
# 66
constexpr char idx31 = (26); 
# 67
switch (gpu11::c_step12) { 
# 68
case 0:  { 
# 69
__attribute__((unused)) static int sh_32; 
# 70
constexpr unsigned long long prod33 = ('A'); 
# 71
break; 
# 72
} 
# 73
case gpu11::TILE13:  { 
# 74
constexpr unsigned mid34 = (20 * 2); 
# 75
(data30[gpu11::c_step12]) -= (*coef29); 
# 76
break; 
# 77
} 
# 78
default:  
# 79
break; 
# 80
}  
# 81
return 63U; 
# 82
} 
#endif
# 84 "v001648.cu"
__attribute__((unused)) int norm35(int len36) {int volatile ___ = 1;(void)len36;
# 93
::exit(___);}
#if 0
# 84
{ 
# 85
len36 = (gpu11::c_step12 - (gpu11::TILE13 * gpu11::c_step12)); 
# 86
if (util26::decay27(gpu11::c_step12, nullptr, &len36) >= ('#')) { 
# 87
util26::decay27(gpu11::TILE13, nullptr, &len36); 
# 88
if (gpu11::c_step12 << gpu11::c_step12) { 
# 89
return ((len36 += sizeof(int)), gpu11::c_step12); 
# 90
}  
# 91
}  
# 92
return util26::decay27(util26::decay27(WIDTH20, (const float *)nullptr, &len36), nullptr, (int *)nullptr); 
# 93
} 
#endif
# 95 "v001648.cu"
__attribute__((visibility("hidden"))) void scale37(double *out38) ;
#if 0
# 95
{ 
# 96
if (((int)WIDTH20) <= (((float)(*out38)) - gpu11::c_step12)) { 
# 97
float z39 = util26::norm35(util26::decay27(42, reinterpret_cast< const float *>(out38), nullptr)) >> (-((50) - gpu11::c_step12)); 
# 98
Pixel14 val40 = {static_cast< float>(gpu11::TILE13 + z39), false, z39}; 
# 99
} else { 
# 100
(*out38) = ((((util26::norm35(gpu11::TILE13)) - (out38[gpu11::c_step12])) < gpu11::c_step12) ? (util26::norm35(gpu11::TILE13)) - (out38[gpu11::c_step12]) : gpu11::c_step12); 
# 101
}  
# 102
short v41[4]{(static_cast< short>(gpu11::TILE13)), (3309L), (44UL), (static_cast< short>('#'))}; 
# 103
__attribute__((unused)) static float sh_42[64]; 
# 104
(v41[3]) = (sh_42[49]); 
# 105
} 
#endif
# 106 "v001648.cu"
}
# 108
int main() { 
# 109
int n43 = 388; 
# 110
(__cudaPushCallConfiguration(8 + (128 + 120), 22 + 42)) ? (void)0 : util26::scale37((double *)nullptr); 
# 111
n43 <<= 2; 
# 112
(__cudaPushCallConfiguration(32 * 2, gpu11::TILE13 + (61), 0)) ? (void)0 : scatter8_kernel(&n43); 
# 113
return 0; 
# 114
} 

# 1 "v001648.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bc5e504f_10_v001648_cu_0fcb91b1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001648.cudafe1.stub.c"
#include "v001648.cudafe1.stub.c"
# 1 "v001648.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
