# 1 "v000663.cu"
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
# 5 "v000663.cu"
template< class T, int N> 
# 6
__attribute((noinline)) __attribute__((unused)) void mix1(T *out2, float *dst3, T *acc4) 
# 7
{int volatile ___ = 1;(void)out2;(void)dst3;(void)acc4;
# 14
::exit(___);}
#if 0
# 7
{ 
# 8
if (64 <= (*acc4)) { 
# 9
return; 
# 10
}  
# 11
T base5 = __device_builtin_variable_threadIdx.y; 
# 12
__attribute__((unused)) static unsigned sh_6[64]; 
# 13
--(*dst3); 
# 14
} 
#endif
# 16 "v000663.cu"
__attribute__((visibility("hidden"))) void pack7_kernel(int lane8, float *out9) ;
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern float dyn_10[]; 
# 19
int idx11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
if (idx11 >= lane8) { 
# 21
return; 
# 22
}  
# 23
mix1< unsigned, 6> (nullptr, nullptr, nullptr); 
# 24
long flag12[7]{('\?'), static_cast< long>(__device_builtin_variable_threadIdx.x), (static_cast< long>(64)), (u'\x20'), (50U), static_cast< long>(lane8), (-37)}; 
# 25
} 
#endif
# 26 "v000663.cu"
enum Op13 { IDLE14, IDLE15, LOW16}; 
# 28
template< class T, int N> inline T 
# 29
kick17(T a18, const T *in19, T alpha20) 
# 30
{ 
# 31
++a18; 
# 32
T cnt21 = (52); 
# 33
if (double w22{(-(13.375))}; !(cnt21 < '\n')) { 
# 34
if ((alpha20 < N) || (N >= a18)) { 
# 35
return in19[5]; 
# 36
}  
# 37
alpha20--; 
# 38
unsigned short idx23[5]{static_cast< unsigned short>(a18), (static_cast< unsigned short>(N)), static_cast< unsigned short>(alpha20), (14U), (44)}; 
# 39
}  
# 40
constexpr float cnt24 = (10.5F); 
# 41
return in19[2]; 
# 42
} 
# 44
__attribute__((visibility("hidden"))) void tile25_kernel(float b26, int stride27, int *out28) ;
#if 0
# 45
{ 
# 46
unsigned tid29 = __device_builtin_variable_threadIdx.x; 
# 47
if (tid29 >= stride27) { 
# 48
return; 
# 49
}  
# 51
#pragma unroll
for (
# 51
int j30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j30 < stride27; j30 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 52
mix1< int, 2> (nullptr, reinterpret_cast< float *>(out28), out28); 
# 53
b26 = ((j30 - stride27) * (-(7 * stride27))); 
# 54
}  
# 55
__attribute__((unused)) static float sh_31[((LOW16) + (IDLE15)) * ((IDLE15) + 1)][10]; 
# 56
float cnt32[3] = {}; 
# 57
} 
#endif
# 59 "v000663.cu"
int main() 
# 60
{ 
# 61
int len33 = 3980; 
# 62
len33--; 
# 63
Op13 v34 = IDLE15; 
# 64
len33 = (static_cast< int>(64 % (static_cast< unsigned char>(len33)))); 
# 65
(__cudaPushCallConfiguration((IDLE15) + 3, (LOW16) + 254)) ? (void)0 : pack7_kernel((len33 | v34) * (IDLE15), nullptr); 
# 66
(__cudaPushCallConfiguration((len33 + 255) / 256, 512)) ? (void)0 : tile25_kernel(LOW16, len33, nullptr); 
# 67
return 0; 
# 68
} 

# 1 "v000663.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b7e88f9a_10_v000663_cu_4bd9ef91
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000663.cudafe1.stub.c"
#include "v000663.cudafe1.stub.c"
# 1 "v000663.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
