# 1 "v000251.cu"
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
# 14 "v000251.cu"
int bias6(long *buf7, int *dst8) 
# 15
{ 
# 16
(buf7[3]) = (*buf7); 
# 17
if (((*dst8) == (*buf7)) && ((buf7[4]) >= (*dst8))) { 
# 18
return (dst8[2]) + (dst8[6]); 
# 19
}  
# 20
(dst8[7]) = ((buf7[3]) / (((56) - (buf7[4])) / (8))); 
# 21
for (int i9 = 0; i9 < 6; i9++) { 
# 22
const int *h10 = dst8; 
# 23
unsigned *y11 = reinterpret_cast< unsigned *>(dst8); 
# 24
}  
# 25
(dst8[6]) = (((dst8[5]) * (((dst8[7]) == (dst8[6])) ? 5 : (*buf7))) / 2403UL); 
# 26
return ((53) + (buf7[5])) + (*dst8); 
# 27
} 
# 29
class Node12 { 
# 30
unsigned long long y13; 
# 32
public: Node12(unsigned long long b14) : y13(b14) { } 
# 33
unsigned long long mix15(short q16) const 
# 34
{ 
# 35
double *x17 = (nullptr); 
# 36
int val18 = +(static_cast< int>((q16 < (y13)) ? q16 : 20U)); 
# 37
return val18 + (y13); 
# 38
} 
# 39
unsigned long long apply19() const 
# 40
{ 
# 41
return y13; 
# 42
} 
# 43
}; 
# 45
__attribute__((visibility("hidden"))) void kick20(unsigned beta21, int *data22, float *out23) ;
#if 0
# 46
{ 
# 47
__attribute__((unused)) extern unsigned dyn_24[]; 
# 48
int gid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
float t26(static_cast< int>((((dyn_24[6]) == (dyn_24[1])) ? data22[6] : (data22[__device_builtin_variable_threadIdx.x])) + (static_cast< float>(12)))); 
# 50
unsigned short hi27 = t26; 
# 51
if ((dyn_24[0]) < (64)) { 
# 52
return; 
# 53
}  
# 54
} 
#endif
# 56 "v000251.cu"
void host_fold28(int count29, int n30) 
# 57
{ 
# 58
(__cudaPushCallConfiguration(dim3(sizeof(float) * (12 + 4), 512), 256 * 2)) ? (void)0 : kick20((n30) ? count29 : 2190UL, &count29, static_cast< float *>(nullptr)); 
# 59
n30 |= 31; 
# 60
switch (n30 - count29) { 
# 61
case 2:  
# 62
break; 
# 63
default:  
# 64
count29 = n30; 
# 65
break; 
# 66
}  
# 67
do { int tmp_ = count29; count29 = n30; n30 = tmp_; } while (0); 
# 68
double x31[3]{(9.875), (2.0), (8.0)}; 
# 69
} 
# 71
int main() 
# 72
{ 
# 73
int size32 = 3952; 
# 74
(__cudaPushCallConfiguration(32, sizeof(unsigned) * (16), 1024, 0)) ? (void)0 : kick20(size32, &size32, static_cast< float *>(nullptr)); 
# 75
size32 ^= (static_cast< int>(((double)size32) - (7U))); 
# 76
float m33 = (int)size32; 
# 77
return 0; 
# 78
} 

# 1 "v000251.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c1d07fd7_10_v000251_cu_16c3112a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000251.cudafe1.stub.c"
#include "v000251.cudafe1.stub.c"
# 1 "v000251.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
