# 1 "v000294.cu"
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
# 22 "v000294.cu"
constexpr int stencil7(int len8, int len9) { 
# 23
len8 = len8; 
# 24
return 19; 
# 25
} 
# 27
__attribute__((visibility("hidden"))) void lerp10_kernel(const unsigned long *in11, float *__restrict__ out12, const float *__restrict__ in13) ;
#if 0
# 27
{ 
# 28
if ((stencil7(in13[__device_builtin_variable_threadIdx.x], __device_builtin_variable_blockDim.y)) < (out12[__device_builtin_variable_threadIdx.x])) { 
# 29
return; 
# 30
}  
# 31
__attribute__((unused)) static int sh_14[128]; 
# 32
int lo15[3] = {(26UL)}; 
# 33
(--(out12[1])), ((*out12) = (57)); 
# 34
if ((in13[__device_builtin_variable_blockDim.x]) <= (+(sh_14[102]))) { 
# 35
return; 
# 36
}  
# 37
double flag16[7] = {(-475)}; 
# 38
} 
#endif
# 40 "v000294.cu"
double norm17(float cfg18, unsigned beta19) { 
# 41
constexpr float m20 = (18.0F); 
# 42
unsigned q21 = beta19; 
# 43
beta19 = (15); 
# 44
q21 = (2LL); 
# 45
beta19 = ((double)beta19); 
# 46
q21++; 
# 47
beta19 = (17L / q21); 
# 48
return stencil7(cfg18, stencil7(q21, cfg18)) ^ stencil7(cfg18, (19) + beta19); 
# 49
} 
# 50
enum Phase22 { MUL23, RED24, HIGH25 = 3, HIGH26}; 
# 51
static constexpr int BLOCK27 = 3; 
# 54
constexpr int check_kick28(int n29, double cfg30) { 
# 55
return HIGH26; 
# 56
} 
# 57
__attribute__((section("__nv_managed_data__"))) static int (*m_pack31)[32] = 0; 
# 59
inline long run_count32(int *__restrict__ buf33, const float *__restrict__ src34) { 
# 60
switch ((*buf33) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack31)))[3])) { 
# 61
case 8:  { 
# 62
int *cnt35 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack31))); 
# 63
break; 
# 64
} 
# 65
case (HIGH25) * 2:  
# 66
(buf33[4]) = (((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack31)))[3]) ^ sizeof(int)) - (check_kick28(*src34, src34[5]))) + (21U)); 
# 67
check_kick28((stencil7((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack31)))[0], -4175)) + (*src34), sizeof(unsigned) << (*buf33)); 
# 68
break; 
# 69
case 11 + 1:  
# 70
break; 
# 71
case 7:  
# 72
switch (check_kick28(*src34, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack31)))[18])) { 
# 73
case (RED24) + (BLOCK27 + 5):  
# 74
(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack31)))[31])++), (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack31)))[19]) = 58); 
# 75
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack31)))[29]) = (*src34); 
# 76
break; 
# 77
case 0:  
# 78
break; 
# 79
case 3:  
# 80
break; 
# 81
case ((HIGH25) + 1) * BLOCK27:  
# 82
break; 
# 83
}  
# 84
break; 
# 85
}  
# 86
return (buf33[4]) << (check_kick28(buf33[0], BLOCK27) ^ check_kick28(src34[4], BLOCK27)); 
# 87
} 
# 89
int main() { 
# 90
int len36 = 936; 
# 91
Phase22 x37 = HIGH25; 
# 92
len36 = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack31)))[11]); 
# 93
int pass38 = 0; 
# 94
do { 
# 95
auto m39 = x37; 
# 96
++pass38; 
# 97
} while (pass38 < 9); 
# 98
(__cudaPushCallConfiguration(1, 1 << 5, sizeof(int) * (64), 0)) ? (void)0 : lerp10_kernel(nullptr, (float *)nullptr, nullptr); 
# 99
return 0; 
# 100
} 

# 1 "v000294.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__33fe62e4_10_v000294_cu_f7b5de83
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000294.cudafe1.stub.c"
#include "v000294.cudafe1.stub.c"
# 1 "v000294.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
