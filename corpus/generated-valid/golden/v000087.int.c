# 1 "v000087.cu"
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
# 5 "v000087.cu"
__attribute__((visibility("hidden"))) void probe1_kernel(double b2, unsigned p3) ;
#if 0
# 6
{ 
# 7
unsigned i4 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 8
b2 = (7); 
# 9
__attribute__((unused)) static unsigned sh_5[8]; 
# 11
#pragma unroll
for (
# 11
int n6 = 13; n6 > 0; --n6) { 
# 12
b2 = ((((i4 + n6) != n6) ? p3 : (((29) >= (__device_builtin_variable_gridDim.z)) ? __device_builtin_variable_threadIdx.z : (__device_builtin_variable_blockIdx.x))) - (-b2)); 
# 13
}  
# 14
(sh_5[3])++; 
# 15
} 
#endif
# 16 "v000087.cu"
static double d_sift7; 
# 18
struct Particle8 { 
# 19
int hi9; 
# 20
int id10; 
# 21
float weight11; 
# 22
unsigned long long w12; 
# 23
}; 
# 30
__attribute__((visibility("hidden"))) void map_scale14(unsigned *data, int n) ;
#if 0
# 30
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((unsigned)2)); }  } 
#endif
# 32 "v000087.cu"
__attribute__((visibility("hidden"))) void grow15_kernel(unsigned cfg16, const int *coef17, const size_t *input18, unsigned *out19) ;
#if 0
# 33
{ 
# 34
int idx20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
__attribute__((unused)) static double sh_21[11][11]; 
# 36
__attribute__((unused)) static int sh_22; 
# 37
sh_22 = (57UL); 
# 38
cfg16 = cfg16; 
# 39
(*out19) = (((__device_builtin_variable_blockDim.x) % (8)) >> 14); 
# 40
unsigned char r23[7] = {}; 
# 41
} 
#endif
# 43 "v000087.cu"
int main() 
# 44
{ 
# 45
int size24 = 1084; 
# 46
++size24; 
# 47
for (int i25 = 5; i25 > 0; --i25) { 
# 48
(__cudaPushCallConfiguration(2 * 8, 32 * 16)) ? (void)0 : probe1_kernel(i25, i25); 
# 49
}  
# 50
int r26 = ((unsigned)44UL); 
# 51
if (r26 == (r26 + sizeof(Particle8))) { 
# 52
return (int)((unsigned char)r26); 
# 53
}  
# 54
(__cudaPushCallConfiguration(4, dim3((r26 + 255) / 256, (size24 + 31) / 32))) ? (void)0 : map_scale14((unsigned *)nullptr, 4524); 
# 55
(__cudaPushCallConfiguration(dim3(2, 1, (size24 + 63) / 64), sizeof(float) * (64))) ? (void)0 : grow15_kernel(16L, &r26, nullptr, nullptr); 
# 56
return 0; 
# 57
} 

# 1 "v000087.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__51e345b1_10_v000087_cu_1938541b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000087.cudafe1.stub.c"
#include "v000087.cudafe1.stub.c"
# 1 "v000087.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
