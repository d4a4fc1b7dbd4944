# 1 "v001034.cu"
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
# 17 "v001034.cu"
__attribute__((visibility("hidden"))) void bump6_kernel(float b7, const float *coef8, const float *coef9, float alpha10) ;
#if 0
# 18
{ 
# 19
int i11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
if (((alpha10 < alpha10) ? __device_builtin_variable_warpSize : i11) & 1) { 
# 21
return; 
# 22
}  
# 23
unsigned stride12 = (coef9 != (nullptr)) ? ~(__device_builtin_variable_gridDim.x) : b7; 
# 24
auto prod13 = 64; 
# 25
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 28 "v001034.cu"
template< class T, int N = 3> static void 
# 29
__wrapper__device_stub_bump14_kernel(T *&out15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 30
{ 
# 31
int gid16 = __device_builtin_variable_threadIdx.x; 
# 32
T cnt17 = 8 | gid16; 
# 33
int pass18 = 0; 
# 34
do { 
# 35
if (!out15) { 
# 36
__attribute__((unused)) static size_t sh_19[32]; 
# 37
(*out15)++; 
# 38
}  
# 39
float w20{(1.0F)}; 
# 40
++pass18; 
# 41
} while ((pass18 < gid16) && ((__device_builtin_variable_blockDim.x) == ((__device_builtin_variable_threadIdx.y) * (13)))); 
# 42
} 
#endif

#pragma GCC diagnostic pop

# 28 "v001034.cu"
template< class T, int N = 3> static void 
# 29
bump14_kernel(T *out15) 
# 30
{__wrapper__device_stub_bump14_kernel<T,N>(out15);
# 42
return;}
#if 0
# 30
{ 
# 31
int gid16 = __device_builtin_variable_threadIdx.x; 
# 32
T cnt17 = 8 | gid16; 
# 33
int pass18 = 0; 
# 34
do { 
# 35
if (!out15) { 
# 36
__attribute__((unused)) static size_t sh_19[32]; 
# 37
(*out15)++; 
# 38
}  
# 39
float w20{(1.0F)}; 
# 40
++pass18; 
# 41
} while ((pass18 < gid16) && ((__device_builtin_variable_blockDim.x) == ((__device_builtin_variable_threadIdx.y) * (13)))); 
# 42
} 
#endif
# 43 "v001034.cu"
const char *g_score21 = ("x=%d"); 
# 45
__attribute__((unused)) unsigned long smooth22(long long *dst23, const double *coef24, unsigned beta25) 
# 46
{int volatile ___ = 1;(void)dst23;(void)coef24;(void)beta25;
# 57
::exit(___);}
#if 0
# 46
{ 
# 47
int cnt26((float)(((unsigned char)(*dst23)) & 6)); 
# 48
if (cnt26 <= (dst23[0])) { 
# 49
return (unsigned)(cnt26 | (*dst23)); 
# 50
}  
# 51
if (beta25 >= (dst23[__device_builtin_variable_warpSize & 7])) { 
# 52
++cnt26; 
# 53
--cnt26; 
# 54
(*dst23) = (((23) - beta25) + ((__device_builtin_variable_blockIdx.z) + (*dst23))); 
# 55
}  
# 56
return 8; 
# 57
} 
#endif
# 59 "v001034.cu"
int main() 
# 60
{ 
# 61
int size27 = 80; 
# 62
auto lo28 = g_score21[1]; 
# 63
size27--; 
# 64
lo28 = lo28; 
# 65
lo28++; 
# 66
unsigned val29 = (22); 
# 67
(__cudaPushCallConfiguration(8 + 8, 64 + (32 + (8 + (8 + 16))), sizeof(int) * (1024), (cudaStream_t)0)) ? (void)0 : bump6_kernel(size27, nullptr, nullptr, g_score21[1]); 
# 68
(__cudaPushCallConfiguration(32, sizeof(int) * (64))) ? (void)0 : bump14_kernel< long, 2> (nullptr); 
# 69
return 0; 
# 70
} 

# 1 "v001034.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__92f1d0fa_10_v001034_cu_e070931f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001034.cudafe1.stub.c"
#include "v001034.cudafe1.stub.c"
# 1 "v001034.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
