# 1 "v000572.cu"
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
# 16 "v000572.cu"
__attribute__((visibility("hidden"))) void march7(double *out8) ;
#if 0
# 16
{ 
# 17
__attribute__((unused)) extern int dyn_9[]; 
# 18
int idx10 = __device_builtin_variable_threadIdx.x; 
# 19
(out8[1]) = ((dyn_9[6]) & idx10); 
# 20
switch (idx10 - idx10) { 
# 21
case 5:  
# 22
break; 
# 23
case 3 + 1:  
# 24
case 10:  { 
# 25
__attribute__((unused)) static int sh_11[4][8]; 
# 26
short base12(__device_builtin_variable_threadIdx.y); 
# 27
[[fallthrough]] ; 
# 28
} 
# 29
case 1 << 3:  
# 30
break; 
# 31
}  
# 32
} 
#endif
# 34 "v000572.cu"
static void pack13_kernel(int stride14, const int *coef15) ;
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern size_t dyn_16[]; 
# 36
unsigned gid17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
{ 
# 38
do { stride14 += (((coef15[6]) > 63U) ? coef15[6] : 63U); } while (0); 
# 39
int flag18{1}; 
# 40
} 
# 41
(dyn_16[stride14 & 7]) = gid17; 
# 42
(dyn_16[2]) = (dyn_16[1]); 
# 43
do { stride14 += (((((coef15[6]) + (dyn_16[gid17])) - (3)) > (gid17 / gid17)) ? coef15[stride14] : 32); } while (0); 
# 44
} 
#endif
# 46 "v000572.cu"
int main() { 
# 47
int n19 = 3150; 
# 48
auto lam21 = [](double k20) { 
# 49
k20--; 
# 50
k20 = k20; 
# 51
} ; typedef decltype(lam21) __T0;
# 52
lam21(n19); 
# 53
int pass22 = 0; 
# 54
while (pass22 < n19) { 
# 55
switch (pass22 + n19) { 
# 56
case 3:  
# 57
break; 
# 58
case 6:  
# 59
break; 
# 60
case 10:  { 
# 61
n19 += 20; 
# 62
int s23((size_t)((int)n19)); 
# 63
[[fallthrough]] ; 
# 64
} 
# 65
case 4 + 3:  
# 66
break; 
# 67
}  
# 68
++pass22; 
# 69
}  
# 70
(__cudaPushCallConfiguration(dim3((pass22 + 63) / 64, 1 << 7, 1 << 9), ((dim3)((n19 + 63) / 64)), 0)) ? (void)0 : march7((double *)nullptr); 
# 71
(__cudaPushCallConfiguration(dim3(1 << 8, (pass22 + 31) / 32, 4 + 4), dim3((pass22 + 255) / 256, (pass22 + 31) / 32, (pass22 + 127) / 128), sizeof(float) * (32))) ? (void)0 : pack13_kernel(46, &pass22); 
# 72
return 0; 
# 73
} 

# 1 "v000572.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b4a0b3e1_10_v000572_cu_a259b057
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000572.cudafe1.stub.c"
#include "v000572.cudafe1.stub.c"
# 1 "v000572.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
