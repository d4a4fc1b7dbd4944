# 1 "v000356.cu"
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
# 7 "v000356.cu"
namespace gpu2 { 
# 8
__attribute__((visibility("hidden"))) void count3_kernel(long *data4, int *__restrict__ dst5) ;
#if 0
# 9
{ 
# 10
__attribute__((unused)) extern double dyn_6[]; 
# 11
__attribute__((unused)) static long sh_7[64]; 
# 12
(dst5[__device_builtin_variable_threadIdx.x]) = ((((32) + (data4[__device_builtin_variable_blockDim.z])) / (__device_builtin_variable_blockIdx.z)) * ((48) / (__device_builtin_variable_gridDim.x))); 
# 13
(data4[2]) = (*data4); 
# 14
constexpr long long e8 = (49); 
# 15
if ((sh_7[19]) + (' ')) { 
# 16
goto finish9; 
# 17
}  
# 18
(sh_7[37]) = e8; 
# 19
finish9:; ; 
# 20
} 
#endif
# 21 "v000356.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_scale10 = 0; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 23
__attribute__((unused)) static int rank11(int count12, const double *in13, long long cfg14) 
# 24
{int volatile ___ = 1;(void)count12;(void)in13;(void)cfg14;
# 36
::exit(___);}
#if 0
# 24
{ 
# 25
if (((__device_builtin_variable_gridDim.x) - cfg14) == (3UL)) { 
# 26
return 25; }  
# 27
cfg14 = count12; 
# 28
if (int hi15 = 57ULL - count12; !(count12 < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu2::m_scale10))))) { 
# 29
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu2::m_scale10))) > count12) { 
# 30
return 26; }  
# 31
hi15 = (in13[3]); 
# 32
if ((__device_builtin_variable_threadIdx.x) <= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu2::m_scale10))) + hi15)) { 
# 33
return 44 - hi15; }  
# 34
}  
# 35
return *in13; 
# 36
} 
#endif

#pragma GCC diagnostic pop

# 37 "v000356.cu"
}
# 39
__attribute__((visibility("hidden"))) void norm16(float *out17, int len18, int *__restrict__ buf19) ;
#if 0
# 40
{ 
# 41
int idx20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
if ((buf19[6]) > (__device_builtin_variable_threadIdx.x)) { 
# 43
goto skip21; 
# 44
}  
# 45
if (idx20 >= len18) { 
# 46
return; }  
# 47
if (len18) { 
# 48
len18 = len18; 
# 49
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu2::m_scale10))) > 26) || ((__device_builtin_variable_gridDim.y) >= idx20)) { 
# 50
return; }  
# 51
}  
# 52
skip21:; ; 
# 53
} 
#endif
# 56 "v000356.cu"
class Vec22 { 
# 57
float weight23; 
# 59
public: Vec22(float a24) : weight23(a24) { } 
# 60
float reset25(long v26) const 
# 61
{ 
# 62
v26 = (weight23); 
# 63
return ((int)v26) + (v26 * v26); 
# 64
} 
# 65
}; 
# 67
float host_mix27(int lane28, unsigned b29, signed char *__restrict__ out30) 
# 68
{ 
# 69
b29 = (('\t') * ((+(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu2::m_scale10)))) * (1994UL - lane28))); 
# 70
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu2::m_scale10))) = lane28; 
# 71
return b29; 
# 72
} 
# 74
int main() 
# 75
{ 
# 76
int n31 = 3668; 
# 77
do { int tmp_ = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu2::m_scale10))); (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu2::m_scale10))) = n31; n31 = tmp_; } while (0); 
# 78
host_mix27(15UL, host_mix27(33U + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu2::m_scale10))), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu2::m_scale10))) / (' '), nullptr), nullptr); 
# 79
n31 = ((host_mix27((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu2::m_scale10))), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu2::m_scale10))), nullptr) - (50)) * (' ')); 
# 80
(__cudaPushCallConfiguration(((dim3)(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu2::m_scale10))) + 255) / 256)), 32)) ? (void)0 : gpu2::count3_kernel(nullptr, nullptr); 
# 81
(__cudaPushCallConfiguration(dim3(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu2::m_scale10))) + 127) / 128, (n31 + 31) / 32), 256)) ? (void)0 : norm16(nullptr, -33, nullptr); 
# 82
return 0; 
# 83
} 

# 1 "v000356.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__975b94cb_10_v000356_cu_07a14096
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000356.cudafe1.stub.c"
#include "v000356.cudafe1.stub.c"
# 1 "v000356.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
