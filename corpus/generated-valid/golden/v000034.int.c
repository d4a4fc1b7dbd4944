# 1 "v000034.cu"
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
# 17 "v000034.cu"
const float g_decay8 = (-(3.25F)); 
# 19
static void scatter9(long b10, int *data11) { 
# 20
(data11[b10]) = 8; 
# 21
(data11[b10]) %= (b10 ^ ((33L + (*data11)) + ((unsigned)21L))); 
# 22
if (!data11) { 
# 23
int pass12 = 0; 
# 24
while (pass12 < 8) { 
# 25
b10 = (pass12 - (b10 & (28))); 
# 26
if (b10 == (33)) { 
# 27
return; }  
# 28
++pass12; 
# 29
}  
# 30
} else { if ((data11[b10]) != b10) { }  }  
# 31
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 34
template< class T, class U> static void 
# 35
__wrapper__device_stub_bump13_kernel(T &beta14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 35
{ 
# 36
__attribute__((unused)) extern float dyn_15[]; 
# 37
unsigned gid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
if ((+beta14) > ((5) ^ gid16)) { 
# 39
(dyn_15[gid16 & (7)])++; 
# 40
(dyn_15[(__device_builtin_variable_threadIdx.x) & (7)])++; 
# 41
beta14 = beta14; 
# 42
} else { 
# 43
if (beta14 >= ((dyn_15[gid16]) * gid16)) { 
# 44
return; }  
# 45
(dyn_15[__device_builtin_variable_threadIdx.x]) = (2384); 
# 46
}  
# 47
} 
#endif

#pragma GCC diagnostic pop

# 34 "v000034.cu"
template< class T, class U> static void 
# 35
bump13_kernel(T beta14) {__wrapper__device_stub_bump13_kernel<T,U>(beta14);
# 47
return;}
#if 0
# 35
{ 
# 36
__attribute__((unused)) extern float dyn_15[]; 
# 37
unsigned gid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
if ((+beta14) > ((5) ^ gid16)) { 
# 39
(dyn_15[gid16 & (7)])++; 
# 40
(dyn_15[(__device_builtin_variable_threadIdx.x) & (7)])++; 
# 41
beta14 = beta14; 
# 42
} else { 
# 43
if (beta14 >= ((dyn_15[gid16]) * gid16)) { 
# 44
return; }  
# 45
(dyn_15[__device_builtin_variable_threadIdx.x]) = (2384); 
# 46
}  
# 47
} 
#endif
# 49 "v000034.cu"
__attribute__((visibility("hidden"))) void mix17_kernel(const int *coef18, int lane19) ;
#if 0
# 49
{ 
# 50
lane19++; 
# 51
lane19++; 
# 52
lane19--; 
# 53
--lane19; 
# 54
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 56 "v000034.cu"
template< class T, int N> static void 
# 57
__wrapper__device_stub_apply20_kernel(const T *&src21, T *&dst22, double &q23, int &len24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 57
{ 
# 58
int idx25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 59
if (idx25 >= len24) { 
# 60
return; }  
# 61
float t26 = (21.0F) + ((dst22[7]) + (len24 | len24)); 
# 62
if ((+(src21[7])) <= (-(dst22[__device_builtin_variable_threadIdx.x]))) { 
# 63
t26 = (__device_builtin_variable_blockDim.x); 
# 64
(dst22[idx25 & 7]) = (((idx25 - N) ^ (-idx25)) & len24); 
# 65
}  
# 66
} 
#endif

#pragma GCC diagnostic pop

# 56 "v000034.cu"
template< class T, int N> static void 
# 57
apply20_kernel(const T *src21, T *dst22, double q23, int len24) {__wrapper__device_stub_apply20_kernel<T,N>(src21,dst22,q23,len24);
# 66
return;}
#if 0
# 57
{ 
# 58
int idx25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 59
if (idx25 >= len24) { 
# 60
return; }  
# 61
float t26 = (21.0F) + ((dst22[7]) + (len24 | len24)); 
# 62
if ((+(src21[7])) <= (-(dst22[__device_builtin_variable_threadIdx.x]))) { 
# 63
t26 = (__device_builtin_variable_blockDim.x); 
# 64
(dst22[idx25 & 7]) = (((idx25 - N) ^ (-idx25)) & len24); 
# 65
}  
# 66
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 69 "v000034.cu"
template< class T, class U> static void 
# 70
__wrapper__device_stub_bias27(U &alpha28, int &len29, T &beta30) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 70
{ 
# 71
__attribute__((unused)) extern int dyn_31[]; 
# 72
unsigned idx32 = __device_builtin_variable_threadIdx.x; 
# 73
if (idx32 >= len29) { 
# 74
return; }  
# 75
(dyn_31[len29])++; 
# 76
alpha28 -= (+((dyn_31[len29]) << (__device_builtin_variable_threadIdx.x))); 
# 77
} 
#endif

#pragma GCC diagnostic pop

# 69 "v000034.cu"
template< class T, class U> static void 
# 70
bias27(U alpha28, int len29, T beta30) {__wrapper__device_stub_bias27<T,U>(alpha28,len29,beta30);
# 77
return;}
#if 0
# 70
{ 
# 71
__attribute__((unused)) extern int dyn_31[]; 
# 72
unsigned idx32 = __device_builtin_variable_threadIdx.x; 
# 73
if (idx32 >= len29) { 
# 74
return; }  
# 75
(dyn_31[len29])++; 
# 76
alpha28 -= (+((dyn_31[len29]) << (__device_builtin_variable_threadIdx.x))); 
# 77
} 
#endif
# 79 "v000034.cu"
int main() { 
# 80
int len33 = 407; 
# 81
len33 = ((5 ^ len33) >> (61 * len33)); 
# 82
len33 -= len33; 
# 83
(__cudaPushCallConfiguration((len33 + 255) / 256, dim3((len33 + 127) / 128, 32), sizeof(int) * (32))) ? (void)0 : bias27(len33, 25, (3.0)); 
# 84
(__cudaPushCallConfiguration(32, 1 << 9)) ? (void)0 : mix17_kernel(&len33, 45); 
# 85
(__cudaPushCallConfiguration((len33 + 255) / 256, 1 << (5 + 1), sizeof(int) * (32))) ? (void)0 : bump13_kernel< int, float> ((35 + len33) - (6 * len33)); 
# 86
(__cudaPushCallConfiguration((len33 + 255) / 256, dim3((len33 + 127) / 128, (len33 + 255) / 256))) ? (void)0 : apply20_kernel< double, 8> ((const double *)nullptr, (double *)nullptr, len33, len33 | (len33 & len33)); 
# 87
return 0; 
# 88
} 

# 1 "v000034.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3486db4e_10_v000034_cu_415c4daf
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000034.cudafe1.stub.c"
#include "v000034.cudafe1.stub.c"
# 1 "v000034.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
