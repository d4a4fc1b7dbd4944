# 1 "v001037.cu"
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
#pragma GCC diagnostic ignored "-Wunused-function"

# 17 "v001037.cu"
template< class T> __attribute__((unused)) static int 
# 18
clamp7(const T *coef8) {int volatile ___ = 1;(void)coef8;
# 29
::exit(___);}
#if 0
# 18
{ 
# 19
if (43 == ((coef8[5]) + (coef8[2]))) { 
# 20
return coef8[4]; 
# 21
}  
# 22
if (((coef8[0]) - 4360) >= (*coef8)) { 
# 23
if (((coef8[3]) * (coef8[5])) != (coef8[1])) { 
# 24
return sizeof(long long) - (*coef8); 
# 25
}  
# 26
}  
# 27
const T r9 = static_cast< int>((((*coef8) > 1) ? 4730UL : (0U)) ? (coef8[2]) + (coef8[2]) : 32); 
# 28
return (((*coef8) >= 46) ? 58UL : (53)) ^ (16); 
# 29
} 
#endif

#pragma GCC diagnostic pop

# 31 "v001037.cu"
__attribute__((visibility("hidden"))) void scatter10(const int *coef11) ;
#if 0
# 31
{ 
# 32
if ((((coef11[2]) / 2) - 49) >= (coef11[7])) { 
# 33
float res12 = 12L | (((short)(*coef11)) * 32); 
# 34
res12 += (*coef11); 
# 35
short off13 = (float)((15.5F) * (coef11[5])); 
# 36
}  
# 37
} 
#endif
# 38 "v001037.cu"
enum class State14: int { Green15, Slow16, On17}; 
# 40
__attribute((always_inline)) __attribute__((unused)) inline int smooth18(const float *coef19) {int volatile ___ = 1;(void)coef19;
# 53
::exit(___);}
#if 0
# 40
{ 
# 41
for (int i20 = 0; i20 < 6; ++i20) { 
# 42
if ((coef19[4]) >= (17)) { 
# 43
return (((coef19[6]) == i20) ? i20 : 27U) ^ i20; 
# 44
}  
# 45
if ((~i20) != 24) { 
# 46
continue; 
# 47
}  
# 48
}  
# 49
__attribute__((unused)) static unsigned sh_21[16]; 
# 50
(sh_21[10]) &= (sh_21[8]); 
# 51
State14 z22 = State14::Slow16; 
# 52
return (coef19[3]) + (sh_21[9]); 
# 53
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 55 "v001037.cu"
template< class T, int N> static void 
# 56
__wrapper__device_stub_decay23(T &cfg24, char &cfg25, T &a26, int &stride27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 56
{ 
# 57
constexpr unsigned res28 = 32U; 
# 58
--cfg25; 
# 59
if (char stride29{(char)((N) - (cfg25 ^ ((cfg24 < a26) ? cfg25 : res28)))}; a26 != stride27) { 
# 60
State14 w30 = State14::On17; 
# 61
}  
# 63
#pragma unroll 8
for (
# 63
int n31 = stride27; n31 > 0; --n31) { 
# 64
a26 = 47; 
# 65
cfg25 *= (stride27 / 2); 
# 66
}  
# 67
} 
#endif

#pragma GCC diagnostic pop

# 55 "v001037.cu"
template< class T, int N> static void 
# 56
decay23(T cfg24, char cfg25, T a26, int stride27) {__wrapper__device_stub_decay23<T,N>(cfg24,cfg25,a26,stride27);
# 67
return;}
#if 0
# 56
{ 
# 57
constexpr unsigned res28 = 32U; 
# 58
--cfg25; 
# 59
if (char stride29{(char)((N) - (cfg25 ^ ((cfg24 < a26) ? cfg25 : res28)))}; a26 != stride27) { 
# 60
State14 w30 = State14::On17; 
# 61
}  
# 63
#pragma unroll 8
for (
# 63
int n31 = stride27; n31 > 0; --n31) { 
# 64
a26 = 47; 
# 65
cfg25 *= (stride27 / 2); 
# 66
}  
# 67
} 
#endif
# 69 "v001037.cu"
int main() { 
# 70
int n32 = 2246; 
# 71
(__cudaPushCallConfiguration(1, 128, sizeof(double) * (128))) ? (void)0 : decay23< long, 6> ((n32 > n32) ? 10UL : (n32 / sizeof(signed char)), (char)n32, 2450 | n32, n32); 
# 72
if (n32) { 
# 73
return 40; 
# 74
}  
# 75
(__cudaPushCallConfiguration((n32 + 63) / 64, 64, sizeof(double) * (128))) ? (void)0 : scatter10(&n32); 
# 76
return 0; 
# 77
} 

# 1 "v001037.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__80447f14_10_v001037_cu_e1d1d4d4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001037.cudafe1.stub.c"
#include "v001037.cudafe1.stub.c"
# 1 "v001037.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
