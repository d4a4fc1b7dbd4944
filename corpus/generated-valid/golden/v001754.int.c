# 1 "v001754.cu"
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
# 11 "v001754.cu"
__attribute__((visibility("hidden"))) void accum3(long long *__restrict__ data4) ;
#if 0
# 11
{ 
# 12
unsigned idx5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
float h6 = (-(0.375F)); 
# 14
h6 = ((unsigned long)((short)(idx5 | (6)))); 
# 15
if (((int)h6) >= (__device_builtin_variable_blockIdx.x)) { 
# 16
if (idx5 < (46)) { 
# 17
int idx7 = (13UL); 
# 18
constexpr short y8 = (3 * 13); 
# 19
}  
# 20
h6 = (7.25F); 
# 21
}  
# 22
} 
#endif
# 23 "v001754.cu"
enum State9: long { HIGH10, OFF11}; 
# 25
__attribute__((unused)) float bump12(const int *__restrict__ src13, const int *__restrict__ input14) {int volatile ___ = 1;(void)src13;(void)input14;
# 32
::exit(___);}
#if 0
# 25
{ 
# 26
int cnt15 = (64L - ((src13[__device_builtin_variable_warpSize]) * (OFF11))) - (~(src13[__device_builtin_variable_blockDim.z])); 
# 27
cnt15--; 
# 28
--cnt15; 
# 29
short lo16[8]{(26), (4020), static_cast< short>(*src13), (1450U), (28UL), (static_cast< short>(sizeof(long))), ('A'), (static_cast< short>(OFF11))}; 
# 30
(lo16[(__device_builtin_variable_blockIdx.z) & (7)])--; 
# 31
return -(19.75F); 
# 32
} 
#endif
# 34 "v001754.cu"
__attribute((always_inline)) __attribute__((unused)) inline int clamp17(int lane18, int len19, long long *__restrict__ out20) {int volatile ___ = 1;(void)lane18;(void)len19;(void)out20;
# 45
::exit(___);}
#if 0
# 34
{ 
# 35
if (long hi21 = (40); len19 >= 39) { 
# 36
int mid22 = 59L % lane18; 
# 37
State9 s23 = OFF11; 
# 38
(--len19), ((out20[mid22 & 7]) = ((float)((lane18 * (2.625F)) - bump12(reinterpret_cast< const int *>(out20), reinterpret_cast< const int *>(out20))))); 
# 39
}  
# 40
if ((lane18 * (('\n') * len19)) == bump12(reinterpret_cast< const int *>(out20), nullptr)) { 
# 41
int y24 = ((48) % (out20[lane18])) - bump12(reinterpret_cast< const int *>(out20), reinterpret_cast< const int *>(out20)); 
# 42
(*out20) -= (bump12((const int *)nullptr, reinterpret_cast< const int *>(out20)) * y24); 
# 43
} else { if (short res25 = lane18; (lane18 + (out20[lane18 & 7])) >= (out20[3])) { }  }  
# 44
return bump12(reinterpret_cast< const int *>(out20), (const int *)nullptr); 
# 45
} 
#endif
# 47 "v001754.cu"
int main() { 
# 48
int n26 = 757; 
# 49
if (float t27 = (2.125F); (34) < t27) { 
# 50
t27 -= (8); 
# 51
}  
# 52
n26++; 
# 53
(__cudaPushCallConfiguration((n26 + 255) / 256, dim3((n26 + 255) / 256, (n26 + 31) / 32, (2) * ((OFF11) + (1))), sizeof(int) * (32))) ? (void)0 : accum3(nullptr); 
# 54
return 0; 
# 55
} 

# 1 "v001754.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__00b415e2_10_v001754_cu_6195038c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001754.cudafe1.stub.c"
#include "v001754.cudafe1.stub.c"
# 1 "v001754.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
