# 1 "v000919.cu"
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
# 9 "v000919.cu"
__attribute__((visibility("hidden"))) void count4(const long *__restrict__ input5, int *data6, int n7) ;
#if 0
# 9
{ 
# 10
__attribute__((unused)) extern float dyn_8[]; 
# 11
constexpr bool hi9 = true; 
# 12
for (int n10 = 0; n10 < n7; n10++) { 
# 13
long long y11 = data6[n7]; 
# 14
}  
# 15
((dyn_8[7])++), ((dyn_8[n7]) = (dyn_8[4])); 
# 16
if ((*input5) == (dyn_8[n7])) { 
# 17
return; }  
# 18
} 
#endif
# 19 "v000919.cu"
enum class Axis12: int { 
# 20
Slow13 = 2, 
# 21
On14 = 7, 
# 22
Blue15, 
# 23
Red16, 
# 24
Idle17
# 25
}; 
# 26
const char *g_shade18 = ("C:\\dir"); 
# 28
__attribute__((visibility("hidden"))) void update19(unsigned *__restrict__ dst20, const unsigned long *__restrict__ input21) ;
#if 0
# 28
{ 
# 29
if (input21 != (nullptr)) { 
# 30
--(dst20[0]); 
# 31
} else { if (input21 != (nullptr)) { 
# 33
#pragma unroll
for (
# 33
int i22 = 0; i22 < (8 + 6); i22 += 4) { 
# 34
(dst20[5])--; 
# 35
(dst20[i22]) <<= ((static_cast< unsigned>(input21[i22])) + (33)); 
# 36
(*dst20) *= ((((input21[3]) + (38U)) + (dst20[i22])) * (((7) + (input21[i22])) * (i22 + i22))); 
# 37
}  
# 38
} else { 
# 39
(dst20[2]) = (8); 
# 40
}  }  
# 41
} 
#endif
# 43 "v000919.cu"
int main() { 
# 44
int n23 = 3153; 
# 45
auto step26 = [](int e24)->float { 
# 46
e24 = ((1U) % ((g_shade18[0]) + 9LL)); 
# 47
e24 -= (e24 / __alignof__(int)); 
# 48
float lo25 = (((e24 < 45) ? 2162 : 9) ? g_shade18[0] : 3) - ((g_shade18[1]) - (32 / (g_shade18[0]))); 
# 49
return (8) - (static_cast< unsigned>(e24)); 
# 50
} ; typedef decltype(step26) __T0;
# 51
for (int it27 = n23; it27 > 0; --it27) { 
# 52
(__cudaPushCallConfiguration(dim3(32 + 480, 128 * 2), dim3((n23 + 127) / 128, 128), 0, nullptr)) ? (void)0 : update19(static_cast< unsigned *>(nullptr), (const unsigned long *)nullptr); 
# 53
n23++; 
# 54
}  
# 55
constexpr signed char flag28 = (38); 
# 56
(__cudaPushCallConfiguration(dim3((n23 + 127) / 128, 8 + (8 + 16), (n23 + 31) / 32), 32 + (8 + (8 + (8 + 8))))) ? (void)0 : count4(static_cast< const long *>(nullptr), nullptr, n23); 
# 57
return 0; 
# 58
} 

# 1 "v000919.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9b23013b_10_v000919_cu_8dc5dfcd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000919.cudafe1.stub.c"
#include "v000919.cudafe1.stub.c"
# 1 "v000919.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
