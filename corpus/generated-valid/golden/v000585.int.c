# 1 "v000585.cu"
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
# 11 "v000585.cu"
struct Stats4 { 
# 12
long long vel5; 
# 13
int vel6; 
# 14
void apply7(float lim8) { 
# 15
(vel6) = ((2 * (vel6)) + 9); 
# 16
} 
# 17
int get9(double sum10) const { 
# 18
return (vel5) - sum10; 
# 19
} 
# 20
}; 
# 21
struct Vec11 { 
# 22
float mass12; 
# 23
unsigned id13; 
# 24
float count14, x15; 
# 25
void mix16(float e17) { 
# 26
int tmp18 = (54UL); 
# 27
e17 = (e17 - (18.875F)); 
# 28
} 
# 29
}; 
# 30
__attribute__((section("__nv_managed_data__"))) static double *m_bump19 = 0; 
# 31
__attribute__((visibility("hidden"))) void scatter20(unsigned long alpha21, const double *__restrict__ coef22, float b23) ;
#if 0
# 31
{ 
# 32
int tid24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
if (((__device_builtin_variable_gridDim.x) - 22ULL) <= (alpha21 * (48))) { 
# 34
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump19))) = alpha21; 
# 35
} else { if (int stride25 = ((tid24 + 14) + 26) + (__device_builtin_variable_blockIdx.x); coef22 != (nullptr)) { 
# 36
const bool base26 = alpha21 < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump19))); 
# 37
b23 = (-tid24); 
# 38
}  }  
# 39
++b23; 
# 40
} 
#endif
# 41 "v000585.cu"
constexpr int host_grow27(int len28, int stride29) { 
# 42
return 47UL * stride29; 
# 43
} 
# 44
int main() { 
# 45
int size30 = 3981; 
# 46
(__cudaPushCallConfiguration(dim3(2 * 16, 32, 1 << 2), ((dim3)((size30 + 127) / 128)), sizeof(float) * (256), nullptr)) ? (void)0 : scatter20(34 * size30, &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump19))), size30); 
# 47
size_t h31 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump19))); 
# 48
(__cudaPushCallConfiguration(1 << 1, dim3(128, (size30 + 127) / 128), sizeof(double) * (256), 0)) ? (void)0 : scatter20(((2) * h31) + (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump19))) + h31) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump19)))), &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump19))), 59); 
# 49
h31 = (6); 
# 50
return 0; 
# 51
} 

# 1 "v000585.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ab271c89_10_v000585_cu_m_bump19
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000585.cudafe1.stub.c"
#include "v000585.cudafe1.stub.c"
# 1 "v000585.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
