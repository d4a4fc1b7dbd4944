# 1 "i000035.cu"
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
# 10 "i000035.cu"
namespace util5 { 
# 11
__attribute__((visibility("hidden"))) void reduce6(unsigned long long *acc7, float *out8, unsigned char *out9) ;
#if 0
# 11
{ 
# 12
int gid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
++(*out9); 
# 14
--(*out9); 
# 15
switch (gid10) { 
# 16
case 6:  { 
# 17
float idx11 = ~(static_cast< short>(out8[gid10 & 7])); 
# 18
break; 
# 19
} 
# 20
case 2:  { 
# 21
bool diff12 = (0); 
# 22
break; 
# 23
} 
# 24
default:  
# 25
break; 
# 26
}  
# 27
} 
#endif
# 29 "i000035.cu"
__attribute__((visibility("hidden"))) void grow13(const int *coef14) ;
#if 0
# 29
{ 
# 30
static int local_mem27; 
# 31
int idx15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
switch ((coef14 == (nullptr)) ? 5 : idx15) { 
# 33
case 0:  { 
# 34
__attribute__((unused)) static int sh_16[128]; 
# 35
break; 
# 36
} 
# 37
case 7:  { 
# 38
double tmp17 = (static_cast< int>(('A') * idx15)) + (5.625); 
# 39
__attribute__((unused)) static short sh_18[9][13]; 
# 40
break; 
# 41
} 
# 42
case 9:  
# 43
break; 
# 44
case 5:  
# 45
break; 
# 46
}  
# 47
} 
#endif
# 48 "i000035.cu"
}
# 51
__attribute__((visibility("hidden"))) void drift19_kernel(int n20, unsigned *dst21) ;
#if 0
# 51
{ 
# 52
int gid22 = __device_builtin_variable_threadIdx.x; 
# 53
float k23 = (sizeof(float)); 
# 54
--k23; 
# 55
float x24 = n20; 
# 56
switch (n20) { 
# 57
case 2:  
# 58
break; 
# 59
case 3:  { 
# 60
__attribute__((unused)) static char sh_25[128]; 
# 61
break; 
# 62
} 
# 63
}  
# 64
--n20; 
# 65
} 
#endif
# 67 "i000035.cu"
int main() { 
# 68
int count26 = 2248; 
# 69
count26 = ((count26 += count26), count26); 
# 70
(__cudaPushCallConfiguration((count26 + 63) / 64, 1 << 7, 0)) ? (void)0 : drift19_kernel(count26, nullptr); 
# 71
(__cudaPushCallConfiguration((count26 + 63) / 64, 1 << 6, 4096)) ? (void)0 : util5::reduce6(static_cast< unsigned long long *>(nullptr), nullptr, (unsigned char *)nullptr); 
# 72
(__cudaPushCallConfiguration(64, 32, sizeof(float) * (32))) ? (void)0 : util5::grow13(&count26); 
# 73
return 0; 
# 74
} 

# 1 "i000035.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5a9f664e_10_i000035_cu_b3bb1033
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000035.cudafe1.stub.c"
#include "i000035.cudafe1.stub.c"
# 1 "i000035.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
