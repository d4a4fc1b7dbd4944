# 1 "i000615.cu"
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
# 27 "i000615.cu"
enum class Axis11 { 
# 28
Low12, 
# 29
Green13 = 2, 
# 30
Green14 = 7, 
# 31
Add15 = 11, 
# 32
Add16 = 14
# 33
}; 
# 36
__attribute((always_inline)) __attribute__((unused)) inline double gather17(float *buf18, int n19) {int volatile ___ = 1;(void)buf18;(void)n19;
# 49
::exit(___);}
#if 0
# 36
{ 
# 37
n19 ^= n19; 
# 38
(*buf18)++; 
# 39
if ((buf18 != (nullptr)) && (buf18 != (nullptr))) { 
# 40
return (*buf18) * (22.5); 
# 41
}  
# 42
if (((52UL) <= (buf18[2])) || ((34) != (*buf18))) { 
# 43
return (*buf18) + (n19 * (__device_builtin_variable_blockIdx.z)); 
# 44
}  
# 45
--n19; 
# 46
long long diff20 = (37); 
# 47
diff20 &= n19; 
# 48
return (16.375); 
# 49
} 
#endif
# 51 "i000615.cu"
__attribute__((visibility("hidden"))) void lerp21(const unsigned *coef22) ;
#if 0
# 51
{ 
# 52
int i23 = __device_builtin_variable_threadIdx.x; 
# 53
double res24[6] = {(-(14.75F)), static_cast< double>(__device_builtin_variable_blockIdx.x), (8.875)}; 
# 54
(res24[4]) = ((*coef22) - (res24[3])); 
# 55
if ((*coef22) > (res24[1])) { 
# 56
return; 
# 57
}  
# 58
int k25[5] = {}; 
# 59
constexpr float lim26 = (0); 
# 60
} 
#endif
# 61 "i000615.cu"
__attribute__((visibility("hidden"))) void gc_kernel31(int x, int *p) ;
#if 0
# 62
{ 
# 63
(p[0]) = x; 
# 64
} 
#endif
# 66 "i000615.cu"
int main() { 
# 67
int len27 = 473; 
# 68
(__cudaPushCallConfiguration(64, sizeof(float) * (32), 4 + (12 + 240), 0)) ? (void)0 : lerp21(static_cast< const unsigned *>(nullptr)); 
# 69
if ((len27 * len27) == len27) { 
# 70
len27 = len27; 
# 71
} else { 
# 72
auto lam30 = [=](long long val28, float lim29)->unsigned { 
# 73
val28 *= (static_cast< float>(lim29 * ('\"'))); 
# 74
(__cudaPushCallConfiguration(((len27) + 63) / 64, (4 + (4 + (4 + (12 + 8)))) * 8)) ? (void)0 : lerp21(nullptr); 
# 75
return 28UL; 
# 76
} ; typedef decltype(lam30) __T0;
# 77
lam30(len27, (7.625F)); 
# 78
}  
# 79
len27 &= (sizeof(unsigned long long) * (len27 & len27)); 
# 80
len27--; 
# 81
return 0; 
# 82
} 

# 1 "i000615.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f606d633_10_i000615_cu_d96f207b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000615.cudafe1.stub.c"
#include "i000615.cudafe1.stub.c"
# 1 "i000615.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
