# 1 "v000009.cu"
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
# 13 "v000009.cu"
int count5(int len6) 
# 14
{ 
# 15
len6++; 
# 16
do { len6 += len6; } while (0); 
# 17
float lim7 = (len6 - 24) ^ len6; 
# 18
len6 &= len6; 
# 19
++lim7; 
# 20
len6 = (((10 * len6) * 3185) | 8); 
# 21
if (len6 >= 55) { 
# 22
return len6 * lim7; 
# 23
}  
# 24
return (lim7 * lim7); 
# 25
} 
# 27
__attribute__((visibility("hidden"))) void weigh8_kernel(float *buf9, int *data10) ;
#if 0
# 28
{ 
# 29
int tid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
if (((buf9[tid11]) * (30)) >= tid11) { 
# 31
return; 
# 32
}  
# 33
(buf9[tid11]) *= (((42L + (data10[tid11 & 7])) ^ (14U)) - ((data10[__device_builtin_variable_warpSize]) + tid11)); 
# 34
} 
#endif
# 35 "v000009.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned char (*m_sift12)[8] = 0; 
# 37
__attribute__((visibility("hidden"))) void kick13(int *out14, const unsigned char *in15) ;
#if 0
# 38
{ 
# 39
int gid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 40
(*out14) += (((in15[(__device_builtin_variable_gridDim.z) & (7)]) + (903U - (in15[(__device_builtin_variable_threadIdx.x) & (7)]))) - ((56UL | gid16) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift12)))[(__device_builtin_variable_threadIdx.z) & (7)]))); 
# 41
--(*out14); 
# 42
__attribute__((unused)) static unsigned char sh_17[4 * 2]; 
# 43
__attribute__((unused)) static float sh_18[256]; 
# 44
} 
#endif
# 46 "v000009.cu"
__attribute__((visibility("hidden"))) void combine19(int *acc20, int *out21) ;
#if 0
# 47
{ 
# 48
int gid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
(*out21) &= (*out21); 
# 50
const float *base23 = reinterpret_cast< const float *>(acc20); 
# 51
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift12)))[gid22]) <= ((out21[4]) * (__device_builtin_variable_blockIdx.z))) { 
# 52
return; 
# 53
}  
# 54
auto z24 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift12)))[gid22 & 7]; 
# 55
} 
#endif
# 57 "v000009.cu"
extern "C" __attribute__((visibility("hidden"))) void lerp25_kernel(long *data26, double *acc27, int *dst28, const unsigned long *coef29) ;
#if 0
# 58
{ 
# 59
int tid30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 60
(acc27[2]) = ((((*data26) + (30)) | (11L * (data26[5]))) & (__device_builtin_variable_blockIdx.x)); 
# 61
auto lo31 = (unsigned)(acc27[1]); 
# 62
__attribute__((unused)) static int sh_32[8]; 
# 63
bool f33 = (true) + __device_builtin_variable_warpSize; 
# 64
} 
#endif
# 66 "v000009.cu"
int main() 
# 67
{ 
# 68
int n34 = 1567; 
# 69
(__cudaPushCallConfiguration(((dim3)(32)), 128, sizeof(int) * (32))) ? (void)0 : combine19((int *)nullptr, nullptr); 
# 70
(__cudaPushCallConfiguration(((dim3)((n34 + 31) / 32)), 512)) ? (void)0 : kick13((int *)nullptr, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift12)))); 
# 71
(__cudaPushCallConfiguration((n34 + 127) / 128, dim3((n34 + 255) / 256, (n34 + 63) / 64, 256))) ? (void)0 : lerp25_kernel(nullptr, nullptr, nullptr, nullptr); 
# 72
(__cudaPushCallConfiguration(dim3(4, 2), 256 * 2, sizeof(int) * (128))) ? (void)0 : weigh8_kernel(nullptr, nullptr); 
# 73
do { ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift12)))[n34]) += ((n34 - 40) * (((float)((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift12)))[n34])) * (44 % n34))); } while (0); 
# 74
return 0; 
# 75
} 

# 1 "v000009.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__814c7943_10_v000009_cu_63dbfb1f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000009.cudafe1.stub.c"
#include "v000009.cudafe1.stub.c"
# 1 "v000009.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
