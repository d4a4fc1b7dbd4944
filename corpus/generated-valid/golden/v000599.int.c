# 1 "v000599.cu"
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
# 10 "v000599.cu"
template< class T> 
# 11
struct Tile5 { 
# 12
T w6, sum7; 
# 13
T scale8() const 
# 14
{ 
# 15
double h9[6] = {}; 
# 16
return 4; 
# 17
} 
# 18
}; 
# 19
enum Kind10 { HIGH11, MUL12, MUL13}; 
# 21
__attribute__((unused)) void gather14(int count15, int count16) 
# 22
{int volatile ___ = 1;(void)count15;(void)count16;
# 33
::exit(___);}
#if 0
# 22
{ 
# 23
count15 = 4; 
# 24
for (int n17 = 0, j18 = count16; n17 < j18; (++n17), (--j18)) { 
# 25
if ((count15 + 45) > count15) { 
# 26
break; 
# 27
}  
# 28
if (count16 < (count15 & n17)) { 
# 29
return; 
# 30
}  
# 31
unsigned long long stride19(n17); 
# 32
}  
# 33
} 
#endif
# 35 "v000599.cu"
__attribute__((visibility("hidden"))) void filter20_kernel(int len21, const float *__restrict__ coef22, const unsigned *src23, const int *coef24) ;
#if 0
# 36
{ 
# 37
float lo25[6] = {}; 
# 38
for (int j26 = 0; j26 < 10; ++j26) { 
# 39
int w27 = 0; 
# 40
do { 
# 41
len21 = ((((src23[j26]) * len21) != (__device_builtin_variable_blockDim.z)) ? len21 : 58L); 
# 42
(lo25[0]) = (__device_builtin_variable_threadIdx.x); 
# 43
++w27; 
# 44
} while (w27 < w27); 
# 45
}  
# 46
} 
#endif
# 48 "v000599.cu"
int main() 
# 49
{ 
# 50
int len28 = 734; 
# 51
for (int it29 = 0, j30 = len28; it29 < j30; (++it29), (--j30)) { 
# 52
(__cudaPushCallConfiguration(8, 1 << 7, 0, (cudaStream_t)0)) ? (void)0 : filter20_kernel(4, nullptr, nullptr, &j30); 
# 53
(__cudaPushCallConfiguration(1 << ((MUL12) + ((MUL12) + 5)), 16 * (4 + 12))) ? (void)0 : filter20_kernel(33LL, nullptr, nullptr, &it29); 
# 54
}  
# 55
return 0; 
# 56
} 

# 1 "v000599.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dc918a81_10_v000599_cu_bd845d28
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000599.cudafe1.stub.c"
#include "v000599.cudafe1.stub.c"
# 1 "v000599.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
