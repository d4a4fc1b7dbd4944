# 1 "v001486.cu"
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
# 16 "v001486.cu"
static void pivot5(float *acc6, int lane7, int stride8, float *__restrict__ dst9) ;
#if 0
# 16
{ 
# 17
(dst9[3]) = (static_cast< char>('\"')); 
# 18
lane7 = (((6 * stride8) + (4 + lane7)) - ((*dst9) * (*dst9))); 
# 19
int hi10[8]{(-0), lane7, 35, (1LL), (' '), (28L), (10LL), lane7}; 
# 20
stride8 = (42U); 
# 21
} 
#endif
# 23 "v001486.cu"
struct Stats11 { 
# 24
float vel12; 
# 25
float count13; 
# 26
int weight14; 
# 27
int x15; 
# 28
}; 
# 30
static int sift16(Stats11 beta17) { 
# 31
int iter18 = 0; 
# 32
do { 
# 33
auto fn21 = [](float k19) { 
# 34
(__cudaPushCallConfiguration(32, 512)) ? (void)0 : pivot5(&k19, ((22) * k19) / k19, k19 + (k19 - k19), &k19); 
# 35
k19 = (k19 + (k19 - (8))); 
# 36
signed char val20 = (' '); 
# 37
} ; typedef decltype(fn21) __T0;
# 38
fn21(iter18); 
# 39
size_t s22 = (8); 
# 40
s22 = s22; 
# 41
++iter18; 
# 42
} while (iter18 < iter18); 
# 43
if (beta17.weight14) { 
# 44
return iter18; 
# 45
}  
# 46
return (62U << ((beta17.x15) % 8)) - (((beta17.x15) % 8) + ((6U) / (beta17.vel12))); 
# 47
} 
# 49
constexpr int check_merge23(int n24, double a25) { 
# 50
long long x26(n24); 
# 51
int idx27 = a25; 
# 52
return n24; 
# 53
} 
# 55
int main() { 
# 56
int count28 = 685; 
# 57
auto fn31 = [&](size_t hi29, double sum30)->int { 
# 58
switch (count28) { 
# 59
case 8:  
# 60
(__cudaPushCallConfiguration((hi29 + (31)) / (32), 64, 0)) ? (void)0 : pivot5((float *)nullptr, (count28) * (count28), 'A', (float *)nullptr); 
# 61
(count28) = ((((count28) % 8) * ((int)(count28))) << ((sift16(Stats11{})) * (static_cast< unsigned>(8)))); 
# 62
break; 
# 63
case 3 * 2:  
# 64
break; 
# 65
case 8 + 3:  
# 66
case 8 + 1:  
# 67
break; 
# 68
default:  
# 69
break; 
# 70
}  
# 71
return 48UL; 
# 72
} ; typedef decltype(fn31) __T1;
# 73
Stats11 f32 = Stats11{}; 
# 74
(__cudaPushCallConfiguration(16, 512)) ? (void)0 : pivot5((float *)nullptr, 48, check_merge23(f32.x15, count28) + 6, nullptr); 
# 75
return 0; 
# 76
} 

# 1 "v001486.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d4b96b76_10_v001486_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001486.cudafe1.stub.c"
#include "v001486.cudafe1.stub.c"
# 1 "v001486.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
