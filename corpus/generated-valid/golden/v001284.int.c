# 1 "v001284.cu"
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
# 11 "v001284.cu"
float combine6(int count7, float *dst8) { 
# 12
count7 = (dst8[count7]); 
# 13
short w9 = ((double)(10.25F)); 
# 14
return count7; 
# 15
} 
# 16
template< class T> __attribute__((unused)) float 
# 17
clamp10(T q11) {int volatile ___ = 1;(void)q11;
# 28
::exit(___);}
#if 0
# 17
{ 
# 18
q11 *= (__device_builtin_variable_threadIdx.x); 
# 19
T base12 = (4); 
# 20
if ((__device_builtin_variable_gridDim.x) == base12) { 
# 21
return 34UL + (__device_builtin_variable_blockIdx.y); 
# 22
}  
# 23
__attribute__((unused)) static int sh_13[128]; 
# 24
__attribute__((unused)) static int sh_14; 
# 25
long z15 = sh_13[sh_14 & 127]; 
# 26
base12--; 
# 27
return z15; 
# 28
} 
#endif
# 29 "v001284.cu"
template< class T> 
# 30
struct Node16 { 
# 31
T weight17; 
# 32
}; 
# 33
__attribute__((visibility("hidden"))) void gather18(const float *in19, int count20, const float *coef21, int lane22) ;
#if 0
# 33
{ 
# 34
__attribute__((unused)) extern int dyn_23[]; 
# 35
if (((dyn_23[(__device_builtin_variable_blockDim.y) & (7)]) % 6) != (lane22 * 52)) { 
# 36
lane22 = lane22; 
# 37
if ((__device_builtin_variable_blockDim.x) & (1)) { 
# 38
return; 
# 39
}  
# 40
}  
# 41
unsigned sum24 = (335); 
# 42
} 
#endif
# 44 "v001284.cu"
__attribute__((visibility("hidden"))) void clamp25(const char *coef26, float alpha27) ;
#if 0
# 44
{ 
# 45
unsigned tid28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
__attribute__((unused)) static int sh_29[32]; 
# 47
__attribute__((unused)) static float sh_30[16]; 
# 48
} 
#endif
# 49 "v001284.cu"
int main() { 
# 50
int size31 = 1946; 
# 51
constexpr unsigned long v32 = (0); 
# 52
int lo33[7] = {size31, 21, (53U)}; 
# 53
size31 *= 32; 
# 54
(__cudaPushCallConfiguration(dim3((size31 + 255) / 256, 16, (size31 + 127) / 128), ((dim3)(sizeof(float) * (64))), 0, nullptr)) ? (void)0 : gather18(static_cast< const float *>(nullptr), -size31, (const float *)nullptr, 27); 
# 55
(__cudaPushCallConfiguration(((dim3)(32)), 32 + 32, sizeof(float) * (64), (cudaStream_t)0)) ? (void)0 : clamp25(nullptr, 32); 
# 56
return 0; 
# 57
} 

# 1 "v001284.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a8e940e0_10_v001284_cu_a6c2283a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001284.cudafe1.stub.c"
#include "v001284.cudafe1.stub.c"
# 1 "v001284.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
