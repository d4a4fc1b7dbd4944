# 1 "v000178.cu"
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
# 23 "v000178.cu"
__attribute__((unused)) int gather8(int len9, int lane10) {int volatile ___ = 1;(void)len9;(void)lane10;
# 35
::exit(___);}
#if 0
# 23
{ 
# 24
unsigned cnt11 = (__device_builtin_variable_threadIdx.y) % ((long)(-lane10)); 
# 25
if ((16) < (+cnt11)) { 
# 26
return (57U - cnt11) & 51UL; 
# 27
}  
# 28
lane10 = len9; 
# 29
len9 = len9; 
# 30
if ((len9 * cnt11) > cnt11) { 
# 31
return cnt11; 
# 32
}  
# 33
cnt11--; 
# 34
return 12LL; 
# 35
} 
#endif
# 37 "v000178.cu"
__attribute__((visibility("hidden"))) void trace12(const double *in13, int *buf14) ;
#if 0
# 37
{ 
# 38
int gid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
(buf14[0]) = (((((2) * (in13[1])) + (11)) * (gid15 * (buf14[gid15 & 7]))) + (3)); 
# 40
char t16 = in13[3]; 
# 41
unsigned long *tmp17 = reinterpret_cast< unsigned long *>(buf14); 
# 42
if (in13 == (nullptr)) { 
# 43
return; 
# 44
}  
# 45
if (gather8(-34, gid15) & 1) { 
# 46
return; 
# 47
}  
# 48
gather8(in13[__device_builtin_variable_blockIdx.x], t16 * 16); 
# 49
} 
#endif
# 51 "v000178.cu"
unsigned long long trace18(float *buf19) { 
# 52
float val20 = buf19[3]; 
# 53
auto s21 = val20; 
# 54
unsigned *val22 = reinterpret_cast< unsigned *>(buf19); 
# 55
val20 = (*val22); 
# 56
return 33; 
# 57
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 59
template< class T> static void 
# 60
__wrapper__device_stub_sift23(const T *&coef24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 60
{ 
# 61
__attribute__((unused)) extern float dyn_25[]; 
# 62
int idx26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 63
for (int i27 = 0; i27 < 3; ++i27) { 
# 64
(dyn_25[1])++; 
# 65
}  
# 66
(dyn_25[idx26]) = (__device_builtin_variable_blockIdx.y); 
# 67
(dyn_25[idx26 & 7]) = trace18(dyn_25); 
# 68
(dyn_25[6]) = ((11) - (((__device_builtin_variable_threadIdx.x) * (__device_builtin_variable_threadIdx.x)) - (((2) * (dyn_25[idx26 & 7])) + (16)))); 
# 69
if (trace18(nullptr) >= (1)) { 
# 70
return; 
# 71
}  
# 72
} 
#endif

#pragma GCC diagnostic pop

# 59 "v000178.cu"
template< class T> static void 
# 60
sift23(const T *coef24) {__wrapper__device_stub_sift23<T>(coef24);
# 72
return;}
#if 0
# 60
{ 
# 61
__attribute__((unused)) extern float dyn_25[]; 
# 62
int idx26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 63
for (int i27 = 0; i27 < 3; ++i27) { 
# 64
(dyn_25[1])++; 
# 65
}  
# 66
(dyn_25[idx26]) = (__device_builtin_variable_blockIdx.y); 
# 67
(dyn_25[idx26 & 7]) = trace18(dyn_25); 
# 68
(dyn_25[6]) = ((11) - (((__device_builtin_variable_threadIdx.x) * (__device_builtin_variable_threadIdx.x)) - (((2) * (dyn_25[idx26 & 7])) + (16)))); 
# 69
if (trace18(nullptr) >= (1)) { 
# 70
return; 
# 71
}  
# 72
} 
#endif
# 74 "v000178.cu"
inline int host_pivot28(int n29, int count30, int *buf31) { 
# 75
double k32[2]{(4), (static_cast< double>(1390ULL))}; 
# 76
trace18((float *)nullptr); 
# 77
return (((2) * (k32[n29])) + (59)); 
# 78
} 
# 80
int main() { 
# 81
int n33 = 3867; 
# 82
n33++; 
# 83
(__cudaPushCallConfiguration((n33 + 31) / 32, 11 + 501, 4096)) ? (void)0 : trace12((const double *)nullptr, nullptr); 
# 84
n33 = n33; 
# 85
(__cudaPushCallConfiguration(512, 11 + 21)) ? (void)0 : sift23< double> ((const double *)nullptr); 
# 86
return 0; 
# 87
} 

# 1 "v000178.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__408c1193_10_v000178_cu_c70a07a4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000178.cudafe1.stub.c"
#include "v000178.cudafe1.stub.c"
# 1 "v000178.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
