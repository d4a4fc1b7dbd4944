# 1 "v000935.cu"
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
# 6 "v000935.cu"
__attribute__((section("__nv_managed_data__"))) static float *m_march2 = 0; 
# 7
enum class Level3 { High4, High5}; 
# 8
__attribute__((visibility("hidden"))) void trace6_kernel(float p7, int lane8, int stride9) ;
#if 0
# 9
{ 
# 10
__attribute__((unused)) extern long dyn_10[]; 
# 11
int idx11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
if (idx11 >= stride9) { 
# 13
return; 
# 14
}  
# 15
int val12 = ((int)21); 
# 17
#pragma unroll
for (
# 17
int it13 = 0; it13 < stride9; ++it13) { 
# 18
__attribute__((unused)) static size_t sh_14[sizeof(unsigned) * (2)]; 
# 19
if ((it13 * 51) != (sh_14[idx11])) { 
# 20
return; 
# 21
}  
# 22
}  
# 23
} 
#endif
# 24 "v000935.cu"
int main() 
# 25
{ 
# 26
int len15 = 2594; 
# 27
auto step19 = [=](float s16)->int { 
# 28
s16++; 
# 29
float prod17 = ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_march2))) <= (50LL)) && (41 != (len15))) ? s16 : (23.125F)) * (5); 
# 30
float stride18 = prod17; 
# 31
return 58U; 
# 32
} ; typedef decltype(step19) __T0;
# 33
if (len15) { 
# 34
return ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_march2))) + len15); 
# 35
}  
# 36
len15++; 
# 37
(__cudaPushCallConfiguration(2 * 8, 256, sizeof(float) * (128))) ? (void)0 : trace6_kernel((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_march2))) * ((float)len15), (48UL + len15) % len15, ((float)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_march2)))) * (len15 * len15)); 
# 38
return 0; 
# 39
} 

# 1 "v000935.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ab35ede3_10_v000935_cu_m_march2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000935.cudafe1.stub.c"
#include "v000935.cudafe1.stub.c"
# 1 "v000935.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
