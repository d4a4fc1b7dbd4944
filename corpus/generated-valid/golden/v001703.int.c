# 1 "v001703.cu"
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
# 21 "v001703.cu"
__attribute__((visibility("hidden"))) void map_merge7(int *data, int n) ;
#if 0
# 21
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((int)1)); }  } 
#endif
# 23 "v001703.cu"
namespace _GLOBAL__N__5583a22b_10_v001703_cu_60ed4e1e __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__5583a22b_10_v001703_cu_60ed4e1e; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__5583a22b_10_v001703_cu_60ed4e1e __attribute__((visibility("hidden")))  { 
# 24
void sift8(short *__restrict__ data9, int *buf10, int *__restrict__ data11) ;
#if 0
# 25
{ 
# 26
__attribute__((unused)) extern int dyn_12[]; 
# 27
int idx13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
if ((buf10[__device_builtin_variable_threadIdx.x]) + (*data11)) { 
# 29
goto finish18; 
# 30
}  
# 31
switch ((data9[idx13 & 7]) + (data11[7])) { 
# 32
case 11:  { 
# 33
unsigned char lim14{static_cast< unsigned char>(((15 >> (data9[1])) % 20) | (dyn_12[1]))}; 
# 34
int v15[8] = {(-56), static_cast< int>(*buf10), static_cast< int>(1144U * (*data9))}; 
# 35
break; 
# 36
} 
# 37
}  
# 38
if (long long f16 = (int)(((data9[4]) + (1 << 6)) * ((data9[__device_builtin_variable_gridDim.x]) << (dyn_12[6]))); (dyn_12[3]) == (*data11)) { 
# 39
int hi17[6] = {(19UL), idx13, (15UL), (15UL), idx13}; 
# 40
(data9[idx13]) *= ((25) + (__device_builtin_variable_blockIdx.x)); 
# 41
}  
# 42
finish18:; ; 
# 43
} 
#endif
# 44 "v001703.cu"
}
# 46
__attribute__((visibility("hidden"))) void pack19(int n20) ;
#if 0
# 47
{ 
# 48
int tid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
if (unsigned r22 = __device_builtin_variable_blockDim.x; r22 <= (__device_builtin_variable_threadIdx.z)) { 
# 50
r22 = (((r22 & (15)) << (52 & tid21)) + ((tid21 + 46L) / (2))); }  
# 51
n20 -= n20; 
# 52
int w23 = ((n20 - tid21) + tid21) | (((short)735U) - n20); 
# 53
unsigned *h24 = (nullptr); 
# 54
++n20; 
# 55
} 
#endif
# 57 "v001703.cu"
int main() 
# 58
{ 
# 59
int count25 = 170; 
# 60
float x26 = (-64); 
# 61
if (auto lim27 = (x26 * count25) <= (64); !lim27) { 
# 62
(__cudaPushCallConfiguration(1 << 1, 8 + 56, sizeof(double) * (256), 0)) ? (void)0 : pack19(sizeof(int)); 
# 63
(__cudaPushCallConfiguration(1, 1 << 8)) ? (void)0 : map_merge7(nullptr, count25); 
# 64
count25 = (4926U * count25); 
# 65
}  
# 66
++count25; 
# 67
(__cudaPushCallConfiguration(16, 32)) ? (void)0 : sift8(nullptr, nullptr, (int *)nullptr); 
# 68
return 0; 
# 69
} 

# 1 "v001703.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5583a22b_10_v001703_cu_60ed4e1e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001703.cudafe1.stub.c"
#include "v001703.cudafe1.stub.c"
# 1 "v001703.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
