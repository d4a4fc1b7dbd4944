# 1 "v002321.cu"
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
# 20 "v002321.cu"
__attribute__((visibility("hidden"))) void pivot7(unsigned q8, const int *src9, const int *input10) ;
#if 0
# 20
{ 
# 22
#pragma unroll
for (
# 22
int it11 = 0; it11 < 16; it11 += 3) { 
# 23
signed char sum12 = (('#') + ((input10[it11]) | 7UL)) - ((input10[it11 & 7]) * (src9[it11])); 
# 24
}  
# 25
(q8++), (q8 = (src9[q8 & (7)])); 
# 26
if ((src9[2]) <= q8) { 
# 27
return; }  
# 28
long *diff13 = (nullptr); 
# 29
} 
#endif
# 30 "v002321.cu"
enum class Level14: unsigned { Off15, Busy16, On17, Blue18}; 
# 32
__attribute__((visibility("hidden"))) void pack19(const float *coef20, int len21) ;
#if 0
# 32
{ 
# 33
if ((!coef20) || (!coef20)) { 
# 34
return; }  
# 35
len21 = len21; 
# 36
constexpr int f22 = (8 + 15); 
# 37
auto v23 = (((len21 += (coef20[3])), f22)); 
# 38
} 
#endif
# 39 "v002321.cu"
enum class Axis24 { Low25 = 2, Slow26 = 5}; 
# 41
namespace img27 { namespace inner28 { 
# 42
static long c_step29[4]; 
# 44
__attribute__((visibility("hidden"))) void lerp30(long *acc31, unsigned *data32) ;
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern int dyn_33[]; 
# 46
if (((dyn_33[4]) != 26) && (*data32)) { 
# 47
goto done34; 
# 48
}  
# 49
(acc31[6]) -= (((*data32) + (dyn_33[1])) - (acc31[7])); 
# 50
(dyn_33[1]) = ((img27::inner28::c_step29[1]) / ((26L - (dyn_33[0])) + (5))); 
# 51
(*acc31) = ((unsigned)((data32[3]) + 15UL)); 
# 52
done34:; ; 
# 53
} 
#endif
# 54 "v002321.cu"
}}
# 56
namespace impl35 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 57
__attribute__((unused)) static float reduce36(Axis24 q37) {int volatile ___ = 1;(void)q37;
# 74
::exit(___);}
#if 0
# 57
{ 
# 58
int pass38 = 0; 
# 59
if ((img27::inner28::c_step29[pass38]) != 34L) { 
# 60
goto done43; 
# 61
}  
# 62
do { 
# 63
for (int i39 = 0, j40 = pass38; i39 < j40; (++i39), (--j40)) { 
# 64
auto m41 = j40; 
# 65
{ 
# 66
static_assert((48 == 48));
# 67
float idx42 = (m41 & i39) + (3 * (pass38 + pass38)); 
# 68
} 
# 69
}  
# 70
++pass38; 
# 71
} while (pass38 < pass38); 
# 72
done43:; ; 
# 73
return pass38 + ((int)(img27::inner28::c_step29[pass38])); 
# 74
} 
#endif

#pragma GCC diagnostic pop

# 75 "v002321.cu"
}
# 76
enum class Level44: short { 
# 77
Blue45, 
# 78
Mul46 = 3, 
# 79
Mul47 = 7, 
# 80
Red48 = 11, 
# 81
On49
# 82
}; 
# 84
int main() { 
# 85
int n50 = 1601; 
# 86
static_assert((61 == 61));
# 87
cudaStream_t base51 = (nullptr); 
# 88
(__cudaPushCallConfiguration(2 * 8, 1 << (5 + 1), 1 << (5 + 3), 0)) ? (void)0 : pivot7(8, (const int *)nullptr, nullptr); 
# 89
(__cudaPushCallConfiguration(dim3((n50 + 127) / 128, (n50 + 255) / 256, 3 + 125), 256, 256, base51)) ? (void)0 : pack19((const float *)nullptr, (((int)n50) < (' ')) ? (n50 <= n50) ? n50 : 21LL : n50); 
# 90
(__cudaPushCallConfiguration((n50 + 127) / 128, 128)) ? (void)0 : img27::inner28::lerp30((long *)nullptr, nullptr); 
# 91
return 0; 
# 92
} 

# 1 "v002321.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2f33614b_10_v002321_cu_0b947732
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002321.cudafe1.stub.c"
#include "v002321.cudafe1.stub.c"
# 1 "v002321.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
