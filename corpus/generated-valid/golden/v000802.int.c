# 1 "v000802.cu"
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
# 11 "v000802.cu"
__attribute__((visibility("hidden"))) void drift3_kernel(int *out4, const float *__restrict__ src5) ;
#if 0
# 12
{ 
# 13
unsigned tid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
if ((*src5) >= (src5[1])) { 
# 15
return; }  
# 16
static_assert((21 > 20), "size check");
# 17
if ((tid6 <= tid6) && (tid6 < (11))) { 
# 18
return; }  
# 19
for (int n7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n7 < 4; n7 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 20
if (tid6 > 58UL) { 
# 21
return; }  
# 22
unsigned prod8(out4[5]); 
# 23
}  
# 24
} 
#endif
# 26 "v000802.cu"
namespace kern9 { 
# 27
typedef float real10_t; 
# 29
static unsigned char step11(real10_t cfg12, double *dst13) 
# 30
{ 
# 31
cfg12 /= ((dst13[1]) - ((57U) / ((dst13[1]) - cfg12))); 
# 32
(dst13[7]) -= (6); 
# 33
int z14 = 44; 
# 34
auto stride15 = static_cast< size_t>(dst13[0]); 
# 35
return (static_cast< double>(z14)) - ((7LL) / (cfg12 / (25))); 
# 36
} 
# 38
__attribute((always_inline)) __attribute__((unused)) inline void fuse16(int lane17, int stride18) 
# 39
{int volatile ___ = 1;(void)lane17;(void)stride18;
# 50
::exit(___);}
#if 0
# 39
{ 
# 40
unsigned short acc19 = (919L); 
# 41
__attribute__((unused)) static float sh_20[3][8]; 
# 42
for (int n21 = stride18; n21 > 0; --n21) { 
# 43
float y22 = ((__device_builtin_variable_threadIdx.z) * (__device_builtin_variable_blockDim.x)) + (stride18 - n21); 
# 44
acc19 = (((+(lane17 & __device_builtin_variable_warpSize)) == ((sh_20[lane17])[3])) ? 47 : stride18); 
# 45
}  
# 46
if ((((sh_20[lane17])[lane17]) > acc19) && ((25) < (__device_builtin_variable_blockIdx.x))) { 
# 47
return; }  
# 48
if (stride18 <= ((sh_20[stride18])[(__device_builtin_variable_threadIdx.x) & (7)])) { 
# 49
return; }  
# 50
} 
#endif
# 51 "v000802.cu"
}
# 53
short host_apply23(int n24, int count25) 
# 54
{ 
# 55
unsigned long z26{(24L)}; 
# 56
auto y27 = n24 / (n24 & 64U); 
# 57
return (count25 | z26) % (25); 
# 58
} 
# 60
int main() 
# 61
{ 
# 62
int len28 = 4016; 
# 63
auto r29 = (((len28 += len28), ((len28 < len28) ? len28 + len28 : len28))); 
# 64
bool base30 = (((static_cast< double>(len28)) - len28) != r29) || (r29 <= 37L); 
# 65
(__cudaPushCallConfiguration(256, 64)) ? (void)0 : drift3_kernel(nullptr, nullptr); 
# 66
(__cudaPushCallConfiguration((r29 + 127) / 128, 256)) ? (void)0 : drift3_kernel((int *)nullptr, (const float *)nullptr); 
# 67
len28 = (19U); 
# 68
(__cudaPushCallConfiguration(2 * 2, 256)) ? (void)0 : drift3_kernel(nullptr, nullptr); 
# 69
return 0; 
# 70
} 

# 1 "v000802.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ba1e7c2f_10_v000802_cu_e3149727
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000802.cudafe1.stub.c"
#include "v000802.cudafe1.stub.c"
# 1 "v000802.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
