# 1 "i000582.cu"
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
# 17 "i000582.cu"
constexpr double kB5 = (5.5); 
# 18
constexpr float kR6 = (9.75F); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 20
template< class T, class U> static void 
# 21
__wrapper__device_stub_sweep7_kernel(U &beta8, const U *__restrict__ &input9, T &beta10, unsigned long *__restrict__ &out11) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 22
{ 
# 23
unsigned gid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
for (int j13 = 3; j13 > 0; --j13) { 
# 25
for (int j14 = 0; j14 < j13; ++j14) { 
# 26
int lo15 = (-14); 
# 27
--beta8; 
# 28
}  
# 29
}  
# 30
} 
#endif

#pragma GCC diagnostic pop

# 20 "i000582.cu"
template< class T, class U> static void 
# 21
sweep7_kernel(U beta8, const U *__restrict__ input9, T beta10, unsigned long *__restrict__ out11) 
# 22
{__wrapper__device_stub_sweep7_kernel<T,U>(beta8,input9,beta10,out11);
# 30
return;}
#if 0
# 22
{ 
# 23
unsigned gid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
for (int j13 = 3; j13 > 0; --j13) { 
# 25
for (int j14 = 0; j14 < j13; ++j14) { 
# 26
int lo15 = (-14); 
# 27
--beta8; 
# 28
}  
# 29
}  
# 30
} 
#endif
# 32 "i000582.cu"
__attribute__((visibility("hidden"))) void apply16(const double *src17, const unsigned *__restrict__ coef18) ;
#if 0
# 33
{ 
# 34
int idx19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
int stride20 = 11 + idx19; 
# 36
const double q21 = (128); 
# 37
long hi22 = (3915L) + (*src17); 
# 38
char r23 = (*coef18) * idx19; 
# 39
} 
#endif
# 41 "i000582.cu"
unsigned short accum24(const int *in25) 
# 42
{ 
# 43
return ((((in25[3]) + (kR6 + (in25[7]))) + (7L)) + (kB5 + (in25[4]))); 
# 44
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 46
template< class T> static void 
# 47
__wrapper__device_stub_tile26_kernel(T &b27, int &len28, unsigned *__restrict__ &data29, const T *&src30) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 48
{ 
# 49
int tid31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
unsigned *h32 = ((unsigned *)nullptr); 
# 51
if (((((h32[tid31]) += (data29[tid31])), 'A') + (1 + tid31)) < (__device_builtin_variable_gridDim.y)) { 
# 52
if (b27 < ((len28 + kR6) + (6))) { 
# 53
len28 &= ((3481) * (data29[6])); 
# 54
--len28; 
# 55
}  
# 56
}  
# 57
} 
#endif

#pragma GCC diagnostic pop

# 46 "i000582.cu"
template< class T> static void 
# 47
tile26_kernel(T b27, int len28, unsigned *__restrict__ data29, const T *src30) 
# 48
{__wrapper__device_stub_tile26_kernel<T>(b27,len28,data29,src30);
# 57
return;}
#if 0
# 48
{ 
# 49
int tid31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
unsigned *h32 = ((unsigned *)nullptr); 
# 51
if (((((h32[tid31]) += (data29[tid31])), 'A') + (1 + tid31)) < (__device_builtin_variable_gridDim.y)) { 
# 52
if (b27 < ((len28 + kR6) + (6))) { 
# 53
len28 &= ((3481) * (data29[6])); 
# 54
--len28; 
# 55
}  
# 56
}  
# 57
} 
#endif
# 59 "i000582.cu"
int main() 
# 60
{ 
# 61
int count33 = 1946; 
# 62
int tag39 = 24930; 
# 63
float *k34 = (nullptr); 
# 64
switch (count33 * count33) { 
# 65
case sizeof(float) * (1 + 2):  
# 66
for (int j35 = 0; j35 < count33; j35++) { 
# 67
const char *e36 = ("a \"quoted\" )word"); 
# 68
}  
# 69
break; 
# 70
case sizeof(int) * (2):  { 
# 71
float s37 = (47); 
# 72
dim3 prod38 = ((dim3)((count33 + 127) / 128)); 
# 73
break; 
# 74
} 
# 75
case 9:  
# 76
break; 
# 77
default:  
# 78
break; 
# 79
}  
# 80
(__cudaPushCallConfiguration(sizeof(int) * (2), 64, 0)) ? (void)0 : sweep7_kernel(static_cast< long>(kR6 / (k34[count33])), (const long *)nullptr, 8U, nullptr); 
# 81
(__cudaPushCallConfiguration((count33 + 31) / 32, 24 + 40)) ? (void)0 : apply16(nullptr, nullptr); 
# 82
(__cudaPushCallConfiguration(1 + (1 + (1 + 1)), 4 * 8)) ? (void)0 : tile26_kernel< float> (__alignof__(float), (size_t)((int)kB5), nullptr, k34 + count33); 
# 83
return 0; 
# 84
} 

# 1 "i000582.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e055fe55_10_i000582_cu_d43820bf
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000582.cudafe1.stub.c"
#include "i000582.cudafe1.stub.c"
# 1 "i000582.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
