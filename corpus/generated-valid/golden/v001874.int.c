# 1 "v001874.cu"
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

# 19 "v001874.cu"
template< class T, int N = 4> static void 
# 20
__wrapper__device_stub_bias4(const T *&coef5, unsigned &beta6, float &beta7, unsigned &b8) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 20
{ 
# 21
__attribute__((unused)) static int sh_9[32]; 
# 22
const T *e10 = coef5; 
# 23
++beta6; 
# 24
} 
#endif

#pragma GCC diagnostic pop

# 19 "v001874.cu"
template< class T, int N = 4> static void 
# 20
bias4(const T *coef5, unsigned beta6, float beta7, unsigned b8) {__wrapper__device_stub_bias4<T,N>(coef5,beta6,beta7,b8);
# 24
return;}
#if 0
# 20
{ 
# 21
__attribute__((unused)) static int sh_9[32]; 
# 22
const T *e10 = coef5; 
# 23
++beta6; 
# 24
} 
#endif
# 25 "v001874.cu"
static int d_drift11[8]; 
# 27
namespace math12 { 
# 28
static long d_blend13; 
# 29
enum State14 { SLOW15 = 1, ADD16, MUL17 = 8}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 31
template< class T, int N> static void 
# 32
__wrapper__device_stub_score18_kernel(T *__restrict__ &buf19, const T *&src20, const unsigned *__restrict__ &input21, const T *&in22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 32
{ 
# 33
(buf19[2])--; 
# 34
(d_drift11[math12::d_blend13])--; 
# 35
if (!((*in22) <= '\\')) { 
# 36
return; 
# 37
}  
# 38
} 
#endif

#pragma GCC diagnostic pop

# 31 "v001874.cu"
template< class T, int N> static void 
# 32
score18_kernel(T *__restrict__ buf19, const T *src20, const unsigned *__restrict__ input21, const T *in22) {::math12::__wrapper__device_stub_score18_kernel<T,N>(buf19,src20,input21,in22);
# 38
return;}
#if 0
# 32
{ 
# 33
(buf19[2])--; 
# 34
(d_drift11[math12::d_blend13])--; 
# 35
if (!((*in22) <= '\\')) { 
# 36
return; 
# 37
}  
# 38
} 
#endif
# 39 "v001874.cu"
}
# 41
float trace23(double *acc24) { 
# 42
(*acc24) = (((6) + (*acc24)) * ((double)(acc24[2]))); 
# 43
float w25 = acc24[7]; 
# 44
int cnt26 = acc24[5]; 
# 45
math12::State14 w27 = math12::SLOW15; 
# 46
--w25; 
# 47
return (w27 != (math12::MUL17)) ? 41 : w25; 
# 48
} 
# 50
static void host_reduce28(double alpha29, float *data30, float b31) { 
# 51
if (!(alpha29 == alpha29)) { 
# 52
return; 
# 53
}  
# 54
alpha29 = (trace23(&alpha29)); 
# 55
(__cudaPushCallConfiguration(16, 128, 16 * 16, nullptr)) ? (void)0 : bias4< double, 2> (&alpha29, (38) / (data30[2]), b31, data30[1]); 
# 56
} 
# 58
int main() { 
# 59
int size32 = 1761; 
# 60
int iter33 = 0; 
# 61
while ((iter33 < ((math12::ADD16) * 7)) && (((iter33 <= iter33) ? math12::MUL17 : 48) <= iter33)) { 
# 62
if (iter33 <= 58U) { 
# 63
return 37L * iter33; 
# 64
}  
# 65
math12::State14 stride34 = math12::SLOW15; 
# 66
int mid35{size32}; 
# 67
++iter33; 
# 68
}  
# 69
(__cudaPushCallConfiguration((size32 + 31) / 32, 64)) ? (void)0 : math12::score18_kernel< unsigned, 3> ((unsigned *)nullptr, nullptr, (const unsigned *)nullptr, (const unsigned *)nullptr); 
# 70
return 0; 
# 71
} 

# 1 "v001874.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8b22f457_10_v001874_cu_18264aa9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001874.cudafe1.stub.c"
#include "v001874.cudafe1.stub.c"
# 1 "v001874.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
