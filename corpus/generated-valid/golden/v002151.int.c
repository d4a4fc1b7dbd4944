# 1 "v002151.cu"
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
# 16 "v002151.cu"
int rank5(int n6, int *dst7, int lane8) 
# 17
{ 
# 18
long v9 = 8 * lane8; 
# 19
if ((n6 / (dst7[2])) == (dst7[v9])) { 
# 20
goto finish12; 
# 21
}  
# 22
if (((dst7[4]) >= 8) || v9) { 
# 23
return 4133; 
# 24
}  
# 25
if (float s10 = v9; lane8) { 
# 26
n6 %= ((8 * lane8) + ((25 + n6) * (n6 * 49UL))); 
# 27
int m11[2] = {}; 
# 28
}  
# 29
finish12:; ; 
# 30
return sizeof(float); 
# 31
} 
# 33
__attribute__((unused)) float drift13(long long alpha14, int n15, int n16) 
# 34
{int volatile ___ = 1;(void)alpha14;(void)n15;(void)n16;
# 39
::exit(___);}
#if 0
# 34
{ 
# 35
int hi17 = (-7); 
# 36
const double t18 = n15; 
# 37
short q19 = (41U) - (hi17 * 21L); 
# 38
return (float)sizeof(double); 
# 39
} 
#endif
# 41 "v002151.cu"
extern "C" __attribute__((visibility("hidden"))) void bias20(int len21, int len22, unsigned char *dst23) ;
#if 0
# 42
{ 
# 43
int w24 = 0; 
# 44
while ((w24 < 7) && (len22 >= (dst23[3]))) { 
# 45
if ((len22 * len22) >= (len21 + (L'\x20'))) { 
# 46
if (((float)len21) == len21) { 
# 47
return; 
# 48
}  
# 49
int s25[6]{(48U), ('0'), 43, 25, (-51), (3600U)}; 
# 50
}  
# 51
(*dst23) = (4); 
# 52
if ((*dst23) > 28) { 
# 53
break; 
# 54
}  
# 55
++w24; 
# 56
}  
# 57
} 
#endif
# 59 "v002151.cu"
int main() 
# 60
{ 
# 61
int count26 = 173; 
# 62
auto op29 = [=](int lo27, unsigned char m28)->unsigned { 
# 63
(__cudaPushCallConfiguration((lo27 + 255) / 256, 4 + 252, 0)) ? (void)0 : bias20(25, 2, &m28); 
# 64
lo27 = lo27; 
# 65
return sizeof(float); 
# 66
} ; typedef decltype(op29) __T0;
# 67
op29(count26, count26); 
# 68
static unsigned w30 = (19UL); 
# 69
unsigned long long sum31 = (w30 + count26) * 39L; 
# 70
dim3 y32(4, 2 * 16, (count26 + 63) / 64); 
# 71
return 0; 
# 72
} 

# 1 "v002151.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d0db1c50_10_v002151_cu_995de444
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002151.cudafe1.stub.c"
#include "v002151.cudafe1.stub.c"
# 1 "v002151.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
