# 1 "v002240.cu"
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
# 9 "v002240.cu"
template< class T, int N = 7> __attribute__((unused)) T 
# 10
clamp4(T a5, int len6) {int volatile ___ = 1;(void)a5;(void)len6;
# 15
::exit(___);}
#if 0
# 10
{ 
# 11
float off7 = 1 / ((a5 - a5) + (22.0F)); 
# 12
off7 += ((N) * (-off7)); 
# 13
off7 = (len6 + (((12.25F) - a5) - (off7 + (24.5F)))); 
# 14
return 22; 
# 15
} 
#endif
# 17 "v002240.cu"
__attribute__((visibility("hidden"))) void split8_kernel(float *buf9) ;
#if 0
# 17
{ 
# 18
int acc10 = (((int)(buf9[0])) - 11) - ((24) - (buf9[5])); 
# 19
unsigned *v11 = (nullptr); 
# 20
} 
#endif
# 21 "v002240.cu"
static double d_blend12; 
# 22
static int d_stencil13[16]; 
# 24
extern "C" {
# 25
__attribute((noinline)) __attribute__((unused)) double shade19(unsigned char a20) {int volatile ___ = 1;(void)a20;
# 29
::exit(___);}
#if 0
# 25
{ 
# 26
int diff21 = (45U); 
# 27
(a20++), (a20 = a20); 
# 28
return diff21; 
# 29
} 
#endif
# 31 "v002240.cu"
__attribute__((visibility("hidden"))) void fold14_kernel(const int *in15, double *__restrict__ buf16) ;
#if 0
# 31
{ 
# 32
short r17 = (((buf16[6]) + (37)) * (*buf16)) - (53U + (in15[2])); 
# 33
float res18 = (((d_blend12 += (12.75)), (r17 - (+(d_stencil13[r17]))))); 
# 34
(d_stencil13[r17]) = r17; 
# 35
if ((*in15) >= (*in15)) { 
# 36
return; 
# 37
}  
# 38
(buf16[r17]) += (d_blend12 * (res18 + r17)); 
# 39
d_blend12 = (42L); 
# 40
} 
#endif
# 41 "v002240.cu"
}
# 42
enum Axis22: long { IDLE23, BUSY24, SLOW25 = 5L}; 
# 43
static unsigned d_trace26[64]; 
# 45
__attribute__((visibility("hidden"))) void scale27_kernel(int *__restrict__ out28) ;
#if 0
# 45
{ 
# 46
(d_trace26[14]) = (((51 * (d_stencil13[2])) - ((float)(21.25F))) * ((d_stencil13[3]) + ((32) + (d_trace26[21])))); 
# 47
if (out28 == (nullptr)) { 
# 48
for (int it29 = 0, j30 = 8; it29 < j30; (++it29), (--j30)) { 
# 49
float f31 = ((((d_trace26[41]) += (d_stencil13[it29])), j30) / it29) + 25; 
# 50
(d_trace26[j30]) = (d_trace26[54]); 
# 51
(d_stencil13[j30]) = (SLOW25); 
# 52
}  
# 53
(out28[1]) = (((out28[4]) + sizeof(double)) + (BUSY24)); 
# 54
}  
# 55
} 
#endif
# 56 "v002240.cu"
typedef double real32_t; 
# 58
template< class T> 
# 59
struct Stats33 { 
# 60
T flag34, val35; 
# 61
T flag36; 
# 62
void mix37(float flag38) { 
# 63
if (((flag36) / (flag34)) <= 6ULL) { 
# 64
return; 
# 65
}  
# 66
(flag36) -= (3 / (flag36)); 
# 67
} 
# 68
}; 
# 70
int main() { 
# 71
int n39 = 1656; 
# 72
n39 &= n39; 
# 73
n39 = n39; 
# 74
(__cudaPushCallConfiguration(dim3((n39 + 127) / 128, (n39 + 127) / 128), 32, sizeof(double) * (256), (cudaStream_t)0)) ? (void)0 : split8_kernel((float *)nullptr); 
# 75
(__cudaPushCallConfiguration((BUSY24) + ((SLOW25) + (250)), (SLOW25) + (123), 0, (cudaStream_t)0)) ? (void)0 : fold14_kernel(nullptr, (double *)nullptr); 
# 76
(__cudaPushCallConfiguration(dim3((n39 + 31) / 32, 32), 64, 0, 0)) ? (void)0 : scale27_kernel(&n39); 
# 77
return 0; 
# 78
} 

# 1 "v002240.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d393202b_10_v002240_cu_0482bd12
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002240.cudafe1.stub.c"
#include "v002240.cudafe1.stub.c"
# 1 "v002240.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
