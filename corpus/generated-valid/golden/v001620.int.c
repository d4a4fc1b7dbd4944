# 1 "v001620.cu"
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
# 11 "v001620.cu"
const unsigned g_fuse5 = (1334); 
# 12
static constexpr double kS6 = (7.75); 
# 14
extern "C" {
# 15
static void score7(const int *input8, int lane9) ;
#if 0
# 15
{ 
# 16
__attribute__((unused)) extern float dyn_10[]; 
# 17
lane9 = ((37 * (*input8)) - kS6); 
# 18
constexpr int u11 = 32; 
# 19
float off12[2]{(8.0F), (18.125F)}; 
# 20
if (((__device_builtin_variable_gridDim.x) ^ (34)) >= (47)) { 
# 21
return; 
# 22
}  
# 23
} 
#endif
# 24 "v001620.cu"
}
# 26
inline double combine13(const int *input14) { 
# 27
float e15[sizeof(unsigned)] = {(static_cast< float>(kS6))}; 
# 28
return (((e15[3]) += (e15[2])), ((((input14[5]) + (e15[1])) + (1)) - (5UL))); 
# 29
} 
# 31
namespace detail16 { 
# 32
void decay17(int len18, float p19) { 
# 33
len18 = (2 % ((len18 * len18) * len18)); 
# 34
combine13(nullptr); 
# 35
long long flag20[7] = {}; 
# 36
len18 = ((kS6 > len18) ? 27 : len18); 
# 37
p19 = (23.625F); 
# 38
float k21 = combine13(nullptr); 
# 39
int *e22 = ((int *)nullptr); 
# 40
} 
# 41
constexpr inline float kW23 = (1.5F); 
# 42
}
# 44
int main() { 
# 45
int count24 = 319; 
# 46
switch (count24 + 24) { 
# 47
case 0:  { 
# 48
auto lam26 = [](auto diff25) { 
# 49
combine13((const int *)nullptr); 
# 50
return diff25 * 2; 
# 51
} ; typedef decltype(lam26) __T0;
# 52
lam26(count24); 
# 53
(__cudaPushCallConfiguration((count24 + 127) / 128, 128, 0, 0)) ? (void)0 : score7((const int *)nullptr, combine13(nullptr) * combine13((const int *)nullptr)); 
# 54
break; 
# 55
} 
# 56
}  
# 57
(__cudaPushCallConfiguration(dim3((count24 + 255) / 256, 1 << 5, (count24 + 127) / 128), sizeof(float) * (32), 0, (cudaStream_t)0)) ? (void)0 : score7((const int *)nullptr, detail16::kW23 + count24); 
# 58
(__cudaPushCallConfiguration(64, sizeof(int) * (16))) ? (void)0 : score7(nullptr, 15); 
# 59
return 0; 
# 60
} 

# 1 "v001620.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f6aa8d00_10_v001620_cu_01812296
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001620.cudafe1.stub.c"
#include "v001620.cudafe1.stub.c"
# 1 "v001620.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
