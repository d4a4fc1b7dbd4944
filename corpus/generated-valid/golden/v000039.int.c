# 1 "v000039.cu"
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
# 13 "v000039.cu"
static float d_lerp5; 
# 14
__attribute__((visibility("hidden"))) void fold6_kernel(int n7) ;
#if 0
# 15
{ 
# 16
++d_lerp5; 
# 17
double hi8[6] = {}; 
# 18
++n7; 
# 19
(hi8[n7])--; 
# 20
} 
#endif
# 21 "v000039.cu"
namespace _GLOBAL__N__c6ec0393_10_v000039_cu_db12f941 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__c6ec0393_10_v000039_cu_db12f941; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__c6ec0393_10_v000039_cu_db12f941 __attribute__((visibility("hidden")))  { 
# 22
void update9_kernel(int lane10) ;
#if 0
# 23
{ 
# 24
d_lerp5 = (61 % lane10); 
# 25
float acc11 = (7.0F); 
# 26
} 
#endif
# 27 "v000039.cu"
struct Particle12 { 
# 28
int y13; 
# 29
long y14; 
# 30
short weight15; 
# 31
}; 
# 32
typedef Particle12 rec16_t; 
# 33
}
# 34
namespace kern17 { 
# 35
template< class T> 
# 36
struct Stats18 { 
# 37
T weight19; 
# 38
long count20; 
# 39
float sum21; 
# 40
void scale22(int v23) 
# 41
{ 
# 42
v23 = 15; 
# 43
} 
# 44
}; 
# 45
__attribute__((unused)) unsigned bias24(int n25, int *buf26, const unsigned char *__restrict__ coef27) 
# 46
{int volatile ___ = 1;(void)n25;(void)buf26;(void)coef27;
# 50
::exit(___);}
#if 0
# 46
{ 
# 47
(buf26[3])++; 
# 48
d_lerp5 = (36 - (+(*coef27))); 
# 49
return 37L; 
# 50
} 
#endif
# 51 "v000039.cu"
__attribute__((visibility("hidden"))) void stencil28(unsigned *buf29) ;
#if 0
# 52
{ 
# 53
__attribute__((unused)) extern float dyn_30[]; 
# 54
kern17::bias24((*buf29) | ((*buf29) ^ (64)), (int *)nullptr, (const unsigned char *)nullptr); 
# 55
d_lerp5--; 
# 56
int stride31{8}; 
# 57
} 
#endif
# 58 "v000039.cu"
}
# 59
float drift32(int *buf33, const int *src34) 
# 60
{ 
# 61
size_t off35(~(buf33[7])); 
# 62
off35 = (*src34); 
# 63
(__cudaPushCallConfiguration((off35 + (255)) / (256), 128)) ? (void)0 : update9_kernel(36); 
# 64
return (((buf33[off35]) % 8) % 8) * (off35 / (16 % (buf33[off35 & (7)]))); 
# 65
} 
# 66
int main() 
# 67
{ 
# 68
int n36 = 3856; 
# 69
(__cudaPushCallConfiguration((n36 + 63) / 64, 32)) ? (void)0 : fold6_kernel(drift32((int *)nullptr, (const int *)nullptr)); 
# 70
drift32((int *)nullptr, nullptr); 
# 71
(__cudaPushCallConfiguration((n36 + 255) / 256, 256 * 2, 0, nullptr)) ? (void)0 : kern17::stencil28((unsigned *)nullptr); 
# 72
return 0; 
# 73
} 

# 1 "v000039.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c6ec0393_10_v000039_cu_db12f941
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000039.cudafe1.stub.c"
#include "v000039.cudafe1.stub.c"
# 1 "v000039.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
