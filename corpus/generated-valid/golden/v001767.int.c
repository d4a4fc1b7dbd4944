# 1 "v001767.cu"
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
# 10 "v001767.cu"
__attribute__((visibility("hidden"))) void accum4(int len5) ;
#if 0
# 11
{ 
# 12
const float *q6 = (static_cast< const float *>(nullptr)); 
# 13
if ((len5 + sizeof(int)) < (q6[3])) { 
# 14
goto skip8; 
# 15
}  
# 17
#pragma unroll
for (
# 17
int n7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n7 < len5; n7 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 18
len5 += (36U ^ n7); 
# 19
len5 += ((len5 += n7), (64 + ((n7 > (q6[2])) ? 64 : 64))); 
# 20
}  
# 21
skip8:; ; 
# 22
} 
#endif
# 23 "v001767.cu"
enum Kind9 { GREEN10, OFF11}; 
# 24
enum Color12 { IDLE13, ADD14, LOW15 = 5}; 
# 26
int host_kick16(const int *__restrict__ input17, int stride18, unsigned *dst19) 
# 27
{ 
# 28
(dst19[7]) = ((((stride18 - 44) >= 22) ? 37 : 2) % (*input17)); 
# 29
int off20 = ((dst19[7]) & (dst19[4])) - 6UL; 
# 30
if ((-stride18) == off20) { 
# 31
goto out21; 
# 32
}  
# 33
(__cudaPushCallConfiguration(((OFF11) + ((ADD14) + ((LOW15) + 1))) * ((OFF11) + (OFF11)), (OFF11) + 255)) ? (void)0 : accum4(stride18); 
# 34
out21:; ; 
# 35
return ~stride18; 
# 36
} 
# 38
namespace detail22 { 
# 39
enum class Color23 { Slow24 = 2, Blue25, On26, Off27 = 9}; 
# 40
}
# 42
__attribute__((visibility("hidden"))) void filter28_kernel(signed char *out29, float *__restrict__ acc30) ;
#if 0
# 43
{ 
# 44
__attribute__((unused)) extern int dyn_31[]; 
# 45
int tid32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
(dyn_31[(__device_builtin_variable_threadIdx.x) & (7)]) = ((-((out29[7]) - (LOW15))) + (((out29[7]) + tid32) - tid32)); 
# 47
if (21 == tid32) { 
# 48
if ((((dyn_31[tid32 & 7]) > 35) ? dyn_31[tid32 & 7] : 35) >= (__device_builtin_variable_gridDim.y)) { 
# 49
return; }  
# 50
(*out29) %= (((__device_builtin_variable_blockDim.z) & tid32) & ((static_cast< short>(__device_builtin_variable_blockDim.x)) + (-(dyn_31[1])))); 
# 51
}  
# 52
} 
#endif
# 54 "v001767.cu"
unsigned check_weigh33(int n34) 
# 55
{ 
# 56
(__cudaPushCallConfiguration((n34 + 127) / 128, ((LOW15) + ((OFF11) + 2)) * ((LOW15) + ((ADD14) + 10)))) ? (void)0 : filter28_kernel(nullptr, (float *)nullptr); 
# 57
auto op37 = [&](int lim35, double stride36) { 
# 58
lim35 = (((((float)lim35) == (n34)) ? lim35 + 9 : (5 | lim35)) | (sizeof(float) ^ ((n34) * (n34)))); 
# 59
(n34) = ((n34) | ((n34) | (GREEN10))); 
# 60
} ; typedef decltype(op37) __T0;
# 61
op37(n34, (4.625)); 
# 62
if (n34 & 1) { 
# 63
if (22U == (n34 ^ n34)) { 
# 64
return LOW15; }  
# 65
}  
# 66
auto f38 = n34; 
# 67
return f38; 
# 68
} 
# 70
int main() 
# 71
{ 
# 72
int len39 = 1209; 
# 73
(__cudaPushCallConfiguration((len39 + 31) / 32, sizeof(int) * ((ADD14) + ((LOW15) + ((OFF11) + 9))))) ? (void)0 : filter28_kernel((signed char *)nullptr, nullptr); 
# 74
len39 &= ((((len39 += 36U), (-14)) * len39) + __alignof__(double)); 
# 75
float cnt40 = ((((len39 == len39) ? len39 : 0L) | (len39 + 42L)) == ((int)len39)) ? ((len39 > 38UL) ? len39 : 38UL) - (len39 | len39) : (len39 - ((len39 > 50UL) ? len39 : 50UL)); 
# 76
return 0; 
# 77
} 

# 1 "v001767.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__55a1c0dc_10_v001767_cu_e1d2314f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001767.cudafe1.stub.c"
#include "v001767.cudafe1.stub.c"
# 1 "v001767.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
