# 1 "v001025.cu"
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
# 17 "v001025.cu"
static_assert((sizeof(int) == (4)));
# 19
__attribute((always_inline)) __attribute__((unused)) inline int update7(float p8, float p9) 
# 20
{int volatile ___ = 1;(void)p8;(void)p9;
# 24
::exit(___);}
#if 0
# 20
{ 
# 21
float acc10[3] = {(float)(__device_builtin_variable_threadIdx.y)}; 
# 22
p9 = ((p9 += p9), ((unsigned)1724)); 
# 23
return (int)(__device_builtin_variable_blockDim.x); 
# 24
} 
#endif
# 25 "v001025.cu"
static long c_stencil11; 
# 27
__attribute((always_inline)) __attribute__((unused)) inline int pack12(int lane13, float q14) 
# 28
{int volatile ___ = 1;(void)lane13;(void)q14;
# 38
::exit(___);}
#if 0
# 28
{ 
# 29
if (c_stencil11 == ((__device_builtin_variable_threadIdx.y) % (__device_builtin_variable_threadIdx.x))) { 
# 30
const int *mid15 = ((const int *)nullptr); 
# 31
}  
# 32
update7(32, (1608L - lane13) * (c_stencil11 % sizeof(int))); 
# 33
__attribute__((unused)) static char sh_16[12 + 4]; 
# 34
if ((update7(lane13, c_stencil11)) != (__device_builtin_variable_blockIdx.x)) { 
# 35
return (23 > (lane13 - 12)) ? 1001 : c_stencil11; 
# 36
}  
# 37
return ((c_stencil11 != (__device_builtin_variable_gridDim.x)) ? c_stencil11 : (12)) * (q14 - (update7((23.375F), -(13.25F)))); 
# 38
} 
#endif
# 40 "v001025.cu"
__attribute__((visibility("hidden"))) void step17(size_t *dst18, unsigned *acc19) ;
#if 0
# 41
{ 
# 42
int idx20 = __device_builtin_variable_threadIdx.x; 
# 43
(dst18[c_stencil11]) = ((pack12(pack12(18UL, 12), update7(acc19[__device_builtin_variable_gridDim.z], 12))) + 46UL); 
# 44
if (c_stencil11 == (idx20 ^ 3292)) { 
# 45
return; 
# 46
}  
# 47
if ((12) < (__device_builtin_variable_blockIdx.z)) { 
# 48
return; 
# 49
}  
# 50
(acc19[1]) = (pack12(13, c_stencil11 * (__device_builtin_variable_gridDim.y))); 
# 51
(*acc19) = (update7((((dst18[0]) > idx20) ? __device_builtin_variable_warpSize : 583L) + (2.125F), pack12((idx20 >= idx20) ? *dst18 : idx20, acc19[c_stencil11]))); 
# 52
if (dst18 == (nullptr)) { 
# 53
return; 
# 54
}  
# 55
update7(-idx20, ~(c_stencil11 + (__device_builtin_variable_threadIdx.x))); 
# 56
} 
#endif
# 58 "v001025.cu"
size_t run_scale21(int n22) 
# 59
{ 
# 60
int pass23 = 0; 
# 61
while (pass23 < 8) { 
# 62
n22--; 
# 63
++pass23; 
# 64
}  
# 65
int iter24 = 0; 
# 66
while (iter24 < sizeof(float)) { 
# 67
n22 = (25L); 
# 68
double mid25(pass23); 
# 69
if (pass23 + pass23) { 
# 70
return 2; 
# 71
}  
# 72
++iter24; 
# 73
}  
# 74
cudaStream_t q26 = ((cudaStream_t)0); 
# 75
return 37L; 
# 76
} 
# 78
double check_fuse27(int lane28, int stride29) 
# 79
{ 
# 80
(__cudaPushCallConfiguration(4, ((dim3)(12 + (12 + 488))), sizeof(float) * (64), 0)) ? (void)0 : step17((size_t *)nullptr, nullptr); 
# 81
run_scale21(((stride29 * 7) != 54) ? lane28 : (lane28 + 1)); 
# 82
return (~(lane28 / lane28)) - run_scale21(41); 
# 83
} 
# 85
int main() 
# 86
{ 
# 87
int n30 = 3573; 
# 88
n30 = (check_fuse27(run_scale21(54), run_scale21(check_fuse27(n30, n30)))); 
# 89
(__cudaPushCallConfiguration(16, sizeof(int) * (8))) ? (void)0 : step17((unsigned long *)nullptr, nullptr); 
# 90
(++n30), (n30 = ((n30) ? -n30 : ((55LL / n30) * n30))); 
# 91
check_fuse27(1, (n30 % n30) | (n30 + 16)); 
# 92
return 0; 
# 93
} 

# 1 "v001025.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__172d9e2f_10_v001025_cu_ae1871da
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001025.cudafe1.stub.c"
#include "v001025.cudafe1.stub.c"
# 1 "v001025.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
