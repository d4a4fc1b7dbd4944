# 1 "v001978.cu"
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
# 16 "v001978.cu"
namespace impl4 { 
# 17
struct Body5 { 
# 18
size_t y6; 
# 19
int lo7; 
# 20
unsigned id8; 
# 21
unsigned get9(float base10) const { 
# 22
base10 = ((!(!((id8) <= base10))) ? (y6) % (y6) : ((base10 + (id8)) * (lo7))); 
# 23
return ((25) + (y6)) & ((id8) + (lo7)); 
# 24
} 
# 25
}; 
# 26
}
# 27
static int g_tally11; 
# 29
__attribute__((visibility("hidden"))) void scatter12(const float *in13, double b14) ;
#if 0
# 29
{ 
# 30
__attribute__((unused)) extern float dyn_15[]; 
# 31
b14 = ((23.125F)); 
# 32
auto sum16 = -((dyn_15[7]) * (*in13)); 
# 33
auto z17 = 58; 
# 34
unsigned long h18 = z17 % ((24 * z17) << z17); 
# 35
} 
#endif
# 37 "v001978.cu"
__attribute((noinline)) __attribute__((unused)) int gather19(const float *in20, int count21) {int volatile ___ = 1;(void)in20;(void)count21;
# 53
::exit(___);}
#if 0
# 37
{ 
# 38
float res22 = 24 * ((int)(*in20)); 
# 39
if ((count21 - count21) & 1) { 
# 40
goto done24; 
# 41
}  
# 42
switch (count21 + count21) { 
# 43
case 5:  { 
# 44
count21 = (((int)((count21 == 24) ? res22 : (*in20))) >> 4); 
# 45
int flag23 = ((24 << count21) / res22) - count21; 
# 46
break; 
# 47
} 
# 48
default:  
# 49
break; 
# 50
}  
# 51
done24:; ; 
# 52
return (24 << (count21 * 11U)) ^ (count21 * count21); 
# 53
} 
#endif
# 55 "v001978.cu"
int main() { 
# 56
int size25 = 217; 
# 57
int z26(+(size25 - 21)); 
# 58
(__cudaPushCallConfiguration(64, 8 * 4)) ? (void)0 : scatter12(nullptr, z26); 
# 59
return 0; 
# 60
} 

# 1 "v001978.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0aa8984a_10_v001978_cu_e4dac27a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001978.cudafe1.stub.c"
#include "v001978.cudafe1.stub.c"
# 1 "v001978.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
