# 1 "v001965.cu"
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
# 12 "v001965.cu"
static_assert((sizeof(int) == (4)), "bad config");
# 13
enum class Level4: short { 
# 14
Slow5, 
# 15
Red6 = 4, 
# 16
Slow7 = 8, 
# 17
Busy8, 
# 18
Off9 = 14
# 19
}; 
# 21
__attribute__((visibility("hidden"))) void bias10(long *buf11, int *dst12) ;
#if 0
# 22
{ 
# 23
__attribute__((unused)) extern unsigned dyn_13[]; 
# 24
Level4 cnt14 = Level4::Off9; 
# 25
Level4 prod15 = cnt14; 
# 26
(*dst12) = (dst12[7]); 
# 27
switch (buf11[4]) { 
# 28
case 11 + 1:  
# 29
break; 
# 30
case 2:  
# 31
cnt14 = Level4::Slow5; 
# 32
break; 
# 33
default:  { 
# 34
__attribute__((unused)) static int sh_16[256]; 
# 35
break; 
# 36
} 
# 37
}  
# 38
(dyn_13[5]) = ((dst12[3]) + ((*dst12) - (((dst12[0]) + (dst12[0])) + (dyn_13[1])))); 
# 39
} 
#endif
# 41 "v001965.cu"
template< class T, class U> 
# 42
__attribute((always_inline)) __attribute__((unused)) static inline size_t clamp17(const U *input18, T q19, const U *src20) 
# 43
{int volatile ___ = 1;(void)input18;(void)q19;(void)src20;
# 49
::exit(___);}
#if 0
# 43
{ 
# 44
U v21 = input18[0]; 
# 45
q19 = 11; 
# 46
--v21; 
# 47
v21 = (((*input18) + 11) + v21); 
# 48
return (((*src20) + (*src20)) + 11); 
# 49
} 
#endif
# 51 "v001965.cu"
int main() 
# 52
{ 
# 53
int size22 = 4002; 
# 54
size22++; 
# 55
float base23 = (7.625F); 
# 56
int acc24{(-2)}; 
# 57
(__cudaPushCallConfiguration(128, 512)) ? (void)0 : bias10(nullptr, &size22); 
# 58
return 0; 
# 59
} 

# 1 "v001965.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c5a26927_10_v001965_cu_b91ccb15
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001965.cudafe1.stub.c"
#include "v001965.cudafe1.stub.c"
# 1 "v001965.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
