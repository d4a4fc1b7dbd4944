# 1 "v000568.cu"
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
# 24 "v000568.cu"
__attribute__((visibility("hidden"))) void drift7_kernel(int stride8) ;
#if 0
# 24
{ 
# 25
int pass9 = 0; 
# 26
do { 
# 27
stride8 = (61U); 
# 28
stride8 += 47L; 
# 29
++pass9; 
# 30
} while (pass9 < (8 + 5)); 
# 31
stride8 = 34; 
# 32
if (stride8 > 42) { 
# 33
return; }  
# 34
(stride8--), (stride8 = (static_cast< int>(pass9 * stride8))); 
# 35
} 
#endif
# 36 "v000568.cu"
int g_relax10[] = {(-0), 41}; 
# 38
__attribute__((visibility("hidden"))) void gather11_kernel(int *__restrict__ acc12, bool alpha13, int n14, float beta15) ;
#if 0
# 38
{ 
# 39
if ((beta15 >= (acc12[0])) || (!(!alpha13))) { 
# 40
(*acc12) += ((alpha13 * (alpha13 << (*acc12))) * ((float)((beta15 += (5)), (acc12[n14])))); 
# 41
int tmp16 = (((n14 <= (*acc12)) ? beta15 : alpha13) >= n14) ? n14 - 1613ULL : alpha13; 
# 42
char off17 = tmp16 | ((long)beta15); 
# 43
}  
# 44
if ((44 != alpha13) && alpha13) { 
# 45
return; }  
# 46
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 48 "v000568.cu"
template< class T> static void 
# 49
__wrapper__device_stub_reduce18(T *&buf19, float &cfg20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 49
{ 
# 50
if (8 != (buf19[4])) { 
# 51
return; }  
# 52
T u21 = (__alignof__(int)); 
# 53
int pass22 = 0; 
# 54
do { 
# 55
const T tmp23 = pass22 % 48; 
# 56
const T lo24 = (((cfg20 += (8)), pass22)); 
# 57
++pass22; 
# 58
} while (pass22 < pass22); 
# 59
(buf19[pass22]) = cfg20; 
# 60
double k25[2] = {((24.875F))}; 
# 61
} 
#endif

#pragma GCC diagnostic pop

# 48 "v000568.cu"
template< class T> static void 
# 49
reduce18(T *buf19, float cfg20) {__wrapper__device_stub_reduce18<T>(buf19,cfg20);
# 61
return;}
#if 0
# 49
{ 
# 50
if (8 != (buf19[4])) { 
# 51
return; }  
# 52
T u21 = (__alignof__(int)); 
# 53
int pass22 = 0; 
# 54
do { 
# 55
const T tmp23 = pass22 % 48; 
# 56
const T lo24 = (((cfg20 += (8)), pass22)); 
# 57
++pass22; 
# 58
} while (pass22 < pass22); 
# 59
(buf19[pass22]) = cfg20; 
# 60
double k25[2] = {((24.875F))}; 
# 61
} 
#endif
# 63 "v000568.cu"
__attribute__((visibility("hidden"))) void probe26_kernel(const unsigned *in27, double *buf28, int len29) ;
#if 0
# 63
{ 
# 64
(buf28[len29]) = len29; 
# 65
(buf28[4]) = (64); 
# 66
if (!(!in27)) { 
# 67
goto out30; 
# 68
}  
# 69
(--(*buf28)), (len29 = (__alignof__(float))); 
# 70
(buf28[3]) = len29; 
# 71
(buf28[len29]) = (5.375); 
# 72
out30:; ; 
# 73
} 
#endif
# 75 "v000568.cu"
int run_rank31(int stride32) { 
# 76
int idx33 = (((g_relax10[0]) & (g_relax10[0])) % (stride32 - (g_relax10[0]))) / (((g_relax10[0]) * sizeof(double)) % ((unsigned)51)); 
# 77
if ((idx33 == stride32) && ((g_relax10[1]) < (g_relax10[0]))) { 
# 78
goto out34; 
# 79
}  
# 80
switch ((g_relax10[idx33]) ^ idx33) { 
# 81
case 7:  
# 82
break; 
# 83
case 0:  
# 84
break; 
# 85
case 6:  
# 86
if (((float)((g_relax10[idx33]) + idx33)) > (sizeof(int))) { 
# 87
(g_relax10[stride32]) = (27L & idx33); }  
# 88
(__cudaPushCallConfiguration(dim3(256, 128, (idx33 + 127) / 128), sizeof(int) * (8 + (8 + 48)))) ? (void)0 : drift7_kernel(33 << (g_relax10[stride32])); 
# 89
break; 
# 90
case 3:  
# 91
break; 
# 92
default:  
# 93
break; 
# 94
}  
# 95
out34:; ; 
# 96
return idx33; 
# 97
} 
# 99
int main() { 
# 100
int len35 = 1924; 
# 101
int lim36{len35}; 
# 102
run_rank31(run_rank31(run_rank31(lim36))); 
# 103
long val37[6] = {}; 
# 104
(__cudaPushCallConfiguration(8, dim3(16 * 2, (len35 + 127) / 128, (lim36 + 63) / 64), 0, (cudaStream_t)0)) ? (void)0 : gather11_kernel(&len35, (11) % ((val37[lim36]) - 14UL), (44UL - len35) ^ (g_relax10[lim36]), lim36); 
# 105
(__cudaPushCallConfiguration(sizeof(float) * (16), 8 + (8 + (8 + 104)), 16 + 4080, (cudaStream_t)0)) ? (void)0 : reduce18((double *)nullptr, (lim36 + 45U) & 26UL); 
# 106
(__cudaPushCallConfiguration(dim3(2, (len35 + 127) / 128, 4 * 4), ((dim3)((len35 + 127) / 128)), (48 + (16 + 960)) * 4, 0)) ? (void)0 : probe26_kernel(nullptr, nullptr, lim36); 
# 107
return 0; 
# 108
} 

# 1 "v000568.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e67d7a35_10_v000568_cu_be35902e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000568.cudafe1.stub.c"
#include "v000568.cudafe1.stub.c"
# 1 "v000568.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
