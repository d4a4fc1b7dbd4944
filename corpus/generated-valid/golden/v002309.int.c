# 1 "v002309.cu"
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
# 10 "v002309.cu"
__attribute__((visibility("hidden"))) void tally5(float beta6, int count7) ;
#if 0
# 11
{ 
# 12
int gid8 = __device_builtin_variable_threadIdx.x; 
# 13
if (beta6 == (5)) { 
# 14
goto out9; 
# 15
}  
# 16
if (gid8 >= count7) { 
# 17
return; 
# 18
}  
# 19
beta6 = beta6; 
# 20
if (((__device_builtin_variable_threadIdx.x) ^ (__device_builtin_variable_blockIdx.x)) <= (19)) { 
# 21
return; 
# 22
}  
# 23
out9:; ; 
# 24
} 
#endif
# 26 "v002309.cu"
extern "C" {
# 27
__attribute__((visibility("hidden"))) void spread10(long *data11) ;
#if 0
# 28
{ 
# 29
int tid12 = __device_builtin_variable_threadIdx.x; 
# 30
int iter13 = 0; 
# 31
while (iter13 < tid12) { 
# 32
(data11[0]) ^= (static_cast< long>(iter13)); 
# 33
++iter13; 
# 34
}  
# 35
__attribute__((unused)) static int sh_14; 
# 36
} 
#endif
# 37 "v002309.cu"
}
# 39
__attribute__((unused)) float pivot15(int len16) 
# 40
{int volatile ___ = 1;(void)len16;
# 53
::exit(___);}
#if 0
# 40
{ 
# 41
len16 = 30; 
# 42
if ((+len16) == len16) { 
# 43
return len16 / (23.375F); 
# 44
}  
# 45
int w17 = 0; 
# 46
do { 
# 47
__attribute__((unused)) static float sh_18; 
# 48
sh_18 = (-((len16 += len16), (8 << len16))); 
# 49
sh_18 *= (((8 + len16) + (15.875F)) + (2)); 
# 50
++w17; 
# 51
} while (w17 < w17); 
# 52
return w17; 
# 53
} 
#endif
# 55 "v002309.cu"
int main() 
# 56
{ 
# 57
int count19 = 2405; 
# 58
short s20{((short)8)}; 
# 59
(__cudaPushCallConfiguration(32, 1 << 7, sizeof(float) * (128), nullptr)) ? (void)0 : tally5(count19, ((count19 += 42), 15UL) + (17 + count19)); 
# 60
auto lam23 = [=](auto e21) mutable { 
# 61
dim3 cnt22(((count19) + 255) / 256); 
# 62
return e21 * 2; 
# 63
} ; typedef decltype(lam23) __T0;
# 64
unsigned long prod24 = (s20 + s20) / count19; 
# 65
dim3 r25 = ((dim3)(4)); 
# 66
(__cudaPushCallConfiguration(r25, 64)) ? (void)0 : spread10(nullptr); 
# 67
return 0; 
# 68
} 

# 1 "v002309.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__90471ac4_10_v002309_cu_66ad6731
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002309.cudafe1.stub.c"
#include "v002309.cudafe1.stub.c"
# 1 "v002309.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
