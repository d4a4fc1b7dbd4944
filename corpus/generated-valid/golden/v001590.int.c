# 1 "v001590.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 17 "v001590.cu"
template< class T, int N = 5> static void 
# 18
__wrapper__device_stub_shade7(T &a8) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
int idx9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
a8 -= N; 
# 22
int y10 = (((N <= (-idx9)) ? N : ('0' * a8)) < a8) ? ((64) * (__device_builtin_variable_threadIdx.x)) + (__device_builtin_variable_blockIdx.y) : 53UL; 
# 23
T v11 = (3709) + ((idx9 / (23.0F)) + (idx9 - (4.625))); 
# 24
y10 = (N - v11); 
# 25
v11 = v11; 
# 26
T *x12 = ((T *)nullptr); 
# 27
} 
#endif

#pragma GCC diagnostic pop

# 17 "v001590.cu"
template< class T, int N = 5> static void 
# 18
shade7(T a8) 
# 19
{__wrapper__device_stub_shade7<T,N>(a8);
# 27
return;}
#if 0
# 19
{ 
# 20
int idx9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
a8 -= N; 
# 22
int y10 = (((N <= (-idx9)) ? N : ('0' * a8)) < a8) ? ((64) * (__device_builtin_variable_threadIdx.x)) + (__device_builtin_variable_blockIdx.y) : 53UL; 
# 23
T v11 = (3709) + ((idx9 / (23.0F)) + (idx9 - (4.625))); 
# 24
y10 = (N - v11); 
# 25
v11 = v11; 
# 26
T *x12 = ((T *)nullptr); 
# 27
} 
#endif
# 29 "v001590.cu"
constexpr int scale13(int count14, int len15) 
# 30
{ 
# 31
return 8; 
# 32
} 
# 35
template< class T, class U> 
# 36
__attribute((noinline)) __attribute__((unused)) double blend16(const T *src17, const U *src18) 
# 37
{int volatile ___ = 1;(void)src17;(void)src18;
# 42
::exit(___);}
#if 0
# 37
{ 
# 38
if (!src18) { 
# 39
double x19 = (src18[7]) * (src17[__device_builtin_variable_threadIdx.x]); 
# 40
}  
# 41
return (src18[__device_builtin_variable_gridDim.y]) - (13 / (*src17)); 
# 42
} 
#endif
# 44 "v001590.cu"
__attribute__((visibility("hidden"))) void bias20(int count21) ;
#if 0
# 45
{ 
# 46
if ((__device_builtin_variable_gridDim.x) > (28)) { 
# 47
return; 
# 48
}  
# 49
if (count21) { 
# 50
return; 
# 51
}  
# 52
count21 ^= ((count21 > (count21 * count21)) ? count21 * ((__device_builtin_variable_threadIdx.z) << (__device_builtin_variable_threadIdx.x)) : ((53) * (__device_builtin_variable_blockDim.y))); 
# 53
if ((count21 / count21) == count21) { 
# 54
return; 
# 55
}  
# 56
__attribute__((unused)) static unsigned sh_22[5][10]; 
# 57
__attribute__((unused)) static int sh_23[10][11]; 
# 58
((sh_23[7])[count21]) += (13 + (count21 - 64)); 
# 59
} 
#endif
# 61 "v001590.cu"
int main() 
# 62
{ 
# 63
int n24 = 3868; 
# 64
if (n24 >> n24) { 
# 65
int mid25 = ((n24 < n24) ? n24 : n24) << (12 >> n24); 
# 66
(__cudaPushCallConfiguration((mid25 + 63) / 64, 4 * 8)) ? (void)0 : bias20(n24); 
# 67
}  
# 68
if ((((2) * (n24 + 41U)) + n24) < n24) { 
# 69
n24 |= ((n24 + n24) * ((n24) ? 57 : (n24 * 23))); 
# 70
}  
# 71
n24 |= (((n24 + 8) << ((long)n24)) >> n24); 
# 72
(__cudaPushCallConfiguration(((dim3)(64)), 8 * 16)) ? (void)0 : shade7< unsigned, 3> (39); 
# 73
return 0; 
# 74
} 

# 1 "v001590.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__07eecebf_10_v001590_cu_2d86a881
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001590.cudafe1.stub.c"
#include "v001590.cudafe1.stub.c"
# 1 "v001590.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
