# 1 "v000457.cu"
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
# 7 "v000457.cu"
const float g_rank3 = (3.125F); 
# 8
using real4_t = float; 
# 11
static void scatter5_kernel(const short *coef6) ;
#if 0
# 12
{ 
# 13
const int *lim7 = reinterpret_cast< const int *>(coef6); 
# 14
if (((*coef6) * (*coef6)) >= (' ')) { 
# 15
return; 
# 16
}  
# 17
} 
#endif
# 19 "v000457.cu"
__attribute__((visibility("hidden"))) void march8(const char *coef9, int lane10, unsigned short *dst11) ;
#if 0
# 20
{ 
# 21
if (!(lane10 > 27)) { 
# 22
return; 
# 23
}  
# 24
long acc12 = dst11[lane10 & 7]; 
# 25
if (lane10 != (*coef9)) { 
# 26
goto done13; 
# 27
}  
# 28
lane10 = (*coef9); 
# 29
if ((lane10 != lane10) && ((*coef9) != lane10)) { 
# 30
return; 
# 31
}  
# 32
done13:; ; 
# 33
} 
#endif
# 35 "v000457.cu"
__attribute__((visibility("hidden"))) void smooth14_kernel(unsigned cfg15, const real4_t *input16, int *out17, int *dst18) ;
#if 0
# 36
{ 
# 37
__attribute__((unused)) static double sh_19[13][3]; 
# 38
__attribute__((unused)) static int sh_20[32]; 
# 39
switch (dst18[3]) { 
# 40
case 3:  { 
# 41
float acc21((real4_t)((23 * (*out17)) ^ 2578)); 
# 42
if (((sh_19[cfg15])[cfg15]) >= (sizeof(double))) { 
# 43
return; 
# 44
}  
# 45
break; 
# 46
} 
# 47
case 12:  
# 48
case 4:  
# 49
case 8:  
# 50
break; 
# 51
}  
# 52
} 
#endif
# 54 "v000457.cu"
int main() 
# 55
{ 
# 56
int n22 = 1613; 
# 57
if (n22 < sizeof(int)) { 
# 58
return 4; 
# 59
}  
# 60
n22++; 
# 61
n22 = (n22 - g_rank3); 
# 62
(__cudaPushCallConfiguration((n22 + 31) / 32, 64 * 8, 0, nullptr)) ? (void)0 : march8(nullptr, ~(static_cast< int>(n22)), nullptr); 
# 63
(__cudaPushCallConfiguration(((dim3)((n22 + 63) / 64)), 128)) ? (void)0 : smooth14_kernel(g_rank3, &g_rank3, &n22, &n22); 
# 64
(__cudaPushCallConfiguration(4, 32)) ? (void)0 : scatter5_kernel(nullptr); 
# 65
return 0; 
# 66
} 

# 1 "v000457.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__32e2c316_10_v000457_cu_d7febac1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000457.cudafe1.stub.c"
#include "v000457.cudafe1.stub.c"
# 1 "v000457.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
