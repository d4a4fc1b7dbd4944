# 1 "i000397.cu"
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
# 19 "i000397.cu"
__attribute__((visibility("hidden"))) void spread6_kernel(const int *in7, unsigned b8, float p9) ;
#if 0
# 19
{ 
# 20
int idx10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
if (idx10 != (+b8)) { 
# 22
++p9; 
# 23
b8 += __alignof__(int); 
# 24
__attribute__((unused)) static float sh_11; 
# 25
}  
# 26
b8 = p9; 
# 27
} 
#endif
# 29 "i000397.cu"
__attribute__((visibility("hidden"))) void filter12_kernel(double p13, unsigned p14, int count15) ;
#if 0
# 29
{ 
# 30
int i16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
if (i16 >= count15) { 
# 32
return; 
# 33
}  
# 34
constexpr short lo17 = (43); 
# 35
count15 = (1198U); 
# 36
int pass18 = 0; 
# 37
if ((pass18 == pass18) && (i16 & 1)) { 
# 38
goto skip21; 
# 39
}  
# 40
while ((pass18 < 6) && (p13 <= (sizeof(int)))) { 
# 41
unsigned z19 = (float)(((int)i16) * lo17); 
# 42
constexpr unsigned char e20 = (44); 
# 43
++pass18; 
# 44
}  
# 45
count15 = (1333U); 
# 46
skip21:; ; 
# 47
} 
#endif
# 48 "i000397.cu"
struct Bits_25 { 
# 49
int wide: 40; 
# 50
}; 
# 52
int main() { 
# 53
int n22 = 1063; 
# 54
(__cudaPushCallConfiguration(1 << 6, 64)) ? (void)0 : spread6_kernel(&n22, (int)n22, (sizeof(int) * n22) + (n22 + (U'\x61'))); 
# 55
const char *lim23 = ("a\tb_tail"); 
# 56
unsigned long u24 = n22; 
# 57
n22 = (((249UL | (lim23[1])) < ((lim23[0]) + u24)) ? n22 : n22); 
# 58
(__cudaPushCallConfiguration((n22 + 31) / 32, 64)) ? (void)0 : filter12_kernel(n22 * (+n22), n22, (25 + (lim23[0])) % 20); 
# 59
return 0; 
# 60
} 

# 1 "i000397.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3cb2c4ca_10_i000397_cu_94401ac6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000397.cudafe1.stub.c"
#include "i000397.cudafe1.stub.c"
# 1 "i000397.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
