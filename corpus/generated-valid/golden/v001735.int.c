# 1 "v001735.cu"
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
# 14 "v001735.cu"
static char c_sweep5; 
# 16
int count6(int count7, float p8) { 
# 17
int lim9[7] = {31, 27, ('#'), (39L), ('0'), static_cast< int>(((2) * p8) + (1))}; 
# 18
count7 *= 32U; 
# 19
(lim9[6]) = ((int)(((lim9[4]) << 9) - 57)); 
# 20
p8--; 
# 21
constexpr unsigned long long u10 = (6 * 6); 
# 22
auto stride11 = u10; 
# 23
constexpr signed char prod12 = (9 + 44); 
# 24
return ((int)prod12) - count7; 
# 25
} 
# 28
__attribute((always_inline)) __attribute__((unused)) inline int sweep13(double alpha14, const int *input15) {int volatile ___ = 1;(void)alpha14;(void)input15;
# 38
::exit(___);}
#if 0
# 28
{ 
# 29
alpha14 = ((((__device_builtin_variable_blockDim.x) * c_sweep5) / ((__device_builtin_variable_blockDim.x) % (__device_builtin_variable_blockDim.x))) - (60)); 
# 30
constexpr int w16 = (59U); 
# 31
double k17{alpha14}; 
# 32
if (((input15[4]) + w16) > k17) { 
# 33
int q18 = ((2) * (((__device_builtin_variable_threadIdx.x) + (*input15)) + k17)) + (alpha14 - (__device_builtin_variable_threadIdx.y)); 
# 34
count6(('\n') + (q18 + ('A')), count6(count6(w16, alpha14), __device_builtin_variable_blockDim.x)); 
# 35
}  
# 36
k17 = (count6('A', __device_builtin_variable_gridDim.x) - count6(alpha14 * (9), count6(53, k17))); 
# 37
return (count6(k17, (16.25F))) + k17; 
# 38
} 
#endif
# 40 "v001735.cu"
__attribute__((visibility("hidden"))) void filter19(unsigned long *out20, int stride21, int count22, double *__restrict__ data23) ;
#if 0
# 40
{ 
# 41
int tid24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
(*out20) %= (__device_builtin_variable_warpSize + count22); 
# 43
unsigned long u25 = (((2) * ((tid24 < count22) ? 60 : (data23[tid24]))) + tid24) * ((data23[__device_builtin_variable_gridDim.z]) + ((__device_builtin_variable_blockDim.x) * __device_builtin_variable_warpSize)); 
# 44
count6(((59) * (data23[1])) - (3001 - stride21), count6(-count22, c_sweep5)); 
# 45
constexpr long x26 = (18UL); 
# 46
unsigned val27{static_cast< unsigned>(((((__device_builtin_variable_gridDim.z) * (57)) * tid24) >= (c_sweep5 + 42)) ? sweep13(data23[c_sweep5], reinterpret_cast< const int *>(data23)) : ((*out20) % (8)))}; 
# 47
if (((stride21 <= (__device_builtin_variable_blockIdx.x)) ? 4351 : (__device_builtin_variable_threadIdx.x)) != (24)) { 
# 48
return; }  
# 49
} 
#endif
# 51 "v001735.cu"
constexpr int run_tally28(int len29) { 
# 52
auto acc30 = len29; 
# 53
return len29 - acc30; 
# 54
} 
# 56
int main() { 
# 57
int count31 = 326; 
# 58
int u32[6] = {63, static_cast< int>(count31), 47, 40}; 
# 59
long val33 = count31; 
# 60
(__cudaPushCallConfiguration((count31 + 255) / 256, 9 + (9 + (9 + 5)))) ? (void)0 : filter19(nullptr, ((count31 < 9) ? 15 : 9) + ((unsigned)9), run_tally28(count31) % 8, nullptr); 
# 61
return 0; 
# 62
} 

# 1 "v001735.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__37488727_10_v001735_cu_c_sweep5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001735.cudafe1.stub.c"
#include "v001735.cudafe1.stub.c"
# 1 "v001735.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
