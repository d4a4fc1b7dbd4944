# 1 "v001638.cu"
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
# 6 "v001638.cu"
static float d_spread2; 
# 8
__attribute__((visibility("hidden"))) void tally3(short b4, int lane5, unsigned *out6) ;
#if 0
# 8
{ 
# 9
int i7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
__attribute__((unused)) static int sh_8[16]; 
# 11
if ((out6[lane5]) >= i7) { 
# 12
return; }  
# 13
} 
#endif
# 15 "v001638.cu"
__attribute__((visibility("hidden"))) void score9_kernel(const float *src10) ;
#if 0
# 15
{ 
# 16
const long long *off11 = ((const long long *)nullptr); 
# 17
if (((*off11) & (40)) != d_spread2) { 
# 18
return; }  
# 19
int sum12 = (double)((*off11) / d_spread2); 
# 20
float r13 = d_spread2; 
# 21
for (int j14 = 0, j15 = 8; j14 < j15; (++j14), (--j15)) { 
# 22
r13 = (-(14.375F)); 
# 23
r13 = ((d_spread2 <= (__device_builtin_variable_gridDim.x)) ? 59U / ((unsigned)r13) : ((59) * ((src10[6]) - d_spread2))); 
# 24
}  
# 25
} 
#endif
# 27 "v001638.cu"
int main() { 
# 28
int n16 = 1643; 
# 29
n16 = n16; 
# 30
n16 = ((n16 - (14ULL + n16)) + (5 + n16)); 
# 31
(__cudaPushCallConfiguration(dim3(512, 2), sizeof(float) * (16))) ? (void)0 : tally3(788, 63U * (n16 ^ n16), nullptr); 
# 32
(__cudaPushCallConfiguration((n16 + 255) / 256, 8 * 4)) ? (void)0 : score9_kernel((const float *)nullptr); 
# 33
return 0; 
# 34
} 

# 1 "v001638.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0e7e8c5f_10_v001638_cu_b29b08b1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001638.cudafe1.stub.c"
#include "v001638.cudafe1.stub.c"
# 1 "v001638.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
