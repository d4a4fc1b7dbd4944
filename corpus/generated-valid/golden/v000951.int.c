# 1 "v000951.cu"
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
# 16 "v000951.cu"
struct Acc8 { 
# 17
int vel9, w10; 
# 18
short lo11; 
# 19
float x12; 
# 20
}; 
# 22
inline Acc8 operator+(Acc8 a, Acc8 b) { 
# 23
Acc8 r = a; 
# 24
(r.vel9) += (b.vel9); 
# 25
(r.w10) += (b.w10); 
# 26
(r.lo11) += (b.lo11); 
# 27
(r.x12) += (b.x12); 
# 28
return r; 
# 29
} 
# 31
__attribute__((visibility("hidden"))) void fuse13(bool alpha14, float *data15, char q16) ;
#if 0
# 31
{ 
# 32
__attribute__((unused)) extern double dyn_17[]; 
# 33
(data15[2]) -= (3); 
# 34
switch (__device_builtin_variable_threadIdx.x) { 
# 35
case 3 + 3:  
# 36
q16 ^= (q16 | (32 + (alpha14 + q16))); 
# 37
break; 
# 38
case 12:  { 
# 39
(dyn_17[0])--; 
# 40
double t18 = (dyn_17[4]) / (q16 & 15); 
# 41
break; 
# 42
} 
# 43
case 0:  
# 44
(dyn_17[2]) += (1.0); 
# 45
break; 
# 46
default:  
# 47
break; 
# 48
}  
# 49
} 
#endif
# 51 "v000951.cu"
struct Body19 { 
# 52
double w20; 
# 53
signed char x21; 
# 54
int lo22; 
# 55
}; 
# 57
static void decay23(double beta24) ;
#if 0
# 57
{ 
# 58
int gid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 59
if (auto val26 = ((gid25 + 38) > gid25) ? gid25 + 38 : gid25; gid25 & val26) { 
# 60
beta24 += (62); 
# 61
} else { 
# 62
if (val26 > beta24) { 
# 63
return; 
# 64
}  
# 65
if ((~gid25) > gid25) { 
# 66
return; 
# 67
}  
# 68
}  
# 69
beta24 = (((float)sizeof(long long)) + beta24); 
# 70
} 
#endif
# 72 "v000951.cu"
template< class T> 
# 73
struct Pixel27 { 
# 74
T hi28, x29; 
# 75
}; 
# 77
int main() { 
# 78
int size30 = 1629; 
# 79
(__cudaPushCallConfiguration(dim3((size30 + 127) / 128, (size30 + 31) / 32, (size30 + 127) / 128), 512)) ? (void)0 : fuse13(7 == (size30 | 1), (float *)nullptr, (size30 > size30) ? size30 : size30); 
# 80
switch (~size30) { 
# 81
case 12:  
# 82
break; 
# 83
case 7:  
# 84
size30 >>= (((size30 += 9), (size30 - 32)) * ((size30 += ('#')), (2299L - size30))); 
# 85
size30 = size30; 
# 86
break; 
# 87
case 0:  { 
# 88
float base31 = (16.625F); 
# 89
break; 
# 90
} 
# 91
case 3:  
# 92
break; 
# 93
default:  
# 94
break; 
# 95
}  
# 96
(__cudaPushCallConfiguration(8 * 2, sizeof(unsigned) * (8))) ? (void)0 : decay23(size30); 
# 97
return 0; 
# 98
} 

# 1 "v000951.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ab178f14_10_v000951_cu_99a96bcd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000951.cudafe1.stub.c"
#include "v000951.cudafe1.stub.c"
# 1 "v000951.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
