# 1 "v002107.cu"
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

# 19 "v002107.cu"
template< class T, class U> static void 
# 20
__wrapper__device_stub_scatter9_kernel(const U *&src10, float &a11, const int *&coef12, int &n13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 20
{ 
# 21
for (int j14 = 0, j15 = n13; j14 < j15; (++j14), (--j15)) { 
# 22
long idx16 = a11; 
# 23
if ((*src10) < (static_cast< T>(coef12[j15 & 7]))) { 
# 24
return; 
# 25
}  
# 26
}  
# 27
if (n13 < sizeof(int)) { 
# 28
return; 
# 29
}  
# 30
n13 -= a11; 
# 31
} 
#endif

#pragma GCC diagnostic pop

# 19 "v002107.cu"
template< class T, class U> static void 
# 20
scatter9_kernel(const U *src10, float a11, const int *coef12, int n13) {__wrapper__device_stub_scatter9_kernel<T,U>(src10,a11,coef12,n13);
# 31
return;}
#if 0
# 20
{ 
# 21
for (int j14 = 0, j15 = n13; j14 < j15; (++j14), (--j15)) { 
# 22
long idx16 = a11; 
# 23
if ((*src10) < (static_cast< T>(coef12[j15 & 7]))) { 
# 24
return; 
# 25
}  
# 26
}  
# 27
if (n13 < sizeof(int)) { 
# 28
return; 
# 29
}  
# 30
n13 -= a11; 
# 31
} 
#endif
# 33 "v002107.cu"
__attribute__((visibility("hidden"))) void bump17_kernel(const float *coef18, const float *in19, short *acc20) ;
#if 0
# 33
{ 
# 34
(acc20[5]) |= sizeof(int); 
# 35
int hi21 = (in19[7]) + ((in19[1]) - (9)); 
# 36
if (hi21 == 57) { 
# 37
return; 
# 38
}  
# 39
hi21 = hi21; 
# 40
} 
#endif
# 42 "v002107.cu"
__attribute__((unused)) float step22(double beta23, const int *coef24) {int volatile ___ = 1;(void)beta23;(void)coef24;
# 46
::exit(___);}
#if 0
# 42
{ 
# 43
beta23 = (1 << 8); 
# 44
int lim25 = coef24[6]; 
# 45
return coef24[0]; 
# 46
} 
#endif
# 48 "v002107.cu"
static void trace26_kernel(long long *dst27, const float *input28, const int *input29) ;
#if 0
# 48
{ 
# 49
unsigned prod30 = (48); 
# 50
prod30 = (+(((input29[prod30 & (7)]) >> prod30) % 8)); 
# 51
} 
#endif
# 53 "v002107.cu"
__attribute__((visibility("hidden"))) void lerp31(int *dst32) ;
#if 0
# 53
{ 
# 54
float val33 = 3044 & (dst32[3]); 
# 55
(dst32[1]) %= (dst32[7]); 
# 56
(*dst32) += 4839; 
# 57
auto y34 = dst32[4]; 
# 58
float base35 = ((((*dst32) += 24), (20.75F))); 
# 59
if (base35 >= (dst32[y34])) { 
# 60
return; 
# 61
}  
# 62
int lo36 = (((dst32[y34 & 7]) * (*dst32)) | (dst32[y34 & 7])) * (((dst32[y34 & 7]) * (*dst32)) | (dst32[y34 & 7])); 
# 63
} 
#endif
# 65 "v002107.cu"
int main() { 
# 66
int size37 = 2829; 
# 67
auto hi38 = 41 / (size37 + size37); 
# 68
if (size37 < ((hi38 += 9), (size37 * 37))) { 
# 69
int r39 = (-29); 
# 70
if (constexpr int x40 = 60; hi38) { 
# 71
r39 &= sizeof(long); 
# 72
}  
# 73
}  
# 74
long long h41 = (size37 - (417U & size37)) - (hi38 * (48 + size37)); 
# 75
(__cudaPushCallConfiguration((size37 + 127) / 128, 512, sizeof(double) * (128))) ? (void)0 : scatter9_kernel< int, long> (nullptr, (12.625F), &hi38, h41); 
# 76
(__cudaPushCallConfiguration(dim3((hi38 + 63) / 64, 256, (size37 + 63) / 64), sizeof(int) * (128), 0)) ? (void)0 : bump17_kernel(nullptr, (const float *)nullptr, static_cast< short *>(nullptr)); 
# 77
(__cudaPushCallConfiguration(1, 2 * 16, sizeof(float) * (128))) ? (void)0 : trace26_kernel(nullptr, nullptr, (const int *)nullptr); 
# 78
return 0; 
# 79
} 

# 1 "v002107.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3d50ccfc_10_v002107_cu_652e9e86
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002107.cudafe1.stub.c"
#include "v002107.cudafe1.stub.c"
# 1 "v002107.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
