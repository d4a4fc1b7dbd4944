# 1 "i000323.cu"
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
# 10 "i000323.cu"
__attribute__((visibility("hidden"))) void sweep5_kernel(float *buf6, int *out7, int stride8, long *acc9) ;
#if 0
# 11
{ 
# 12
unsigned idx10 = __device_builtin_variable_threadIdx.x; 
# 13
if ((stride8 != 38) || ((buf6[idx10]) > (*acc9))) { 
# 14
goto skip11; 
# 15
}  
# 16
if (idx10 >= stride8) { 
# 17
return; 
# 18
}  
# 19
(buf6[__device_builtin_variable_gridDim.x]) += (*buf6); 
# 20
(acc9[6]) = idx10; 
# 21
skip11:; ; 
# 22
} 
#endif
# 23 "i000323.cu"
static float c_count12[4]; 
# 25
int check_tally13(int lane14) 
# 26
{ 
# 27
lane14 = (lane14 * 5); 
# 28
(__cudaPushCallConfiguration(sizeof(int) * (32), 128)) ? (void)0 : sweep5_kernel(static_cast< float *>(nullptr), &lane14, static_cast< unsigned>(sizeof(int)), nullptr); 
# 29
lane14 -= (-14); 
# 30
unsigned acc15 = lane14; 
# 31
float res16(((15.375F)) - ((double)lane14)); 
# 32
if ((-res16) < res16) { 
# 33
goto finish17; 
# 34
}  
# 35
(__cudaPushCallConfiguration((acc15 + (255)) / (256), 128)) ? (void)0 : sweep5_kernel(&res16, &lane14, (res16 * res16) - (acc15 / lane14), nullptr); 
# 36
finish17:; ; 
# 37
return 4198; 
# 38
} 
# 39
__attribute__((visibility("hidden"))) void gc_kernel22(int x, int *p) ;
#if 0
# 40
{ 
# 41
(p[0]) = x; 
# 42
} 
#endif
# 44 "i000323.cu"
int main() 
# 45
{ 
# 46
int len18 = 291; 
# 47
const char *hi19 = ("a \"quoted\" )word"); 
# 48
len18 = (+((hi19[0]) + (2233UL + len18))); 
# 49
const int *t20 = &len18; 
# 50
int prod21 = (((len18 += 31), ((unsigned)(t20[6])))); 
# 51
prod21 = ((char)(sizeof(int) - len18)); 
# 52
return 0; 
# 53
} 

# 1 "i000323.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c400628c_10_i000323_cu_7d599de4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000323.cudafe1.stub.c"
#include "i000323.cudafe1.stub.c"
# 1 "i000323.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
