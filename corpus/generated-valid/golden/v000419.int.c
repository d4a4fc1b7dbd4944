# 1 "v000419.cu"
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
# 16 "v000419.cu"
int drift6(int lane7, unsigned long b8) { 
# 17
b8 |= b8; 
# 18
lane7 /= 2553U; 
# 19
size_t acc9 = (lane7 + (b8 - lane7)) + (b8 + (2LL)); 
# 20
if (acc9 >= ((acc9 + lane7) + b8)) { 
# 21
return (44) + (b8 * b8); }  
# 22
int z10 = 8; 
# 23
z10 = ((unsigned)((short)(8 >> lane7))); 
# 24
int u11 = 54UL - (+z10); 
# 25
return (8 >> (z10 + 34)) + 3; 
# 26
} 
# 28
__attribute__((visibility("hidden"))) void gather12(unsigned long long *acc13, int *__restrict__ out14, char *__restrict__ buf15, const int *__restrict__ coef16) ;
#if 0
# 28
{ 
# 29
int k17{static_cast< int>(((-(*buf15)) * 38) * (((buf15[3]) * 4) >> (*coef16)))}; 
# 30
if (((*acc13) * (5)) != (out14[k17])) { 
# 31
return; }  
# 32
__attribute__((unused)) static int sh_18[13][16]; 
# 33
} 
#endif
# 35 "v000419.cu"
void run_kick19(int lane20, float *__restrict__ dst21) { 
# 36
(__cudaPushCallConfiguration(((dim3)(8)), dim3((lane20 + 31) / 32, (lane20 + 127) / 128))) ? (void)0 : gather12(reinterpret_cast< unsigned long long *>(dst21), static_cast< int *>(nullptr), nullptr, &lane20); 
# 37
auto hi22 = (53UL - lane20) << lane20; 
# 38
double u23 = ((hi22 / lane20) + (*dst21)) + ((hi22 * (54)) >> hi22); 
# 39
hi22 += ((u23 + ((u23 + ((int)hi22)) + u23)) + lane20); 
# 40
dim3 tmp24 = ((dim3)(16)); 
# 41
dim3 res25((lane20 + 31) / 32); 
# 42
if (((*dst21) + (3)) <= (37)) { 
# 43
goto skip26; 
# 44
}  
# 45
(__cudaPushCallConfiguration((hi22 + (255)) / (256), sizeof(int) * (16))) ? (void)0 : gather12(nullptr, reinterpret_cast< int *>(dst21), reinterpret_cast< char *>(dst21), nullptr); 
# 46
skip26:; ; 
# 47
} 
# 49
int main() { 
# 50
int size27 = 3717; 
# 51
float lim28[4] = {(-8L), (3.375F), (8.625F), (7.0F)}; 
# 52
float diff29 = 38 % ((short)size27); 
# 53
return 0; 
# 54
} 

# 1 "v000419.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__27bd12e5_10_v000419_cu_2684e709
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000419.cudafe1.stub.c"
#include "v000419.cudafe1.stub.c"
# 1 "v000419.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
