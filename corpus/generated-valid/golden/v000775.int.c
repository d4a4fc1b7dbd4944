# 1 "v000775.cu"
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
# 11 "v000775.cu"
__attribute__((visibility("hidden"))) void norm6(int stride7, int lane8) ;
#if 0
# 12
{ 
# 13
__attribute__((unused)) extern int dyn_9[]; 
# 14
int cnt10 = 16; 
# 15
lane8 = (18UL); 
# 16
auto u11 = (14.0); 
# 17
u11 = ((double)(24.25F)); 
# 18
float r12 = ((int)128); 
# 19
__attribute__((unused)) static int sh_13[8]; 
# 20
int acc14 = 36 | (((dyn_9[cnt10]) + (sh_13[lane8 & 7])) * (lane8 + 128)); 
# 21
} 
#endif
# 23 "v000775.cu"
__attribute__((unused)) int relax15(unsigned long *__restrict__ acc16, size_t *dst17, unsigned *acc18) 
# 24
{int volatile ___ = 1;(void)acc16;(void)dst17;(void)acc18;
# 31
::exit(___);}
#if 0
# 24
{ 
# 25
static_assert((sizeof(int) == (4)));
# 26
{ 
# 27
(*acc16) -= (((*acc16) += (24)), (*acc16)); 
# 28
__attribute__((unused)) static int sh_19[32]; 
# 29
} 
# 30
return (((13) == (acc18[0])) ? 17 : 25U) * ((char)(dst17[3])); 
# 31
} 
#endif
# 33 "v000775.cu"
namespace impl20 { 
# 34
__attribute__((visibility("hidden"))) void sift21(float *__restrict__ out22, int n23, const int *input24, int *acc25) ;
#if 0
# 35
{ 
# 36
const unsigned char r26 = 22 | (relax15(reinterpret_cast< size_t *>(acc25), reinterpret_cast< size_t *>(acc25), reinterpret_cast< unsigned *>(out22)) - (128 * (acc25[n23]))); 
# 37
--(*out22); 
# 38
(out22[r26]) = (~(r26 * 3)); 
# 39
} 
#endif
# 41 "v000775.cu"
__attribute__((unused)) static inline int pivot27(int len28, int n29 = 4913UL) 
# 42
{int volatile ___ = 1;(void)len28;(void)n29;
# 46
::exit(___);}
#if 0
# 42
{ 
# 43
__attribute__((unused)) static int sh_30[128]; 
# 44
relax15((unsigned long *)nullptr, (size_t *)nullptr, nullptr); 
# 45
return ((unsigned long long)relax15(nullptr, nullptr, (unsigned *)nullptr)) - ((64 + (sh_30[len28])) / 7); 
# 46
} 
#endif
# 47 "v000775.cu"
}
# 49
int main() 
# 50
{ 
# 51
int size31 = 2187; 
# 52
(__cudaPushCallConfiguration(sizeof(unsigned) * (8), 128 + (128 + (128 + 128)))) ? (void)0 : impl20::sift21(nullptr, 62U, &size31, nullptr); 
# 53
size31++; 
# 54
unsigned base32(size31); 
# 55
(__cudaPushCallConfiguration(128, 16 * 16)) ? (void)0 : norm6((int)(base32 / (128)), (int)(base32 - (5))); 
# 56
return 0; 
# 57
} 

# 1 "v000775.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__64bf2a53_10_v000775_cu_4906a534
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000775.cudafe1.stub.c"
#include "v000775.cudafe1.stub.c"
# 1 "v000775.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
