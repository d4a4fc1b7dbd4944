# 1 "v000703.cu"
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
# 18 "v000703.cu"
__attribute__((unused)) int smooth9(const int *input10, int *acc11) {int volatile ___ = 1;(void)input10;(void)acc11;
# 33
::exit(___);}
#if 0
# 18
{ 
# 19
int w12 = -(*input10); 
# 20
if ((input10[w12]) << 7) { 
# 21
return -1804; 
# 22
}  
# 23
static_assert((39 == 39), "expected value");
# 24
(acc11[1]) = (acc11[__device_builtin_variable_blockDim.x]); 
# 25
if ((*acc11) * (*input10)) { 
# 26
return 'z'; 
# 27
}  
# 28
++(acc11[w12]); 
# 29
if (((__device_builtin_variable_blockDim.x) / (41)) >= (*input10)) { 
# 30
return input10[w12]; 
# 31
}  
# 32
return *input10; 
# 33
} 
#endif
# 34 "v000703.cu"
__attribute__((section("__nv_managed_data__"))) static float *m_step13 = 0; 
# 36
void run_sweep14(int stride15, int *buf16) { 
# 37
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step13)))++; 
# 38
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step13)))++; 
# 39
static_assert((30 == 30), "tile must fit");
# 40
} 
# 42
__attribute__((visibility("hidden"))) void split17(const int *in18, int n19, float *acc20) ;
#if 0
# 42
{ 
# 43
if (float base21 = (3.625F); (__device_builtin_variable_blockIdx.x) >= (__device_builtin_variable_threadIdx.x)) { 
# 44
base21 = (((*acc20) == base21) ? *acc20 : (smooth9(in18, nullptr))); 
# 45
}  
# 46
switch (__device_builtin_variable_blockIdx.x) { 
# 47
case 4 + 8:  
# 48
if (in18 != (nullptr)) { 
# 49
break; 
# 50
}  
# 51
if (((n19 - (acc20[n19])) - (in18[4])) < ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step13))) + n19)) { 
# 52
float w22 = smooth9(static_cast< const int *>(nullptr), reinterpret_cast< int *>(acc20)); 
# 53
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step13))) = (acc20[2]); 
# 54
}  
# 55
break; 
# 56
case 3 * 2:  
# 57
break; 
# 58
}  
# 59
} 
#endif
# 61 "v000703.cu"
int main() { 
# 62
int count23 = 719; 
# 63
(__cudaPushCallConfiguration(((2 * 4) * (8 * 2)) * 4, 32 * 8)) ? (void)0 : split17(nullptr, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step13))), &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step13)))); 
# 64
if ((count23 + 22) > 16) { 
# 65
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step13))); 
# 66
}  
# 67
const char *hi24 = ("a\tb"); 
# 68
(__cudaPushCallConfiguration(16 + 496, 1 << (4 + (4 + 1)))) ? (void)0 : split17(&count23, -(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step13))), &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step13)))); 
# 69
return 0; 
# 70
} 

# 1 "v000703.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f3f4a99f_10_v000703_cu_e7b5e8f7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000703.cudafe1.stub.c"
#include "v000703.cudafe1.stub.c"
# 1 "v000703.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
