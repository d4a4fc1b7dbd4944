# 1 "v002377.cu"
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
# 11 "v002377.cu"
__attribute__((unused)) int tally6(const int *__restrict__ coef7, int *out8, float beta9) {int volatile ___ = 1;(void)coef7;(void)out8;(void)beta9;
# 17
::exit(___);}
#if 0
# 11
{ 
# 12
double v10[3]{(49L), (16.75), (-(17.375))}; 
# 13
int m11[2] = {static_cast< int>(*out8)}; 
# 14
short prod12 = (57U); 
# 15
(m11[1]) = ((unsigned long)(out8[prod12 & 7])); 
# 16
return -(v10[1]); 
# 17
} 
#endif
# 19 "v002377.cu"
__attribute__((visibility("hidden"))) void split13_kernel(int *__restrict__ acc14) ;
#if 0
# 19
{ 
# 20
int idx15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
for (int i16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i16 < 7; i16 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 22
for (int it17 = 11; it17 > 0; --it17) { 
# 23
switch ((it17 > i16) ? it17 : 6) { 
# 24
case 3:  { 
# 25
auto z18 = idx15; 
# 26
break; 
# 27
} 
# 28
default:  { 
# 29
auto flag19 = tally6(nullptr, acc14, tally6(acc14, acc14 + (__device_builtin_variable_blockIdx.x), idx15) - idx15); 
# 30
break; 
# 31
} 
# 32
}  
# 33
}  
# 34
}  
# 35
} 
#endif
# 37 "v002377.cu"
__attribute__((visibility("hidden"))) void lerp20(int lane21, int n22) ;
#if 0
# 37
{ 
# 38
__attribute__((unused)) extern float dyn_23[]; 
# 39
tally6(&n22, &n22, 59 + (~n22)); 
# 40
int y24 = (long)(((dyn_23[n22 & 7]) - lane21) - (tally6(&lane21, &n22, dyn_23[3]))); 
# 41
} 
#endif
# 42 "v002377.cu"
static bool d_lerp25; 
# 44
int main() { 
# 45
int count26 = 3347; 
# 46
count26 = (40 ^ count26); 
# 47
int x27{5}; 
# 48
(__cudaPushCallConfiguration(8, 256)) ? (void)0 : split13_kernel(&x27); 
# 49
(__cudaPushCallConfiguration((x27 + 127) / 128, sizeof(float) * (64))) ? (void)0 : lerp20(3293 % x27, (int)x27); 
# 50
return 0; 
# 51
} 

# 1 "v002377.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c2b8b1e7_10_v002377_cu_f9859b47
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002377.cudafe1.stub.c"
#include "v002377.cudafe1.stub.c"
# 1 "v002377.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
