# 1 "v002139.cu"
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
# 19 "v002139.cu"
__attribute__((visibility("hidden"))) void reduce7_kernel(int stride8, const unsigned *input9, short *acc10, signed char b11) ;
#if 0
# 19
{ 
# 20
int gid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
if (gid12 >= stride8) { 
# 22
return; }  
# 23
if (float y13 = gid12; ((gid12 + 11L) + b11) > (__device_builtin_variable_gridDim.y)) { 
# 24
if (!((__device_builtin_variable_threadIdx.x) > (__device_builtin_variable_threadIdx.x))) { 
# 25
++b11; 
# 26
(acc10[__device_builtin_variable_threadIdx.y])++; 
# 27
int *lo14 = reinterpret_cast< int *>(acc10); 
# 28
}  
# 29
}  
# 30
} 
#endif
# 32 "v002139.cu"
int filter15(float cfg16 = -46) { 
# 33
size_t v17 = (24); 
# 34
auto fn20 = [](int cnt18, int x19)->int { 
# 35
static_assert((sizeof(int) == (4)));
# 36
(__cudaPushCallConfiguration((x19 + 63) / 64, 24 + (24 + (24 + 440)), 0)) ? (void)0 : reduce7_kernel(sizeof(short), (const unsigned *)nullptr, nullptr, +(cnt18 & 15)); 
# 37
return 4582; 
# 38
} ; typedef decltype(fn20) __T0;
# 39
fn20(cfg16, v17); 
# 40
if (v17 > (30)) { 
# 41
return 14 & fn20(v17, 24); }  
# 42
cfg16 /= (fn20(v17, cfg16)); 
# 43
cfg16 = v17; 
# 44
float flag21 = (45L); 
# 45
return flag21; 
# 46
} 
# 47
enum class State22 { Slow23 = 3, Green24, High25, Red26}; 
# 48
typedef int idx27_t; 
# 50
__attribute__((visibility("hidden"))) void weigh28(int *buf29, const int *in30) ;
#if 0
# 50
{ 
# 51
int tid31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
__attribute__((unused)) static size_t sh_32[16]; 
# 53
(sh_32[tid31]) %= (64 % (*buf29)); 
# 54
} 
#endif
# 56 "v002139.cu"
int fuse33(const float *src34, int len35, bool p36) { 
# 57
const float *hi37 = src34; 
# 58
switch (len35) { 
# 59
case 11:  
# 60
len35 *= 60; 
# 61
if ((31) != (*hi37)) { 
# 62
len35++; 
# 63
if ((*src34) == (*hi37)) { 
# 64
return *src34; }  
# 65
}  
# 66
break; 
# 67
case sizeof(float):  
# 68
break; 
# 69
case 3:  
# 70
break; 
# 71
case 2 * 4:  
# 72
break; 
# 73
}  
# 74
return p36 + p36; 
# 75
} 
# 77
int main() { 
# 78
int len38 = 3472; 
# 79
len38 &= 14UL; 
# 80
len38 = (len38 - 11); 
# 81
len38 &= ((len38 | filter15()) - ((len38 ^ 1636) % (24 - len38))); 
# 82
++len38; 
# 83
--len38; 
# 84
(__cudaPushCallConfiguration(4 * 16, 128, 0)) ? (void)0 : weigh28(nullptr, (const int *)nullptr); 
# 85
return 0; 
# 86
} 

# 1 "v002139.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9a2fc11f_10_v002139_cu_e7b5cd72
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002139.cudafe1.stub.c"
#include "v002139.cudafe1.stub.c"
# 1 "v002139.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
