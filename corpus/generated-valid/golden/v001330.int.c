# 1 "v001330.cu"
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
# 12 "v001330.cu"
static double c_warp5[4]; 
# 13
static unsigned long c_gather6[8]; 
# 14
void run_tile7(int lane8) { 
# 15
float y9 = ((0.5F) + (lane8 % 8)) * ((unsigned short)lane8); 
# 16
int diff10 = lane8; 
# 17
int w11 = 36; 
# 18
if ((lane8 + 7) > 18) { 
# 19
goto out12; 
# 20
}  
# 21
lane8 = lane8; 
# 22
out12:; ; 
# 23
} 
# 24
__attribute__((visibility("hidden"))) void kick13(int stride14, double beta15, int n16) ;
#if 0
# 24
{ 
# 25
int idx17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
if (idx17 >= stride14) { 
# 27
return; }  
# 28
constexpr char k18 = (33); 
# 29
if (n16 < ((c_warp5[idx17]) * (64))) { 
# 30
goto finish20; 
# 31
}  
# 32
if (k18 != ((n16 += stride14), n16)) { 
# 33
return; }  
# 34
if ((stride14 + (18 * stride14)) >= (__device_builtin_variable_gridDim.x)) { 
# 35
beta15--; 
# 36
if (double y19 = (13.0); (26) >= (c_gather6[7])) { 
# 37
if (((c_warp5[__device_builtin_variable_gridDim.x]) - k18) > n16) { 
# 38
return; }  
# 39
beta15--; 
# 40
}  
# 41
}  
# 42
finish20:; ; 
# 43
} 
#endif
# 44 "v001330.cu"
int main() { 
# 45
int len21 = 2367; 
# 46
(__cudaPushCallConfiguration(8, 18 + (18 + (18 + 202)))) ? (void)0 : kick13(len21, len21, (35 + len21) << (18 * len21)); 
# 47
const float k22 = ((long)(len21 << len21)) % (8); 
# 48
if (const int res23 = (((len21 += k22), k22) * (2841)) + k22; (k22 * (48)) >= ('a')) { 
# 49
if (46U >= (res23 << 7)) { 
# 50
return (len21 - 2984) * (18 + len21); }  
# 51
}  
# 52
const int e24 = len21 + len21; 
# 53
return 0; 
# 54
} 

# 1 "v001330.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9b073503_10_v001330_cu_c_warp5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001330.cudafe1.stub.c"
#include "v001330.cudafe1.stub.c"
# 1 "v001330.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
