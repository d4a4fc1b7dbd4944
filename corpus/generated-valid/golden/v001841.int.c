# 1 "v001841.cu"
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
# 19 "v001841.cu"
extern "C" __attribute__((visibility("hidden"))) void merge8_kernel(int count9) ;
#if 0
# 19
{ 
# 20
double flag10[2] = {}; 
# 21
__attribute__((unused)) static double sh_11[256]; 
# 22
count9 = (28ULL); 
# 23
for (const auto &r12 : sh_11) { 
# 24
(flag10[0])--; 
# 25
}  
# 26
float t13[7] = {(-25), (-(10.125F)), (4.0F), static_cast< float>(__device_builtin_variable_blockIdx.y), (22.625F), (54), (14.75F)}; 
# 27
} 
#endif
# 28 "v001841.cu"
float g_clamp14[] = {(7.375F), (-44L), (16.125F), (7.25F), (-0)}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 31
template< class T> static void 
# 32
__wrapper__device_stub_blend15(T &b16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 32
{ 
# 33
int idx17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
--b16; 
# 35
for (int j18 = 0; j18 < idx17; ++j18) { 
# 36
__attribute__((unused)) static float sh_19[256]; 
# 37
int q20 = ((b16 + (sh_19[idx17 & 255])) * (b16 + (sh_19[idx17 & 255]))) * (j18 % 3291UL); 
# 38
}  
# 39
--b16; 
# 40
} 
#endif

#pragma GCC diagnostic pop

# 31 "v001841.cu"
template< class T> static void 
# 32
blend15(T b16) {__wrapper__device_stub_blend15<T>(b16);
# 40
return;}
#if 0
# 32
{ 
# 33
int idx17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
--b16; 
# 35
for (int j18 = 0; j18 < idx17; ++j18) { 
# 36
__attribute__((unused)) static float sh_19[256]; 
# 37
int q20 = ((b16 + (sh_19[idx17 & 255])) * (b16 + (sh_19[idx17 & 255]))) * (j18 % 3291UL); 
# 38
}  
# 39
--b16; 
# 40
} 
#endif
# 41 "v001841.cu"
typedef int idx21_t; 
# 42
static_assert((sizeof(int) == (4)), "bad config");
# 43
static idx21_t c_sweep22[4]; 
# 45
__attribute__((visibility("hidden"))) void gather23(float q24, const int *input25, idx21_t *__restrict__ acc26, const idx21_t *input27) ;
#if 0
# 45
{ 
# 46
unsigned i28 = __device_builtin_variable_threadIdx.x; 
# 47
(acc26[(__device_builtin_variable_threadIdx.x) & (7)]) = (c_sweep22[i28]); 
# 48
(*acc26) = (c_sweep22[0]); 
# 49
(acc26[5]) = 22; 
# 50
idx21_t u29[3]{(-25), (7U), 4}; 
# 51
} 
#endif
# 53 "v001841.cu"
int main() { 
# 54
int size30 = 1060; 
# 55
int pass31 = 0; 
# 56
while ((pass31 < pass31) && pass31) { 
# 57
static_assert((sizeof(int) == (4)));
# 58
auto fn35 = [&](idx21_t z32, char u33)->char { 
# 59
(__cudaPushCallConfiguration(((pass31) + 255) / 256, 32 * (8 + 8))) ? (void)0 : gather23(((pass31) >> (pass31)) - 2, static_cast< const int *>(nullptr), nullptr, (const int *)nullptr); 
# 60
idx21_t res34(32); 
# 61
(__cudaPushCallConfiguration(sizeof(float) * (4), 2 + (22 + 104))) ? (void)0 : merge8_kernel(14); 
# 62
return z32 + (res34 * res34); 
# 63
} ; typedef decltype(fn35) __T0;
# 64
++pass31; 
# 65
}  
# 66
float cnt36(pass31); 
# 67
idx21_t e37[2] = {3}; 
# 68
(__cudaPushCallConfiguration(8, ((dim3)(1 << 1)))) ? (void)0 : blend15< float> (2); 
# 69
return 0; 
# 70
} 

# 1 "v001841.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fb5c7eb5_10_v001841_cu_1a7e3df4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001841.cudafe1.stub.c"
#include "v001841.cudafe1.stub.c"
# 1 "v001841.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
