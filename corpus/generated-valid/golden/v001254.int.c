# 1 "v001254.cu"
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
# 21 "v001254.cu"
static float c_tally5; 
# 23
__attribute__((unused)) unsigned fold6(bool q7, int *out8) 
# 24
{int volatile ___ = 1;(void)q7;(void)out8;
# 34
::exit(___);}
#if 0
# 24
{ 
# 25
(out8[__device_builtin_variable_threadIdx.x]) = c_tally5; 
# 26
q7 = (q7 + 3U); 
# 27
constexpr bool tmp9 = (0); 
# 28
{ 
# 29
int val10 = ((((out8[1]) += 8), 18L)); 
# 30
(out8[val10]) = tmp9; 
# 31
} 
# 32
(*out8) = ((((46) & (__device_builtin_variable_blockIdx.x)) * ((int)(*out8))) * ((int)((c_tally5 < (28)) ? out8[4] : 11))); 
# 33
return 8; 
# 34
} 
#endif
# 35 "v001254.cu"
constexpr unsigned WIDTH11 = ((12) + (sizeof(float) * (5))); 
# 37
__attribute__((unused)) unsigned lerp12(int *__restrict__ buf13, int stride14, unsigned *buf15) 
# 38
{int volatile ___ = 1;(void)buf13;(void)stride14;(void)buf15;
# 46
::exit(___);}
#if 0
# 38
{ 
# 39
int f16 = stride14 | ((23L % (__device_builtin_variable_blockDim.x)) + (buf13[__device_builtin_variable_threadIdx.x])); 
# 40
stride14 = ('A'); 
# 41
f16 = (((44 + f16) + ((unsigned char)stride14)) ^ 44U); 
# 42
auto lim17 = (__device_builtin_variable_blockIdx.z) * ((buf13 != (nullptr)) ? buf15[__device_builtin_variable_threadIdx.x] : (9)); 
# 43
static_assert((57 > 56));
# 44
lim17 = (+lim17); 
# 45
return WIDTH11; 
# 46
} 
#endif
# 48 "v001254.cu"
__attribute__((visibility("hidden"))) void count18(int n19, unsigned char *data20, int *out21) ;
#if 0
# 49
{ 
# 50
__attribute__((unused)) extern int dyn_22[]; 
# 51
int i23 = __device_builtin_variable_threadIdx.x; 
# 52
if (i23 >= n19) { 
# 53
return; 
# 54
}  
# 55
n19 = (((data20[__device_builtin_variable_blockIdx.y]) * ((__device_builtin_variable_threadIdx.x) + sizeof(unsigned))) & ((__alignof__(float) + n19) * WIDTH11)); 
# 56
auto x24 = 62; 
# 57
int iter25 = 0; 
# 58
while ((iter25 < 6) && (!i23)) { 
# 59
(n19++), ((dyn_22[n19]) = (12 - (i23 - 47))); 
# 60
constexpr float base26 = (34U); 
# 61
++iter25; 
# 62
}  
# 63
static_assert((5 == 5), "expected value");
# 64
} 
#endif
# 66 "v001254.cu"
int run_accum27(int lane28, float *dst29, int stride30 = 42) 
# 67
{ 
# 68
{ 
# 69
if (((lane28 += 14), sizeof(unsigned)) != WIDTH11) { 
# 70
return 41; 
# 71
}  
# 72
double f31 = ((dst29[stride30 & 7]) >= (58)) ? 42L * lane28 : (+(dst29[lane28 & 7])); 
# 73
} 
# 74
lane28 = (47U); 
# 75
return stride30; 
# 76
} 
# 78
int main() 
# 79
{ 
# 80
int count32 = 1425; 
# 81
(__cudaPushCallConfiguration(sizeof(int) * (8), 32, 41 + (12 + 971))) ? (void)0 : count18(8UL, static_cast< unsigned char *>(nullptr), &count32); 
# 82
(__cudaPushCallConfiguration(12 + 244, 12 + (41 + (12 + 191)), sizeof(int) * (256))) ? (void)0 : count18(static_cast< long>(WIDTH11), nullptr, &count32); 
# 83
(__cudaPushCallConfiguration(4, 128)) ? (void)0 : count18(count32, (unsigned char *)nullptr, &count32); 
# 84
int m33 = 14; 
# 85
short sum34[7] = {(25UL), (static_cast< short>(4)), (static_cast< short>((int)U'\x30')), (short)(m33 + m33), (2)}; 
# 86
return 0; 
# 87
} 

# 1 "v001254.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__50798451_10_v001254_cu_c_tally5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001254.cudafe1.stub.c"
#include "v001254.cudafe1.stub.c"
# 1 "v001254.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
