# 1 "v000873.cu"
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
# 7 "v000873.cu"
struct Span2 { 
# 8
double sum3; 
# 9
int weight4; 
# 10
int hi5; 
# 11
float w6; 
# 12
}; 
# 14
Span2 operator+(Span2 a, Span2 b) 
# 15
{ 
# 16
Span2 r = a; 
# 17
(r.sum3) += (b.sum3); 
# 18
(r.weight4) += (b.weight4); 
# 19
(r.hi5) += (b.hi5); 
# 20
(r.w6) += (b.w6); 
# 21
return r; 
# 22
} 
# 24
__attribute__((visibility("hidden"))) void accum7_kernel(unsigned *buf8, const double *in9, double beta10, int lane11) ;
#if 0
# 25
{ 
# 26
__attribute__((unused)) extern int dyn_12[]; 
# 27
int tid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
lane11 /= (((dyn_12[5]) - ('a')) % 63); 
# 29
beta10 = (((int)(tid13 - 3681)) + ((__device_builtin_variable_blockDim.x) / (static_cast< unsigned>(__device_builtin_variable_blockDim.z)))); 
# 30
Span2 u14 = Span2{}; 
# 31
} 
#endif
# 33 "v000873.cu"
__attribute__((visibility("hidden"))) void sift15_kernel(const long long *input16) ;
#if 0
# 34
{ 
# 35
int gid17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
double t18(gid17 * (15.0F)); 
# 37
double hi19 = (t18 * (*input16)) / (2); 
# 38
if ((8) > hi19) { 
# 39
float diff20 = (-560); 
# 40
} else { if (!input16) { 
# 41
return; 
# 42
}  }  
# 43
} 
#endif
# 45 "v000873.cu"
__attribute__((visibility("hidden"))) void weigh21(const float *src22, const float *in23, unsigned *buf24, int n25) ;
#if 0
# 46
{ 
# 47
{ 
# 48
{ 
# 49
for (int it26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it26 < 3; it26 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 50
Span2 lo27 = Span2{static_cast< double>(__device_builtin_variable_blockDim.x), 12, 41, (20.75F)}; 
# 51
int k28 = (-32); 
# 52
}  
# 53
} 
# 54
} 
# 55
} 
#endif
# 57 "v000873.cu"
int main() 
# 58
{ 
# 59
int size29 = 3928; 
# 60
for (int i30 = 0; i30 < size29; i30++) { 
# 61
for (int it31 = 0; it31 < i30; it31 += 1) { 
# 62
(__cudaPushCallConfiguration((i30 + 31) / 32, 512)) ? (void)0 : sift15_kernel(nullptr); 
# 63
long v32 = ((i30 / 2) / ('\"')) - ((it31 - 50) / 2); 
# 64
}  
# 65
}  
# 66
(__cudaPushCallConfiguration(64, 512)) ? (void)0 : accum7_kernel(static_cast< unsigned *>(nullptr), nullptr, (+size29) * (__alignof__(double) - size29), (size29 / 2) + (size29 / size29)); 
# 67
(__cudaPushCallConfiguration(((dim3)(512)), dim3((size29 + 63) / 64, (size29 + 63) / 64), 512 * 8)) ? (void)0 : weigh21(nullptr, nullptr, static_cast< unsigned *>(nullptr), (size29 / 2) - size29); 
# 68
return 0; 
# 69
} 

# 1 "v000873.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b082c75a_10_v000873_cu_05017fa9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000873.cudafe1.stub.c"
#include "v000873.cudafe1.stub.c"
# 1 "v000873.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
