# 1 "v001015.cu"
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
# 23 "v001015.cu"
__attribute__((visibility("hidden"))) void filter5_kernel(const int *coef6, float *acc7, long long b8) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern double dyn_9[]; 
# 25
(dyn_9[b8]) = (dyn_9[2]); 
# 26
{ 
# 27
int w10 = 0; 
# 28
do { 
# 29
if (((dyn_9[w10]) - (433)) <= (22UL)) { 
# 30
continue; }  
# 31
++w10; 
# 32
} while (w10 < (sizeof(int) * (3))); 
# 33
int flag11 = (dyn_9[b8]) - (46); 
# 34
} 
# 35
(dyn_9[b8]) = (b8 * (((b8 += (dyn_9[0])), b8) * (4328))); 
# 36
} 
#endif
# 38 "v001015.cu"
extern "C" {
# 39
__attribute__((unused)) inline float pivot19(unsigned a20 = 12) {int volatile ___ = 1;(void)a20;
# 45
::exit(___);}
#if 0
# 39
{ 
# 40
long prod21 = (a20 + a20) * (a20 * a20); 
# 41
int cnt22 = (sizeof(float)); 
# 42
int diff23 = (25UL); 
# 43
cnt22 = a20; 
# 44
return diff23; 
# 45
} 
#endif
# 47 "v001015.cu"
__attribute__((visibility("hidden"))) void grow12_kernel(float *__restrict__ out13, int len14, double *data15, float *__restrict__ buf16) ;
#if 0
# 47
{ 
# 48
__attribute__((unused)) extern int dyn_17[]; 
# 49
len14 = (26UL); 
# 50
if ((*out13) != (34)) { 
# 51
return; }  
# 52
len14--; 
# 53
--(out13[2]); 
# 54
int acc18 = (62UL); 
# 55
} 
#endif
# 56 "v001015.cu"
}
# 57
static_assert((53 > 52), "size check");
# 59
__attribute__((visibility("hidden"))) void mix24(const float *in25, const float *__restrict__ src26) ;
#if 0
# 59
{ 
# 60
__attribute__((unused)) extern unsigned dyn_27[]; 
# 61
(dyn_27[5]) = ((dyn_27[7]) - (18)); 
# 62
if (((dyn_27[4]) * (dyn_27[1])) == ((2) + (src26[4]))) { 
# 63
(dyn_27[7]) = ((((3195UL) - (src26[1])) >= (dyn_27[4])) ? (*in25) - ((6) * (dyn_27[4])) : (src26[4])); }  
# 64
int base28 = (18) * (((*src26) - (5)) - (dyn_27[7])); 
# 65
if (!in25) { 
# 66
return; }  
# 67
} 
#endif
# 69 "v001015.cu"
int main() { 
# 70
int size29 = 3066; 
# 71
size29 = size29; 
# 72
size29 = (64UL * ((size29 / 3708) + size29)); 
# 73
(__cudaPushCallConfiguration((size29 + 255) / 256, 2 * 16, 0, nullptr)) ? (void)0 : filter5_kernel(nullptr, (float *)nullptr, 22); 
# 74
(__cudaPushCallConfiguration(dim3(2 + 6, 8, (size29 + 31) / 32), dim3(16 * 4, 1), 0, nullptr)) ? (void)0 : grow12_kernel((float *)nullptr, 40UL, (double *)nullptr, nullptr); 
# 75
(__cudaPushCallConfiguration(2 + (11 + 243), 128, 0, (cudaStream_t)0)) ? (void)0 : mix24((const float *)nullptr, nullptr); 
# 76
return 0; 
# 77
} 

# 1 "v001015.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__508de4ff_10_v001015_cu_b84fb2f9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001015.cudafe1.stub.c"
#include "v001015.cudafe1.stub.c"
# 1 "v001015.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
