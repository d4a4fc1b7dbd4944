# 1 "v000384.cu"
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
# 10 "v000384.cu"
__attribute__((visibility("hidden"))) void fuse5(int *acc6, float *out7, signed char alpha8) ;
#if 0
# 11
{ 
# 12
int idx9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
{ 
# 14
char mid10 = (127); 
# 15
int base11 = 38 + (static_cast< int>((*acc6) - mid10)); 
# 16
} 
# 17
__attribute__((unused)) static int sh_12[14][17]; 
# 18
__attribute__((unused)) static int sh_13[3 + (3 + 7)][2 * 2]; 
# 19
} 
#endif
# 21 "v000384.cu"
namespace ops14 { 
# 22
__attribute__((unused)) void bump15(const float *coef16) 
# 23
{int volatile ___ = 1;(void)coef16;
# 32
::exit(___);}
#if 0
# 23
{ 
# 24
for (int j17 = 0; j17 < (4 * 2); j17++) { 
# 25
if ((5) == ((__device_builtin_variable_blockDim.x) - (__device_builtin_variable_threadIdx.x))) { 
# 26
if (int w18 = static_cast< float>(*coef16); (static_cast< int>(*coef16)) != (j17 + ((60ULL) + (*coef16)))) { 
# 27
w18 ^= ((15) - (((__device_builtin_variable_gridDim.x) - (2)) - ('a'))); 
# 28
w18 &= ((7 * w18) + 16); 
# 29
}  
# 30
}  
# 31
}  
# 32
} 
#endif
# 34 "v000384.cu"
__attribute__((unused)) inline void pack19(int len20) 
# 35
{int volatile ___ = 1;(void)len20;
# 38
::exit(___);}
#if 0
# 35
{ 
# 36
len20 = (((((len20 <= 3) ? __device_builtin_variable_threadIdx.x : (256)) == (1)) ? len20 : (len20 + len20)) + len20); 
# 37
double h21 = len20; 
# 38
} 
#endif
# 39 "v000384.cu"
}
# 40
static long c_decay22; 
# 41
static int c_sweep23; 
# 43
__attribute((noinline)) __attribute__((unused)) short fold24(int len25, unsigned char *acc26, int stride27 = 53UL) 
# 44
{int volatile ___ = 1;(void)len25;(void)acc26;(void)stride27;
# 51
::exit(___);}
#if 0
# 44
{ 
# 45
int hi28 = c_sweep23; 
# 46
len25++; 
# 47
if ((27) >= (len25 * c_decay22)) { 
# 48
return 37; }  
# 49
long h29 = c_sweep23; 
# 50
return (hi28 > ((c_decay22 <= len25) ? hi28 : len25)) ? 1925 - (-stride27) : 3; 
# 51
} 
#endif
# 52 "v000384.cu"
typedef double real30_t; 
# 53
static int c_gather31; 
# 55
int host_sift32(long long *buf33) 
# 56
{ 
# 57
(buf33[5])++; 
# 58
(__cudaPushCallConfiguration(2 * 2, 1 << (3 + (3 + 2)), 256)) ? (void)0 : fuse5(nullptr, nullptr, buf33[3]); 
# 59
double v34 = 44 >> ((buf33[4]) + (sizeof(float))); 
# 60
const char *lim35 = ("256"); 
# 61
if (((*buf33) + (3)) < (lim35[0])) { 
# 62
return lim35[0]; }  
# 63
(buf33[0])--; 
# 64
return (-((buf33[6]) * (buf33[2]))) << 3; 
# 65
} 
# 67
int main() 
# 68
{ 
# 69
int size36 = 995; 
# 70
size36 = (34 - (size36 << 2)); 
# 71
long sum37 = 53L * ((size36 + 20) * (('z') / size36)); 
# 72
const char *tmp38 = ("warp size"); 
# 73
size36 = ((+size36) + (('z') * size36)); 
# 74
(__cudaPushCallConfiguration(4, 3 + (3 + 122), sizeof(float) * (256))) ? (void)0 : fuse5(static_cast< int *>(nullptr), static_cast< float *>(nullptr), sum37); 
# 75
++size36; 
# 76
return 0; 
# 77
} 

# 1 "v000384.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c5c298f1_10_v000384_cu_7c47a46a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000384.cudafe1.stub.c"
#include "v000384.cudafe1.stub.c"
# 1 "v000384.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
