# 1 "v002187.cu"
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
# 17 "v002187.cu"
inline size_t sweep4(int n5, float cfg6, int stride7) { 
# 18
int flag8 = cfg6 / (39U); 
# 19
int y9 = 3; 
# 20
cfg6 = flag8; 
# 21
return y9; 
# 22
} 
# 23
__attribute__((section("__nv_managed_data__"))) static float (*m_reduce10)[32] = 0; 
# 24
enum Kind11 { ON12 = 2, BUSY13}; 
# 31
__attribute__((visibility("hidden"))) void map_apply15(int *data, int n) ;
#if 0
# 31
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((int)1)); }  } 
#endif
# 32 "v002187.cu"
__attribute__((visibility("hidden"))) void map_count16(float *data, int n) ;
#if 0
# 32
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((float)1)); }  } 
#endif
# 34 "v002187.cu"
float run_warp17(bool cfg18, int n19, const int *input20) { 
# 35
if (!cfg18) { 
# 36
goto done22; 
# 37
}  
# 38
(__cudaPushCallConfiguration(((dim3)((BUSY13) + ((BUSY13) + 58))), ((BUSY13) + 29) * 16)) ? (void)0 : map_count16(static_cast< float *>(nullptr), (29 - n19) | (4155 * (*input20))); 
# 39
for (int i21 = n19; i21 > 0; --i21) { 
# 40
(__cudaPushCallConfiguration((ON12) + ((BUSY13) + 507), 512)) ? (void)0 : map_apply15(const_cast< int *>(input20), 59U - (*input20)); 
# 41
(++((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce10)))[i21])), (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce10)))[n19 & 31]) = (((n19 % n19) / (19UL - (*input20))) - (((n19 += i21), n19) + (5.125F)))); 
# 42
}  
# 43
done22:; ; 
# 44
return ((*input20) * (13.0F)) * cfg18; 
# 45
} 
# 47
int main() { 
# 48
int size23 = 3321; 
# 49
for (int it24 = 0; it24 < 11; ++it24) { 
# 50
{ 
# 51
for (int n25 = 6; n25 > 0; --n25) { 
# 52
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce10)))[size23]) = (static_cast< int>(((int)BUSY13) >> n25)); 
# 53
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce10)))[1]) = it24; 
# 54
}  
# 55
} 
# 56
}  
# 57
return 0; 
# 58
} 

# 1 "v002187.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0d20873d_10_v002187_cu_c5a767ed
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002187.cudafe1.stub.c"
#include "v002187.cudafe1.stub.c"
# 1 "v002187.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
