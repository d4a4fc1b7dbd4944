# 1 "v000387.cu"
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
# 22 "v000387.cu"
__attribute__((visibility("hidden"))) void mix9_kernel(double *data10) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern unsigned dyn_11[]; 
# 25
unsigned tid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
unsigned acc13 = (~(~(dyn_11[6]))) ^ (17); 
# 27
int m14 = 1298 & ((int)(__device_builtin_variable_blockIdx.x)); 
# 28
} 
#endif
# 31 "v000387.cu"
__attribute__((unused)) unsigned blend15(int count16, unsigned *dst17) 
# 32
{int volatile ___ = 1;(void)count16;(void)dst17;
# 36
::exit(___);}
#if 0
# 32
{ 
# 33
count16 = (*dst17); 
# 34
count16 = 4; 
# 35
return 904; 
# 36
} 
#endif
# 38 "v000387.cu"
inline int bump18(int stride19, bool q20, unsigned cfg21 = 2194) 
# 39
{ 
# 40
auto off22 = stride19; 
# 41
off22 = cfg21; 
# 42
return 40ULL % q20; 
# 43
} 
# 45
__attribute__((unused)) char trace23(float p24, int *__restrict__ buf25, const int *in26) 
# 46
{int volatile ___ = 1;(void)p24;(void)buf25;(void)in26;
# 54
::exit(___);}
#if 0
# 46
{ 
# 47
(buf25[5]) |= (*in26); 
# 48
(*buf25) -= ((55 + (in26[(__device_builtin_variable_blockIdx.x) & (7)])) | 0); 
# 49
__attribute__((unused)) static float sh_27[8]; 
# 50
bool q28 = (3 + ((*buf25) - 1809)) | (*in26); 
# 51
(buf25[4]) = (8U); 
# 52
p24 *= (246 & (buf25[__device_builtin_variable_threadIdx.x])); 
# 53
return p24; 
# 54
} 
#endif
# 56 "v000387.cu"
__attribute__((visibility("hidden"))) void weigh29_kernel(bool beta30, short *__restrict__ out31, const double *__restrict__ src32) ;
#if 0
# 57
{ 
# 58
__attribute__((unused)) extern int dyn_33[]; 
# 59
int tid34 = __device_builtin_variable_threadIdx.x; 
# 60
constexpr unsigned r35 = (22); 
# 61
for (int it36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it36 < 16; it36 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 62
constexpr float u37 = (8.25F); 
# 63
float w38[8] = {(9.375F), (-34), (14), (58), (12.125F)}; 
# 64
(w38[tid34]) += (w38[tid34]); 
# 65
}  
# 66
} 
#endif
# 68 "v000387.cu"
int main() 
# 69
{ 
# 70
int n39 = 1295; 
# 71
n39 -= n39; 
# 72
n39 = (n39 + 20U); 
# 73
(__cudaPushCallConfiguration(dim3(4, 16), 4 + 252)) ? (void)0 : mix9_kernel(static_cast< double *>(nullptr)); 
# 74
(__cudaPushCallConfiguration(dim3((n39 + 127) / 128, (n39 + 63) / 64, 16 * (4 + 12)), 256, 1024, 0)) ? (void)0 : weigh29_kernel((!(n39 > n39)) || (!(n39 & 1)), (short *)nullptr, static_cast< const double *>(nullptr)); 
# 75
return 0; 
# 76
} 

# 1 "v000387.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d777371f_10_v000387_cu_326b9c21
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000387.cudafe1.stub.c"
#include "v000387.cudafe1.stub.c"
# 1 "v000387.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
