# 1 "v000264.cu"
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
# 6 "v000264.cu"
constexpr long BLOCK2 = ((5 + 3) * (sizeof(float) * (4))); 
# 8
__attribute__((visibility("hidden"))) void score3(unsigned *acc4, const unsigned long long *input5, unsigned *buf6, unsigned cfg7) ;
#if 0
# 8
{ 
# 9
int i8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
constexpr float r9 = (-(18.625F)); 
# 11
cfg7 = BLOCK2; 
# 12
(*buf6) = (*acc4); 
# 13
cfg7--; 
# 14
(buf6[i8 & 7])--; 
# 15
} 
#endif
# 17 "v000264.cu"
__attribute__((visibility("hidden"))) void tally10(const int *src11, int lane12, int stride13, int *data14) ;
#if 0
# 17
{ 
# 18
int i15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
if (i15 >= lane12) { 
# 20
return; }  
# 21
int base16 = (64L); 
# 22
__attribute__((unused)) static int sh_17[2 * 4]; 
# 23
if (lane12 != (__device_builtin_variable_gridDim.y)) { 
# 24
return; }  
# 25
--base16; 
# 26
int flag18 = (1094UL); 
# 27
} 
#endif
# 28 "v000264.cu"
enum class Mode19 { 
# 29
Busy20 = 2, 
# 30
Idle21, 
# 31
Green22 = 9, 
# 32
Blue23, 
# 33
Red24 = 16
# 34
}; 
# 36
int main() { 
# 37
int count25 = 1313; 
# 38
count25 = 36; 
# 39
if (count25 >= count25) { 
# 40
return (('\000') + count25) + BLOCK2; }  
# 41
(__cudaPushCallConfiguration(32, 5 + (5 + 54))) ? (void)0 : tally10(&count25, BLOCK2, BLOCK2, &count25); 
# 42
count25 |= ((37 - count25) ^ (static_cast< long>(11))); 
# 43
float x26 = BLOCK2 | (count25 + (static_cast< unsigned>(40U))); 
# 44
(__cudaPushCallConfiguration(sizeof(float), 32)) ? (void)0 : score3(nullptr, nullptr, nullptr, x26 - count25); 
# 45
return 0; 
# 46
} 

# 1 "v000264.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b1aef535_10_v000264_cu_dfc4050c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000264.cudafe1.stub.c"
#include "v000264.cudafe1.stub.c"
# 1 "v000264.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
