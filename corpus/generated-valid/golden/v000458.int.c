# 1 "v000458.cu"
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
# 17 "v000458.cu"
struct Stats6 { 
# 18
unsigned lo7; 
# 19
float hi8; 
# 20
char mass9; 
# 21
int sum10; 
# 22
}; 
# 24
namespace _GLOBAL__N__6a81d340_10_v000458_cu_fef8716d __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__6a81d340_10_v000458_cu_fef8716d; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__6a81d340_10_v000458_cu_fef8716d __attribute__((visibility("hidden")))  { 
# 25
__attribute__((unused)) unsigned short clamp11(int stride12, float a13) 
# 26
{int volatile ___ = 1;(void)stride12;(void)a13;
# 34
::exit(___);}
#if 0
# 26
{ 
# 27
stride12--; 
# 28
if (stride12 - stride12) { 
# 29
stride12++; 
# 30
} else { 
# 31
--stride12; 
# 32
}  
# 33
return 47ULL / stride12; 
# 34
} 
#endif
# 35 "v000458.cu"
}
# 36
static_assert((sizeof(int) == (4)), "bad config");
# 38
__attribute__((visibility("hidden"))) void shade14_kernel(int count15, const float *__restrict__ src16, short *acc17, Stats6 alpha18) ;
#if 0
# 39
{ 
# 40
auto u19 = (*acc17) + ((acc17[7]) + (57LL % count15)); 
# 41
int z20{52}; 
# 42
if ((acc17[5]) <= (((((alpha18.hi8) == u19) ? 51UL : u19) + (49U & count15)) + (5 % (acc17[u19 & (7)])))) { 
# 43
auto m21 = alpha18.sum10; 
# 44
alpha18 = alpha18; 
# 45
}  
# 46
u19 = (src16[6]); 
# 47
int q22 = (clamp11(z20, alpha18.mass9)) + ((u19 ^ (alpha18.mass9)) * ((int)(alpha18.sum10))); 
# 48
} 
#endif
# 50 "v000458.cu"
__attribute__((unused)) unsigned long long norm23(short *acc24, float p25) 
# 51
{int volatile ___ = 1;(void)acc24;(void)p25;
# 57
::exit(___);}
#if 0
# 51
{ 
# 52
int u26 = (acc24[3]) | ((p25 += (acc24[6])), (11 + (acc24[2]))); 
# 53
if ((acc24[7]) < p25) { 
# 54
return (u26 + 25) ? p25 : (static_cast< int>(35UL)); 
# 55
}  
# 56
return clamp11(clamp11(p25, (24.875F) - u26), u26 % 8); 
# 57
} 
#endif
# 59 "v000458.cu"
int main() 
# 60
{ 
# 61
int size27 = 1966; 
# 62
size27 = (static_cast< int>((size27 < size27) ? (size27 + size27) + size27 : 63)); 
# 63
--size27; 
# 64
(__cudaPushCallConfiguration((size27 + 127) / 128, 5 + 507, 0, (cudaStream_t)0)) ? (void)0 : shade14_kernel(size27, static_cast< const float *>(nullptr), (short *)nullptr, Stats6{(4384), (18.0F), (17), ((int)(-1866))}); 
# 65
return 0; 
# 66
} 

# 1 "v000458.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6a81d340_10_v000458_cu_fef8716d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000458.cudafe1.stub.c"
#include "v000458.cudafe1.stub.c"
# 1 "v000458.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
