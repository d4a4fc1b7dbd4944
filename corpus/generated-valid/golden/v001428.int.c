# 1 "v001428.cu"
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
# 8 "v001428.cu"
int g_merge4 = 5; 
# 10
__attribute__((visibility("hidden"))) void rank5(short beta6, int len7) ;
#if 0
# 11
{ 
# 12
int gid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
len7 = (-23); 
# 14
int mid9 = beta6; 
# 15
int cnt10[4] = {}; 
# 16
} 
#endif
# 18 "v001428.cu"
namespace _GLOBAL__N__7ed604e4_10_v001428_cu_g_merge4 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__7ed604e4_10_v001428_cu_g_merge4; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__7ed604e4_10_v001428_cu_g_merge4 __attribute__((visibility("hidden")))  { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 19
template< class T> static void 
# 20
__wrapper__device_stub_shade11_kernel(const T *&in12) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 21
{ 
# 22
int i13 = __device_builtin_variable_threadIdx.x; 
# 23
} 
#endif

#pragma GCC diagnostic pop

# 19 "v001428.cu"
template< class T> static void 
# 20
shade11_kernel(const T *in12) 
# 21
{::_GLOBAL__N__7ed604e4_10_v001428_cu_g_merge4::__wrapper__device_stub_shade11_kernel<T>(in12);
# 23
return;}
#if 0
# 21
{ 
# 22
int i13 = __device_builtin_variable_threadIdx.x; 
# 23
} 
#endif
# 24 "v001428.cu"
const char *g_spread14 = ("kernel\n_tail"); 
# 26
__attribute((noinline)) __attribute__((unused)) double norm15(float alpha16) 
# 27
{int volatile ___ = 1;(void)alpha16;
# 31
::exit(___);}
#if 0
# 27
{ 
# 28
alpha16 = alpha16; 
# 29
--alpha16; 
# 30
return ((62 << (__device_builtin_variable_gridDim.y)) + ((float)alpha16)) * alpha16; 
# 31
} 
#endif
# 32 "v001428.cu"
}
# 34
__attribute((noinline)) __attribute__((unused)) float trace17(float beta18) 
# 35
{int volatile ___ = 1;(void)beta18;
# 39
::exit(___);}
#if 0
# 35
{ 
# 36
beta18 = ((10) * beta18); 
# 37
float res19 = beta18 - beta18; 
# 38
return (size_t)__device_builtin_variable_warpSize; 
# 39
} 
#endif
# 41 "v001428.cu"
__attribute__((unused)) void stencil20(float beta21) 
# 42
{int volatile ___ = 1;(void)beta21;
# 52
::exit(___);}
#if 0
# 42
{ 
# 43
if ((__device_builtin_variable_blockIdx.y) * (58)) { 
# 44
if (int stride22 = beta21 - ((28) * beta21); ((__device_builtin_variable_gridDim.z) >= (stride22 | stride22)) || ((46) < (beta21 - (34)))) { 
# 45
beta21 = (19.375F); 
# 46
beta21 = beta21; 
# 47
unsigned long y23 = +(((2) + (__device_builtin_variable_threadIdx.z)) | 53U); 
# 48
}  
# 49
++beta21; 
# 50
float h24 = beta21; 
# 51
}  
# 52
} 
#endif
# 54 "v001428.cu"
void host_rank25(float q26, const float *__restrict__ in27, const int *src28) 
# 55
{ 
# 56
q26++; 
# 57
int pass29 = 0; 
# 58
while (pass29 < 4) { 
# 59
auto lam30 = [=]() mutable->int { 
# 60
g_merge4 = (q26); 
# 61
(__cudaPushCallConfiguration(512, dim3((g_merge4 + 63) / 64, (g_merge4 + 31) / 32))) ? (void)0 : rank5((*(in27)) * (20 + (pass29)), g_spread14[1]); 
# 62
return static_cast< double>(q26); 
# 63
} ; typedef decltype(lam30) __T0;
# 64
++pass29; 
# 65
}  
# 66
unsigned hi31 = 59 + ((pass29 << 15) / (pass29 - pass29)); 
# 67
q26++; 
# 68
--q26; 
# 69
int off32 = (src28[g_merge4]) << ((*src28) % (pass29 * hi31)); 
# 70
} 
# 72
int main() 
# 73
{ 
# 74
int size33 = 1670; 
# 75
unsigned long lo34 = ((size33 >> size33) >> 2) - 24; 
# 76
if (size33 >= size33) { 
# 77
return g_spread14[0]; }  
# 78
const char *mid35 = g_spread14; 
# 79
(__cudaPushCallConfiguration(2, 256)) ? (void)0 : shade11_kernel< unsigned> (nullptr); 
# 80
return 0; 
# 81
} 

# 1 "v001428.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7ed604e4_10_v001428_cu_g_merge4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001428.cudafe1.stub.c"
#include "v001428.cudafe1.stub.c"
# 1 "v001428.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
