# 1 "v001734.cu"
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
# 11 "v001734.cu"
double g_pack7[] = {(53), (15.75)}; 
# 12
enum class State8 { 
# 13
Low9, 
# 14
Green10, 
# 15
Idle11, 
# 16
Blue12, 
# 17
Busy13
# 18
}; 
# 20
__attribute__((visibility("hidden"))) void split14_kernel(const int *src15, double *buf16, int len17) ;
#if 0
# 21
{ 
# 22
unsigned tid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
if (tid18 >= len17) { 
# 24
return; }  
# 25
len17 = (*src15); 
# 26
long long hi19 = (((tid18 + (60)) - (buf16[(__device_builtin_variable_blockDim.z) & (7)])) + ((*src15) + 2275UL)) + (((__device_builtin_variable_threadIdx.x) + len17) / (src15[len17])); 
# 27
} 
#endif
# 28 "v001734.cu"
static int d_fuse20[8]; 
# 29
enum Axis21 { FAST22, ON23, IDLE24}; 
# 31
void check_rank25(int len26, bool a27) 
# 32
{ 
# 33
static_assert(((3 * ((IDLE24) + 4)) > 17));
# 34
(__cudaPushCallConfiguration(((dim3)((len26 + 63) / 64)), dim3(4 * 8, 256))) ? (void)0 : split14_kernel((const int *)nullptr, g_pack7, sizeof(short)); 
# 35
(g_pack7[len26]) = (g_pack7[len26 & 1]); 
# 36
(__cudaPushCallConfiguration(16, 128)) ? (void)0 : split14_kernel((const int *)nullptr, g_pack7, (57 + a27) << len26); 
# 37
} 
# 39
int main() 
# 40
{ 
# 41
int len28 = 2411; 
# 42
static_assert((sizeof(int) == (4)));
# 43
(__cudaPushCallConfiguration(dim3((len28 + 255) / 256, 1 << 8), 64)) ? (void)0 : split14_kernel(nullptr, g_pack7, len28 >> 7); 
# 44
(__cudaPushCallConfiguration(16, (5 + 27) * 8)) ? (void)0 : split14_kernel(nullptr, g_pack7, len28); 
# 45
return 0; 
# 46
} 

# 1 "v001734.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8ff4e042_10_v001734_cu_g_pack7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001734.cudafe1.stub.c"
#include "v001734.cudafe1.stub.c"
# 1 "v001734.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
