# 1 "i000436.cu"
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
# 10 "i000436.cu"
__attribute__((visibility("hidden"))) void sweep4_kernel(float alpha5, int *buf6, const long *__restrict__ input7) ;
#if 0
# 10
{ 
# 11
--(buf6[4]); 
# 12
auto idx8 = input7[2]; 
# 13
alpha5 = (24.375F); 
# 14
} 
#endif
# 15 "i000436.cu"
using ptr9_t = int *; 
# 17
float warp10(int n11, int lane12) { 
# 18
for (int i13 = 0, j14 = lane12; i13 < j14; (++i13), (--j14)) { 
# 19
long long idx15[2]{(62UL), (3480)}; 
# 20
double tmp16 = (24.5); 
# 21
}  
# 22
return lane12; 
# 23
} 
# 25
extern "C" __attribute__((visibility("hidden"))) void grow17(unsigned long p18, unsigned a19, unsigned *dst20, unsigned p21) ;
#if 0
# 25
{ 
# 26
for (int j22 = 0; j22 < 16; ++j22) { 
# 27
int idx23[7] = {(-56), (13LL), 60, 60}; 
# 28
static_assert((58 > 57));
# 29
}  
# 30
int hi24 = warp10(+p18, 56); 
# 31
float e25 = 9 - hi24; 
# 32
auto stride26 = 1548L; 
# 33
__attribute__((unused)) static short sh_27[128]; 
# 34
} 
#endif
# 36 "i000436.cu"
extern "C" {
# 37
__attribute__((visibility("hidden"))) void fuse28(int stride29) ;
#if 0
# 37
{ 
# 38
signed char diff30 = warp10(warp10(warp10(stride29, stride29), warp10(53, 8UL)), stride29); 
# 39
{ 
# 40
warp10(diff30, warp10(+diff30, stride29)); 
# 41
if (diff30 <= diff30) { 
# 42
return; 
# 43
}  
# 44
} 
# 45
float m31 = warp10('0', warp10(diff30, diff30)) - warp10(32ULL, stride29); 
# 46
diff30 -= (((14) + warp10(28, 43UL)) * (diff30 - (diff30 / 42))); 
# 47
} 
#endif
# 48 "i000436.cu"
}
# 50
int main() { 
# 51
int len32 = 2025; 
# 52
int tag34 = 24930; 
# 53
len32 = (static_cast< int>(warp10(13, warp10(len32, len32)))); 
# 54
float s33 = len32; 
# 55
(__cudaPushCallConfiguration(512, 128)) ? (void)0 : sweep4_kernel(warp10(s33, (45) + s33), &len32, static_cast< const long *>(nullptr)); 
# 56
(__cudaPushCallConfiguration(32, 128)) ? (void)0 : grow17(51U, warp10(s33 - s33, (37) - s33), nullptr, len32); 
# 57
(__cudaPushCallConfiguration(512, 256)) ? (void)0 : fuse28(-1787); 
# 58
return 0; 
# 59
} 

# 1 "i000436.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d3bb8bb6_10_i000436_cu_1e603eb6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000436.cudafe1.stub.c"
#include "i000436.cudafe1.stub.c"
# 1 "i000436.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
