# 1 "v000600.cu"
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
# 8 "v000600.cu"
__attribute__((section("__nv_managed_data__"))) static long long *m_combine4 = 0; 
# 11
static void spread5_kernel(unsigned b6, const int *in7, double q8, float cfg9) ;
#if 0
# 11
{ 
# 12
float f10[4]{(38), (14.0F), (2.0F), (23UL)}; 
# 13
bool cnt11 = __device_builtin_variable_blockIdx.x; 
# 14
if (((__device_builtin_variable_blockIdx.x) == 49L) || (cfg9 != (*in7))) { 
# 15
return; 
# 16
}  
# 17
(f10[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_combine4)))]) = cfg9; 
# 18
if ((+cfg9) != q8) { 
# 19
return; 
# 20
}  
# 21
} 
#endif
# 23 "v000600.cu"
__attribute__((visibility("hidden"))) void kick12_kernel(int *buf13, float *buf14, const unsigned *input15, int *dst16) ;
#if 0
# 23
{ 
# 24
(buf13[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_combine4))) & (7)]) &= 13; 
# 25
const float w17 = (21.25F); 
# 26
} 
#endif
# 29 "v000600.cu"
__attribute__((visibility("hidden"))) void bump18(int *out19, int count20, int stride21) ;
#if 0
# 29
{ 
# 30
unsigned idx22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
--(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_combine4))); 
# 32
int f23 = (float)(+idx22); 
# 33
} 
#endif
# 35 "v000600.cu"
int main() { 
# 36
int n24 = 3466; 
# 37
const int flag25 = 16; 
# 38
n24 = (n24 + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_combine4)))); 
# 39
(__cudaPushCallConfiguration(sizeof(float) * (16), 16 * 4, sizeof(double) * (256), (cudaStream_t)0)) ? (void)0 : spread5_kernel(((n24 += (-20)), 35L), &flag25, flag25 % n24, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_combine4)))); 
# 40
(__cudaPushCallConfiguration((n24 + 31) / 32, 64 * 8, 0)) ? (void)0 : kick12_kernel(&n24, nullptr, nullptr, nullptr); 
# 41
(__cudaPushCallConfiguration((n24 + 31) / 32, 1 << 9)) ? (void)0 : bump18(&n24, (n24 / 45U) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_combine4))), sizeof(unsigned)); 
# 42
return 0; 
# 43
} 

# 1 "v000600.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2a1dd5d4_10_v000600_cu_2323ff18
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000600.cudafe1.stub.c"
#include "v000600.cudafe1.stub.c"
# 1 "v000600.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
