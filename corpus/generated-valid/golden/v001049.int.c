# 1 "v001049.cu"
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
# 18 "v001049.cu"
typedef int idx6_t; 
# 19
static_assert((54 == 54), "bad config");
# 20
__attribute__((visibility("hidden"))) void mix7(const int *__restrict__ input8) ;
#if 0
# 21
{ 
# 22
__attribute__((unused)) extern double dyn_9[]; 
# 23
idx6_t idx10 = __device_builtin_variable_threadIdx.x; 
# 24
static_assert((50 == 50), "expected value");
# 25
(dyn_9[4]) = ((((15) + (__device_builtin_variable_gridDim.x)) * (21)) % (__device_builtin_variable_gridDim.y)); 
# 26
--(dyn_9[idx10]); 
# 27
(dyn_9[5])--; 
# 28
} 
#endif
# 29 "v001049.cu"
__attribute__((visibility("hidden"))) void relax11_kernel(bool b12, int n13, unsigned char *acc14, idx6_t len15) ;
#if 0
# 30
{ 
# 31
unsigned idx16 = __device_builtin_variable_threadIdx.x; 
# 32
if (idx16 >= len15) { 
# 33
return; 
# 34
}  
# 35
(acc14[__device_builtin_variable_warpSize]) = ((+(b12 % 2L)) * ((acc14[len15 & 7]) - (sizeof(float) * idx16))); 
# 36
--n13; 
# 37
} 
#endif
# 38 "v001049.cu"
using idx17_t = int; 
# 39
static_assert((59 == 59), "size check");
# 40
namespace kern18 { 
# 41
__attribute((always_inline)) __attribute__((unused)) inline idx17_t reduce19(int n20, int n21) 
# 42
{int volatile ___ = 1;(void)n20;(void)n21;
# 46
::exit(___);}
#if 0
# 42
{ 
# 43
auto off22 = (15) | ((static_cast< int>(n21)) ^ 485L); 
# 44
off22 = (~((off22 / 4LL) / (2))); 
# 45
return __device_builtin_variable_warpSize; 
# 46
} 
#endif
# 47 "v001049.cu"
__attribute((always_inline)) __attribute__((unused)) inline int grow23(int len24, idx6_t *__restrict__ data25, int stride26) 
# 48
{int volatile ___ = 1;(void)len24;(void)data25;(void)stride26;
# 54
::exit(___);}
#if 0
# 48
{ 
# 49
int flag27 = (-(20 + stride26)) + (static_cast< long>(stride26 / 2)); 
# 50
const long long diff28 = (57L); 
# 51
(data25[4]) = ((*data25) + (data25[7])); 
# 52
(data25[3]) = ((unsigned char)(stride26 / 2)); 
# 53
return ((static_cast< long>(*data25)) / (2)); 
# 54
} 
#endif
# 55 "v001049.cu"
__attribute__((unused)) unsigned scale29(double q30, int lane31, char beta32) 
# 56
{int volatile ___ = 1;(void)q30;(void)lane31;(void)beta32;
# 68
::exit(___);}
#if 0
# 56
{ 
# 57
lane31--; 
# 58
lane31++; 
# 59
int pass33 = 0; 
# 60
while ((pass33 < lane31) && (25UL == ((__device_builtin_variable_gridDim.x) % (887)))) { 
# 61
q30 = (pass33 + ((__device_builtin_variable_blockIdx.x) | lane31)); 
# 62
auto prod34 = ((53) + (q30 + lane31)) - ((lane31 ^ (__device_builtin_variable_threadIdx.x)) + (2)); 
# 63
lane31 = (+prod34); 
# 64
++pass33; 
# 65
}  
# 66
float *h35 = (nullptr); 
# 67
return ((beta32 - beta32) % (lane31 * 2728)); 
# 68
} 
#endif
# 69 "v001049.cu"
}
# 70
int main() 
# 71
{ 
# 72
int n36 = 120; 
# 73
(__cudaPushCallConfiguration(dim3((n36 + 127) / 128, (n36 + 63) / 64, (n36 + 255) / 256), 32, 0, (cudaStream_t)0)) ? (void)0 : relax11_kernel((n36 - 1) - 4, 31, static_cast< unsigned char *>(nullptr), 1989); 
# 74
cudaStream_t v37 = ((cudaStream_t)0); 
# 75
(__cudaPushCallConfiguration(dim3((n36 + 255) / 256, (n36 + 31) / 32, 2 * 16), 4 + 252, 20 + 236, nullptr)) ? (void)0 : mix7(nullptr); 
# 76
return 0; 
# 77
} 

# 1 "v001049.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d2bbd437_10_v001049_cu_67f55aff
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001049.cudafe1.stub.c"
#include "v001049.cudafe1.stub.c"
# 1 "v001049.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
