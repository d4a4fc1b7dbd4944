# 1 "v000644.cu"
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
# 6 "v000644.cu"
enum class Axis2: long { Low3, Low4, Add5}; 
# 8
static void stencil6(long *out7, float b8, float beta9, const int *in10) ;
#if 0
# 8
{ 
# 9
if ((in10[7]) < ((*in10) / (out7[__device_builtin_variable_blockDim.x]))) { 
# 10
b8 /= b8; 
# 11
} else { 
# 12
(out7[__device_builtin_variable_blockDim.y]) = beta9; 
# 13
}  
# 14
__attribute__((unused)) static double sh_11; 
# 15
unsigned t12 = (sh_11 / (*in10)) - ((-beta9) + ((31L) * b8)); 
# 16
__attribute__((unused)) static unsigned sh_13[128]; 
# 17
} 
#endif
# 19 "v000644.cu"
__attribute__((visibility("hidden"))) void warp14_kernel(const char *src15) ;
#if 0
# 19
{ 
# 20
int gid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
size_t e17 = ~(src15[gid16 & 7]); 
# 22
(++e17), (e17 += (src15[0])); 
# 23
if (!((src15[e17 & (7)]) > ((__device_builtin_variable_blockDim.x) - (' ')))) { 
# 24
if (((src15[7]) + e17) > gid16) { 
# 25
return; 
# 26
}  
# 27
e17 = (__device_builtin_variable_blockIdx.x); 
# 28
}  
# 29
unsigned idx18[4]{(64UL), (static_cast< unsigned>(698L)), ('a'), static_cast< unsigned>(src15[6])}; 
# 30
double sum19 = (+((57) - (idx18[__device_builtin_variable_blockDim.x]))) / (gid16 | (~(__device_builtin_variable_threadIdx.x))); 
# 31
} 
#endif
# 33 "v000644.cu"
int main() { 
# 34
int n20 = 956; 
# 35
n20 = ((n20 / ((n20 += 41), n20)) - n20); 
# 36
if (double w21 = ((4.75F)); (45UL) < w21) { 
# 37
int e22 = n20 * w21; 
# 38
int pass23 = 0; 
# 39
do { 
# 40
if (w21 <= n20) { 
# 41
continue; 
# 42
}  
# 43
float acc24[2] = {(float)((12.5F) - n20)}; 
# 44
++pass23; 
# 45
}  while (pass23 < e22); 
# 46
}  
# 47
(__cudaPushCallConfiguration(512, 128, 0)) ? (void)0 : stencil6((long *)nullptr, n20, ((n20 += n20), (16UL & n20)), &n20); 
# 48
(__cudaPushCallConfiguration(2, 512, sizeof(float) * (128))) ? (void)0 : warp14_kernel(nullptr); 
# 49
return 0; 
# 50
} 

# 1 "v000644.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__50ffe443_10_v000644_cu_c0e7e9ac
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000644.cudafe1.stub.c"
#include "v000644.cudafe1.stub.c"
# 1 "v000644.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
