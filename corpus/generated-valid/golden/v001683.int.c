# 1 "v001683.cu"
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
# 14 "v001683.cu"
float host_lerp7(long *__restrict__ dst8, int n9) 
# 15
{ 
# 16
int iter10 = 0; 
# 17
while (iter10 < n9) { 
# 18
for (int it11 = 0; it11 < iter10; it11++) { 
# 19
for (int it12 = 0; it12 < 4; ++it12) { 
# 20
n9 = it11; 
# 21
(*dst8) = (52 - iter10); 
# 22
}  
# 23
}  
# 24
++iter10; 
# 25
}  
# 26
return iter10 % ((unsigned)43L); 
# 27
} 
# 28
enum class Color13 { Off14, Add15, Blue16 = 5}; 
# 30
__attribute__((visibility("hidden"))) void split17_kernel(const float *input18, long *__restrict__ acc19, double *buf20, float beta21) ;
#if 0
# 31
{ 
# 32
(*acc19) = beta21; 
# 33
(acc19[3]) = (-13); 
# 34
(buf20[(__device_builtin_variable_threadIdx.x) & (7)]) = (((*acc19) * (*acc19)) & (15)); 
# 35
int acc22 = (acc19[5]) & (15); 
# 36
} 
#endif
# 38 "v001683.cu"
__attribute__((visibility("hidden"))) void grow23(long long b24) ;
#if 0
# 39
{ 
# 40
int i25 = __device_builtin_variable_threadIdx.x; 
# 41
auto y26 = 64; 
# 42
y26 = ((b24 - (4)) + (b24 * (__device_builtin_variable_blockIdx.x))); 
# 43
int m27 = 4; 
# 44
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 46 "v001683.cu"
template< class T> static void 
# 47
__wrapper__device_stub_rank28_kernel(T &beta29, const T *&input30) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 48
{ 
# 49
int i31 = __device_builtin_variable_threadIdx.x; 
# 50
__attribute__((unused)) static short sh_32[11][9]; 
# 51
const T diff33 = (8.625) - i31; 
# 52
beta29++; 
# 53
} 
#endif

#pragma GCC diagnostic pop

# 46 "v001683.cu"
template< class T> static void 
# 47
rank28_kernel(T beta29, const T *input30) 
# 48
{__wrapper__device_stub_rank28_kernel<T>(beta29,input30);
# 53
return;}
#if 0
# 48
{ 
# 49
int i31 = __device_builtin_variable_threadIdx.x; 
# 50
__attribute__((unused)) static short sh_32[11][9]; 
# 51
const T diff33 = (8.625) - i31; 
# 52
beta29++; 
# 53
} 
#endif
# 55 "v001683.cu"
__attribute__((visibility("hidden"))) void reduce34_kernel(unsigned cfg35, unsigned long *__restrict__ acc36) ;
#if 0
# 56
{ 
# 57
__attribute__((unused)) extern int dyn_37[]; 
# 58
(dyn_37[6]) = (acc36[0]); 
# 59
__attribute__((unused)) static unsigned sh_38[8]; 
# 60
const float prod39 = ((cfg35 + (4)) * ((51) ^ cfg35)) + (19.625F); 
# 61
static_assert(((4 + 1) == 5));
# 62
} 
#endif
# 63 "v001683.cu"
static int d_pivot40[16]; 
# 65
__attribute__((visibility("hidden"))) void warp41(const double *src42, const float *in43, double *out44, const int *src45) ;
#if 0
# 66
{ 
# 67
__attribute__((unused)) extern int dyn_46[]; 
# 68
Color13 u47 = Color13::Add15; 
# 69
__attribute__((unused)) static long sh_48[3][15]; 
# 70
int sum49 = (3) - (in43[2]); 
# 71
__attribute__((unused)) static unsigned sh_50[32]; 
# 72
(--(d_pivot40[10])), (sum49 = ((__device_builtin_variable_threadIdx.x) - ((2368ULL - (__device_builtin_variable_blockIdx.x)) - (sum49 / 39U)))); 
# 73
} 
#endif
# 75 "v001683.cu"
int main() 
# 76
{ 
# 77
int len51 = 964; 
# 78
(__cudaPushCallConfiguration((len51 + 255) / 256, (4 + (8 + 4)) * 4)) ? (void)0 : reduce34_kernel(len51 - len51, nullptr); 
# 79
(__cudaPushCallConfiguration(64 * 4, sizeof(int) * (32), 0, 0)) ? (void)0 : warp41(nullptr, (const float *)nullptr, (double *)nullptr, &len51); 
# 80
cudaStream_t acc52 = ((cudaStream_t)0); 
# 81
(__cudaPushCallConfiguration(4, 128, (8 + 248) * 4, acc52)) ? (void)0 : split17_kernel(nullptr, nullptr, nullptr, len51); 
# 82
(__cudaPushCallConfiguration((len51 + 63) / 64, sizeof(int) * (4 + 4))) ? (void)0 : grow23(len51); 
# 83
(__cudaPushCallConfiguration((len51 + 127) / 128, 4 * 16)) ? (void)0 : rank28_kernel(1, (const int *)nullptr); 
# 84
return 0; 
# 85
} 

# 1 "v001683.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__aeaf3a4f_10_v001683_cu_81319e95
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001683.cudafe1.stub.c"
#include "v001683.cudafe1.stub.c"
# 1 "v001683.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
