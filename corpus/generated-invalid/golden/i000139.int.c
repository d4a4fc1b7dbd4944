# 1 "i000139.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 7 "i000139.cu"
__attribute__((unused)) static short shade3(double b4, int lane5) {int volatile ___ = 1;(void)b4;(void)lane5;
# 24
::exit(___);}
#if 0
# 7
{ 
# 8
switch ((int)b4) { 
# 9
case 1:  
# 10
static_assert((sizeof(int) == (4)), "bad config");
# 11
if (b4 >= (22)) { 
# 12
return 44; 
# 13
}  
# 14
break; 
# 15
case 12:  
# 16
lane5 = 61; 
# 17
b4 = (60U); 
# 18
break; 
# 19
case 0:  
# 20
break; 
# 21
}  
# 22
b4 /= (static_cast< double>((b4 - (12.75)) - (23.5))); 
# 23
return (static_cast< long long>((double)(6.875))) * lane5; 
# 24
} 
#endif

#pragma GCC diagnostic pop

# 25 "i000139.cu"
__attribute__((visibility("hidden"))) void rank6_kernel(unsigned *out7, double b8) ;
#if 0
# 25
{ 
# 26
int v9 = (out7[1]) >> (static_cast< unsigned>(shade3(*out7, 2727))); 
# 27
if ((*out7) != v9) { 
# 28
return; 
# 29
}  
# 30
} 
#endif
# 31 "i000139.cu"
int main() { 
# 32
int count10 = 2018; 
# 33
int big12 = (100000 * 100000); 
# 34
count10 <<= (((1 ^ count10) >> count10) + 4); 
# 35
count10 <<= (count10 ^ count10); 
# 36
dim3 stride11(1, 1 << 6, (count10 + 31) / 32); 
# 37
(__cudaPushCallConfiguration((count10 + 63) / 64, stride11, 1024)) ? (void)0 : rank6_kernel(nullptr, (5.5)); 
# 38
return 0; 
# 39
} 

# 1 "i000139.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__db150a53_10_i000139_cu_85e080f4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000139.cudafe1.stub.c"
#include "i000139.cudafe1.stub.c"
# 1 "i000139.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
