# 1 "v000753.cu"
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
# 15 "v000753.cu"
namespace impl6 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 16
template< class T, class U> static void 
# 17
__wrapper__device_stub_march7(T &alpha8, T *__restrict__ &out9, U *&acc10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern float dyn_11[]; 
# 20
int i12 = __device_builtin_variable_threadIdx.x; 
# 21
__attribute__((unused)) static int sh_13[64]; 
# 22
(sh_13[39]) ^= (((__device_builtin_variable_warpSize != 54) ? 44 : (i12 - (sh_13[17]))) - ((47) - (__device_builtin_variable_threadIdx.x))); 
# 23
__attribute__((unused)) static unsigned sh_14[32]; 
# 24
(out9[0]) *= (1.125); 
# 25
(out9[3]) = __device_builtin_variable_warpSize; 
# 26
(*out9) -= (18.75); 
# 27
if ((dyn_11[i12]) <= (out9[7])) { 
# 28
return; 
# 29
}  
# 30
} 
#endif

#pragma GCC diagnostic pop

# 16 "v000753.cu"
template< class T, class U> static void 
# 17
march7(T alpha8, T *__restrict__ out9, U *acc10) 
# 18
{::impl6::__wrapper__device_stub_march7<T,U>(alpha8,out9,acc10);
# 30
return;}
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern float dyn_11[]; 
# 20
int i12 = __device_builtin_variable_threadIdx.x; 
# 21
__attribute__((unused)) static int sh_13[64]; 
# 22
(sh_13[39]) ^= (((__device_builtin_variable_warpSize != 54) ? 44 : (i12 - (sh_13[17]))) - ((47) - (__device_builtin_variable_threadIdx.x))); 
# 23
__attribute__((unused)) static unsigned sh_14[32]; 
# 24
(out9[0]) *= (1.125); 
# 25
(out9[3]) = __device_builtin_variable_warpSize; 
# 26
(*out9) -= (18.75); 
# 27
if ((dyn_11[i12]) <= (out9[7])) { 
# 28
return; 
# 29
}  
# 30
} 
#endif
# 31 "v000753.cu"
__attribute__((visibility("hidden"))) void trace15(char *__restrict__ acc16, const unsigned *src17) ;
#if 0
# 32
{ 
# 33
__attribute__((unused)) extern float dyn_18[]; 
# 34
int i19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
if (((dyn_18[3]) - (acc16[7])) != (48 * i19)) { 
# 36
(*acc16) <<= ((i19 & 15) * (*acc16)); 
# 37
}  
# 38
(dyn_18[i19]) = (sizeof(int) * (((__device_builtin_variable_threadIdx.x) << 9) - ((src17[1]) + (src17[6])))); 
# 39
(dyn_18[i19]) = (__device_builtin_variable_threadIdx.y); 
# 40
(dyn_18[6]) *= (__device_builtin_variable_blockIdx.x); 
# 41
} 
#endif
# 42 "v000753.cu"
}
# 43
__attribute__((unused)) char rank20(int stride21) 
# 44
{int volatile ___ = 1;(void)stride21;
# 48
::exit(___);}
#if 0
# 44
{ 
# 45
stride21 += ((__device_builtin_variable_blockIdx.z) / (4)); 
# 46
unsigned long hi22 = stride21; 
# 47
return ((stride21 << 4) * 36) + hi22; 
# 48
} 
#endif
# 49 "v000753.cu"
__attribute__((visibility("hidden"))) void fuse23_kernel(const signed char *__restrict__ src24, unsigned char *out25) ;
#if 0
# 50
{ 
# 51
int idx26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
(out25[4]) >>= ((((*src24) & 15) + (out25[__device_builtin_variable_threadIdx.x])) * 43); 
# 53
int h27 = (-11); 
# 54
if (((__device_builtin_variable_warpSize > idx26) ? 2 : idx26) < 11) { 
# 55
return; 
# 56
}  
# 57
h27 -= (static_cast< float>((idx26 >= 32UL) ? ((__device_builtin_variable_gridDim.x) > (18)) ? __device_builtin_variable_gridDim.x : (18) : (8))); 
# 58
} 
#endif
# 60 "v000753.cu"
__attribute((noinline)) __attribute__((unused)) int warp28(int stride29, int stride30) 
# 61
{int volatile ___ = 1;(void)stride29;(void)stride30;
# 72
::exit(___);}
#if 0
# 61
{ 
# 62
__attribute__((unused)) static int sh_31[8]; 
# 63
if (((stride30) ? stride29 : stride30) == 18) { 
# 64
return (18) * ((__device_builtin_variable_threadIdx.x) - stride29); 
# 65
}  
# 66
int t32[8]{(17U), 14, stride30, (24L), 25, static_cast< int>(stride29), (38U), (32UL)}; 
# 67
auto y33 = stride29; 
# 68
if (y33 < stride30) { 
# 69
return (47U - (sh_31[__device_builtin_variable_blockDim.x])) + (((7) == (__device_builtin_variable_threadIdx.x)) ? stride29 : 45); 
# 70
}  
# 71
return -40; 
# 72
} 
#endif
# 73 "v000753.cu"
int run_clamp34(int len35, float alpha36) 
# 74
{ 
# 75
auto k37 = len35; 
# 76
(__cudaPushCallConfiguration(((dim3)(1 << 6)), 256, 1 << (2 + 10))) ? (void)0 : impl6::march7< unsigned, unsigned> (18, nullptr, nullptr); 
# 77
return 62; 
# 78
} 
# 79
int main() 
# 80
{ 
# 81
int n38 = 2145; 
# 82
auto lam41 = [](auto diff39, auto diff40) { 
# 83
diff40 = (((-diff39) == (+((diff40 < diff39) ? 2 : 3))) ? 965 << ((diff39 > diff40) ? 27UL : (1)) : 16); 
# 84
diff40 = diff39; 
# 85
return diff39 * 2; 
# 86
} ; typedef decltype(lam41) __T0;
# 87
lam41(n38, static_cast< int>(n38)); 
# 88
n38 %= ((419 + n38) * (4099 % n38)); 
# 89
(__cudaPushCallConfiguration((n38 + 63) / 64, ((dim3)(1)))) ? (void)0 : fuse23_kernel(static_cast< const signed char *>(nullptr), nullptr); 
# 90
short f42 = lam41(n38, n38); 
# 91
long m43 = f42; 
# 92
f42 = (m43 * ((f42 * 3774) / 4171UL)); 
# 93
(__cudaPushCallConfiguration((2 + 126) * 4, 2 + 30)) ? (void)0 : impl6::trace15(nullptr, static_cast< const unsigned *>(nullptr)); 
# 94
return 0; 
# 95
} 

# 1 "v000753.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3b1426ef_10_v000753_cu_592f5939
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000753.cudafe1.stub.c"
#include "v000753.cudafe1.stub.c"
# 1 "v000753.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
