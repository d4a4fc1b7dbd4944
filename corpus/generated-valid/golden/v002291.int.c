# 1 "v002291.cu"
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
# 25 "v002291.cu"
__attribute((always_inline)) __attribute__((unused)) inline float norm10(int *data11, int count12) {int volatile ___ = 1;(void)data11;(void)count12;
# 30
::exit(___);}
#if 0
# 25
{ 
# 26
int u13 = ((long)4); 
# 27
constexpr unsigned k14 = (38); 
# 28
(*data11)--; 
# 29
return (((2) * (__device_builtin_variable_gridDim.x)) + (data11[1])) * (~u13); 
# 30
} 
#endif
# 31 "v002291.cu"
enum Op15 { BUSY16, ON17 = 3}; 
# 33
__attribute((always_inline)) __attribute__((unused)) inline int bump18(int lane19, unsigned alpha20) {int volatile ___ = 1;(void)lane19;(void)alpha20;
# 44
::exit(___);}
#if 0
# 33
{ 
# 34
__attribute__((unused)) static long long sh_21; 
# 35
lane19 = (10UL); 
# 36
int pass22 = 0; 
# 37
while (pass22 < lane19) { 
# 38
lane19 = (sh_21 - sh_21); 
# 39
++pass22; 
# 40
}  
# 41
short z23 = ((2) * (static_cast< unsigned long long>((__device_builtin_variable_threadIdx.z) & 34U))) + (lane19 - ((int)lane19)); 
# 42
sh_21--; 
# 43
return 11U; 
# 44
} 
#endif
# 46 "v002291.cu"
static void probe24_kernel(int *__restrict__ buf25, const float *coef26, Op15 beta27, int n28) ;
#if 0
# 46
{ 
# 47
unsigned gid29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
if (gid29 >= n28) { 
# 49
return; 
# 50
}  
# 51
constexpr unsigned lo30 = (30); 
# 52
double cnt31{(6.125)}; 
# 53
if (coef26 != (nullptr)) { 
# 54
return; 
# 55
}  
# 56
double v32 = (coef26[0]) + beta27; 
# 57
} 
#endif
# 59 "v002291.cu"
int main() { 
# 60
int n33 = 1301; 
# 61
n33 = ((n33 += 32), n33); 
# 62
cudaStream_t res34 = (nullptr); 
# 63
if (n33 <= 59) { 
# 64
return sizeof(int); 
# 65
}  
# 66
n33 = ((2 * (~n33)) + (((2 * n33) + 13) * 32)); 
# 67
(__cudaPushCallConfiguration((n33 + 63) / 64, 32, sizeof(float) * (256), res34)) ? (void)0 : probe24_kernel(&n33, static_cast< const float *>(nullptr), BUSY16, (((n33 == 16) ? 41 : n33) > n33) ? 32 & n33 : 4447UL); 
# 68
return 0; 
# 69
} 

# 1 "v002291.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__93bf83ff_10_v002291_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002291.cudafe1.stub.c"
#include "v002291.cudafe1.stub.c"
# 1 "v002291.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
