# 1 "v000453.cu"
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
# 9 "v000453.cu"
static float c_merge5; 
# 10
static unsigned d_drift6; 
# 11
__attribute__((visibility("hidden"))) void march7_kernel(long cfg8, const int *input9, unsigned long *__restrict__ out10, const int *coef11) ;
#if 0
# 12
{ 
# 13
int idx12 = __device_builtin_variable_threadIdx.x; 
# 14
if (idx12 >= cfg8) { 
# 15
return; 
# 16
}  
# 17
if ((((coef11[3]) - c_merge5) + (input9[d_drift6 & (7)])) == idx12) { 
# 18
switch (input9[cfg8]) { 
# 19
case 6:  { 
# 20
cfg8 = (59); 
# 21
int val13 = c_merge5; 
# 22
[[fallthrough]] ; 
# 23
} 
# 24
case 12:  
# 25
break; 
# 26
default:  { 
# 27
float v14 = (-58); 
# 28
break; 
# 29
} 
# 30
}  
# 31
}  
# 32
} 
#endif
# 33 "v000453.cu"
enum class Kind15: int { Fast16 = 2, Blue17 = 4, Blue18, Off19}; 
# 34
namespace _GLOBAL__N__bd805441_10_v000453_cu_c_merge5 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__bd805441_10_v000453_cu_c_merge5; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__bd805441_10_v000453_cu_c_merge5 __attribute__((visibility("hidden")))  { 
# 35
static int blend20(unsigned beta21 = 64) 
# 36
{ 
# 37
if (beta21 < beta21) { 
# 38
goto skip22; 
# 39
}  
# 40
(__cudaPushCallConfiguration(dim3(1, 8), 128 * 4)) ? (void)0 : march7_kernel(35, nullptr, nullptr, (const int *)nullptr); 
# 41
beta21 = (((beta21 - beta21) != (21)) ? beta21 : (beta21 * beta21)); 
# 42
(__cudaPushCallConfiguration(8, 64, 4096)) ? (void)0 : march7_kernel(5L, nullptr, nullptr, nullptr); 
# 43
skip22:; ; 
# 44
return beta21; 
# 45
} 
# 46
}
# 47
static unsigned long run_tile23(float beta24, const int *__restrict__ input25) 
# 48
{ 
# 49
beta24 = (blend20(beta24) * (blend20() * 63)); 
# 50
(__cudaPushCallConfiguration(8, 256, 256)) ? (void)0 : march7_kernel(1, input25, (unsigned long *)nullptr, input25 + 3); 
# 51
return 1786; 
# 52
} 
# 53
int main() 
# 54
{ 
# 55
int size26 = 3746; 
# 56
size26 = (size26 - (-(static_cast< int>(size26)))); 
# 57
Kind15 y27 = Kind15::Blue18; 
# 58
size26 -= size26; 
# 59
return 0; 
# 60
} 

# 1 "v000453.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bd805441_10_v000453_cu_c_merge5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000453.cudafe1.stub.c"
#include "v000453.cudafe1.stub.c"
# 1 "v000453.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
