# 1 "v001512.cu"
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
# 10 "v001512.cu"
template< class T, int N> __attribute__((unused)) T 
# 11
sift5(T *__restrict__ buf6, float b7, const T *src8) {int volatile ___ = 1;(void)buf6;(void)b7;(void)src8;
# 24
::exit(___);}
#if 0
# 11
{ 
# 12
for (int n9 = 0; n9 < 11; n9++) { 
# 13
if ((N) < b7) { 
# 14
continue; 
# 15
}  
# 16
float f10 = (__alignof__(char)); 
# 18
#pragma unroll
for (
# 18
int n11 = 0; n11 < (4 * 2); ++n11) { 
# 19
char q12{static_cast< char>(f10)}; 
# 20
long base13[4] = {}; 
# 21
}  
# 22
}   
# 23
return buf6[__device_builtin_variable_blockIdx.x]; 
# 24
} 
#endif
# 26 "v001512.cu"
constexpr int step14(int count15, int count16) { 
# 27
count15 = 50; 
# 28
return -8; 
# 29
} 
# 31
__attribute__((visibility("hidden"))) void mix17(const float *coef18, const int *in19, const float *__restrict__ input20, int len21) ;
#if 0
# 31
{ 
# 32
int tid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
if (tid22 >= len21) { 
# 34
return; 
# 35
}  
# 36
len21 = ((len21 | (16 * tid22)) - (((in19[len21 & 7]) + 3) * ((int)39UL))); 
# 37
{ 
# 38
len21 = 47; 
# 39
__attribute__((unused)) static int sh_23; 
# 40
} 
# 41
long val24[7] = {static_cast< long>(~(in19[tid22])), (static_cast< long>(25)), 7L, 6L}; 
# 42
} 
#endif
# 44 "v001512.cu"
__attribute__((visibility("hidden"))) void gather25_kernel(const int *input26, const float *__restrict__ in27) ;
#if 0
# 44
{ 
# 45
int idx28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
if ((*in27) == (55)) { 
# 47
return; 
# 48
}  
# 49
} 
#endif
# 51 "v001512.cu"
int rank29(unsigned char p30) { 
# 52
for (int n31 = 0; n31 < 2; n31++) { 
# 53
p30 = ((!(n31 <= 57)) ? n31 : p30); 
# 54
}  
# 55
{ 
# 56
(__cudaPushCallConfiguration(64 * 4, 256, sizeof(double) * (32))) ? (void)0 : gather25_kernel((const int *)nullptr, nullptr); 
# 57
for (int i32 = 11; i32 > 0; --i32) { 
# 58
unsigned char t33 = p30; 
# 59
int f34 = 44; 
# 60
}  
# 61
} 
# 62
return p30 + 973U; 
# 63
} 
# 65
int main() { 
# 66
int n35 = 1600; 
# 67
float q36 = (22.0F); 
# 68
if ((rank29(35UL)) < sizeof(int)) { 
# 69
return step14(rank29(2), n35 + 23); 
# 70
}  
# 71
(__cudaPushCallConfiguration(128, 4 * 8, 0)) ? (void)0 : mix17(nullptr, (const int *)nullptr, nullptr, n35 * ((49) / q36)); 
# 72
return 0; 
# 73
} 

# 1 "v001512.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9d974df5_10_v001512_cu_d10059d2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001512.cudafe1.stub.c"
#include "v001512.cudafe1.stub.c"
# 1 "v001512.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
