# 1 "v000642.cu"
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
# 14 "v000642.cu"
float run_filter5(int count6) { 
# 15
if ((count6 > 24) || (count6 <= 13)) { 
# 16
return (1.25F) + (static_cast< char>(count6)); 
# 17
}  
# 18
count6++; 
# 19
auto lam9 = [y7 = count6](auto r8) { 
# 20
r8++; 
# 21
r8 /= r8; 
# 22
return r8 * 2; 
# 23
} ; typedef decltype(lam9) __T0;
# 24
lam9(count6); 
# 25
const int lo10 = (count6) ? count6 : (sizeof(int) & count6); 
# 26
auto m11 = ((lo10 << lo10) - 3) + count6; 
# 27
--m11; 
# 28
if ((count6 + 6) >= lo10) { 
# 29
return 3; 
# 30
}  
# 31
return (lo10 + (m11 >> lo10)) - (sizeof(unsigned long) & m11); 
# 32
} 
# 33
__attribute__((section("__nv_managed_data__"))) static double (*m_mix12)[64] = 0; 
# 35
__attribute((always_inline)) __attribute__((unused)) inline double gather13(const unsigned *__restrict__ src14) {int volatile ___ = 1;(void)src14;
# 43
::exit(___);}
#if 0
# 35
{ 
# 36
int m15 = (~(4 >> (__device_builtin_variable_blockDim.y))) / (src14[(__device_builtin_variable_blockIdx.x) & (7)]); 
# 37
constexpr float h16 = (-(8.0F)); 
# 38
for (double tmp17 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix12)))) { 
# 39
tmp17 = (33LL); 
# 40
}  
# 41
unsigned short v18((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix12)))[__device_builtin_variable_gridDim.x]); 
# 42
return m15; 
# 43
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 45 "v000642.cu"
__attribute((noinline)) __attribute__((unused)) static unsigned pack19(int stride20) {int volatile ___ = 1;(void)stride20;
# 55
::exit(___);}
#if 0
# 45
{ 
# 46
if (gather13((const unsigned *)nullptr) < (__device_builtin_variable_blockIdx.x)) { 
# 47
return stride20; 
# 48
}  
# 49
for (int i21 = 0; i21 < 12; i21 += 4) { 
# 50
int *diff22 = (nullptr); 
# 51
}  
# 52
gather13(static_cast< const unsigned *>(nullptr)); 
# 53
float w23(stride20); 
# 54
return gather13(nullptr) - ((stride20 >> stride20) - (static_cast< short>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix12)))[stride20]))); 
# 55
} 
#endif

#pragma GCC diagnostic pop

# 57 "v000642.cu"
__attribute__((visibility("hidden"))) void grow24(int n25, int n26) ;
#if 0
# 57
{ 
# 58
int idx27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 59
n26 %= pack19(n26); 
# 60
n25 = (gather13(nullptr)); 
# 61
} 
#endif
# 63 "v000642.cu"
int main() { 
# 64
int size28 = 3819; 
# 65
(__cudaPushCallConfiguration(64 + 192, 256, 0)) ? (void)0 : grow24(64, size28); 
# 66
const unsigned diff29 = (31); 
# 67
return 0; 
# 68
} 

# 1 "v000642.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7594bb9f_10_v000642_cu_3c753e98
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000642.cudafe1.stub.c"
#include "v000642.cudafe1.stub.c"
# 1 "v000642.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
