# 1 "v001667.cu"
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
# 7 "v001667.cu"
__attribute__((visibility("hidden"))) void bias2(float cfg3) ;
#if 0
# 7
{ 
# 8
cfg3 = (-(static_cast< long>(cfg3))); 
# 9
size_t flag4{static_cast< unsigned long>(((63) - cfg3) / (59))}; 
# 10
__attribute__((unused)) static double sh_5[3][8]; 
# 11
} 
#endif
# 13 "v001667.cu"
int check_combine6(unsigned p7) { 
# 14
p7 = ((((p7 > p7) ? 4568 : 3817) + p7) * 33U); 
# 15
p7 = (33); 
# 16
p7 = (~(p7 - ((short)43))); 
# 17
p7 = p7; 
# 18
(__cudaPushCallConfiguration(dim3((p7 + (63)) / (64), 4 * 16), 16 * 8)) ? (void)0 : bias2(31L & p7); 
# 19
int *y8 = (nullptr); 
# 20
return ((p7 < 37U) || ((y8[5]) != p7)) ? (~(*y8)) * sizeof(int) : (static_cast< int>(969U * (*y8))); 
# 21
} 
# 23
static void tile9(float b10) ;
#if 0
# 23
{ 
# 24
int pass11 = 0; 
# 25
if ((pass11 <= 43) || (b10 == (55))) { 
# 26
goto done14; 
# 27
}  
# 28
while (pass11 < pass11) { 
# 29
int *val12 = (nullptr); 
# 30
char diff13 = pass11; 
# 31
++pass11; 
# 32
}  
# 33
b10 = ((pass11 ^ 60) + (9.25F)); 
# 34
done14:; ; 
# 35
} 
#endif
# 36 "v001667.cu"
enum Axis15 { SLOW16, MUL17 = 2, GREEN18, ON19}; 
# 38
__attribute__((visibility("hidden"))) void count20(int count21, float beta22, int n23, int *data24) ;
#if 0
# 38
{ 
# 39
if (beta22 < (28)) { 
# 40
return; }  
# 41
__attribute__((unused)) static long sh_25[8 * 8]; 
# 42
beta22 = (-(20.375F)); 
# 43
int m26 = (((sh_25[n23]) - count21) > beta22) ? 58UL : (*data24); 
# 44
} 
#endif
# 45 "v001667.cu"
static int d_step27; 
# 47
namespace gpu28 { namespace inner29 { 
# 48
static void fuse30_kernel(long *acc31, const unsigned char *in32) ;
#if 0
# 48
{ 
# 49
if ((+(in32[d_step27])) > (ON19)) { 
# 50
return; }  
# 51
int iter33 = 0; 
# 52
if ((iter33 % 43) > d_step27) { 
# 53
goto skip35; 
# 54
}  
# 55
while ((iter33 < 6) && (d_step27 != ((int)d_step27))) { 
# 56
int iter34 = 0; 
# 57
while (iter34 < 9) { 
# 58
(*acc31) = iter34; 
# 59
if (((size_t)iter33) != iter33) { 
# 60
break; }  
# 61
++iter34; 
# 62
}  
# 63
++iter33; 
# 64
}  
# 65
skip35:; ; 
# 66
} 
#endif
# 68 "v001667.cu"
inline char host_drift36(int stride37, float a38, int lane39 = 18) { 
# 69
a38 = (50); 
# 70
(__cudaPushCallConfiguration(16 * 16, 8 * 4)) ? (void)0 : tile9(21U); 
# 71
do { int tmp_ = lane39; lane39 = stride37; stride37 = tmp_; } while (0); 
# 72
(__cudaPushCallConfiguration((lane39 + 255) / 256, (GREEN18) + ((GREEN18) + ((MUL17) + ((MUL17) + ((GREEN18) + 243)))))) ? (void)0 : count20((stride37 % lane39) - 50ULL, (double)lane39, 53, (int *)nullptr); 
# 73
dim3 y40 = dim3(ON19, 1 << 3); 
# 74
a38 = (+stride37); 
# 75
if (((lane39 >= 56) ? sizeof(float) : lane39) != (ON19)) { 
# 76
return 16U; }  
# 77
return __alignof__(float); 
# 78
} 
# 79
}}
# 81
int main() { 
# 82
int size41 = 814; 
# 83
static unsigned long x42 = (18); 
# 84
x42 = ((~x42) ? MUL17 : (size41 * (2596U + size41))); 
# 85
(__cudaPushCallConfiguration(dim3((size41 + 127) / 128, (size41 + 31) / 32), dim3(512, (size41 + 63) / 64, 1 << ((MUL17) + 4)))) ? (void)0 : gpu28::inner29::fuse30_kernel(nullptr, (const unsigned char *)nullptr); 
# 86
return 0; 
# 87
} 

# 1 "v001667.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9efd1379_10_v001667_cu_38cd92ec
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001667.cudafe1.stub.c"
#include "v001667.cudafe1.stub.c"
# 1 "v001667.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
