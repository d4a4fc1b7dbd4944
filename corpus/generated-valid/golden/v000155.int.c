# 1 "v000155.cu"
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
# 12 "v000155.cu"
__attribute__((visibility("hidden"))) void tile8(const float *coef9) ;
#if 0
# 13
{ 
# 14
__attribute__((unused)) static int sh_10[32 * 2]; 
# 15
__attribute__((unused)) static signed char sh_11[64]; 
# 16
} 
#endif
# 17 "v000155.cu"
static float c_smooth12; 
# 18
__attribute__((unused)) void sift13(char *data14, size_t b15, const double *src16) 
# 19
{int volatile ___ = 1;(void)data14;(void)b15;(void)src16;
# 27
::exit(___);}
#if 0
# 19
{ 
# 20
b15 += (1224); 
# 21
(*data14) -= 64; 
# 22
b15 *= (*src16); 
# 23
b15++; 
# 24
__attribute__((unused)) static int sh_17; 
# 25
long t18 = (62UL); 
# 26
++b15; 
# 27
} 
#endif
# 28 "v000155.cu"
__attribute__((unused)) unsigned probe19(short *dst20, double alpha21, unsigned *out22) 
# 29
{int volatile ___ = 1;(void)dst20;(void)alpha21;(void)out22;
# 35
::exit(___);}
#if 0
# 29
{ 
# 30
if (c_smooth12 >= alpha21) { 
# 31
__attribute__((unused)) static signed char sh_23[128]; 
# 32
(dst20[7]) *= (*out22); 
# 33
}  
# 34
return 47; 
# 35
} 
#endif
# 36 "v000155.cu"
namespace detail24 { 
# 37
enum class Op25 { Busy26, Fast27, Fast28 = 6}; 
# 38
__attribute__((visibility("hidden"))) void relax29_kernel(double *out30, double *dst31, bool beta32) ;
#if 0
# 39
{ 
# 40
float f33{(12.125F)}; 
# 41
int diff34 = beta32; 
# 42
if (diff34) { 
# 43
return; }  
# 44
} 
#endif
# 45 "v000155.cu"
void check_relax35(float *acc36) 
# 46
{ 
# 47
cudaStream_t u37 = (nullptr); 
# 48
cudaStream_t m38 = (nullptr); 
# 49
} 
# 50
}
# 51
__attribute((always_inline)) __attribute__((unused)) inline float kick39(unsigned q40, unsigned long long alpha41, int len42) 
# 52
{int volatile ___ = 1;(void)q40;(void)alpha41;(void)len42;
# 61
::exit(___);}
#if 0
# 52
{ 
# 53
if (alpha41 <= len42) { 
# 54
q40 -= ((((alpha41 > q40) ? alpha41 : q40) != alpha41) ? len42 + sizeof(float) : ((1377UL) ^ alpha41)); }  
# 55
len42 = (alpha41 & q40); 
# 56
++q40; 
# 57
short acc43 = probe19(nullptr, c_smooth12, &q40); 
# 58
if ((q40 * alpha41) != alpha41) { 
# 59
return (13.625F) * alpha41; }  
# 60
return probe19((short *)nullptr, ((-len42) > len42) ? -len42 : len42, (unsigned *)nullptr); 
# 61
} 
#endif
# 62 "v000155.cu"
float check_filter44(float alpha45, int len46 = '0') 
# 63
{ 
# 64
if (((size_t)len46) < (40UL - len46)) { 
# 65
(__cudaPushCallConfiguration((len46 + 127) / 128, 2 * 16, sizeof(double) * (32), 0)) ? (void)0 : detail24::relax29_kernel(nullptr, nullptr, ((int)alpha45) == (~len46)); 
# 66
(__cudaPushCallConfiguration((len46 + 63) / 64, 64 + 64)) ? (void)0 : tile8(&alpha45); 
# 67
}  
# 68
return (alpha45 * (2815)); 
# 69
} 
# 70
__attribute__((visibility("hidden"))) void fuse47(int stride48, int count49) ;
#if 0
# 71
{ 
# 72
detail24::Op25 hi50 = detail24::Op25::Busy26; 
# 73
__attribute__((unused)) static long sh_51[8]; 
# 74
sift13((char *)nullptr, sh_51[4], nullptr); 
# 75
(sh_51[1]) -= kick39(c_smooth12 * (count49 + 30), sizeof(int), count49 & 15); 
# 76
} 
#endif
# 77 "v000155.cu"
enum Op52: short { IDLE53, RED54}; 
# 78
int tally55(int *data56, int lane57) 
# 79
{ 
# 80
lane57 -= (data56[1]); 
# 81
(__cudaPushCallConfiguration(8 * ((RED54) + (RED54)), 512, 0, (cudaStream_t)0)) ? (void)0 : fuse47(lane57, -11); 
# 82
(__cudaPushCallConfiguration((lane57 + 127) / 128, sizeof(unsigned) * (128), 256)) ? (void)0 : fuse47((60) + ((*data56) + sizeof(int)), -(lane57 & 15)); 
# 83
return check_filter44(check_filter44(__alignof__(char), data56[2]), (data56[7]) & ((data56[0]) + 37)); 
# 84
} 
# 85
int main() 
# 86
{ 
# 87
int len58 = 1216; 
# 88
const unsigned e59 = len58; 
# 89
len58 = ((check_filter44(check_filter44(e59), -3622) > ((e59 & (15)) / len58)) ? check_filter44(check_filter44(e59), -3622) : ((e59 & (15)) / len58)); 
# 90
check_filter44(2778); 
# 91
return 0; 
# 92
} 

# 1 "v000155.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c8269a2e_10_v000155_cu_bcfe060f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000155.cudafe1.stub.c"
#include "v000155.cudafe1.stub.c"
# 1 "v000155.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
