# 1 "v000705.cu"
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
# 14 "v000705.cu"
enum class Level3 { 
# 15
Low4, 
# 16
Fast5, 
# 17
Blue6, 
# 18
Add7 = 7, 
# 19
Blue8
# 20
}; 
# 22
__attribute__((visibility("hidden"))) void pack9_kernel(int n10) ;
#if 0
# 22
{ 
# 23
int idx11 = n10; 
# 24
(--idx11), (idx11 = (n10 % ((39 ^ n10) | (38U + n10)))); 
# 25
--n10; 
# 26
idx11 = 31; 
# 27
__attribute__((unused)) static int sh_12[15][17]; 
# 28
Level3 cnt13 = Level3::Fast5; 
# 29
n10 = n10; 
# 30
} 
#endif
# 32 "v000705.cu"
int main() { 
# 33
int count14 = 1366; 
# 34
unsigned k15 = (55); 
# 35
auto op17 = [&]() { 
# 36
(k15) = (k15); 
# 37
(__cudaPushCallConfiguration(((k15) + (63)) / (64), 5 + (48 + (5 + (5 + 65))), sizeof(float) * (256), (cudaStream_t)0)) ? (void)0 : pack9_kernel((k15) + (k15)); 
# 38
float lim16((58L % ((count14) - 63)) & ((5) - (k15))); 
# 39
} ; typedef decltype(op17) __T0;
# 40
op17(); 
# 41
auto op22 = [](auto diff18, auto diff19) { 
# 42
diff19 = (35U % (((unsigned)diff19) - (7))); 
# 43
long long v20 = (4U); 
# 44
int prod21[5 + 3] = {(-10), 2, (' '), 8}; 
# 45
return diff18 * 2; 
# 46
} ; typedef decltype(op22) __T1;
# 47
k15--; 
# 48
count14 = (-50L); 
# 49
count14 = 23; 
# 50
return 0; 
# 51
} 

# 1 "v000705.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d69ff643_10_v000705_cu_9b8b33c2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000705.cudafe1.stub.c"
#include "v000705.cudafe1.stub.c"
# 1 "v000705.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
