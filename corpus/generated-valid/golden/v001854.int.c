# 1 "v001854.cu"
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
# 19 "v001854.cu"
namespace ops7 { 
# 20
constexpr int accum8(int count9) 
# 21
{ 
# 22
auto y10 = count9; 
# 23
int lim11 = count9; 
# 24
return lim11 % 52; 
# 25
} 
# 26
constexpr double kS12 = (4.0); 
# 27
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29
template< class T, class U> static void 
# 30
__wrapper__device_stub_stencil13(T *&buf14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
__attribute__((unused)) extern unsigned dyn_15[]; 
# 33
float flag16[6] = {static_cast< float>(dyn_15[3]), static_cast< float>((dyn_15[(__device_builtin_variable_gridDim.z) & (7)]) & (dyn_15[__device_builtin_variable_blockDim.x])), (18.5F), (6.125F)}; 
# 34
__attribute__((unused)) static int sh_17[16]; 
# 35
if (((sh_17[(__device_builtin_variable_threadIdx.x) & (15)]) != (*buf14)) || (__device_builtin_variable_threadIdx.x)) { 
# 36
return; 
# 37
}  
# 38
__attribute__((unused)) static int sh_18[64]; 
# 39
if (((dyn_15[__device_builtin_variable_gridDim.x]) >= (__device_builtin_variable_gridDim.x)) || ((dyn_15[5]) > ops7::kS12)) { 
# 40
return; 
# 41
}  
# 42
(dyn_15[7]) = ops7::kS12; 
# 43
} 
#endif

#pragma GCC diagnostic pop

# 29 "v001854.cu"
template< class T, class U> static void 
# 30
stencil13(T *buf14) 
# 31
{__wrapper__device_stub_stencil13<T,U>(buf14);
# 43
return;}
#if 0
# 31
{ 
# 32
__attribute__((unused)) extern unsigned dyn_15[]; 
# 33
float flag16[6] = {static_cast< float>(dyn_15[3]), static_cast< float>((dyn_15[(__device_builtin_variable_gridDim.z) & (7)]) & (dyn_15[__device_builtin_variable_blockDim.x])), (18.5F), (6.125F)}; 
# 34
__attribute__((unused)) static int sh_17[16]; 
# 35
if (((sh_17[(__device_builtin_variable_threadIdx.x) & (15)]) != (*buf14)) || (__device_builtin_variable_threadIdx.x)) { 
# 36
return; 
# 37
}  
# 38
__attribute__((unused)) static int sh_18[64]; 
# 39
if (((dyn_15[__device_builtin_variable_gridDim.x]) >= (__device_builtin_variable_gridDim.x)) || ((dyn_15[5]) > ops7::kS12)) { 
# 40
return; 
# 41
}  
# 42
(dyn_15[7]) = ops7::kS12; 
# 43
} 
#endif
# 45 "v001854.cu"
int main() 
# 46
{ 
# 47
int n19 = 2939; 
# 48
static_assert((sizeof(int) == (4)), "bad config");
# 49
n19 = (24UL); 
# 50
n19 = ops7::kS12; 
# 51
n19 = ops7::kS12; 
# 52
int t20 = (ops7::kS12); 
# 53
auto diff21 = 20LL; 
# 54
(__cudaPushCallConfiguration((n19 + 31) / 32, 5 + 123)) ? (void)0 : stencil13< double, float> (static_cast< double *>(nullptr)); 
# 55
return 0; 
# 56
} 

# 1 "v001854.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f1e2a737_10_v001854_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001854.cudafe1.stub.c"
#include "v001854.cudafe1.stub.c"
# 1 "v001854.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
