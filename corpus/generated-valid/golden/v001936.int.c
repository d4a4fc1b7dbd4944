# 1 "v001936.cu"
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
# 18 "v001936.cu"
static int c_bias5; 
# 20
namespace _GLOBAL__N__1ff749b9_10_v001936_cu_c_bias5 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__1ff749b9_10_v001936_cu_c_bias5; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__1ff749b9_10_v001936_cu_c_bias5 __attribute__((visibility("hidden")))  { 
# 21
enum Color6 { ADD7 = 3, ON8, SLOW9 = 10, BLUE10}; 
# 22
}
# 23
unsigned g_scatter11[] = {(7UL), (5), (8)}; 
# 25
__attribute__((visibility("hidden"))) void scatter12_kernel(int *dst13, const unsigned long *input14, float *out15) ;
#if 0
# 26
{ 
# 27
unsigned idx16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
do { (dst13[6]) += __device_builtin_variable_warpSize; } while (0); 
# 29
float m17 = (((*dst13) - 2759) % 8) | (dst13[3]); 
# 30
} 
#endif
# 32 "v001936.cu"
__attribute__((visibility("hidden"))) void sweep18_kernel(const float *coef19, short *data20, const int *src21) ;
#if 0
# 33
{ 
# 34
unsigned tid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
(data20[__device_builtin_variable_blockDim.y]) = (8U); 
# 36
switch (*src21) { 
# 37
case 5:  { 
# 38
++(data20[tid22]); 
# 39
int f23((src21[c_bias5 & 7]) % 8); 
# 40
break; 
# 41
} 
# 42
case 1:  
# 43
break; 
# 44
case 3:  
# 45
(data20[6]) = (((tid22 <= (__device_builtin_variable_gridDim.x)) ? __device_builtin_variable_blockIdx.x : (c_bias5 % (*data20))) % (8)); 
# 46
break; 
# 47
}  
# 48
bool k24 = c_bias5; 
# 49
k24 = k24; 
# 50
} 
#endif
# 52 "v001936.cu"
static int run_apply25(const float *in26) 
# 53
{ 
# 54
float y27[2] = {(21.5F), (18)}; 
# 55
auto diff28 = ((g_scatter11[0]) | (BLUE10)) >> 6; 
# 56
return g_scatter11[diff28]; 
# 57
} 
# 59
int main() 
# 60
{ 
# 61
int n29 = 1893; 
# 62
(__cudaPushCallConfiguration(dim3(2 * 2, ((ADD7) + 1) * 4, ((ADD7) + 5) * 2), (BLUE10) + 53)) ? (void)0 : scatter12_kernel(&n29, nullptr, nullptr); 
# 63
(g_scatter11[n29])++; 
# 64
(__cudaPushCallConfiguration((n29 + 31) / 32, 1 << 5)) ? (void)0 : sweep18_kernel(nullptr, nullptr, &n29); 
# 65
return 0; 
# 66
} 

# 1 "v001936.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1ff749b9_10_v001936_cu_c_bias5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001936.cudafe1.stub.c"
#include "v001936.cudafe1.stub.c"
# 1 "v001936.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
