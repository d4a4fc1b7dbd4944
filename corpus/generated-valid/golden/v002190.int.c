# 1 "v002190.cu"
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
# 9 "v002190.cu"
constexpr int run_shade4(int count5, int len6) 
# 10
{ 
# 11
len6 %= (57 - ((unsigned char)(count5 % 35))); 
# 12
return 27 * len6; 
# 13
} 
# 15
int check_combine7(const float *src8, float b9) 
# 16
{ 
# 17
(b9++), (b9 /= (*src8)); 
# 18
int s10 = b9; 
# 19
signed char stride11 = (*src8) + ((' ') - ((b9 > ('a')) ? b9 : ('a'))); 
# 20
return stride11 + ((s10 += stride11), ((s10 += 16L), stride11)); 
# 21
} 
# 23
namespace _GLOBAL__N__ad979634_10_v002190_cu_fafbdaf1 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__ad979634_10_v002190_cu_fafbdaf1; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__ad979634_10_v002190_cu_fafbdaf1 __attribute__((visibility("hidden")))  { 
# 24
void bump12(const int *__restrict__ src13, int *buf14, int lane15, unsigned long *acc16) ;
#if 0
# 25
{ 
# 26
(*acc16) = lane15; 
# 27
if (lane15 < 53) { 
# 28
goto finish17; 
# 29
}  
# 30
lane15 += (((('#') + lane15) - (buf14[lane15])) * ((((src13[5]) / 29) < 15) ? ((acc16[7]) < (47)) ? *src13 : (src13[lane15]) : 52UL)); 
# 31
lane15 = ((7UL <= ((acc16[0]) + (acc16[6]))) ? *acc16 : ((lane15 / (U'\x7a')) - ((buf14[lane15]) + (buf14[6])))); 
# 32
if ((lane15 - 1) != 23UL) { 
# 33
return; }  
# 34
finish17:; ; 
# 35
} 
#endif
# 36 "v002190.cu"
}
# 38
int main() 
# 39
{ 
# 40
int count18 = 1444; 
# 41
size_t hi19 = count18; 
# 42
if ((18 > count18) || (hi19 < hi19)) { 
# 43
return hi19; }  
# 44
++count18; 
# 45
(__cudaPushCallConfiguration(dim3(16, 32 * 4), ((dim3)(8 * 8)), sizeof(int) * (128), nullptr)) ? (void)0 : bump12(nullptr, (int *)nullptr, ((count18 > hi19) ? count18 : hi19) * (2), (unsigned long *)nullptr); 
# 46
return 0; 
# 47
} 

# 1 "v002190.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ad979634_10_v002190_cu_fafbdaf1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002190.cudafe1.stub.c"
#include "v002190.cudafe1.stub.c"
# 1 "v002190.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
