# 1 "v000409.cu"
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
# 21 "v000409.cu"
__attribute__((section("__nv_managed_data__"))) static long *m_gather7 = 0; 
# 24
__attribute__((visibility("hidden"))) void clamp8(bool q9, const float *in10) ;
#if 0
# 25
{ 
# 26
int gid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather7))) -= (-((13) - ((in10[gid11]) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather7)))))); 
# 28
float hi12 = (11); 
# 29
const short mid13 = (((2 * gid11) + (*in10)) * (((__device_builtin_variable_threadIdx.x) + (__device_builtin_variable_blockDim.y)) + (32))) - ((gid11 + ('#')) % gid11); 
# 30
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather7))) = ((49) + (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather7))) * hi12) - ((float)q9))); 
# 31
--hi12; 
# 32
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 34 "v000409.cu"
__attribute__((unused)) static void reduce14(double *__restrict__ dst15, int count16, unsigned q17) 
# 35
{int volatile ___ = 1;(void)dst15;(void)count16;(void)q17;
# 38
::exit(___);}
#if 0
# 35
{ 
# 36
(dst15[4]) = (count16 << (__device_builtin_variable_threadIdx.y)); 
# 37
q17 -= (sizeof(float) + __device_builtin_variable_warpSize); 
# 38
} 
#endif

#pragma GCC diagnostic pop

# 40 "v000409.cu"
void host_decay18(unsigned char *__restrict__ data19, bool cfg20, int lane21) 
# 41
{ 
# 42
for (int j22 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather7))); j22 > 0; --j22) { 
# 43
for (int j23 = 0; j23 < 14; j23++) { 
# 44
for (int n24 = 0; n24 < j23; n24 += 1) { 
# 45
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather7))) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather7))); 
# 46
}  
# 47
}  
# 48
auto off25 = sizeof(int); 
# 49
(*data19) *= cfg20; 
# 50
}  
# 51
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 53
__attribute__((unused)) static double reduce26(int lane27, const int *in28, unsigned beta29 = 2031UL) 
# 54
{int volatile ___ = 1;(void)lane27;(void)in28;(void)beta29;
# 58
::exit(___);}
#if 0
# 54
{ 
# 55
unsigned char off30 = (((lane27 += (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather7)))), 38)); 
# 56
int cnt31 = ((float)15ULL); 
# 57
return cnt31; 
# 58
} 
#endif

#pragma GCC diagnostic pop

# 60 "v000409.cu"
int main() 
# 61
{ 
# 62
int len32 = 2487; 
# 63
dim3 u33((len32 + 127) / 128, sizeof(unsigned) * (2)); 
# 64
host_decay18(nullptr, (len32 / (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather7)))) - (0), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather7)))); 
# 65
++len32; 
# 66
(__cudaPushCallConfiguration(dim3(1, 1 << 1), 13 + 51)) ? (void)0 : clamp8(len32 <= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather7))), nullptr); 
# 67
float hi34 = (-(7.125F)); 
# 68
return 0; 
# 69
} 

# 1 "v000409.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1add3b55_10_v000409_cu_53f213f0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000409.cudafe1.stub.c"
#include "v000409.cudafe1.stub.c"
# 1 "v000409.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
