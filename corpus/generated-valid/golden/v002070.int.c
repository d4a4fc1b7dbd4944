# 1 "v002070.cu"
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
# 12 "v002070.cu"
static bool d_norm3; 
# 13
enum Phase4 { BLUE5, LOW6, ADD7, GREEN8}; 
# 15
namespace kern9 { 
# 16
static void run_pivot10(const unsigned *input11, int *acc12) 
# 17
{ 
# 18
(*acc12) += (GREEN8); 
# 19
float stride13[7] = {}; 
# 20
--(*acc12); 
# 21
(stride13[4])--; 
# 22
} 
# 23
static float c_tile14[2]; 
# 24
}
# 25
static constexpr unsigned LANES15 = (7); 
# 27
__attribute__((visibility("hidden"))) void tile16(long *buf17, int *data18, int *__restrict__ dst19) ;
#if 0
# 28
{ 
# 29
unsigned tid20 = __device_builtin_variable_threadIdx.x; 
# 30
(dst19[tid20 & (7)])--; 
# 31
switch (__device_builtin_variable_threadIdx.x) { 
# 32
case GREEN8:  { 
# 33
(*dst19)++; 
# 34
auto y21 = '\\'; 
# 35
break; 
# 36
} 
# 37
}  
# 38
} 
#endif
# 45 "v002070.cu"
__attribute__((visibility("hidden"))) void map_sweep23(float *data, int n) ;
#if 0
# 45
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((float)1)); }  } 
#endif
# 52 "v002070.cu"
__attribute__((visibility("hidden"))) void map_tally25(double *data, int n) ;
#if 0
# 52
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 53 "v002070.cu"
__attribute__((visibility("hidden"))) void map_grow26(double *data, int n) ;
#if 0
# 53
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 55 "v002070.cu"
template< class T> static void 
# 56
__wrapper__device_stub_bump27(const T *__restrict__ &src28, T &q29, const float *&src30) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 57
{ 
# 58
int i31 = __device_builtin_variable_threadIdx.x; 
# 59
q29 = (LANES15 + (+d_norm3)); 
# 60
__attribute__((unused)) static int sh_32[16][12]; 
# 61
T y33 = ((BLUE5) - (__device_builtin_variable_threadIdx.z)) / (2); 
# 62
y33 -= (((sh_32[i31 & 15])[6]) * (src30[i31 & 7])); 
# 63
float lim34[4 + (GREEN8)] = {(static_cast< float>((1.375))), (54), (4248), (float)y33}; 
# 64
d_norm3 = q29; 
# 65
} 
#endif

#pragma GCC diagnostic pop

# 55 "v002070.cu"
template< class T> static void 
# 56
bump27(const T *__restrict__ src28, T q29, const float *src30) 
# 57
{__wrapper__device_stub_bump27<T>(src28,q29,src30);
# 65
return;}
#if 0
# 57
{ 
# 58
int i31 = __device_builtin_variable_threadIdx.x; 
# 59
q29 = (LANES15 + (+d_norm3)); 
# 60
__attribute__((unused)) static int sh_32[16][12]; 
# 61
T y33 = ((BLUE5) - (__device_builtin_variable_threadIdx.z)) / (2); 
# 62
y33 -= (((sh_32[i31 & 15])[6]) * (src30[i31 & 7])); 
# 63
float lim34[4 + (GREEN8)] = {(static_cast< float>((1.375))), (54), (4248), (float)y33}; 
# 64
d_norm3 = q29; 
# 65
} 
#endif
# 67 "v002070.cu"
__attribute__((visibility("hidden"))) void lerp35_kernel(double cfg36, unsigned beta37) ;
#if 0
# 68
{ 
# 69
int tid38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 70
d_norm3 = (tid38 != (+cfg36)); 
# 71
cfg36 -= (14ULL); 
# 72
double lim39((5.375)); 
# 73
switch (__device_builtin_variable_blockDim.z) { 
# 74
case LOW6:  { 
# 75
float cnt40 = (0.5F) - (__device_builtin_variable_blockDim.x); 
# 76
auto w41 = (+(23 % d_norm3)) * (ADD7); 
# 77
break; 
# 78
} 
# 79
}  
# 80
} 
#endif
# 82 "v002070.cu"
int main() 
# 83
{ 
# 84
int n42 = 3778; 
# 85
(__cudaPushCallConfiguration((n42 + 63) / 64, dim3(((LOW6) + (LOW6)) * 2, (n42 + 127) / 128), 0, (cudaStream_t)0)) ? (void)0 : map_grow26(nullptr, sizeof(int)); 
# 86
float s43[8] = {static_cast< float>(n42)}; 
# 87
kern9::run_pivot10(nullptr, &n42); 
# 88
--(s43[n42]); 
# 89
(s43[n42 & 7]) -= (-(18.0F)); 
# 90
int cnt44 = 45; 
# 91
(__cudaPushCallConfiguration((cnt44 + 127) / 128, 256, sizeof(double) * (128), nullptr)) ? (void)0 : tile16(nullptr, &cnt44, &cnt44); 
# 92
(__cudaPushCallConfiguration((n42 + 31) / 32, 64, 4096)) ? (void)0 : map_sweep23(s43, cnt44); 
# 93
(__cudaPushCallConfiguration(((dim3)((LOW6) + ((ADD7) + 61))), dim3((LANES15 + (LANES15 + (2))) * ((GREEN8) + 1), 64, (n42 + 31) / 32), sizeof(int) * ((LOW6) + (LANES15 + (4 + 244))), (cudaStream_t)0)) ? (void)0 : map_tally25(nullptr, (LANES15 * cnt44) + ((47L) - (s43[cnt44 & 7]))); 
# 94
return 0; 
# 95
} 

# 1 "v002070.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d9fbfbf0_10_v002070_cu_d_norm3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002070.cudafe1.stub.c"
#include "v002070.cudafe1.stub.c"
# 1 "v002070.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
