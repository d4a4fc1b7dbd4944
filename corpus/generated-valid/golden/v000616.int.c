# 1 "v000616.cu"
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
# 22 "v000616.cu"
static void spread6_kernel(int lane7, long *__restrict__ acc8) ;
#if 0
# 22
{ 
# 23
for (int i9 = 0; i9 < lane7; i9 += 1) { 
# 24
const size_t stride10 = i9; 
# 25
(acc8[stride10]) += (stride10 % (8)); 
# 26
}  
# 27
for (int it11 = 0; it11 < 16; ++it11) { 
# 28
const int off12 = acc8[6]; 
# 29
float lim13 = it11; 
# 30
}  
# 31
} 
#endif
# 32 "v000616.cu"
enum class Level14: short { 
# 33
Idle15, 
# 34
Idle16, 
# 35
Slow17, 
# 36
Slow18 = 6, 
# 37
Slow19
# 38
}; 
# 39
using idx20_t = unsigned; 
# 41
void clamp21(float *__restrict__ buf22, int n23, int count24 = 3) { 
# 42
count24 = count24; 
# 43
(buf22[count24]) -= (n23 % 8); 
# 44
} 
# 46
int main() { 
# 47
int count25 = 1589; 
# 48
dim3 k26((count25 + 127) / 128, (count25 + 63) / 64, 2 * 4); 
# 49
count25 -= 10L; 
# 50
(__cudaPushCallConfiguration(2 * 4, 9 + 55)) ? (void)0 : spread6_kernel((count25 != count25) ? count25 : 5, (long *)nullptr); 
# 51
return 0; 
# 52
} 

# 1 "v000616.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3216a3b8_10_v000616_cu_cfc6eaa3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000616.cudafe1.stub.c"
#include "v000616.cudafe1.stub.c"
# 1 "v000616.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
