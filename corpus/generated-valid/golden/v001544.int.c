# 1 "v001544.cu"
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
# 8 "v001544.cu"
inline void gather3(int count4) { 
# 9
const char *h5 = ("x=%d"); 
# 10
dim3 e6(2 * 2, (3 + 1) + (3 + ((3 + 1) + 501)), (count4 + 31) / 32); 
# 11
++count4; 
# 12
count4 ^= (-3703); 
# 13
} 
# 14
constexpr int DEPTH7 = 7; 
# 15
static unsigned char d_relax8; 
# 17
constexpr int bias9(int stride10) { 
# 18
stride10 = (((stride10 += DEPTH7), (-31)) & DEPTH7); 
# 19
float z11 = (int)(DEPTH7 % stride10); 
# 20
return stride10; 
# 21
} 
# 23
__attribute__((visibility("hidden"))) void scale12_kernel(float *buf13) ;
#if 0
# 23
{ 
# 24
unsigned gid14 = __device_builtin_variable_threadIdx.x; 
# 25
bias9(buf13[3]); 
# 26
d_relax8 = (-((3 + 1) * d_relax8)); 
# 27
constexpr unsigned h15 = (35); 
# 28
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 30 "v001544.cu"
template< class T, int N> static void 
# 31
__wrapper__device_stub_merge16(T &cfg17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
unsigned tid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
d_relax8 %= DEPTH7; 
# 34
float off19 = ((__device_builtin_variable_blockIdx.x) % tid18) | (DEPTH7 * d_relax8); 
# 35
} 
#endif

#pragma GCC diagnostic pop

# 30 "v001544.cu"
template< class T, int N> static void 
# 31
merge16(T cfg17) {__wrapper__device_stub_merge16<T,N>(cfg17);
# 35
return;}
#if 0
# 31
{ 
# 32
unsigned tid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
d_relax8 %= DEPTH7; 
# 34
float off19 = ((__device_builtin_variable_blockIdx.x) % tid18) | (DEPTH7 * d_relax8); 
# 35
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 37 "v001544.cu"
template< class T> static void 
# 38
__wrapper__device_stub_scatter20(T *&acc21, T *&out22, unsigned long long &alpha23) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 38
{ 
# 39
int idx24 = __device_builtin_variable_threadIdx.x; 
# 40
unsigned f25 = ((bias9(__device_builtin_variable_blockIdx.x)) >= alpha23) ? acc21[idx24 & 7] : (((42) % (__device_builtin_variable_blockDim.x)) | ((short)64)); 
# 41
__attribute__((unused)) static float sh_26[8]; 
# 42
} 
#endif

#pragma GCC diagnostic pop

# 37 "v001544.cu"
template< class T> static void 
# 38
scatter20(T *acc21, T *out22, unsigned long long alpha23) {__wrapper__device_stub_scatter20<T>(acc21,out22,alpha23);
# 42
return;}
#if 0
# 38
{ 
# 39
int idx24 = __device_builtin_variable_threadIdx.x; 
# 40
unsigned f25 = ((bias9(__device_builtin_variable_blockIdx.x)) >= alpha23) ? acc21[idx24 & 7] : (((42) % (__device_builtin_variable_blockDim.x)) | ((short)64)); 
# 41
__attribute__((unused)) static float sh_26[8]; 
# 42
} 
#endif
# 44 "v001544.cu"
__attribute__((visibility("hidden"))) void apply27_kernel(int count28, long beta29, int count30, int *dst31) ;
#if 0
# 44
{ 
# 45
int tid32 = __device_builtin_variable_threadIdx.x; 
# 46
if (tid32 >= beta29) { 
# 47
return; }  
# 48
bias9(dst31[count28]); 
# 49
if (count28 > count28) { 
# 50
return; }  
# 51
unsigned mid33 = ((int)beta29) | bias9(beta29); 
# 52
} 
#endif
# 54 "v001544.cu"
__attribute__((visibility("hidden"))) void bias34_kernel(float q35) ;
#if 0
# 54
{ 
# 55
int idx36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
int h37 = (sizeof(float)); 
# 57
if (double z38 = d_relax8; (h37 + (z38 - DEPTH7)) > DEPTH7) { 
# 58
__attribute__((unused)) static int sh_39[8]; 
# 59
int r40 = d_relax8 - bias9(h37); 
# 60
}  
# 61
h37 ^= sizeof(int); 
# 62
--d_relax8; 
# 63
} 
#endif
# 65 "v001544.cu"
unsigned scatter41(int *buf42, int *buf43) { 
# 66
(buf42[0]) -= (((DEPTH7 % (*buf42)) + (buf42[0])) * 55U); 
# 67
dim3 s44 = ((dim3)(512)); 
# 68
dim3 sum45(3 + (DEPTH7 + (DEPTH7 + 15))); 
# 69
return DEPTH7; 
# 70
} 
# 72
int main() { 
# 73
int n46 = 2074; 
# 74
n46--; 
# 75
const char *e47 = ("warp size"); 
# 76
(__cudaPushCallConfiguration(dim3((n46 + 255) / 256, 512), 64)) ? (void)0 : scale12_kernel(nullptr); 
# 77
(__cudaPushCallConfiguration(3 + 1, dim3(1, (n46 + 127) / 128))) ? (void)0 : merge16< double, 4> (n46); 
# 78
(__cudaPushCallConfiguration(((dim3)((n46 + 255) / 256)), ((dim3)(128)))) ? (void)0 : scatter20< float> (nullptr, nullptr, 13); 
# 79
return 0; 
# 80
} 

# 1 "v001544.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__701c9d59_10_v001544_cu_d_relax8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001544.cudafe1.stub.c"
#include "v001544.cudafe1.stub.c"
# 1 "v001544.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
