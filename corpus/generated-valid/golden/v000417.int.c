# 1 "v000417.cu"
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
# 23 "v000417.cu"
using idx6_t = int; 
# 24
static_assert((sizeof(int) == (4)), "expected value");
# 25
enum class State7 { Mul8, Mul9, Mul10 = 4}; 
# 27
static void blend11(unsigned q12, unsigned *dst13, double *data14) ;
#if 0
# 27
{ 
# 28
__attribute__((unused)) extern float dyn_15[]; 
# 29
(dyn_15[q12]) = (dst13[__device_builtin_variable_threadIdx.z]); 
# 30
long long h16 = (49L); 
# 31
} 
#endif
# 33 "v000417.cu"
__attribute__((unused)) idx6_t probe17(unsigned beta18) {int volatile ___ = 1;(void)beta18;
# 39
::exit(___);}
#if 0
# 33
{ 
# 34
auto e19 = beta18; 
# 35
e19 = (57); 
# 36
if (((__device_builtin_variable_threadIdx.y) > (__device_builtin_variable_gridDim.z)) || (beta18 <= sizeof(idx6_t))) { 
# 37
return 48L + beta18; }  
# 38
return ((beta18 > beta18) ? (int)24ULL : (beta18 + (4))) - (52); 
# 39
} 
#endif
# 41 "v000417.cu"
__attribute__((visibility("hidden"))) void stencil20_kernel(double *data21, int *data22, idx6_t *data23, int len24) ;
#if 0
# 41
{ 
# 42
unsigned tid25 = __device_builtin_variable_threadIdx.x; 
# 43
if (tid25 >= len24) { 
# 44
return; }  
# 45
int off26[2]{len24, 3547}; 
# 46
len24 = (-(off26[len24])); 
# 47
} 
#endif
# 48 "v000417.cu"
static idx6_t c_split27; 
# 49
enum Level28 { 
# 50
RED29, 
# 51
RED30, 
# 52
FAST31 = 5, 
# 53
GREEN32, 
# 54
HIGH33
# 55
}; 
# 58
__attribute__((unused)) double gather34(const long *coef35, float b36, idx6_t count37) {int volatile ___ = 1;(void)coef35;(void)b36;(void)count37;
# 65
::exit(___);}
#if 0
# 58
{ 
# 59
for (int i38 = 0, j39 = c_split27; i38 < j39; (++i38), (--j39)) { 
# 60
if (((*coef35) * (coef35[__device_builtin_variable_threadIdx.x])) < c_split27) { 
# 61
break; }  
# 62
}  
# 63
count37 = (((4) + (__device_builtin_variable_gridDim.y)) << (1001 * count37)); 
# 64
return ((4.25) - b36) + ((13 >> c_split27) - (((*coef35) != (62)) ? b36 : (*coef35))); 
# 65
} 
#endif
# 67 "v000417.cu"
int main() { 
# 68
int n40 = 1041; 
# 69
if (!(37ULL >= n40)) { 
# 70
return +n40; }  
# 71
Level28 t41 = HIGH33; 
# 72
static_assert((sizeof(int) == (4)), "expected value");
# 73
(__cudaPushCallConfiguration(dim3(26 + 6, RED30), dim3((n40 + 127) / 128, (n40 + 255) / 256, 512), 0, nullptr)) ? (void)0 : blend11(((t41 > sizeof(unsigned char)) ? 30U : sizeof(float)) * (t41 << t41), static_cast< unsigned *>(nullptr), nullptr); 
# 74
(__cudaPushCallConfiguration((n40 + 127) / 128, ((HIGH33) + 57) * 4, 0)) ? (void)0 : stencil20_kernel(nullptr, nullptr, nullptr, ((RED29) >> t41) + (FAST31)); 
# 75
return 0; 
# 76
} 

# 1 "v000417.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c76265d6_10_v000417_cu_bd614a40
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000417.cudafe1.stub.c"
#include "v000417.cudafe1.stub.c"
# 1 "v000417.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
