# 1 "v001473.cu"
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

# 11 "v001473.cu"
template< class T, class U> __attribute__((unused)) static int 
# 12
rank6(const U *input7, const int *coef8) {int volatile ___ = 1;(void)input7;(void)coef8;
# 14
::exit(___);}
#if 0
# 12
{ 
# 13
return (((__device_builtin_variable_gridDim.z) * (__device_builtin_variable_gridDim.z)) + (__device_builtin_variable_threadIdx.x)); 
# 14
} 
#endif

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 16 "v001473.cu"
template< class T> static void 
# 17
__wrapper__device_stub_pack9_kernel(T &b10, int &stride11) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern int dyn_12[]; 
# 19
unsigned tid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
if (tid13 >= stride11) { 
# 21
return; 
# 22
}  
# 23
if ((((unsigned short)(__device_builtin_variable_threadIdx.z)) <= 38) || (((__device_builtin_variable_blockIdx.y) | tid13) >= (9))) { 
# 24
stride11 >>= (-stride11); 
# 25
}  
# 26
if (stride11 != 50) { 
# 27
return; 
# 28
}  
# 29
} 
#endif

#pragma GCC diagnostic pop

# 16 "v001473.cu"
template< class T> static void 
# 17
pack9_kernel(T b10, int stride11) {__wrapper__device_stub_pack9_kernel<T>(b10,stride11);
# 29
return;}
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern int dyn_12[]; 
# 19
unsigned tid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
if (tid13 >= stride11) { 
# 21
return; 
# 22
}  
# 23
if ((((unsigned short)(__device_builtin_variable_threadIdx.z)) <= 38) || (((__device_builtin_variable_blockIdx.y) | tid13) >= (9))) { 
# 24
stride11 >>= (-stride11); 
# 25
}  
# 26
if (stride11 != 50) { 
# 27
return; 
# 28
}  
# 29
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 31 "v001473.cu"
template< class T, class U> static void 
# 32
__wrapper__device_stub_update14_kernel(T *__restrict__ &data15, const U *&input16, unsigned *&acc17, int *&out18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 32
{ 
# 33
int idx19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
#pragma unroll
for (
# 35
int n20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n20 < 14; n20 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 36
for (int i21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i21 < 14; i21 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 37
if ((*input16) == 46UL) { 
# 38
break; 
# 39
}  
# 40
}  
# 41
}  
# 42
(*data15) *= (idx19 & (__device_builtin_variable_blockDim.x)); 
# 43
int *val22 = reinterpret_cast< int *>(acc17); 
# 44
} 
#endif

#pragma GCC diagnostic pop

# 31 "v001473.cu"
template< class T, class U> static void 
# 32
update14_kernel(T *__restrict__ data15, const U *input16, unsigned *acc17, int *out18) {__wrapper__device_stub_update14_kernel<T,U>(data15,input16,acc17,out18);
# 44
return;}
#if 0
# 32
{ 
# 33
int idx19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
#pragma unroll
for (
# 35
int n20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n20 < 14; n20 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 36
for (int i21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i21 < 14; i21 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 37
if ((*input16) == 46UL) { 
# 38
break; 
# 39
}  
# 40
}  
# 41
}  
# 42
(*data15) *= (idx19 & (__device_builtin_variable_blockDim.x)); 
# 43
int *val22 = reinterpret_cast< int *>(acc17); 
# 44
} 
#endif
# 46 "v001473.cu"
extern "C" {
# 47
__attribute__((visibility("hidden"))) void score23_kernel(const int *coef24, int stride25, const int *src26) ;
#if 0
# 47
{ 
# 48
int idx27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
if ((*coef24) > (src26[idx27])) { 
# 50
if ((idx27 << 5) < 19UL) { 
# 51
return; 
# 52
}  
# 53
}  
# 54
int tmp28 = rank6< long, int> (static_cast< const int *>(nullptr), nullptr); 
# 55
int *h29 = (static_cast< int *>(nullptr)); 
# 56
(h29[stride25]) = (47ULL ^ (((unsigned)tmp28) + (60 - (src26[(__device_builtin_variable_gridDim.z) & (7)])))); 
# 57
} 
#endif
# 58 "v001473.cu"
}
# 60
void host_reduce30(unsigned alpha31, double *__restrict__ buf32) { 
# 61
switch (alpha31) { 
# 62
case 5 * 2:  
# 63
break; 
# 64
case 9:  
# 65
break; 
# 66
case 3:  
# 67
(__cudaPushCallConfiguration((alpha31 + (255)) / (256), 256 * 2, sizeof(float) * (64), nullptr)) ? (void)0 : score23_kernel(reinterpret_cast< const int *>(buf32), -4, reinterpret_cast< const int *>(buf32)); 
# 68
(*buf32) = (*buf32); 
# 69
break; 
# 70
default:  { 
# 71
dim3 val33((alpha31 + (31)) / (32), (alpha31 + (127)) / (128)); 
# 72
break; 
# 73
} 
# 74
}  
# 75
} 
# 77
int main() { 
# 78
int size34 = 326; 
# 79
if (size34 <= size34) { 
# 80
return static_cast< unsigned long>(size34); 
# 81
}  
# 82
if ((size34 + size34) == 60UL) { 
# 83
return size34; 
# 84
}  
# 85
if (size34 >= ((unsigned short)size34)) { 
# 86
return __alignof__(char); 
# 87
}  
# 88
const double res35 = size34; 
# 89
(__cudaPushCallConfiguration(512, 512)) ? (void)0 : pack9_kernel< int> (size34, 39); 
# 90
(__cudaPushCallConfiguration((size34 + 127) / 128, 128)) ? (void)0 : update14_kernel< unsigned, float> ((unsigned *)nullptr, static_cast< const float *>(nullptr), (unsigned *)nullptr, &size34); 
# 91
return 0; 
# 92
} 

# 1 "v001473.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__61370c95_10_v001473_cu_0dc2902a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001473.cudafe1.stub.c"
#include "v001473.cudafe1.stub.c"
# 1 "v001473.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
