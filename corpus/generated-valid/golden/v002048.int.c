# 1 "v002048.cu"
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
# 15 "v002048.cu"
__attribute__((visibility("hidden"))) void merge8_kernel(double *acc9, const unsigned char *in10, float *data11, int len12) ;
#if 0
# 15
{ 
# 16
__attribute__((unused)) extern float dyn_13[]; 
# 17
int gid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
unsigned sum15[5] = {}; 
# 19
__attribute__((unused)) static long sh_16[8]; 
# 20
} 
#endif
# 21 "v002048.cu"
enum Kind17 { MUL18, RED19, SLOW20}; 
# 22
struct Node21 { 
# 23
float x22; 
# 24
unsigned char w23; 
# 25
}; 
# 26
__attribute((noinline)) __attribute__((unused)) void tile24(unsigned alpha25, const Node21 &alpha26, int count27) {int volatile ___ = 1;(void)alpha25;(void)alpha26;(void)count27;
# 32
::exit(___);}
#if 0
# 26
{ 
# 27
do { count27 += (__device_builtin_variable_blockIdx.x); } while (0); 
# 28
for (int j28 = 0; j28 < count27; j28 += 1) { 
# 29
alpha25--; 
# 30
alpha25 = ((int)((35) % (__device_builtin_variable_threadIdx.z))); 
# 31
}  
# 32
} 
#endif
# 33 "v002048.cu"
static double c_update29; 
# 34
__attribute__((visibility("hidden"))) void tile30_kernel(unsigned short alpha31, const int *input32, int stride33) ;
#if 0
# 34
{ 
# 35
unsigned idx34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
if (idx34 >= stride33) { 
# 37
return; }  
# 38
long long tmp35[7] = {}; 
# 39
if (__device_builtin_variable_warpSize < c_update29) { 
# 40
goto done36; 
# 41
}  
# 42
(tmp35[2]) = (52); 
# 43
done36:; ; 
# 44
} 
#endif
# 45 "v002048.cu"
int main() { 
# 46
int n37 = 1868; 
# 47
short prod38 = (SLOW20) * (n37 + (~n37)); 
# 48
(__cudaPushCallConfiguration(1, dim3(1 << ((SLOW20) + (RED19)), (n37 + 127) / 128))) ? (void)0 : merge8_kernel(nullptr, (const unsigned char *)nullptr, nullptr, prod38); 
# 49
(__cudaPushCallConfiguration(1, ((dim3)((16 + 112) * 4)), 2048 * ((RED19) + 1))) ? (void)0 : tile30_kernel(30, nullptr, n37); 
# 50
return 0; 
# 51
} 

# 1 "v002048.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5befa9cf_10_v002048_cu_2b8584b0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002048.cudafe1.stub.c"
#include "v002048.cudafe1.stub.c"
# 1 "v002048.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
