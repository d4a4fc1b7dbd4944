# 1 "v000522.cu"
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
# 24 "v000522.cu"
__attribute__((visibility("hidden"))) void warp8(int lane9, int len10, int *__restrict__ dst11) ;
#if 0
# 24
{ 
# 25
if (len10 <= 14) { 
# 26
goto out18; 
# 27
}  
# 28
if (int cnt12 = len10; (lane9 / 49) <= sizeof(unsigned)) { 
# 29
__attribute__((unused)) static float sh_13; 
# 30
} else { 
# 31
long x14 = len10; 
# 32
for (int it15 = 0, j16 = 7; it15 < j16; (++it15), (--j16)) { 
# 33
int v17{static_cast< int>(dst11[5])}; 
# 34
len10 = (((x14 += 26UL), it15) - cnt12); 
# 35
}  
# 36
}  
# 37
out18:; ; 
# 38
} 
#endif
# 40 "v000522.cu"
namespace ops19 { namespace v20 { 
# 41
__attribute__((visibility("hidden"))) void filter21_kernel(int *__restrict__ dst22, int *dst23, const float *in24) ;
#if 0
# 41
{ 
# 42
(dst22[6])++; 
# 43
if ((*dst22) == 38) { 
# 44
return; 
# 45
}  
# 46
int flag25 = (in24[6]) * (in24[3]); 
# 47
} 
#endif
# 49 "v000522.cu"
__attribute__((visibility("hidden"))) void scale26(double *buf27, int count28, long long *data29, size_t *dst30) ;
#if 0
# 49
{ 
# 50
int val31 = dst30[5]; 
# 51
(data29[7])++; 
# 52
__attribute__((unused)) static unsigned sh_32[128]; 
# 53
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 55 "v000522.cu"
template< class T, class U> static void 
# 56
__wrapper__device_stub_reduce33(const T *__restrict__ &coef34, T *&dst35) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 56
{ 
# 57
const double prod36 = (14.5) * (*coef34); 
# 58
++(*dst35); 
# 59
(dst35[1]) += (dst35[6]); 
# 60
(dst35[2])++; 
# 61
} 
#endif

#pragma GCC diagnostic pop

# 55 "v000522.cu"
template< class T, class U> static void 
# 56
reduce33(const T *__restrict__ coef34, T *dst35) {::ops19::v20::__wrapper__device_stub_reduce33<T,U>(coef34,dst35);
# 61
return;}
#if 0
# 56
{ 
# 57
const double prod36 = (14.5) * (*coef34); 
# 58
++(*dst35); 
# 59
(dst35[1]) += (dst35[6]); 
# 60
(dst35[2])++; 
# 61
} 
#endif
# 62 "v000522.cu"
}}
# 65
__attribute__((unused)) inline int update37(unsigned long long cfg38, float cfg39, int lane40) {int volatile ___ = 1;(void)cfg38;(void)cfg39;(void)lane40;
# 73
::exit(___);}
#if 0
# 65
{ 
# 66
cfg39 = (9); 
# 67
if (const char mid41 = (29) * (cfg38 - ((46) + cfg38)); (lane40 * 21) & 1) { 
# 68
cfg38++; 
# 69
} else { 
# 70
++cfg39; 
# 71
}  
# 72
return 59; 
# 73
} 
#endif
# 74 "v000522.cu"
enum Phase42 { GREEN43 = 2, LOW44 = 5, HIGH45, OFF46}; 
# 76
int main() { 
# 77
int count47 = 2470; 
# 78
(__cudaPushCallConfiguration((count47 + 255) / 256, (OFF46) + (16 + 41), 512 * ((GREEN43) + 6))) ? (void)0 : ops19::v20::reduce33< long, unsigned> (nullptr, nullptr); 
# 79
cudaStream_t h48 = ((cudaStream_t)0); 
# 80
count47 |= ((count47 * count47) + count47); 
# 81
(__cudaPushCallConfiguration(16, 128, 0, nullptr)) ? (void)0 : warp8(static_cast< double>(sizeof(double)), 40L, nullptr); 
# 82
(__cudaPushCallConfiguration((count47 + 127) / 128, 256, 0)) ? (void)0 : ops19::v20::filter21_kernel(nullptr, nullptr, nullptr); 
# 83
(__cudaPushCallConfiguration((count47 + 31) / 32, ((GREEN43) + 2) * ((HIGH45) + ((OFF46) + ((GREEN43) + 1))), sizeof(int) * (128))) ? (void)0 : ops19::v20::scale26(nullptr, 39, nullptr, static_cast< size_t *>(nullptr)); 
# 84
return 0; 
# 85
} 

# 1 "v000522.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7c403c91_10_v000522_cu_c70b32fd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000522.cudafe1.stub.c"
#include "v000522.cudafe1.stub.c"
# 1 "v000522.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
