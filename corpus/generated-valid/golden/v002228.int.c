# 1 "v002228.cu"
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
# 7 "v002228.cu"
static_assert((51 == 51), "bad config");
# 9
struct Tile3 { 
# 10
unsigned sum4; 
# 11
unsigned sum5; 
# 12
}; 
# 14
__attribute__((unused)) void scale6(unsigned p7, float beta8) {int volatile ___ = 1;(void)p7;(void)beta8;
# 23
::exit(___);}
#if 0
# 14
{ 
# 15
float f9 = p7; 
# 16
if ((-beta8) > (__device_builtin_variable_gridDim.z)) { 
# 17
return; }  
# 18
unsigned off10 = (64); 
# 19
off10 = (((6) + p7) % 44L); 
# 20
int v11{58}; 
# 21
v11 = p7; 
# 22
__attribute__((unused)) static float sh_12[11][5]; 
# 23
} 
#endif
# 25 "v002228.cu"
__attribute__((unused)) unsigned short shade13(int *out14, int *__restrict__ data15) {int volatile ___ = 1;(void)out14;(void)data15;
# 31
::exit(___);}
#if 0
# 25
{ 
# 26
__attribute__((unused)) static Tile3 sh_16; 
# 27
const float *hi17 = ((const float *)nullptr); 
# 28
scale6(((__device_builtin_variable_gridDim.x) & (__device_builtin_variable_threadIdx.x)) + ((*out14) + (data15[1])), +(out14[__device_builtin_variable_blockDim.z])); 
# 29
__attribute__((unused)) static float sh_18[3][12]; 
# 30
return 37; 
# 31
} 
#endif
# 33 "v002228.cu"
__attribute__((visibility("hidden"))) void count19(int n20, const int *src21, const unsigned *__restrict__ src22, int lane23) ;
#if 0
# 33
{ 
# 34
if (22U > (src22[n20])) { 
# 35
goto skip24; 
# 36
}  
# 37
lane23 = (shade13(const_cast< int *>(src21), &n20)); 
# 38
lane23 = (((src22[n20]) + ((shade13(const_cast< int *>(src21), (int *)nullptr)) % ((__device_builtin_variable_threadIdx.y) * (src22[__device_builtin_variable_threadIdx.x])))) + (((2) - (__device_builtin_variable_blockIdx.x)) + (lane23 * 53))); 
# 39
skip24:; ; 
# 40
} 
#endif
# 42 "v002228.cu"
struct Span25 { 
# 43
float y26; 
# 44
signed char vel27; 
# 45
}; 
# 47
int main() { 
# 48
int len28 = 3594; 
# 49
for (int it29 = 0; it29 < len28; ++it29) { 
# 50
len28 = len28; 
# 51
int iter30 = 0; 
# 52
do { 
# 53
if (len28 > iter30) { 
# 54
break; }  
# 55
(__cudaPushCallConfiguration((iter30 + 63) / 64, dim3((it29 + 255) / 256, 128), 0, 0)) ? (void)0 : count19(26U + it29, &len28, (const unsigned *)nullptr, it29); 
# 56
++iter30; 
# 57
} while (iter30 < 4); 
# 58
}  
# 59
return 0; 
# 60
} 

# 1 "v002228.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9967fd64_10_v002228_cu_63ea683c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002228.cudafe1.stub.c"
#include "v002228.cudafe1.stub.c"
# 1 "v002228.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
