# 1 "v002091.cu"
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
# 5 "v002091.cu"
float kick1(float *out2) 
# 6
{ 
# 7
{ 
# 8
auto prod3 = ((8) - ((out2[5]) / (out2[6]))) - ((*out2) * (out2[0])); 
# 9
switch (static_cast< int>(prod3)) { 
# 10
case 8:  { 
# 11
switch ((prod3 < (30)) ? 40 : 28) { 
# 12
case 6:  
# 13
prod3 /= ((out2[4]) - (-(static_cast< long long>(prod3)))); 
# 14
break; 
# 15
case 0:  
# 16
break; 
# 17
}  
# 18
int h4[2] = {}; 
# 19
break; 
# 20
} 
# 21
case 2:  
# 22
--(*out2); 
# 23
break; 
# 24
}  
# 25
} 
# 26
return out2[4]; 
# 27
} 
# 29
inline unsigned combine5(int len6 = 42) 
# 30
{ 
# 31
{ 
# 32
if (50 < (+len6)) { 
# 33
return len6 * (13UL - len6); 
# 34
}  
# 35
if (len6 == len6) { 
# 36
return static_cast< long>(len6); 
# 37
}  
# 38
} 
# 39
float acc7[3]{(-436), (-(22.5F)), (3.0F)}; 
# 40
int q8(2519); 
# 41
return 58L; 
# 42
} 
# 43
__attribute__((unused)) double norm9(int stride10) 
# 44
{int volatile ___ = 1;(void)stride10;
# 48
::exit(___);}
#if 0
# 44
{ 
# 45
int m11 = +(stride10 | (24ULL * (__device_builtin_variable_blockDim.z))); 
# 46
__attribute__((unused)) static float sh_12[2 * 4]; 
# 47
return ((((sh_12[7]) + stride10) >= m11) ? stride10 * stride10 : ((sh_12[7]) - (4.125))) / (((m11 >= 9) ? __device_builtin_variable_blockIdx.z : (__device_builtin_variable_gridDim.z)) * (sh_12[7])); 
# 48
} 
#endif
# 50 "v002091.cu"
__attribute__((visibility("hidden"))) void decay13_kernel(int count14, int lane15, long long a16, long long beta17) ;
#if 0
# 51
{ 
# 52
__attribute__((unused)) extern int dyn_18[]; 
# 53
int gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
if (gid19 >= count14) { 
# 55
return; 
# 56
}  
# 57
(dyn_18[__device_builtin_variable_threadIdx.y])--; 
# 58
for (int n20 = 0; n20 < lane15; ++n20) { 
# 59
auto h21 = +(((12U) % a16) >> ((__device_builtin_variable_threadIdx.x) - sizeof(double))); 
# 60
}  
# 61
int t22 = __device_builtin_variable_blockIdx.x; 
# 62
} 
#endif
# 63 "v002091.cu"
int main() 
# 64
{ 
# 65
int len23 = 3259; 
# 66
const unsigned char off24 = 51 - len23; 
# 67
len23 <<= off24; 
# 68
float *val25 = (static_cast< float *>(nullptr)); 
# 69
unsigned q26 = (static_cast< float>(off24 + len23)) - (62L | ((short)len23)); 
# 70
int r27 = (!val25) ? (7) - (*val25) : (47U % q26); 
# 71
(__cudaPushCallConfiguration((r27 + 63) / 64, 128)) ? (void)0 : decay13_kernel(r27, len23 + (off24 >> len23), 6, 14); 
# 72
return 0; 
# 73
} 

# 1 "v002091.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__de7722f4_10_v002091_cu_2ef80ece
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002091.cudafe1.stub.c"
#include "v002091.cudafe1.stub.c"
# 1 "v002091.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
