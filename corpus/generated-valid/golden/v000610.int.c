# 1 "v000610.cu"
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
# 13 "v000610.cu"
__attribute__((visibility("hidden"))) void gather6_kernel(float p7, int len8, int *acc9) ;
#if 0
# 14
{ 
# 15
(acc9[3]) <<= (((p7 += p7), 36) + 36); 
# 16
long lim10[2] = {}; 
# 17
if (p7 < (*acc9)) { 
# 18
return; 
# 19
}  
# 20
long lim11 = (*acc9) - 57L; 
# 21
} 
#endif
# 22 "v000610.cu"
static unsigned d_scale12; 
# 24
size_t host_grow13(float *dst14, bool cfg15) 
# 25
{ 
# 26
constexpr float acc16 = (-(6.375F)); 
# 27
if ((dst14[0]) == (43)) { 
# 28
if (cfg15 < 21) { 
# 29
return (dst14[0]) * (cfg15 / 2); 
# 30
}  
# 31
}  
# 32
switch (cfg15) { 
# 33
case 5:  
# 34
break; 
# 35
case 8:  { 
# 36
const bool e17 = (*dst14) > ((2) - (dst14[6])); 
# 37
break; 
# 38
} 
# 39
case 11:  
# 40
do { (dst14[6]) += (((dst14[0]) += cfg15), 41L); } while (0); 
# 41
break; 
# 42
}  
# 43
return ((dst14[3]) / (2)); 
# 44
} 
# 45
int main() 
# 46
{ 
# 47
int n18 = 995; 
# 48
n18 /= (((n18 / 2) / 2) * 38); 
# 49
static float q19 = (10.625F); 
# 50
if ((q19 / q19) <= q19) { 
# 51
return host_grow13(nullptr, ('#') < host_grow13(&q19, q19)); 
# 52
}  
# 53
(__cudaPushCallConfiguration(1, 512)) ? (void)0 : gather6_kernel(host_grow13(&q19, n18 <= 58U), 2867, (int *)nullptr); 
# 54
return 0; 
# 55
} 

# 1 "v000610.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__177dfc64_10_v000610_cu_4562efee
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000610.cudafe1.stub.c"
#include "v000610.cudafe1.stub.c"
# 1 "v000610.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
