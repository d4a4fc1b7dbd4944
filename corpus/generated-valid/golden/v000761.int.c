# 1 "v000761.cu"
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
# 13 "v000761.cu"
const long long g_scatter7 = (-438); 
# 14
__attribute__((section("__nv_managed_data__"))) static float (*m_apply8)[4] = 0; 
# 15
static int c_pivot9[4]; 
# 16
const bool g_combine10 = (1); 
# 18
__attribute__((visibility("hidden"))) void relax11_kernel(int *data12, const short *in13, const int *input14) ;
#if 0
# 18
{ 
# 19
if ((*in13) > 4) { 
# 20
return; 
# 21
}  
# 22
constexpr int lo15 = (48UL); 
# 23
} 
#endif
# 25 "v000761.cu"
__attribute__((visibility("hidden"))) void grow16(unsigned alpha17, const unsigned *src18, double beta19) ;
#if 0
# 25
{ 
# 26
switch (c_pivot9[alpha17]) { 
# 27
case 3:  
# 28
break; 
# 29
case 11:  
# 30
break; 
# 31
default:  { 
# 32
constexpr int h20 = (-55); 
# 33
break; 
# 34
} 
# 35
}  
# 36
--((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_apply8)))[alpha17 & (3)]); 
# 37
alpha17++; 
# 38
switch (src18[alpha17]) { 
# 39
case 2 * 2:  
# 40
break; 
# 41
default:  
# 42
beta19 /= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_apply8)))[0]); 
# 43
break; 
# 44
}  
# 45
int stride21 = (float)((8) - (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_apply8)))[alpha17]) + beta19)); 
# 46
} 
#endif
# 48 "v000761.cu"
int main() { 
# 49
int len22 = 2927; 
# 50
if (((int)((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_apply8)))[len22 & 3])) == (2 & len22)) { 
# 51
(__cudaPushCallConfiguration(1, 1 << 8, 64 * (3 + 1))) ? (void)0 : relax11_kernel(nullptr, nullptr, (const int *)nullptr); 
# 52
(__cudaPushCallConfiguration(dim3((len22 + 255) / 256, 2 * 2, (len22 + 255) / 256), dim3(4, (len22 + 31) / 32))) ? (void)0 : grow16(len22, nullptr, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_apply8)))[2]); 
# 53
if (len22 > 3) { 
# 54
return g_combine10; 
# 55
}  
# 56
} else { if ((60) == ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_apply8)))[len22])) { }  }  
# 57
return 0; 
# 58
} 

# 1 "v000761.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d6bd94b4_10_v000761_cu_m_apply8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000761.cudafe1.stub.c"
#include "v000761.cudafe1.stub.c"
# 1 "v000761.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
