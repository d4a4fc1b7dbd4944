# 1 "i000774.cu"
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
# 15 "i000774.cu"
static void fuse7(long a8, bool alpha9, int stride10) 
# 16
{ 
# 17
alpha9 = (!(!alpha9)); 
# 18
alpha9 = ((sizeof(double) / stride10) <= (a8 * a8)); 
# 19
int iter11 = 0; 
# 20
while (iter11 < a8) { 
# 21
int t12 = ((a8 * a8) * (a8 * a8)) * (sizeof(int) + (stride10 * a8)); 
# 22
int tmp13 = stride10 * a8; 
# 23
tmp13 = 47; 
# 24
++iter11; 
# 25
}  
# 26
a8 = ((unsigned long long)((2) + (static_cast< float>(a8)))); 
# 27
} 
# 30
__attribute__((visibility("hidden"))) void mix14_kernel(int len15) ;
#if 0
# 31
{ 
# 32
int idx16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
len15 = 64; 
# 34
do { len15 += ((43 + len15) << idx16); } while (0); 
# 35
len15 = (static_cast< int>(__device_builtin_variable_blockDim.z)); 
# 36
} 
#endif
# 39 "i000774.cu"
struct Body17 { 
# 40
int lo18; 
# 41
long flag19; 
# 42
float z20; 
# 43
int count21; 
# 44
}; 
# 46
inline Body17 operator+(Body17 a, Body17 b) 
# 47
{ 
# 48
Body17 r = a; 
# 49
(r.lo18) += (b.lo18); 
# 50
(r.flag19) += (b.flag19); 
# 51
(r.z20) += (b.z20); 
# 52
(r.count21) += (b.count21); 
# 53
return r; 
# 54
} 
# 56
extern "C" {
# 57
__attribute__((unused)) char fold27(float alpha28, float b29) 
# 58
{int volatile ___ = 1;(void)alpha28;(void)b29;
# 67
::exit(___);}
#if 0
# 58
{ 
# 59
for (int j30 = 0; j30 < 8; ++j30) { 
# 60
b29 = ((long)j30); 
# 61
}  
# 62
if ((__device_builtin_variable_threadIdx.x) & (1)) { 
# 63
return (short)b29; 
# 64
}  
# 65
Body17 sum31 = Body17{(57UL), 7L, b29, 2}; 
# 66
return ((sum31.flag19) | (__device_builtin_variable_gridDim.y)) * (__device_builtin_variable_threadIdx.z); 
# 67
} 
#endif
# 69 "i000774.cu"
__attribute__((visibility("hidden"))) void decay22(int len23) ;
#if 0
# 70
{ 
# 71
int gid24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 72
if (gid24 >= len23) { 
# 73
return; 
# 74
}  
# 75
double sum25 = static_cast< long long>((gid24 != 49) ? 13 * gid24 : 4672); 
# 76
if (gid24 > len23) { 
# 77
goto out26; 
# 78
}  
# 79
len23 = (len23 * ((sum25 * (__device_builtin_variable_threadIdx.x)) / (-gid24))); 
# 80
sum25 = (gid24 * (18.25)); 
# 81
out26:; ; 
# 82
} 
#endif
# 83 "i000774.cu"
}
# 84
__attribute__((unused)) static int d_shadow34; 
# 86
int main() 
# 87
{ 
# 88
int size32 = 2352; 
# 89
size32 += d_shadow34; 
# 90
size32 = ((((size32 * 59UL) & (1)) || (size32 & 1)) ? ~(-size32) : ((size32 - size32) * (size32 & 10))); 
# 91
if (size32 == size32) { 
# 92
return 26U; 
# 93
}  
# 94
size32 = 64; 
# 95
(__cudaPushCallConfiguration((size32 + 127) / 128, 1 << 5)) ? (void)0 : decay22((37) - ((unsigned)size32)); 
# 96
int prod33 = size32; 
# 97
(__cudaPushCallConfiguration(sizeof(float) * (4), 512)) ? (void)0 : mix14_kernel(prod33); 
# 98
return 0; 
# 99
} 

# 1 "i000774.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0aa69753_10_i000774_cu_bc0231c1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000774.cudafe1.stub.c"
#include "i000774.cudafe1.stub.c"
# 1 "i000774.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
