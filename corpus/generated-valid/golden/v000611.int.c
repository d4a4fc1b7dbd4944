# 1 "v000611.cu"
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
# 9 "v000611.cu"
__attribute__((visibility("hidden"))) void bias4_kernel(unsigned beta5, float *__restrict__ acc6) ;
#if 0
# 10
{ 
# 11
__attribute__((unused)) extern int dyn_7[]; 
# 12
int tid8 = __device_builtin_variable_threadIdx.x; 
# 14
#pragma unroll
for (
# 14
int n9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n9 < tid8; n9 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 15
beta5 = (256); 
# 16
(dyn_7[beta5 & (7)]) = (((*acc6) += (__device_builtin_variable_blockDim.x)), (__device_builtin_variable_gridDim.x)); 
# 17
if (!acc6) { 
# 18
return; }  
# 19
}  
# 20
} 
#endif
# 21 "v000611.cu"
enum Axis10: unsigned char { FAST11, FAST12}; 
# 22
enum Mode13: unsigned char { BUSY14, SLOW15, ADD16 = 3U}; 
# 24
__attribute__((visibility("hidden"))) void accum17_kernel(double *buf18, float alpha19, int stride20) ;
#if 0
# 25
{ 
# 26
__attribute__((unused)) extern int dyn_21[]; 
# 27
unsigned tid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
if (tid22 >= stride20) { 
# 29
return; }  
# 30
++(*buf18); 
# 31
(dyn_21[__device_builtin_variable_warpSize]) = (dyn_21[4]); 
# 32
} 
#endif
# 34 "v000611.cu"
__attribute__((unused)) double trace23(const int *__restrict__ input24, float *buf25) 
# 35
{int volatile ___ = 1;(void)input24;(void)buf25;
# 45
::exit(___);}
#if 0
# 35
{ 
# 36
int w26 = 0; 
# 37
do { 
# 38
(*buf25) = (__device_builtin_variable_blockIdx.y); 
# 39
(*buf25) = ((3793) % (__device_builtin_variable_blockIdx.y)); 
# 40
(buf25[1]) = ((input24 == (nullptr)) ? input24[w26 & 7] : ((w26 + (__device_builtin_variable_blockIdx.z)) ? input24[w26] : (+(buf25[2])))); 
# 41
++w26; 
# 42
} while (w26 < (((FAST12) + 3) * 2)); 
# 43
--(buf25[3]); 
# 44
return (20.25); 
# 45
} 
#endif
# 47 "v000611.cu"
inline void mix27(int n28, short alpha29) 
# 48
{ 
# 49
switch (n28 + alpha29) { 
# 50
case (FAST12) + ((SLOW15) + 7):  
# 51
for (int it30 = 0; it30 < n28; ++it30) { 
# 52
alpha29 = n28; }  
# 53
alpha29 = ((alpha29 - (alpha29 + alpha29)) * (n28 + n28)); 
# 54
break; 
# 55
}  
# 56
} 
# 58
inline void decay31(const long long *src32, unsigned cfg33 = 14) 
# 59
{ 
# 60
cfg33 = (src32[cfg33]); 
# 61
cfg33 = (src32[5]); 
# 62
} 
# 64
int main() 
# 65
{ 
# 66
int len34 = 1995; 
# 67
signed char *h35 = (nullptr); 
# 68
len34 = ((h35[0]) & (h35[len34])); 
# 69
len34 = (static_cast< int>(40 & (h35[len34]))); 
# 70
if (((h35[4]) - 33UL) > (16)) { 
# 71
return ((unsigned)24) * len34; }  
# 72
(__cudaPushCallConfiguration(1, ((FAST12) + (8 + 119)) * 2, 256)) ? (void)0 : bias4_kernel(h35[len34], reinterpret_cast< float *>(h35)); 
# 73
(__cudaPushCallConfiguration(dim3((len34 + 31) / 32, (len34 + 127) / 128), ((dim3)(4 * 16)), sizeof(float) * ((FAST12) + (8 + 1015)))) ? (void)0 : accum17_kernel(reinterpret_cast< double *>(h35), h35[len34 & 7], 51); 
# 74
return 0; 
# 75
} 

# 1 "v000611.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__afc19b01_10_v000611_cu_65882968
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000611.cudafe1.stub.c"
#include "v000611.cudafe1.stub.c"
# 1 "v000611.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
