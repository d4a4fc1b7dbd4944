# 1 "v000022.cu"
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
# 5 "v000022.cu"
namespace math1 { namespace v2 { 
# 6
__attribute__((unused)) inline long sweep3(int lane4) 
# 7
{int volatile ___ = 1;(void)lane4;
# 11
::exit(___);}
#if 0
# 7
{ 
# 8
lane4++; 
# 9
lane4 = (__device_builtin_variable_blockDim.x); 
# 10
return 23L; 
# 11
} 
#endif
# 13 "v000022.cu"
__attribute__((visibility("hidden"))) void weigh5_kernel(float *buf6, int *__restrict__ dst7, const int *in8, long long alpha9) ;
#if 0
# 14
{ 
# 15
__attribute__((unused)) extern float dyn_10[]; 
# 16
unsigned i11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
switch ((int)(__device_builtin_variable_threadIdx.x)) { 
# 18
case 12:  
# 19
break; 
# 20
}  
# 21
for (int n12 = 0; n12 < (5 * 3); ++n12) { 
# 22
int hi13[8] = {static_cast< int>(17 >> n12), (11UL), n12, 0}; 
# 23
(hi13[i11]) = (static_cast< float>((56U % (hi13[6])) ^ (3))); 
# 24
float f14 = __device_builtin_variable_threadIdx.x; 
# 25
}  
# 26
(dst7[alpha9]) = (alpha9 - ((__device_builtin_variable_blockIdx.x) * (i11 / 490LL))); 
# 27
} 
#endif
# 28 "v000022.cu"
}}
# 30
__attribute__((visibility("hidden"))) void mix15_kernel(int lane16, const float *src17, int *__restrict__ data18, unsigned long *acc19) ;
#if 0
# 31
{ 
# 32
unsigned i20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
if (i20 >= lane16) { 
# 34
return; }  
# 35
(acc19[i20]) = ((static_cast< unsigned>(0LL % i20)) << ((static_cast< short>(15)) - ((data18[lane16]) + 1))); 
# 36
for (int n21 = 2; n21 > 0; --n21) { 
# 37
if ((34) != ((src17[4]) * (data18[2]))) { 
# 38
return; }  
# 39
(acc19[n21]) = (43); 
# 40
}  
# 41
int k22(-__device_builtin_variable_warpSize); 
# 42
static_assert((43 > 42), "expected value");
# 43
int sum23 = i20; 
# 44
} 
#endif
# 46 "v000022.cu"
int main() 
# 47
{ 
# 48
int len24 = 4043; 
# 49
if (len24 <= 13LL) { 
# 50
len24 = (len24 + 55UL); 
# 51
len24 = len24; 
# 52
} else { 
# 53
}  
# 54
(__cudaPushCallConfiguration((len24 + 255) / 256, 128 * 2)) ? (void)0 : math1::v2::weigh5_kernel(nullptr, (int *)nullptr, &len24, 31LL); 
# 55
(__cudaPushCallConfiguration(sizeof(unsigned) * (64), 32, 0, 0)) ? (void)0 : mix15_kernel(len24, nullptr, &len24, static_cast< unsigned long *>(nullptr)); 
# 56
return 0; 
# 57
} 

# 1 "v000022.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2c8dad22_10_v000022_cu_a7520060
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000022.cudafe1.stub.c"
#include "v000022.cudafe1.stub.c"
# 1 "v000022.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
