# 1 "v001485.cu"
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
# 10 "v001485.cu"
static int d_filter6; 
# 12
__attribute__((visibility("hidden"))) void warp7(int *out8, int stride9, size_t *data10) ;
#if 0
# 12
{ 
# 13
int i11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
if (i11 >= stride9) { 
# 15
return; 
# 16
}  
# 17
int e12 = (stride9 * ((*out8) + 32)) * (+(((out8[i11]) += (-12)), 34L)); 
# 18
long long val13 = (40); 
# 19
int e14(64); 
# 20
long val15 = (3); 
# 21
char q16 = out8[__device_builtin_variable_warpSize]; 
# 22
int diff17{(0UL)}; 
# 23
e12 ^= 51; 
# 24
} 
#endif
# 26 "v001485.cu"
__attribute__((visibility("hidden"))) void sweep18(int *__restrict__ dst19) ;
#if 0
# 26
{ 
# 27
int tid20 = __device_builtin_variable_threadIdx.x; 
# 28
(dst19[0]) = (tid20 + (sizeof(double) + (dst19[1]))); 
# 29
++d_filter6; 
# 30
(dst19[__device_builtin_variable_warpSize])++; 
# 31
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 33 "v001485.cu"
template< class T> static void 
# 34
__wrapper__device_stub_gather21(const T *&in22, int &len23, unsigned char *&buf24, int &count25) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 34
{ 
# 35
switch (count25) { 
# 36
case 10:  { 
# 37
double m26 = (10.25); 
# 38
break; 
# 39
} 
# 40
}  
# 41
T s27 = *in22; 
# 42
float val28 = count25 + ((64) % ((count25 <= 16) ? 6 : (__device_builtin_variable_blockDim.x))); 
# 43
} 
#endif

#pragma GCC diagnostic pop

# 33 "v001485.cu"
template< class T> static void 
# 34
gather21(const T *in22, int len23, unsigned char *buf24, int count25) {__wrapper__device_stub_gather21<T>(in22,len23,buf24,count25);
# 43
return;}
#if 0
# 34
{ 
# 35
switch (count25) { 
# 36
case 10:  { 
# 37
double m26 = (10.25); 
# 38
break; 
# 39
} 
# 40
}  
# 41
T s27 = *in22; 
# 42
float val28 = count25 + ((64) % ((count25 <= 16) ? 6 : (__device_builtin_variable_blockDim.x))); 
# 43
} 
#endif
# 44 "v001485.cu"
enum class Phase29: long { 
# 45
On30 = 3L, 
# 46
On31, 
# 47
Idle32 = 8L, 
# 48
Slow33, 
# 49
Blue34 = 12L
# 50
}; 
# 52
__attribute((always_inline)) __attribute__((unused)) inline int reduce35(const unsigned *__restrict__ coef36) {int volatile ___ = 1;(void)coef36;
# 61
::exit(___);}
#if 0
# 52
{ 
# 53
d_filter6 = (((d_filter6 += 14), (47U - d_filter6)) * ((d_filter6 += 583), (+d_filter6))); 
# 54
(d_filter6--), (d_filter6 = (coef36[d_filter6])); 
# 55
d_filter6 = d_filter6; 
# 56
if (d_filter6 == (-d_filter6)) { 
# 57
return d_filter6; 
# 58
}  
# 59
float q37 = (5) - (((__device_builtin_variable_blockDim.x) + (3)) + (((coef36[d_filter6]) <= (coef36[7])) ? (22.5F) : (23.75F))); 
# 60
return +((coef36[__device_builtin_variable_threadIdx.z]) + sizeof(unsigned char)); 
# 61
} 
#endif
# 63 "v001485.cu"
int main() { 
# 64
int size38 = 3848; 
# 65
const char *hi39 = ("AB"); 
# 66
size38++; 
# 67
(__cudaPushCallConfiguration(2, 512)) ? (void)0 : warp7(&size38, size38, (unsigned long *)nullptr); 
# 68
switch (hi39[1]) { 
# 69
case 6:  
# 70
(__cudaPushCallConfiguration((size38 + 255) / 256, 128)) ? (void)0 : gather21((const long *)nullptr, hi39[1], (unsigned char *)nullptr, -52); 
# 71
if ((size38 % (hi39[1])) <= 60) { 
# 72
return size38; 
# 73
}  
# 74
break; 
# 75
case 8:  
# 76
break; 
# 77
case 11:  
# 78
break; 
# 79
case 5:  
# 80
break; 
# 81
default:  
# 82
break; 
# 83
}  
# 84
(__cudaPushCallConfiguration(16 + 16, 32 + (16 + (32 + (32 + 16))))) ? (void)0 : sweep18(&size38); 
# 85
return 0; 
# 86
} 

# 1 "v001485.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c60cc498_10_v001485_cu_882d2880
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001485.cudafe1.stub.c"
#include "v001485.cudafe1.stub.c"
# 1 "v001485.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
