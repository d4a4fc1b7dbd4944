# 1 "v000400.cu"
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
# 15 "v000400.cu"
__attribute__((visibility("hidden"))) void smooth6_kernel(int *out7, int count8, unsigned short *dst9, const double *coef10) ;
#if 0
# 16
{ 
# 17
float sum11 = (~(2819 | (out7[4]))) % (*out7); 
# 18
bool x12((25UL) <= (((float)(*out7)) * (56UL))); 
# 19
float w13{sum11}; 
# 20
unsigned x14 = ((float)(61 * x12)) * (static_cast< int>(x12)); 
# 21
__attribute__((unused)) static int sh_15[128]; 
# 22
} 
#endif
# 24 "v000400.cu"
__attribute__((visibility("hidden"))) void fuse16_kernel(const long *coef17, float *acc18, int n19) ;
#if 0
# 25
{ 
# 26
(*acc18) = (32UL); 
# 27
unsigned f20 = (static_cast< unsigned>(acc18[0])) % sizeof(double); 
# 28
float x21 = f20; 
# 29
} 
#endif
# 32 "v000400.cu"
__attribute__((visibility("hidden"))) void clamp22_kernel(int stride23, const float *src24, double *data25, int n26) ;
#if 0
# 33
{ 
# 34
switch (n26) { 
# 35
case 4:  
# 36
break; 
# 37
case 12:  
# 38
if ((n26 * n26) != (data25[4])) { 
# 39
break; 
# 40
}  
# 41
break; 
# 42
default:  
# 43
if (n26 != (src24[stride23])) { 
# 44
constexpr float diff27 = (-26); 
# 45
n26--; 
# 46
}  
# 47
break; 
# 48
}  
# 49
} 
#endif
# 51 "v000400.cu"
long shade28(int count29, float *buf30, int count31) 
# 52
{ 
# 53
double sum32 = (7.5); 
# 54
if (count29) { 
# 55
return 61; 
# 56
}  
# 57
(count31++), (count29 -= count29); 
# 58
double lim33 = count29; 
# 59
count29--; 
# 60
++count31; 
# 61
return ('A') & count29; 
# 62
} 
# 64
int main() 
# 65
{ 
# 66
int len34 = 704; 
# 67
shade28(shade28(50, (float *)nullptr, shade28(len34, nullptr, -15)), nullptr, len34); 
# 68
(__cudaPushCallConfiguration(((dim3)(sizeof(float) * (64))), dim3(1, 128), sizeof(float) * (64), 0)) ? (void)0 : smooth6_kernel((int *)nullptr, shade28(64, nullptr, ((len34 += 45UL), len34)), static_cast< unsigned short *>(nullptr), nullptr); 
# 69
len34 &= ((12) % ((len34 % 31) & shade28(-4916, (float *)nullptr, 50))); 
# 70
auto flag35 = len34; 
# 71
(__cudaPushCallConfiguration((flag35 + 31) / 32, 5 + (64 + (11 + (5 + 427))), sizeof(int) * (256))) ? (void)0 : fuse16_kernel((const long *)nullptr, static_cast< float *>(nullptr), (-len34) ^ shade28(2934U, nullptr, len34)); 
# 72
(__cudaPushCallConfiguration(dim3(sizeof(unsigned) * (4), 16, sizeof(int) * (5 + 3)), dim3(2, sizeof(int), 64 + (11 + (64 + (11 + (64 + 42))))))) ? (void)0 : clamp22_kernel(flag35, static_cast< const float *>(nullptr), nullptr, ((int)flag35) - (flag35 * 52L)); 
# 73
return 0; 
# 74
} 

# 1 "v000400.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__67d574df_10_v000400_cu_4729fd6b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000400.cudafe1.stub.c"
#include "v000400.cudafe1.stub.c"
# 1 "v000400.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
