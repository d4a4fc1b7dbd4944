# 1 "v000825.cu"
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
# 11 "v000825.cu"
__attribute__((visibility("hidden"))) void scale5(double cfg6) ;
#if 0
# 12
{ 
# 13
int val7 = (-49); 
# 14
float e8 = cfg6 - (((16) + cfg6) * val7); 
# 15
int val9 = (((2) * e8) + (42)) + (56); 
# 16
unsigned sum10 = 12 % (val7 * val9); 
# 17
} 
#endif
# 19 "v000825.cu"
int run_grow11(int lane12, unsigned char *out13, signed char beta14) 
# 20
{ 
# 21
unsigned u15 = ((size_t)(7 * (*out13))) + (16); 
# 22
(__cudaPushCallConfiguration(128, 32, 0, 0)) ? (void)0 : scale5((5.75)); 
# 23
lane12++; 
# 24
static float cnt16 = (21.25F); 
# 25
if (beta14 >= u15) { 
# 26
(__cudaPushCallConfiguration(((dim3)(2)), 12 + (12 + 8), 0, 0)) ? (void)0 : scale5(u15 - beta14); 
# 27
(out13[u15]) = (255); 
# 28
}  
# 29
return +beta14; 
# 30
} 
# 31
__attribute__((visibility("hidden"))) void kick17_kernel(const float *src18, int len19, int *out20) ;
#if 0
# 32
{ 
# 33
if (auto v21 = out20[len19]; src18 != (nullptr)) { 
# 34
unsigned long long *off22 = reinterpret_cast< unsigned long long *>(out20); 
# 35
(off22[v21]) = (off22[v21]); 
# 36
if ((src18[7]) <= (out20[v21])) { 
# 37
return; 
# 38
}  
# 39
}  
# 40
} 
#endif
# 42 "v000825.cu"
__attribute((always_inline)) __attribute__((unused)) inline long long update23(int count24) 
# 43
{int volatile ___ = 1;(void)count24;
# 58
::exit(___);}
#if 0
# 43
{ 
# 44
if (count24 == 12) { 
# 45
return (count24 - count24); 
# 46
}  
# 47
if (int val25 = count24; ((2 * val25) + count24) > count24) { 
# 48
for (int j26 = 0; j26 < 14; ++j26) { 
# 49
count24 = (((2 * (count24 * val25)) + j26) * (((2 * j26) + 18) * count24)); 
# 50
}  
# 51
}  
# 52
if (count24 != 12) { 
# 53
return 18; 
# 54
}  
# 55
float q27 = count24; 
# 56
long w28 = 46L; 
# 57
return w28; 
# 58
} 
#endif
# 59 "v000825.cu"
int main() 
# 60
{ 
# 61
int size29 = 3054; 
# 62
if (size29) { 
# 63
dim3 flag30(1, 1, 512); 
# 64
if (static unsigned z31 = (2); ((z31 - 64U) / sizeof(unsigned short)) > z31) { 
# 65
int flag32 = run_grow11(size29, nullptr, z31); 
# 66
}  
# 67
size29 = run_grow11((2 * run_grow11(2205L, nullptr, size29)) + run_grow11(12, (unsigned char *)nullptr, 16), (unsigned char *)nullptr, sizeof(float)); 
# 68
}  
# 69
(__cudaPushCallConfiguration(dim3(1, 32), 128)) ? (void)0 : kick17_kernel(nullptr, size29 / (+size29), &size29); 
# 70
return 0; 
# 71
} 

# 1 "v000825.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5d0917f6_10_v000825_cu_2ffbeb99
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000825.cudafe1.stub.c"
#include "v000825.cudafe1.stub.c"
# 1 "v000825.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
