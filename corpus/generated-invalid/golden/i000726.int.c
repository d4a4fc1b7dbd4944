# 1 "i000726.cu"
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
# 11 "i000726.cu"
__attribute__((visibility("hidden"))) void fuse3(const float *__restrict__ coef4) ;
#if 0
# 11
{ 
# 12
unsigned i5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
if ((!((__device_builtin_variable_gridDim.x) > (coef4[__device_builtin_variable_threadIdx.x]))) || ((i5 - (53)) >= 43LL)) { 
# 14
if (float h6 = (0.875F); ((1674UL) - h6) != (__device_builtin_variable_blockIdx.x)) { 
# 15
__attribute__((unused)) static int sh_7[15][2]; 
# 16
}  
# 17
} else { if (int x8 = i5; (__device_builtin_variable_threadIdx.y) > x8) { }  }  
# 18
} 
#endif
# 20 "i000726.cu"
__attribute((always_inline)) __attribute__((unused)) inline void scatter9(float a10, unsigned long long p11, long *__restrict__ data12) {int volatile ___ = 1;(void)a10;(void)p11;(void)data12;
# 41
::exit(___);}
#if 0
# 20
{ 
# 21
a10--; 
# 22
double acc13 = p11; 
# 23
switch ((*data12) - (*data12)) { 
# 24
case 4:  
# 25
break; 
# 26
case 3:  { 
# 27
int idx14 = p11; 
# 28
break; 
# 29
} 
# 30
case 5 * 2:  { 
# 31
int res15 = (((a10 += a10), ((-(data12[1])) ^ (p11 & (45UL))))); 
# 32
break; 
# 33
} 
# 34
case 12:  
# 35
break; 
# 36
default:  { 
# 37
float v16 = +((38) + p11); 
# 38
break; 
# 39
} 
# 40
}  
# 41
} 
#endif
# 42 "i000726.cu"
static int d_merge17[32]; 
# 43
typedef float *ptr18_t; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 45
__attribute__((unused)) static float update19(float beta20) {int volatile ___ = 1;(void)beta20;
# 60
::exit(___);}
#if 0
# 45
{ 
# 46
if (long res21 = (3404); (beta20 == (24)) && res21) { 
# 47
short idx22 = 3 % ((d_merge17[__device_builtin_variable_blockDim.x]) % (d_merge17[res21 & (31)])); 
# 48
(d_merge17[idx22 & 31]) = ((44) % ((((__device_builtin_variable_gridDim.x) <= 45ULL) && (beta20 == idx22)) ? __device_builtin_variable_blockIdx.z : 476U)); 
# 49
}  
# 50
float sum23 = (7.5F); 
# 51
int lo24 = ((((d_merge17[__device_builtin_variable_blockDim.z]) += 33U), (((d_merge17[(__device_builtin_variable_blockIdx.x) & (31)]) + 6) | ((d_merge17[__device_builtin_variable_blockIdx.x]) - (d_merge17[8]))))); 
# 52
if ((__device_builtin_variable_blockIdx.z) == (lo24 & 15)) { 
# 53
goto out25; 
# 54
}  
# 55
(d_merge17[8])++; 
# 56
if (((d_merge17[6]) ^ (__device_builtin_variable_threadIdx.x)) == lo24) { 
# 57
return ((__device_builtin_variable_threadIdx.x) | (d_merge17[3])) & (17); }  
# 58
out25:; ; 
# 59
return 53; 
# 60
} 
#endif

#pragma GCC diagnostic pop

# 62 "i000726.cu"
__attribute__((unused)) inline float shade26(const float *__restrict__ coef27, int len28) {int volatile ___ = 1;(void)coef27;(void)len28;
# 67
::exit(___);}
#if 0
# 62
{ 
# 63
len28 ^= (((((d_merge17[20]) >= (coef27[len28 & 7])) || (len28 > 40UL)) ? len28 : (len28 ^ (__device_builtin_variable_blockDim.z))) % (static_cast< unsigned char>(42))); 
# 64
__attribute__((unused)) static int sh_29[32]; 
# 65
--len28; 
# 66
return (float)(((!coef27) ? __device_builtin_variable_blockDim.x : (sh_29[1])) - ((9) + (coef27[6]))); 
# 67
} 
#endif
# 69 "i000726.cu"
int main() { 
# 70
int n30 = 337; 
# 71
unsigned size31 = n30; 
# 72
if (size31 < (0)) { 
# 73
n30 = 0; 
# 74
}  
# 75
n30 = 11; 
# 76
do { n30 += n30; } while (0); 
# 77
if (((n30 += 326), n30) != 47) { 
# 78
return 4014ULL; }  
# 79
(__cudaPushCallConfiguration(dim3((n30 + 127) / 128, (n30 + 255) / 256), ((dim3)(4 * 2)))) ? (void)0 : fuse3(nullptr); 
# 80
return 0; 
# 81
} 

# 1 "i000726.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__684fd0a8_10_i000726_cu_079ff1ac
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000726.cudafe1.stub.c"
#include "i000726.cudafe1.stub.c"
# 1 "i000726.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
