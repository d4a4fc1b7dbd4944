# 1 "v002296.cu"
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

# 14 "v002296.cu"
template< class T, class U> static void 
# 15
__wrapper__device_stub_merge6_kernel(const T *__restrict__ &src7, const int *&input8) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 15
{ 
# 16
unsigned idx9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
__attribute__((unused)) static unsigned char sh_10[32]; 
# 18
int off11[4]{(10ULL), 12, 4323, 1}; 
# 19
(sh_10[29]) = (sizeof(T) + ((__device_builtin_variable_blockDim.z) + (off11[__device_builtin_variable_gridDim.z]))); 
# 20
if (int e12 = (*input8) * (*input8); ((input8[(__device_builtin_variable_threadIdx.x) & (7)]) % ((off11[2]) * (u'\x30'))) > e12) { 
# 21
(sh_10[(__device_builtin_variable_blockDim.x) & (31)]) |= ((long)((sh_10[e12]) % 8)); 
# 22
float h13 = idx9; 
# 23
if ((input8[idx9 & (7)]) <= ((__device_builtin_variable_threadIdx.x) ^ (__device_builtin_variable_blockIdx.z))) { 
# 24
return; 
# 25
}  
# 26
}  
# 27
} 
#endif

#pragma GCC diagnostic pop

# 14 "v002296.cu"
template< class T, class U> static void 
# 15
merge6_kernel(const T *__restrict__ src7, const int *input8) {__wrapper__device_stub_merge6_kernel<T,U>(src7,input8);
# 27
return;}
#if 0
# 15
{ 
# 16
unsigned idx9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
__attribute__((unused)) static unsigned char sh_10[32]; 
# 18
int off11[4]{(10ULL), 12, 4323, 1}; 
# 19
(sh_10[29]) = (sizeof(T) + ((__device_builtin_variable_blockDim.z) + (off11[__device_builtin_variable_gridDim.z]))); 
# 20
if (int e12 = (*input8) * (*input8); ((input8[(__device_builtin_variable_threadIdx.x) & (7)]) % ((off11[2]) * (u'\x30'))) > e12) { 
# 21
(sh_10[(__device_builtin_variable_blockDim.x) & (31)]) |= ((long)((sh_10[e12]) % 8)); 
# 22
float h13 = idx9; 
# 23
if ((input8[idx9 & (7)]) <= ((__device_builtin_variable_threadIdx.x) ^ (__device_builtin_variable_blockIdx.z))) { 
# 24
return; 
# 25
}  
# 26
}  
# 27
} 
#endif
# 29 "v002296.cu"
__attribute__((visibility("hidden"))) void accum14(unsigned p15, const int *__restrict__ input16) ;
#if 0
# 29
{ 
# 30
unsigned tid17 = __device_builtin_variable_threadIdx.x; 
# 31
int sum18 = ('\177'); 
# 32
float *sum19 = (static_cast< float *>(nullptr)); 
# 33
if ((input16[__device_builtin_variable_blockIdx.z]) >= 43) { 
# 34
goto done20; 
# 35
}  
# 36
(*sum19) = tid17; 
# 37
done20:; ; 
# 38
} 
#endif
# 40 "v002296.cu"
__attribute__((visibility("hidden"))) void pack21(float *buf22, unsigned b23) ;
#if 0
# 40
{ 
# 41
unsigned i24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
b23--; 
# 43
(buf22[b23]) /= (i24 | ((b23 * i24) - (__device_builtin_variable_blockIdx.x))); 
# 44
constexpr int s25 = 3017; 
# 45
double x26[8] = {}; 
# 46
b23 = (b23 * ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_blockDim.x))); 
# 47
int lim27 = (__device_builtin_variable_blockDim.x) - (x26[(__device_builtin_variable_gridDim.x) & (7)]); 
# 48
} 
#endif
# 50 "v002296.cu"
__attribute__((visibility("hidden"))) void bias28(unsigned char p29, int lane30, int stride31) ;
#if 0
# 50
{ 
# 51
__attribute__((unused)) extern int dyn_32[]; 
# 52
unsigned tid33 = __device_builtin_variable_threadIdx.x; 
# 53
stride31++; 
# 54
const unsigned long sum34 = (54); 
# 55
float lo35 = +(stride31 - 29L); 
# 56
(dyn_32[__device_builtin_variable_blockIdx.x])++; 
# 57
} 
#endif
# 60 "v002296.cu"
__attribute__((unused)) int fold36(const char *input37, float alpha38, double q39) {int volatile ___ = 1;(void)input37;(void)alpha38;(void)q39;
# 71
::exit(___);}
#if 0
# 60
{ 
# 61
unsigned off40 = 41 * (static_cast< int>(alpha38)); 
# 62
int e41 = 128; 
# 63
if ((alpha38 - (11)) >= (__device_builtin_variable_threadIdx.y)) { 
# 64
goto skip42; 
# 65
}  
# 66
if ((__device_builtin_variable_gridDim.y) == (25)) { 
# 67
return off40 % (off40 * off40); 
# 68
}  
# 69
skip42:; ; 
# 70
return input37[off40 & (7)]; 
# 71
} 
#endif
# 73 "v002296.cu"
int main() { 
# 74
int len43 = 3747; 
# 75
(__cudaPushCallConfiguration((len43 + 127) / 128, 256, 0, (cudaStream_t)0)) ? (void)0 : merge6_kernel< unsigned, unsigned> (nullptr, &len43); 
# 76
double val44 = len43; 
# 77
val44++; 
# 78
int u45 = val44; 
# 79
if ((4L) != (val44 * val44)) { 
# 80
return (9 + u45) / (1126U % len43); 
# 81
}  
# 82
const int *hi46 = &u45; 
# 83
(__cudaPushCallConfiguration(sizeof(unsigned) * (8), sizeof(int) * (32))) ? (void)0 : accum14(val44, &u45); 
# 84
(__cudaPushCallConfiguration(64, sizeof(unsigned) * (128), 256, (cudaStream_t)0)) ? (void)0 : pack21(nullptr, (hi46[4]) + 42); 
# 85
(__cudaPushCallConfiguration((u45 + 127) / 128, 128)) ? (void)0 : bias28(u45, 63U, (len43 * 128) * 60ULL); 
# 86
return 0; 
# 87
} 

# 1 "v002296.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0e68bb46_10_v002296_cu_b7b6cde0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002296.cudafe1.stub.c"
#include "v002296.cudafe1.stub.c"
# 1 "v002296.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
