# 1 "v001825.cu"
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
# 17 "v001825.cu"
static constexpr int WIDTH7 = (4 * 2); 
# 19
__attribute__((visibility("hidden"))) void grow8(unsigned p9, const float *in10) ;
#if 0
# 19
{ 
# 20
__attribute__((unused)) static int sh_11[256]; 
# 21
if (((*in10) == (__device_builtin_variable_blockDim.x)) || ((in10[__device_builtin_variable_blockDim.x]) > (10ULL))) { 
# 22
return; 
# 23
}  
# 24
} 
#endif
# 25 "v001825.cu"
constexpr int STEPS12 = (16 + 240); 
# 27
int check_scatter13(const short *__restrict__ coef14, int len15, int count16) { 
# 28
constexpr double h17 = (43UL); 
# 29
int acc18[2]{len15, STEPS12}; 
# 30
count16 &= ((acc18[0]) + len15); 
# 31
int pass19 = 0; 
# 32
do { 
# 33
int m20 = pass19; 
# 34
++pass19; 
# 35
} while (pass19 < len15); 
# 36
(acc18[1]) = WIDTH7; 
# 37
return h17; 
# 38
} 
# 40
int main() { 
# 41
int n21 = 72; 
# 42
if (n21 <= n21) { 
# 43
return 47 * n21; 
# 44
}  
# 45
n21 ^= (((n21 += STEPS12), (WIDTH7 + n21)) % ((63 + n21) * STEPS12)); 
# 46
if ((n21 + STEPS12) == WIDTH7) { 
# 47
return (4645UL * n21) + (WIDTH7 * n21); 
# 48
}  
# 49
n21 = (__alignof__(double)); 
# 50
float u22 = (11.5F) + (((long)n21) - ((22.625F) - n21)); 
# 51
++n21; 
# 52
(__cudaPushCallConfiguration(sizeof(unsigned) * (16 + 16), 256)) ? (void)0 : grow8((n21 + 37) % ((unsigned char)34L), &u22); 
# 53
return 0; 
# 54
} 

# 1 "v001825.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fb7e1c42_10_v001825_cu_82752c08
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001825.cudafe1.stub.c"
#include "v001825.cudafe1.stub.c"
# 1 "v001825.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
