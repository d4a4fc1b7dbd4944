# 1 "v000415.cu"
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
# 20 "v000415.cu"
__attribute__((visibility("hidden"))) void gather7(unsigned long long *buf8, float *__restrict__ out9) ;
#if 0
# 21
{ 
# 22
(*buf8) = (*buf8); 
# 23
(buf8[7]) %= (((out9 == (nullptr)) ? buf8[2] : (38)) % ((63) + (*buf8))); 
# 24
if (((*buf8) & (buf8[5])) > (*out9)) { 
# 25
return; 
# 26
}  
# 27
} 
#endif
# 28 "v000415.cu"
typedef unsigned idx10_t; 
# 29
using idx11_t = signed char; 
# 31
__attribute__((visibility("hidden"))) void shade12_kernel(const unsigned *coef13) ;
#if 0
# 32
{ 
# 33
int idx14 = coef13[3]; 
# 34
idx14 = idx14; 
# 35
++idx14; 
# 36
idx10_t v15 = +(((coef13[idx14]) - 3062U) + ((!coef13) ? 36L : idx14)); 
# 37
idx14 = idx14; 
# 38
const idx10_t *v16 = coef13; 
# 39
unsigned short q17 = idx14; 
# 40
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 42 "v000415.cu"
template< class T> static void 
# 43
__wrapper__device_stub_stencil18_kernel(T &q19, T *__restrict__ &buf20, unsigned *&acc21, T &p22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern int dyn_23[]; 
# 46
long long x24 = ((float)(8U + (*acc21))) - (dyn_23[4]); 
# 47
p22 /= q19; 
# 48
p22 = (((((buf20[x24 & (7)]) += (*acc21)), (buf20[2])) == (dyn_23[x24])) ? dyn_23[6] : q19); 
# 49
if ((dyn_23[5]) & 1) { 
# 50
return; 
# 51
}  
# 52
q19 = ((((2) * ((dyn_23[x24 & (7)]) + 5UL)) + ((p22 += 61), (-15))) + (38L | (dyn_23[x24 & (7)]))); 
# 53
} 
#endif

#pragma GCC diagnostic pop

# 42 "v000415.cu"
template< class T> static void 
# 43
stencil18_kernel(T q19, T *__restrict__ buf20, unsigned *acc21, T p22) 
# 44
{__wrapper__device_stub_stencil18_kernel<T>(q19,buf20,acc21,p22);
# 53
return;}
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern int dyn_23[]; 
# 46
long long x24 = ((float)(8U + (*acc21))) - (dyn_23[4]); 
# 47
p22 /= q19; 
# 48
p22 = (((((buf20[x24 & (7)]) += (*acc21)), (buf20[2])) == (dyn_23[x24])) ? dyn_23[6] : q19); 
# 49
if ((dyn_23[5]) & 1) { 
# 50
return; 
# 51
}  
# 52
q19 = ((((2) * ((dyn_23[x24 & (7)]) + 5UL)) + ((p22 += 61), (-15))) + (38L | (dyn_23[x24 & (7)]))); 
# 53
} 
#endif
# 55 "v000415.cu"
int main() 
# 56
{ 
# 57
int size25 = 619; 
# 58
size25 = 13; 
# 59
size25 = ((size25 != size25) ? 4UL : (13)); 
# 60
constexpr idx10_t lo26 = (59); 
# 61
(__cudaPushCallConfiguration(dim3((size25 + 31) / 32, 512, 13 + (13 + (13 + (13 + (13 + (13 + 434)))))), 256, 13 + 4083, (cudaStream_t)0)) ? (void)0 : stencil18_kernel(6U, (unsigned *)nullptr, (unsigned *)nullptr, 6U); 
# 62
int q27 = 13; 
# 63
(__cudaPushCallConfiguration(dim3((size25 + 255) / 256, 2, 4), 13 + 115)) ? (void)0 : gather7(nullptr, (float *)nullptr); 
# 64
(__cudaPushCallConfiguration((size25 + 63) / 64, 64, sizeof(unsigned) * (13 + 243), (cudaStream_t)0)) ? (void)0 : shade12_kernel((const idx10_t *)nullptr); 
# 65
return 0; 
# 66
} 

# 1 "v000415.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6d6bad5d_10_v000415_cu_18e92308
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000415.cudafe1.stub.c"
#include "v000415.cudafe1.stub.c"
# 1 "v000415.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
