# 1 "v000207.cu"
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
# 26 "v000207.cu"
__attribute__((visibility("hidden"))) void bias10_kernel(int count11, float q12, int *data13) ;
#if 0
# 26
{ 
# 27
unsigned i14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
(data13[__device_builtin_variable_gridDim.z])++; 
# 29
__attribute__((unused)) static short sh_15[8]; 
# 30
} 
#endif
# 32 "v000207.cu"
static void smooth16_kernel(float *dst17, const short *__restrict__ input18, bool p19) ;
#if 0
# 32
{ 
# 33
long long u20(((__device_builtin_variable_blockIdx.x) - p19) % ((((__device_builtin_variable_blockIdx.z) / (__device_builtin_variable_blockDim.x)) <= 17L) ? input18[__device_builtin_variable_threadIdx.y] : (input18[__device_builtin_variable_blockIdx.x]))); 
# 34
for (int n21 = 0; n21 < 3; n21++) { 
# 35
for (int n22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n22 < 5; n22 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 36
p19 = (p19 & 1); 
# 37
__attribute__((unused)) static unsigned sh_23[8]; 
# 38
}  
# 39
++u20; 
# 40
}  
# 41
} 
#endif
# 43 "v000207.cu"
static void trace24(long long alpha25) ;
#if 0
# 43
{ 
# 44
int idx26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 45
if (idx26 & 1) { 
# 46
++alpha25; 
# 47
if ((__device_builtin_variable_threadIdx.x) == (alpha25 + idx26)) { 
# 48
int iter27 = 0; 
# 49
while (iter27 < iter27) { 
# 50
unsigned m28[4] = {}; 
# 51
(m28[0]) = (45); 
# 52
++iter27; 
# 53
}  
# 54
}  
# 55
}  
# 56
} 
#endif
# 58 "v000207.cu"
float check_clamp29(const float *__restrict__ src30, unsigned q31, const double *coef32) { 
# 59
(__cudaPushCallConfiguration(256 * 2, 4 + 252, 16 * 16, 0)) ? (void)0 : smooth16_kernel(const_cast< float *>(src30), nullptr, q31); 
# 60
unsigned hi33[3] = {}; 
# 61
return -(2.375F); 
# 62
} 
# 64
int main() { 
# 65
int n34 = 2671; 
# 66
n34 = (((5 * n34) & 29UL) * n34); 
# 67
n34++; 
# 68
n34 = (check_clamp29(nullptr, n34 & 15, nullptr)); 
# 69
float *stride35 = (nullptr); 
# 70
const unsigned long *h36 = (nullptr); 
# 71
(__cudaPushCallConfiguration((n34 + 255) / 256, 64, 0)) ? (void)0 : bias10_kernel(check_clamp29(stride35, (2 * n34) + 46U, nullptr), check_clamp29(stride35, (20) / (stride35[7]), nullptr), (int *)nullptr); 
# 72
(__cudaPushCallConfiguration(20 + (4 + 8), 256)) ? (void)0 : trace24(4); 
# 73
return 0; 
# 74
} 

# 1 "v000207.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2c5baf7b_10_v000207_cu_ca8538df
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000207.cudafe1.stub.c"
#include "v000207.cudafe1.stub.c"
# 1 "v000207.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
