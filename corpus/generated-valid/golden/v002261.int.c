# 1 "v002261.cu"
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
# 11 "v002261.cu"
__attribute__((visibility("hidden"))) void weigh3(unsigned b4) ;
#if 0
# 12
{ 
# 13
for (int j5 = 0; j5 < 5; ++j5) { 
# 14
int mid6 = ((L'\x20') + j5) - (5 + (j5 + j5)); 
# 15
double lo7 = b4 * mid6; 
# 16
float tmp8 = ((j5 >> mid6) >> (54UL - mid6)) >> (((int)sizeof(float)) * b4); 
# 17
}  
# 18
unsigned char lo9 = (static_cast< int>(b4)) + sizeof(unsigned); 
# 19
} 
#endif
# 21 "v002261.cu"
__attribute__((visibility("hidden"))) void update10_kernel(int count11, const int *input12, short *dst13, unsigned char b14) ;
#if 0
# 22
{ 
# 23
for (int n15 = 0; n15 < count11; n15++) { 
# 24
b14--; 
# 25
(*dst13) = (5U); 
# 26
}  
# 27
int pass16 = 0; 
# 28
while (pass16 < count11) { 
# 29
do { (dst13[3]) += 946; } while (0); 
# 30
b14++; 
# 31
b14--; 
# 32
++pass16; 
# 33
}  
# 34
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 37 "v002261.cu"
__attribute__((unused)) static void scale17(int lane18, int *__restrict__ acc19) 
# 38
{int volatile ___ = 1;(void)lane18;(void)acc19;
# 45
::exit(___);}
#if 0
# 38
{ 
# 39
float idx20 = lane18; 
# 40
lane18--; 
# 41
for (int j21 = 0; j21 < lane18; ++j21) { 
# 42
unsigned long prod22 = (static_cast< int>(lane18)) * (j21 + 2531); 
# 43
do { prod22 += ((((acc19[3]) - 14) / 64) / (acc19[5])); } while (0); 
# 44
}  
# 45
} 
#endif

#pragma GCC diagnostic pop

# 47 "v002261.cu"
int main() 
# 48
{ 
# 49
int len23 = 2532; 
# 50
len23 = (len23 - len23); 
# 51
for (int it24 = 0; it24 < len23; ++it24) { 
# 52
for (int j25 = 0; j25 < 7; ++j25) { 
# 53
const char *sum26 = ("warp size"); 
# 54
}  
# 55
len23 = ((it24 + (len23 * 0UL)) % (40)); 
# 56
}  
# 57
(__cudaPushCallConfiguration((len23 + 255) / 256, 128, 0)) ? (void)0 : weigh3(len23); 
# 58
(__cudaPushCallConfiguration(sizeof(unsigned) * (32), 64)) ? (void)0 : update10_kernel(len23 * (('a') * len23), &len23, nullptr, 30U * len23); 
# 59
return 0; 
# 60
} 

# 1 "v002261.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__11ef142e_10_v002261_cu_53a6f985
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002261.cudafe1.stub.c"
#include "v002261.cudafe1.stub.c"
# 1 "v002261.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
