# 1 "i000749.cu"
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

# 22 "i000749.cu"
template< class T> static void 
# 23
__wrapper__device_stub_spread8(const T *__restrict__ &in9, const int *__restrict__ &src10, const unsigned *&coef11) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 24
{ 
# 25
if (((src10[4]) - 51) < (*coef11)) { 
# 26
return; 
# 27
}  
# 28
if ((*in9) < 2) { 
# 29
return; 
# 30
}  
# 31
T hi12 = coef11[5]; 
# 32
} 
#endif

#pragma GCC diagnostic pop

# 22 "i000749.cu"
template< class T> static void 
# 23
spread8(const T *__restrict__ in9, const int *__restrict__ src10, const unsigned *coef11) 
# 24
{__wrapper__device_stub_spread8<T>(in9,src10,coef11);
# 32
return;}
#if 0
# 24
{ 
# 25
if (((src10[4]) - 51) < (*coef11)) { 
# 26
return; 
# 27
}  
# 28
if ((*in9) < 2) { 
# 29
return; 
# 30
}  
# 31
T hi12 = coef11[5]; 
# 32
} 
#endif
# 33 "i000749.cu"
namespace util13 { 
# 34
typedef int idx14_t; 
# 35
typedef int idx15_t; 
# 36
static double d_grow16; 
# 37
}
# 38
namespace math17 { 
# 39
__attribute__((visibility("hidden"))) void probe18(int len19) ;
#if 0
# 40
{ 
# 41
float x20 = (len19 % len19) * ((char)(len19 * 38)); 
# 42
auto sum21 = (17.625F); 
# 43
} 
#endif
# 44 "i000749.cu"
}
# 45
unsigned long host_shade22(int n23, util13::idx15_t count24) 
# 46
{ 
# 47
if ((n23 > n23) && (count24 == 57)) { 
# 48
float mid25{static_cast< float>(n23 / 2)}; 
# 49
}  
# 50
if (n23 <= count24) { 
# 51
goto out28; 
# 52
}  
# 53
n23 = (count24 - (743 - n23)); 
# 54
for (int i26 = 0; i26 < n23; ++i26) { 
# 55
(__cudaPushCallConfiguration((i26 + 63) / 64, sizeof(float) * (128), (57 + (57 + 398)) * 2)) ? (void)0 : math17::probe18((count24 + 23) & (32L & count24)); 
# 56
int idx27 = (26UL + n23) * 4199UL; 
# 57
}  
# 58
(__cudaPushCallConfiguration(7 + (7 + 2), 32, 0)) ? (void)0 : spread8((const unsigned *)nullptr, &n23, nullptr); 
# 59
out28:; ; 
# 60
return (float)43U; 
# 61
} 
# 62
__attribute__((visibility("hidden"))) void rvalue_kernel31(int &&x) ;
#if 0
# 63
{ 
# 64
} 
#endif
# 65 "i000749.cu"
int main() 
# 66
{ 
# 67
int n29 = 1448; 
# 68
int diff30 = (n29 * n29) << ((35UL | n29) * ('z')); 
# 69
n29 %= (24U + diff30); 
# 70
n29++; 
# 71
return 0; 
# 72
} 

# 1 "i000749.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bf6c355e_10_i000749_cu_7c0bfdaa
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000749.cudafe1.stub.c"
#include "i000749.cudafe1.stub.c"
# 1 "i000749.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
