# 1 "v002365.cu"
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
# 5 "v002365.cu"
__attribute__((visibility("hidden"))) void blend1_kernel(int *__restrict__ buf2, int n3, int n4) ;
#if 0
# 5
{ 
# 6
__attribute__((unused)) extern float dyn_5[]; 
# 7
unsigned long w6 = ~((((dyn_5[n3 & 7]) < (sizeof(unsigned char))) || (n4 < (*buf2))) ? n4 : ('a')); 
# 8
n4 |= ((long)229UL); 
# 9
} 
#endif
# 16 "v002365.cu"
__attribute__((visibility("hidden"))) void map_reduce8(int *data, int n) ;
#if 0
# 16
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((int)((data[i]) - ((int)1))); }  } 
#endif
# 17 "v002365.cu"
__attribute__((visibility("hidden"))) void map_trace9(double *data, int n) ;
#if 0
# 17
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((double)((data[i]) - ((double)1))); }  } 
#endif
# 18 "v002365.cu"
static int d_relax10[8]; 
# 21
__attribute__((unused)) inline void sift11(int len12) {int volatile ___ = 1;(void)len12;
# 31
::exit(___);}
#if 0
# 21
{ 
# 22
for (int it13 = 0; it13 < 11; it13++) { 
# 23
len12 -= (sizeof(int) - (d_relax10[len12])); }  
# 24
(d_relax10[len12]) = (((int)31) - ((d_relax10[5]) / ((d_relax10[0]) - 53))); 
# 25
auto y14 = d_relax10[len12]; 
# 26
if (y14 != (d_relax10[1])) { 
# 27
goto finish15; 
# 28
}  
# 29
len12--; 
# 30
finish15:; ; 
# 31
} 
#endif
# 33 "v002365.cu"
__attribute__((unused)) int trace16(int n17) {int volatile ___ = 1;(void)n17;
# 42
::exit(___);}
#if 0
# 33
{ 
# 34
auto mid18 = ((41) % (n17 - 6UL)) - n17; 
# 35
(d_relax10[mid18]) += 33; 
# 36
for (int n19 = 0; n19 < 4; n19++) { 
# 37
(d_relax10[mid18]) = mid18; 
# 38
sift11(mid18); 
# 39
}  
# 40
auto m20 = (!((n17 + 23UL) >= (51))) ? (46 - n17) | ((d_relax10[n17 & 7]) + (d_relax10[n17])) : mid18; 
# 41
return ((' ') ^ n17) / (((double)sizeof(int)) * (d_relax10[2])); 
# 42
} 
#endif
# 44 "v002365.cu"
__attribute__((visibility("hidden"))) void relax21(float *out22, int n23, int len24) ;
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern int dyn_25[]; 
# 46
for (int it26 = (sizeof(unsigned) * (3)); it26 > 0; --it26) { 
# 47
int sum27 = len24 * (out22[2]); 
# 48
double mid28 = it26; 
# 49
}  
# 50
} 
#endif
# 57 "v002365.cu"
__attribute__((visibility("hidden"))) void map_tally30(double *data, int n) ;
#if 0
# 57
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((double)((data[i]) - ((double)1))); }  } 
#endif
# 58 "v002365.cu"
__attribute__((visibility("hidden"))) void map_merge31(double *data, int n) ;
#if 0
# 58
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((double)((data[i]) - ((double)1))); }  } 
#endif
# 60 "v002365.cu"
__attribute__((unused)) float scatter32(int n33 = -55) {int volatile ___ = 1;(void)n33;
# 69
::exit(___);}
#if 0
# 60
{ 
# 61
sift11(d_relax10[n33]); 
# 62
__attribute__((unused)) static unsigned char sh_34; 
# 63
int h35 = 64 | (-n33); 
# 64
for (int j36 = 0; j36 < 13; j36++) { 
# 65
(d_relax10[1]) = trace16(trace16(j36 | n33)); 
# 66
unsigned long cnt37 = trace16(trace16(n33)) * (2 ^ ((d_relax10[j36 & 7]) * 1)); 
# 67
}  
# 68
return 31; 
# 69
} 
#endif
# 71 "v002365.cu"
int main() { 
# 72
int size38 = 2947; 
# 73
size38--; 
# 74
size38 = ((size38 | 421UL) | (35 * (size38 ^ 9))); 
# 75
for (int it39 = 0; it39 < 13; it39 += 3) { 
# 76
for (int j40 = it39; j40 > 0; --j40) { 
# 77
double q41 = it39; 
# 78
short *y42 = (nullptr); 
# 79
}  
# 80
}  
# 81
(__cudaPushCallConfiguration(dim3(256, (size38 + 63) / 64), 4 * 8)) ? (void)0 : blend1_kernel((int *)nullptr, size38, 27); 
# 82
(__cudaPushCallConfiguration(dim3((size38 + 255) / 256, 4, (size38 + 255) / 256), 256)) ? (void)0 : map_reduce8((int *)nullptr, 20); 
# 83
(__cudaPushCallConfiguration(128, 32)) ? (void)0 : map_trace9(nullptr, (size38 * size38) + 18L); 
# 84
return 0; 
# 85
} 

# 1 "v002365.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__55d150dc_10_v002365_cu_ec13793c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002365.cudafe1.stub.c"
#include "v002365.cudafe1.stub.c"
# 1 "v002365.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
