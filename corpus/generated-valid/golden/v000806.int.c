# 1 "v000806.cu"
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
# 25 "v000806.cu"
float reduce8(unsigned alpha9, float *__restrict__ out10, char a11 = 37L) { 
# 26
auto fn13 = [](int prod12)->unsigned long { 
# 27
prod12 = (55 - prod12); 
# 28
return 6 % prod12; 
# 29
} ; typedef decltype(fn13) __T0;
# 30
fn13(alpha9); 
# 31
char cnt14 = (__alignof__(int)); 
# 32
int t15 = a11; 
# 33
return (5) - ((((*out10) * (49)) > (cnt14 ^ 3102)) ? (*out10) * (49) : (cnt14 ^ 3102)); 
# 34
} 
# 36
__attribute__((visibility("hidden"))) void sweep16(int *__restrict__ data17, float *dst18) ;
#if 0
# 36
{ 
# 37
int iter19 = 0; 
# 38
do { 
# 39
unsigned hi20[6]{(23), 3U, (1), 6U, (3032UL), (8)}; 
# 40
++iter19; 
# 41
} while (iter19 < iter19); 
# 42
size_t z21 = 21 | (*data17); 
# 43
__attribute__((unused)) static unsigned sh_22[128]; 
# 44
if ((5) <= z21) { 
# 45
return; 
# 46
}  
# 47
long base23 = *data17; 
# 48
unsigned cnt24 = (37) * (((__device_builtin_variable_threadIdx.y) & z21) + 57ULL); 
# 49
} 
#endif
# 51 "v000806.cu"
int main() { 
# 52
int len25 = 2482; 
# 53
int iter26 = 0; 
# 54
do { 
# 55
(__cudaPushCallConfiguration((iter26 + 255) / 256, ((dim3)(4 * (5 + 3))))) ? (void)0 : sweep16(nullptr, nullptr); 
# 56
++iter26; 
# 57
} while (iter26 < len25); 
# 58
len25 = iter26; 
# 59
if (iter26) { 
# 60
return 18; 
# 61
}  
# 62
return 0; 
# 63
} 

# 1 "v000806.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__357ceb78_10_v000806_cu_2bf21de8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000806.cudafe1.stub.c"
#include "v000806.cudafe1.stub.c"
# 1 "v000806.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
