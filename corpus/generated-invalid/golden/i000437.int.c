# 1 "i000437.cu"
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
# 22 "i000437.cu"
__attribute__((visibility("hidden"))) void mix7(const float *__restrict__ coef8) ;
#if 0
# 22
{ 
# 23
unsigned idx9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
int idx10 = (__device_builtin_variable_threadIdx.z) - (6); 
# 25
__attribute__((unused)) static float sh_11[16]; 
# 26
(idx10++), ((sh_11[4]) = idx10); 
# 27
__attribute__((unused)) static unsigned sh_12; 
# 28
__attribute__((unused)) static int sh_13[(10 + 6) * 8]; 
# 29
sh_12 = ((static_cast< float>(sh_11[__device_builtin_variable_threadIdx.x])) / ((sh_12 * (__device_builtin_variable_threadIdx.x)) % (8))); 
# 30
} 
#endif
# 32 "i000437.cu"
__attribute__((visibility("hidden"))) void warp14_kernel(const char *input15, const float *input16, int len17) ;
#if 0
# 32
{ 
# 33
int gid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
if (gid18 >= len17) { 
# 35
return; 
# 36
}  
# 37
len17 = ((static_cast< unsigned char>((*input16) / (42))) % ((__device_builtin_variable_gridDim.x) + (gid18 - 52U))); 
# 38
if (17 <= len17) { 
# 39
return; 
# 40
}  
# 41
} 
#endif
# 43 "i000437.cu"
struct alignas(16) Acc19 { 
# 44
char y20; 
# 45
float sum21; 
# 46
}; 
# 48
Acc19 operator+(Acc19 a, Acc19 b) { 
# 49
Acc19 r = a; 
# 50
(r.y20) += (b.y20); 
# 51
(r.sum21) += (b.sum21); 
# 52
return r; 
# 53
} 
# 55
constexpr int host_bias22(int lane23, int count24) { 
# 56
float q25 = lane23; 
# 57
auto val26 = count24 % 8; 
# 58
return 29; 
# 59
} 
# 61
int main() { 
# 62
int len27 = 2074; 
# 63
len27 += sizeof(void); 
# 64
if (17 <= (len27 % 8)) { 
# 65
return static_cast< int>(len27); 
# 66
}  
# 67
(__cudaPushCallConfiguration(17 + (10 + 101), 17 + 111)) ? (void)0 : mix7(nullptr); 
# 68
len27 = (len27 % 8); 
# 69
(__cudaPushCallConfiguration(1 << 2, 256)) ? (void)0 : warp14_kernel(nullptr, nullptr, len27); 
# 70
return 0; 
# 71
} 

# 1 "i000437.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6b07ecd3_10_i000437_cu_f74a476e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000437.cudafe1.stub.c"
#include "i000437.cudafe1.stub.c"
# 1 "i000437.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
