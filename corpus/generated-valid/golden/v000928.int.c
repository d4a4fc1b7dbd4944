# 1 "v000928.cu"
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
# 10 "v000928.cu"
__attribute((always_inline)) __attribute__((unused)) static inline int accum5(int lane6, int n7, unsigned char beta8 = 34) {int volatile ___ = 1;(void)lane6;(void)n7;(void)beta8;
# 16
::exit(___);}
#if 0
# 10
{ 
# 11
long long x9 = (beta8 & 15) & 15; 
# 12
--lane6; 
# 13
x9--; 
# 14
int *sum10 = ((int *)nullptr); 
# 15
return n7; 
# 16
} 
#endif
# 18 "v000928.cu"
__attribute__((visibility("hidden"))) void fold11(int *data12, int *dst13, const long *src14, int len15) ;
#if 0
# 18
{ 
# 19
unsigned i16 = __device_builtin_variable_threadIdx.x; 
# 20
if (i16 >= len15) { 
# 21
return; 
# 22
}  
# 23
__attribute__((unused)) static unsigned sh_17[8]; 
# 24
len15 = ((22) - (((__device_builtin_variable_blockDim.x) + ('z')) - ((src14[len15]) + 47ULL))); 
# 25
accum5(__device_builtin_variable_threadIdx.z, ((__device_builtin_variable_blockIdx.x) & (15)) & (15)); 
# 26
if (((dst13[i16]) <= (__device_builtin_variable_threadIdx.x)) && ((*dst13) != (i16 - sizeof(int)))) { 
# 27
accum5(sizeof(int) + i16, 42L); 
# 28
}  
# 29
(sh_17[__device_builtin_variable_warpSize]) = (accum5((accum5(*dst13, data12[len15]) == (*dst13)) ? (1663) + (sh_17[4]) : (((*dst13) >= len15) ? 19 : 2), __device_builtin_variable_threadIdx.x)); 
# 30
} 
#endif
# 32 "v000928.cu"
__attribute__((visibility("hidden"))) void pivot18(signed char *data19, const size_t *src20) ;
#if 0
# 32
{ 
# 33
unsigned idx21 = __device_builtin_variable_threadIdx.x; 
# 34
int y22 = (-59); 
# 35
if (!((__device_builtin_variable_blockIdx.x) <= (data19[y22]))) { 
# 36
unsigned lo23 = (data19[2]) & 15; 
# 37
(*data19) = (accum5(33 * y22, lo23) & 15); 
# 38
}  
# 39
y22 = (((!(__alignof__(float) <= idx21)) && ((__device_builtin_variable_threadIdx.x) > (*data19))) ? idx21 : ((idx21 + (33)) / (+(data19[y22])))); 
# 40
y22 = (-accum5(accum5(idx21, 4), (src20[4]) - 46UL)); 
# 41
} 
#endif
# 42 "v000928.cu"
static double d_merge24; 
# 44
__attribute__((visibility("hidden"))) void count25(int *__restrict__ dst26, unsigned alpha27) ;
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern short dyn_28[]; 
# 46
int tid29 = __device_builtin_variable_threadIdx.x; 
# 47
if ((__device_builtin_variable_threadIdx.x) > d_merge24) { 
# 48
return; 
# 49
}  
# 50
accum5(-48, ((d_merge24 != (dyn_28[4])) ? __device_builtin_variable_threadIdx.x : (dyn_28[alpha27])) & (15), (alpha27 * (dyn_28[alpha27])) ? alpha27 & (15) : (46 * (*dst26))); 
# 51
} 
#endif
# 53 "v000928.cu"
int main() { 
# 54
int count30 = 2006; 
# 55
if (count30 >= 4) { 
# 56
count30++; 
# 57
}  
# 58
const char *val31 = ("tile size"); 
# 59
(__cudaPushCallConfiguration(((dim3)((4 + (4 + (4 + (4 + 112)))) * 4)), 64)) ? (void)0 : fold11(nullptr, static_cast< int *>(nullptr), nullptr, count30 / 46L); 
# 60
(__cudaPushCallConfiguration(((dim3)(64)), dim3(sizeof(unsigned) * (64), (count30 + 127) / 128), 0, (cudaStream_t)0)) ? (void)0 : pivot18(nullptr, nullptr); 
# 61
(__cudaPushCallConfiguration(4 + 28, 64)) ? (void)0 : count25(nullptr, count30 & 15); 
# 62
return 0; 
# 63
} 

# 1 "v000928.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__643f1c8e_10_v000928_cu_88ca43bd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000928.cudafe1.stub.c"
#include "v000928.cudafe1.stub.c"
# 1 "v000928.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
