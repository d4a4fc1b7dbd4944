# 1 "v000239.cu"
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
# 11 "v000239.cu"
constexpr int check_reduce3(int len4, float beta5) { 
# 12
len4 = 14; 
# 13
beta5 *= (1.25F); 
# 14
return 4548UL; 
# 15
} 
# 17
namespace detail6 { 
# 18
__attribute__((section("__nv_managed_data__"))) static int (*m_trace7)[16] = 0; 
# 19
constexpr long TILE8 = (5); 
# 21
__attribute__((unused)) inline int mix9(int n10, int count11) {int volatile ___ = 1;(void)n10;(void)count11;
# 27
::exit(___);}
#if 0
# 21
{ 
# 22
{ 
# 23
do { ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (detail6::m_trace7)))[7]) += n10; } while (0); 
# 24
unsigned long u12 = (detail6::TILE8); 
# 25
} 
# 26
return ((unsigned)(9 << (__device_builtin_variable_blockDim.x))) * (__device_builtin_variable_threadIdx.x); 
# 27
} 
#endif
# 28 "v000239.cu"
}
# 30
__attribute__((visibility("hidden"))) void score13_kernel(unsigned *__restrict__ data14) ;
#if 0
# 30
{ 
# 31
unsigned i15 = __device_builtin_variable_threadIdx.x; 
# 32
{ 
# 33
if (!(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (detail6::m_trace7)))[7]) <= i15)) { 
# 34
int f16 = (((i15 >> (data14[__device_builtin_variable_blockDim.x])) <= (__device_builtin_variable_threadIdx.y)) ? data14[i15] : ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (detail6::m_trace7)))[i15])) + (128); 
# 35
}  
# 36
int sum17 = (data14[__device_builtin_variable_blockIdx.x]) * (__device_builtin_variable_threadIdx.x); 
# 37
} 
# 38
(data14[i15]) -= (data14[__device_builtin_variable_blockDim.x]); 
# 39
auto q18 = ((int)detail6::TILE8); 
# 40
} 
#endif
# 42 "v000239.cu"
namespace gpu19 { 
# 43
int g_warp20 = 32; 
# 45
static float host_blend21(int n22) { 
# 46
unsigned r23 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (detail6::m_trace7)))[1]; 
# 47
if (11 > ((int)r23)) { 
# 48
return (gpu19::g_warp20 * gpu19::g_warp20) - sizeof(unsigned short); 
# 49
}  
# 50
n22 >>= 4; 
# 51
auto w24 = 3; 
# 52
(__cudaPushCallConfiguration(dim3((w24 + 63) / 64, (detail6::TILE8 + (3)) * (2), sizeof(float) * (detail6::TILE8 + (3))), 128 + (128 + 256))) ? (void)0 : score13_kernel((unsigned *)nullptr); 
# 53
n22 %= w24; 
# 54
n22 = (((int)21) * (r23 * gpu19::g_warp20)); 
# 55
return ((w24 += 64UL), 128); 
# 56
} 
# 57
}
# 59
__attribute__((unused)) float step25(int *acc26, short *__restrict__ acc27) {int volatile ___ = 1;(void)acc26;(void)acc27;
# 69
::exit(___);}
#if 0
# 59
{ 
# 60
if ((acc26[__device_builtin_variable_blockDim.x]) >= (*acc26)) { 
# 61
if ((detail6::TILE8 / (*acc26)) == (((*acc27) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (detail6::m_trace7)))[__device_builtin_variable_blockDim.x])) * 3223)) { 
# 62
int sum28 = acc26[1]; 
# 63
auto z29 = detail6::TILE8 + (((__device_builtin_variable_blockDim.x) * sum28) - ((acc26[3]) + (acc26[sum28]))); 
# 64
} else { if (!acc27) { 
# 65
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (detail6::m_trace7)))[5]) = 56; 
# 66
}  }  
# 67
} else { if (!(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (detail6::m_trace7)))[1]) <= (acc27[__device_builtin_variable_threadIdx.x]))) { }  }  
# 68
return detail6::TILE8; 
# 69
} 
#endif
# 71 "v000239.cu"
constexpr int run_mix30(int lane31, int len32) { 
# 72
constexpr float lo33 = (15.25F); 
# 73
lane31 ^= (((unsigned)(lane31 << len32)) + len32); 
# 74
return detail6::TILE8; 
# 75
} 
# 77
int main() { 
# 78
int len34 = 2754; 
# 79
if (detail6::TILE8 == ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (detail6::m_trace7)))[len34])) { 
# 80
do { len34 += (52 - ((gpu19::g_warp20 += 56), 13)); } while (0); 
# 81
gpu19::g_warp20 = len34; 
# 82
}  
# 83
return 0; 
# 84
} 

# 1 "v000239.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8b24a298_10_v000239_cu_90c82cb0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000239.cudafe1.stub.c"
#include "v000239.cudafe1.stub.c"
# 1 "v000239.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
