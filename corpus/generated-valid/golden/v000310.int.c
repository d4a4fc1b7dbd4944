# 1 "v000310.cu"
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
# 26 "v000310.cu"
__attribute__((unused)) signed char drift9(float *data10, float *dst11) 
# 27
{int volatile ___ = 1;(void)data10;(void)dst11;
# 37
::exit(___);}
#if 0
# 27
{ 
# 28
for (int j12 = 0; j12 < 5; ++j12) { 
# 29
for (int i13 = 4; i13 > 0; --i13) { 
# 30
(dst11[j12]) = (8 * j12); }  
# 31
}  
# 32
(dst11[0])--; 
# 33
int val14[7] = {}; 
# 34
++(*dst11); 
# 35
(dst11[0]) = ((((data10[7]) * (*data10)) > (dst11[0])) ? (23.125F) : (3.5F)); 
# 36
return 9L; 
# 37
} 
#endif
# 39 "v000310.cu"
__attribute__((visibility("hidden"))) void reduce15_kernel(const unsigned *__restrict__ src16, float *__restrict__ data17, int n18) ;
#if 0
# 40
{ 
# 41
--n18; 
# 42
n18 += (static_cast< int>(data17[3])); 
# 43
unsigned y19(data17[3]); 
# 44
} 
#endif
# 46 "v000310.cu"
double host_scatter20(int lane21) 
# 47
{ 
# 48
lane21 = (-lane21); 
# 49
dim3 k22 = dim3((lane21 + 31) / 32, (lane21 + 127) / 128, (1 + 1) * 16); 
# 50
int val23 = ((lane21 + ('#')) >= lane21) ? 58 + lane21 : lane21; 
# 51
double off24 = (float)((int)val23); 
# 52
val23 = 3761; 
# 53
return ((off24 > (4L)) ? lane21 : ((char)lane21)) - ((val23 - lane21) ? (float)val23 : (17L)); 
# 54
} 
# 56
int main() 
# 57
{ 
# 58
int count25 = 1681; 
# 59
host_scatter20(128); 
# 60
long r26 = count25; 
# 61
switch (count25) { 
# 62
case 1 + (1 + 2):  
# 63
count25 |= (r26 + sizeof(int)); 
# 64
break; 
# 65
case 12:  
# 66
r26 ^= (((30) * r26) + ((r26 == r26) ? r26 + (15) : ((53) + r26))); 
# 67
break; 
# 68
}  
# 69
(__cudaPushCallConfiguration(sizeof(float) * (8 + 8), sizeof(int) * (8 + 56), sizeof(int) * (64))) ? (void)0 : reduce15_kernel((const unsigned *)nullptr, nullptr, count25); 
# 70
return 0; 
# 71
} 

# 1 "v000310.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__47b06dd7_10_v000310_cu_c7117500
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000310.cudafe1.stub.c"
#include "v000310.cudafe1.stub.c"
# 1 "v000310.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
