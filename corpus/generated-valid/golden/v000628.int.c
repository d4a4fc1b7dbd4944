# 1 "v000628.cu"
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
# 5 "v000628.cu"
__attribute__((visibility("hidden"))) void apply1(long long cfg2, const char *in3, const unsigned *input4) ;
#if 0
# 6
{ 
# 7
int i5 = __device_builtin_variable_threadIdx.x; 
# 8
float stride6((__device_builtin_variable_gridDim.x) * (60)); 
# 9
long hi7 = cfg2 >> 1; 
# 10
} 
#endif
# 12 "v000628.cu"
namespace detail8 { 
# 13
__attribute__((visibility("hidden"))) void bias9_kernel(const float *in10, int *acc11) ;
#if 0
# 14
{ 
# 15
unsigned tid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
for (int n13 = 0; n13 < 5; n13 += 2) { 
# 17
(acc11[(__device_builtin_variable_gridDim.x) & (7)]) = ((*acc11) / (49 * (*acc11))); 
# 18
int r14 = (((unsigned char)28L) | tid12) * ((((*in10) * (4)) == (in10[__device_builtin_variable_blockDim.z])) ? n13 : (*in10)); 
# 19
}  
# 20
constexpr int q15 = 45; 
# 21
int stride16 = in10[1]; 
# 22
} 
#endif
# 23 "v000628.cu"
__attribute__((section("__nv_managed_data__"))) static int (*m_sweep17)[32] = 0; 
# 24
}
# 26
float apply18(int len19) 
# 27
{ 
# 28
int idx20 = ((unsigned)(22UL | len19)) + (((len19 << 5) != len19) ? 4 : (len19 - len19)); 
# 29
if (idx20 != 51U) { 
# 30
goto finish21; 
# 31
}  
# 32
if ((49) == (len19 - 18L)) { 
# 33
return 34; 
# 34
}  
# 35
finish21:; ; 
# 36
return (signed char)((((long)idx20) & (1)) ? len19 - 37 : (idx20 + 127)); 
# 37
} 
# 39
__attribute__((visibility("hidden"))) void accum22_kernel(const float *input23) ;
#if 0
# 40
{ 
# 41
int i24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
float hi25[7]{((float)(-(4.5F))), (16.625F), (55), (6.0F), (4.0F), (2.75F), (2.0F)}; 
# 43
auto f26 = (__device_builtin_variable_blockIdx.x) / (((i24 - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (detail8::m_sweep17)))[9])) >= 10) ? (__device_builtin_variable_threadIdx.y) - (true) : ((4885) ^ (__device_builtin_variable_threadIdx.x))); 
# 44
} 
#endif
# 46 "v000628.cu"
static unsigned check_mix27(float *out28, int stride29, float b30) 
# 47
{ 
# 48
(__cudaPushCallConfiguration(sizeof(float) * (4), 256)) ? (void)0 : accum22_kernel(out28); 
# 49
short r31{(253)}; 
# 50
(__cudaPushCallConfiguration(1 << 4, ((dim3)(1)), sizeof(double) * (256), (cudaStream_t)0)) ? (void)0 : accum22_kernel(nullptr); 
# 51
return ((int)b30) - (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (detail8::m_sweep17)))[stride29 & 31]) & 58); 
# 52
} 
# 54
int main() 
# 55
{ 
# 56
int count32 = 3313; 
# 57
for (int j33 = 0; j33 < 16; ++j33) { 
# 58
count32 = ((((sizeof(float) <= j33) ? 8 : ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (detail8::m_sweep17)))[count32])) + 50) + ((unsigned)(57 - count32))); 
# 59
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (detail8::m_sweep17)))[count32]) <<= (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (detail8::m_sweep17)))[6]) + 33U); 
# 60
}  
# 61
(__cudaPushCallConfiguration(sizeof(float) * (2), 32, sizeof(int) * (32))) ? (void)0 : apply1(((unsigned char)255) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (detail8::m_sweep17)))[15]), nullptr, (const unsigned *)nullptr); 
# 62
(__cudaPushCallConfiguration(dim3((count32 + 63) / 64, 1, sizeof(unsigned) * (32)), ((dim3)((count32 + 127) / 128)))) ? (void)0 : detail8::bias9_kernel((const float *)nullptr, &count32); 
# 63
return 0; 
# 64
} 

# 1 "v000628.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9569ae5b_10_v000628_cu_c0d4f754
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000628.cudafe1.stub.c"
#include "v000628.cudafe1.stub.c"
# 1 "v000628.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
