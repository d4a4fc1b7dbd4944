# 1 "v000301.cu"
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
# 15 "v000301.cu"
static void warp5(short *__restrict__ buf6) ;
#if 0
# 15
{ 
# 16
unsigned gid7 = __device_builtin_variable_threadIdx.x; 
# 17
(*buf6) *= (__device_builtin_variable_threadIdx.y); 
# 18
switch (buf6[7]) { 
# 19
case 6:  
# 20
for (int j8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j8 < 9; j8 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 21
if (!buf6) { 
# 22
break; 
# 23
}  
# 24
(*buf6) = ((33) + (gid7 + (38))); 
# 25
}  
# 26
(*buf6) *= ((gid7 + (__device_builtin_variable_threadIdx.x)) & (15)); 
# 27
break; 
# 28
case 7:  
# 29
break; 
# 30
}  
# 31
} 
#endif
# 33 "v000301.cu"
static void trace9_kernel(const int *src10, int *data11, int *buf12) ;
#if 0
# 33
{ 
# 34
unsigned idx13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
unsigned res14 = ((src10[idx13]) / 32U) + (*buf12); 
# 36
const int *k15 = src10; 
# 37
res14 = ((13) * idx13); 
# 38
res14 += (+(+(*src10))); 
# 39
const int k16 = (int)(+((*buf12) * 13)); 
# 40
} 
#endif
# 41 "v000301.cu"
typedef unsigned char idx17_t; 
# 43
__attribute__((visibility("hidden"))) void trace18_kernel(int n19, bool a20) ;
#if 0
# 43
{ 
# 44
const unsigned long long off21 = (((int)a20) - n19) - ((n19 & 15) | (n19 + __device_builtin_variable_warpSize)); 
# 45
n19 = a20; 
# 46
double y22 = off21; 
# 47
long long prod23 = n19; 
# 48
unsigned res24{(32)}; 
# 49
} 
#endif
# 51 "v000301.cu"
__attribute__((visibility("hidden"))) void drift25(const float *__restrict__ src26, int *__restrict__ buf27, const short *src28, int lane29) ;
#if 0
# 51
{ 
# 52
int idx30 = __device_builtin_variable_threadIdx.x; 
# 53
for (int i31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i31 < 14; i31 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 54
if ((lane29 ^ (63U - (__device_builtin_variable_gridDim.z))) < (__device_builtin_variable_blockIdx.z)) { 
# 55
if ((((*buf27) > 27UL) ? *buf27 : 27UL) != (36U)) { 
# 56
lane29 &= 11L; 
# 57
}  
# 58
}  
# 59
if (!((src28[idx30 & 7]) > ((buf27[lane29]) + (*src28)))) { 
# 60
float e32 = ((src28[2]) * ((*src28) * (src26[6]))) + ((((buf27[1]) - lane29) > 62L) ? (buf27[1]) - lane29 : 62L); 
# 61
}  
# 62
}  
# 63
(buf27[5]) += (buf27[3]); 
# 64
} 
#endif
# 66 "v000301.cu"
int main() { 
# 67
int count33 = 1319; 
# 68
(__cudaPushCallConfiguration(256 * 2, 64, 0, nullptr)) ? (void)0 : trace18_kernel(4966, 1); 
# 69
float off34{(20U)}; 
# 70
(__cudaPushCallConfiguration((count33 + 31) / 32, 128, 0, nullptr)) ? (void)0 : warp5((short *)nullptr); 
# 71
(__cudaPushCallConfiguration((count33 + 63) / 64, 13 + (13 + 38))) ? (void)0 : trace9_kernel((const int *)nullptr, (int *)nullptr, (int *)nullptr); 
# 72
(__cudaPushCallConfiguration(13 + (13 + 38), 32)) ? (void)0 : drift25((const float *)nullptr, nullptr, nullptr, ((sizeof(int)) + off34) + off34); 
# 73
return 0; 
# 74
} 

# 1 "v000301.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c26c2302_10_v000301_cu_b58b222d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000301.cudafe1.stub.c"
#include "v000301.cudafe1.stub.c"
# 1 "v000301.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
