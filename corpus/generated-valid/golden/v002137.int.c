# 1 "v002137.cu"
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
# 5 "v002137.cu"
static void spread1_kernel(const unsigned *coef2, int len3) ;
#if 0
# 6
{ 
# 7
len3 |= 74; 
# 8
if (len3) { 
# 9
{ 
# 10
if (len3 >= len3) { 
# 11
return; 
# 12
}  
# 13
float s4 = len3; 
# 14
} 
# 15
}  
# 16
short lo5 = len3; 
# 17
len3 = ((__device_builtin_variable_blockDim.y) / ((-len3) / 37)); 
# 18
} 
#endif
# 20 "v002137.cu"
unsigned check_tile6(int lane7, float cfg8) 
# 21
{ 
# 22
int f9 = (-cfg8) + ((44) - cfg8); 
# 23
lane7 += 400LL; 
# 24
unsigned acc10{(989)}; 
# 25
if ((static_cast< int>(cfg8 + f9)) != (acc10 + (4))) { 
# 26
(__cudaPushCallConfiguration(2, 1 << 8)) ? (void)0 : spread1_kernel(&acc10, 38U * (acc10 + lane7)); 
# 27
}  
# 28
++acc10; 
# 29
return acc10; 
# 30
} 
# 31
static float d_spread11[32]; 
# 33
extern "C" __attribute__((visibility("hidden"))) void march12(unsigned char *dst13) ;
#if 0
# 34
{ 
# 35
int idx14 = __device_builtin_variable_threadIdx.x; 
# 36
if (((__device_builtin_variable_threadIdx.y) >> 5) >= ((d_spread11[idx14]) + (*dst13))) { 
# 37
if (((+idx14) >= (d_spread11[__device_builtin_variable_blockDim.y])) && (idx14 < idx14)) { 
# 38
int stride15 = d_spread11[idx14]; 
# 39
}  
# 40
(*dst13)--; 
# 41
}  
# 42
(dst13[5])++; 
# 43
(d_spread11[9]) -= (static_cast< long>((780L >> (__device_builtin_variable_blockIdx.x)) << (3193 + (dst13[idx14])))); 
# 44
if ((static_cast< float>(*dst13)) != (dst13[__device_builtin_variable_blockIdx.z])) { 
# 45
return; 
# 46
}  
# 47
} 
#endif
# 49 "v002137.cu"
void combine16(bool cfg17, bool a18) 
# 50
{ 
# 51
(__cudaPushCallConfiguration(16, 512, 0)) ? (void)0 : march12(nullptr); 
# 52
} 
# 54
int main() 
# 55
{ 
# 56
int count19 = 1648; 
# 57
count19 -= (check_tile6(count19, 9 >> count19) + count19); 
# 58
const char *t20 = ("\"q\""); 
# 59
float idx21 = check_tile6(count19, (4 * count19) - count19); 
# 60
(__cudaPushCallConfiguration(2 * 2, 32, 1024)) ? (void)0 : march12(static_cast< unsigned char *>(nullptr)); 
# 61
idx21 = (t20[1]); 
# 62
bool s22 = (static_cast< double>(count19 * 5U)) >= (15U); 
# 63
return 0; 
# 64
} 

# 1 "v002137.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7af0b62c_10_v002137_cu_b9fffe58
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002137.cudafe1.stub.c"
#include "v002137.cudafe1.stub.c"
# 1 "v002137.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
