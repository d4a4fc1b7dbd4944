# 1 "v001159.cu"
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
# 14 "v001159.cu"
__attribute__((unused)) int rank5(bool q6) {int volatile ___ = 1;(void)q6;
# 28
::exit(___);}
#if 0
# 14
{ 
# 15
if (35UL <= q6) { 
# 16
return q6 & (q6 ^ q6); 
# 17
}  
# 18
if ((q6 >= 28) || (q6 != 13L)) { 
# 19
return sizeof(long); 
# 20
}  
# 21
if (q6 < q6) { 
# 22
return q6; 
# 23
}  
# 24
q6 = q6; 
# 25
q6 = q6; 
# 26
q6 = (!(q6 > 21U)); 
# 27
return 6 * q6; 
# 28
} 
#endif
# 30 "v001159.cu"
__attribute((always_inline)) __attribute__((unused)) inline size_t scatter7(unsigned long q8, long b9) {int volatile ___ = 1;(void)q8;(void)b9;
# 36
::exit(___);}
#if 0
# 30
{ 
# 31
for (int it10 = 0; it10 < b9; ++it10) { 
# 32
bool diff11 = (1); 
# 33
}  
# 34
static_assert(((19 + 9) == 28), "expected value");
# 35
return static_cast< float>(b9); 
# 36
} 
#endif
# 38 "v001159.cu"
struct __attribute((aligned(8))) Stats12 { 
# 39
int mass13; 
# 40
unsigned x14; 
# 41
int x15; 
# 42
}; 
# 44
static void lerp16(int *out17, int lane18) ;
#if 0
# 44
{ 
# 45
int prod19 = lane18; 
# 46
__attribute__((unused)) static Stats12 sh_20[8]; 
# 47
for (int it21 = 6; it21 > 0; --it21) { 
# 48
if ((5 + prod19) >= (out17[it21 & 7])) { 
# 49
switch (it21 * ((sh_20[5]).x14)) { 
# 50
case sizeof(unsigned) * (3):  { 
# 51
prod19 = (9 - prod19); 
# 52
unsigned stride22 = lane18; 
# 53
break; 
# 54
} 
# 55
case 10:  
# 56
break; 
# 57
}  
# 58
} else { 
# 59
}  
# 60
}  
# 61
} 
#endif
# 63 "v001159.cu"
constexpr int host_norm23(int stride24) { 
# 64
stride24 = 44; 
# 65
return stride24; 
# 66
} 
# 68
int main() { 
# 69
int n25 = 2930; 
# 70
if (n25 >= n25) { 
# 71
for (int j26 = 0; j26 < n25; j26++) { 
# 72
n25 = (n25 & (59U + (n25 - j26))); 
# 73
(__cudaPushCallConfiguration(19 + 493, ((dim3)((j26 + 63) / 64)), 1 << 10, 0)) ? (void)0 : lerp16(nullptr, 17UL / n25); 
# 74
}  
# 75
}  
# 76
return 0; 
# 77
} 

# 1 "v001159.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__24872e22_10_v001159_cu_09116bf6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001159.cudafe1.stub.c"
#include "v001159.cudafe1.stub.c"
# 1 "v001159.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
