# 1 "v001378.cu"
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
# 20 "v001378.cu"
__attribute__((unused)) void relax10(double a11, int count12) {int volatile ___ = 1;(void)a11;(void)count12;
# 27
::exit(___);}
#if 0
# 20
{ 
# 21
a11 /= count12; 
# 22
a11 /= (35U - ((count12 & 15) + (1 >> count12))); 
# 23
float tmp13[3] = {}; 
# 24
int m14 = (sizeof(int)); 
# 25
signed char off15 = ((float)36); 
# 26
int sum16 = ((m14 + 2) * (count12 - 41U)) & (15); 
# 27
} 
#endif
# 29 "v001378.cu"
__attribute__((visibility("hidden"))) void bump17(int *data18) ;
#if 0
# 29
{ 
# 30
__attribute__((unused)) extern float dyn_19[]; 
# 31
if ((51) == (dyn_19[6])) { 
# 32
goto finish21; 
# 33
}  
# 34
(*data18) &= 963L; 
# 35
if (const float sum20 = (dyn_19[3]) * ((data18[4]) + (data18[3])); ((((dyn_19[4]) >= sum20) ? 8 : (*data18)) * ((dyn_19[5]) - (0))) > (dyn_19[5])) { 
# 36
(data18[0]) &= (56 * (*data18)); 
# 37
(data18[2]) %= ((39 < ((data18[0]) & 15)) ? *data18 : (((data18[3]) > 18) ? (data18[7]) * 32L : ((*data18) - 13))); 
# 38
}  
# 39
(*data18) = (((data18[6]) + (data18[0])) * 3); 
# 40
finish21:; ; 
# 41
} 
#endif
# 42 "v001378.cu"
int main() { 
# 43
int size22 = 1607; 
# 44
if ((size22 - 19) > 54) { 
# 45
return size22; 
# 46
}  
# 47
++size22; 
# 48
(__cudaPushCallConfiguration(13 + (8 + (8 + (8 + 27))), ((dim3)(1 << 4)), 0)) ? (void)0 : bump17(nullptr); 
# 49
return 0; 
# 50
} 

# 1 "v001378.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ab33bb2c_10_v001378_cu_7c450614
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001378.cudafe1.stub.c"
#include "v001378.cudafe1.stub.c"
# 1 "v001378.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
