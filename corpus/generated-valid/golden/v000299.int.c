# 1 "v000299.cu"
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
# 16 "v000299.cu"
constexpr double kL7 = (8.5); 
# 17
static_assert(((18 * 2) == 36), "bad config");
# 20
static void trace8_kernel(const float *__restrict__ input9, int count10, const float *in11) ;
#if 0
# 21
{ 
# 22
__attribute__((unused)) extern float dyn_12[]; 
# 23
int w13 = 0; 
# 24
while ((w13 < count10) && (count10 | count10)) { 
# 25
if (54 == ((count10 += ('0')), 33)) { 
# 26
break; 
# 27
}  
# 28
++count10; 
# 29
if (((input9[6]) != (dyn_12[count10])) && ((input9[4]) < (dyn_12[w13]))) { 
# 30
break; 
# 31
}  
# 32
++w13; 
# 33
}  
# 34
if (input9 == (nullptr)) { 
# 35
return; 
# 36
}  
# 37
} 
#endif
# 38 "v000299.cu"
enum class State14: long { Idle15 = 3L, Slow16}; 
# 39
const float g_fuse17 = (10.0F); 
# 40
typedef State14 kind18_t; 
# 41
enum Color19 { 
# 42
MUL20, 
# 43
SLOW21, 
# 44
GREEN22, 
# 45
RED23, 
# 46
RED24
# 47
}; 
# 49
int gather25(int stride26, const unsigned long long *coef27, int len28) 
# 50
{ 
# 51
(__cudaPushCallConfiguration((stride26 + 255) / 256, sizeof(float) * ((RED23) + 61))) ? (void)0 : trace8_kernel(nullptr, ((g_fuse17 < stride26) ? stride26 : stride26) * ((g_fuse17 < stride26) ? stride26 : stride26), nullptr); 
# 52
int w29 = 0; 
# 53
do { 
# 54
(__cudaPushCallConfiguration((stride26 + 255) / 256, 64, 1024)) ? (void)0 : trace8_kernel(nullptr, coef27[7], nullptr); 
# 55
(__cudaPushCallConfiguration((len28 + 255) / 256, dim3(64, (2 + 14) * (2 + 2)), (RED24) + 252)) ? (void)0 : trace8_kernel(nullptr, (((*coef27) == (13)) ? 61L : (37)) * (((*coef27) == (13)) ? 61L : (37)), (const float *)nullptr); 
# 56
++w29; 
# 57
} while (w29 < stride26); 
# 58
return ((len28 += 16), ((51UL) + (coef27[3]))); 
# 59
} 
# 61
int main() 
# 62
{ 
# 63
int n30 = 3053; 
# 64
{ 
# 65
(__cudaPushCallConfiguration(((dim3)((n30 + 63) / 64)), dim3((SLOW21) + (8 + (2 + (2 + 3))), (n30 + 255) / 256, (n30 + 127) / 128), 0)) ? (void)0 : trace8_kernel(static_cast< const float *>(nullptr), gather25(23UL, nullptr, n30) * gather25(23UL, nullptr, n30), nullptr); 
# 66
unsigned hi31 = kL7 * (gather25(kL7, (const unsigned long long *)nullptr, gather25(4644, nullptr, 'A'))); 
# 67
} 
# 68
return 0; 
# 69
} 

# 1 "v000299.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c194ba39_10_v000299_cu_ed14ada6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000299.cudafe1.stub.c"
#include "v000299.cudafe1.stub.c"
# 1 "v000299.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
