# 1 "v002062.cu"
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
# 5 "v002062.cu"
__attribute__((visibility("hidden"))) void filter1_kernel(float beta2) ;
#if 0
# 6
{ 
# 7
if ((beta2 * ((8) + beta2)) == (20LL)) { 
# 8
__attribute__((unused)) static double sh_3[128]; 
# 9
if (((41) - (sh_3[__device_builtin_variable_threadIdx.x])) > ((__device_builtin_variable_gridDim.y) ^ (28))) { 
# 10
beta2++; 
# 11
bool mid4 = (__device_builtin_variable_threadIdx.y) < (sh_3[__device_builtin_variable_gridDim.x]); 
# 12
beta2 = (((float)(__device_builtin_variable_blockDim.z)) + beta2); 
# 13
} else { 
# 14
}  
# 15
}  
# 16
} 
#endif
# 18 "v002062.cu"
int fuse5(float a6, float *buf7) 
# 19
{ 
# 20
(buf7[2]) = (3); 
# 21
a6 = (19.75F); 
# 22
(a6--), (a6 = ((int)14)); 
# 23
if ((unsigned)a6) { 
# 24
int k8 = a6; 
# 25
} else { if (a6 == a6) { 
# 26
(buf7[2])--; }  }  
# 27
a6 = (((buf7[5]) += (36ULL)), a6); 
# 28
return (30) - a6; 
# 29
} 
# 32
unsigned long update9(bool a10, double *data11) 
# 33
{ 
# 34
long u12((a10 % (20 | a10)) + (a10 + 26)); 
# 35
if ((51 - a10) > (u12 | 15UL)) { 
# 36
long cnt13 = (-36); 
# 37
if (((unsigned)cnt13) < a10) { 
# 38
return (fuse5(cnt13, (float *)nullptr)) + cnt13; }  
# 39
}  
# 40
a10 = ((a10 - u12) >= (26 - a10)); 
# 41
a10 = (((true) + (data11[3])) / (6)); 
# 42
fuse5(fuse5(a10 - (0.125F), nullptr), (float *)nullptr); 
# 43
return *data11; 
# 44
} 
# 46
int weigh14(unsigned short cfg15 = 24) 
# 47
{ 
# 48
unsigned long val16{3UL}; 
# 49
float x17 = ((val16 + sizeof(double)) + (cfg15 * val16)) ^ update9(cfg15 - cfg15, nullptr); 
# 50
return fuse5(update9(((val16 += x17), val16), nullptr), (float *)nullptr); 
# 51
} 
# 53
int main() 
# 54
{ 
# 55
int len18 = 1004; 
# 56
switch (-len18) { 
# 57
case 7:  
# 58
break; 
# 59
}  
# 60
len18 = weigh14(len18); 
# 61
len18++; 
# 62
if (((int)fuse5(len18, nullptr)) == 26U) { 
# 63
--len18; 
# 64
len18 = 8; 
# 65
} else { 
# 66
}  
# 67
(__cudaPushCallConfiguration((len18 + 255) / 256, 256)) ? (void)0 : filter1_kernel(weigh14(33 % len18)); 
# 68
return 0; 
# 69
} 

# 1 "v002062.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4e921acb_10_v002062_cu_e7d436c2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002062.cudafe1.stub.c"
#include "v002062.cudafe1.stub.c"
# 1 "v002062.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
