# 1 "v001454.cu"
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
# 10 "v001454.cu"
__attribute__((visibility("hidden"))) void smooth4(const int *src5, unsigned long p6, int lane7, const float *in8) ;
#if 0
# 11
{ 
# 12
constexpr double q9 = (17.5); 
# 13
p6 = 36UL; 
# 14
p6 = (23 % lane7); 
# 15
int *hi10 = (nullptr); 
# 16
} 
#endif
# 18 "v001454.cu"
template< class T> 
# 19
struct Pixel11 { 
# 20
T x12, w13; 
# 21
T flag14; 
# 22
T norm15() const 
# 23
{ 
# 24
return (-(flag14)) * ((18.625) / (flag14)); 
# 25
} 
# 26
}; 
# 29
signed char run_norm16(const Pixel11< int>  &b17, Pixel11< int>  q18) 
# 30
{ 
# 31
float off19 = b17.norm15(); 
# 32
if (q18.norm15() < (b17.flag14)) { 
# 33
return ((q18.w13) + 52) + ((unsigned char)(b17.x12)); 
# 34
}  
# 35
(__cudaPushCallConfiguration(((dim3)(4 * 2)), ((dim3)(256)), 0)) ? (void)0 : smooth4(nullptr, ((b17.flag14) * 50) * (47UL - (q18.flag14)), (q18.w13) + 1013, nullptr); 
# 36
if (((b17.flag14) % (q18.w13)) <= (q18.flag14)) { 
# 37
return (b17.w13) * 125L; 
# 38
}  
# 39
int s20 = (7UL); 
# 40
return +(((q18.w13) += 16), (s20 * 2)); 
# 41
} 
# 43
__attribute__((visibility("hidden"))) void sweep21_kernel(int count22, int count23, double a24, int lane25) ;
#if 0
# 44
{ 
# 45
lane25 = 55; 
# 46
float w26 = (26); 
# 47
constexpr int x27 = (44L); 
# 48
constexpr double s28 = (3.5); 
# 49
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 51 "v001454.cu"
template< class T> static void 
# 52
__wrapper__device_stub_combine29_kernel(const T *&coef30) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 53
{ 
# 54
float q31 = ((int)5); 
# 55
q31 = ((12.625F) + ((q31 - q31) * (22.5F))); 
# 56
q31 = (coef30[3]); 
# 57
q31 = (((-q31) * ((q31 += q31), 53)) / (((18.5F) * (coef30[2])) - (q31 * (sizeof(T))))); 
# 58
int h32 = 2488; 
# 59
} 
#endif

#pragma GCC diagnostic pop

# 51 "v001454.cu"
template< class T> static void 
# 52
combine29_kernel(const T *coef30) 
# 53
{__wrapper__device_stub_combine29_kernel<T>(coef30);
# 59
return;}
#if 0
# 53
{ 
# 54
float q31 = ((int)5); 
# 55
q31 = ((12.625F) + ((q31 - q31) * (22.5F))); 
# 56
q31 = (coef30[3]); 
# 57
q31 = (((-q31) * ((q31 += q31), 53)) / (((18.5F) * (coef30[2])) - (q31 * (sizeof(T))))); 
# 58
int h32 = 2488; 
# 59
} 
#endif
# 62 "v001454.cu"
__attribute__((visibility("hidden"))) void step33_kernel(int stride34, const unsigned char *src35, int *acc36) ;
#if 0
# 63
{ 
# 64
if (stride34 <= 15) { 
# 65
return; 
# 66
}  
# 67
constexpr int off37 = 37; 
# 68
stride34 = ((7 - (*src35)) - (((src35[stride34]) - 40) * ((stride34 += (*acc36)), 30))); 
# 69
(acc36[5]) = 27; 
# 70
} 
#endif
# 73 "v001454.cu"
__attribute__((visibility("hidden"))) void sweep38_kernel(const Pixel11< int>  cfg39, int stride40) ;
#if 0
# 74
{ 
# 75
__attribute__((unused)) extern unsigned char dyn_41[]; 
# 76
int w42 = stride40; 
# 77
w42 = (w42 * (((int)2267) - cfg39.norm15())); 
# 78
constexpr bool val43 = (0); 
# 79
} 
#endif
# 81 "v001454.cu"
__attribute__((visibility("hidden"))) void tile44(const double *in45, int n46) ;
#if 0
# 82
{ 
# 83
(++n46), (n46 = (*in45)); 
# 84
n46 = ((((4635) * (*in45)) * ((*in45) * (7))) - ((in45[0]) * n46)); 
# 85
} 
#endif
# 87 "v001454.cu"
int main() 
# 88
{ 
# 89
int n47 = 1673; 
# 90
n47 = (63 + (n47 + n47)); 
# 91
n47 = (22 * n47); 
# 92
(__cudaPushCallConfiguration(1, 128, sizeof(int) * (128))) ? (void)0 : sweep21_kernel(n47, n47, sizeof(int) * (n47 / n47), sizeof(int)); 
# 93
(__cudaPushCallConfiguration((n47 + 127) / 128, sizeof(float) * (16))) ? (void)0 : combine29_kernel< long> ((const long *)nullptr); 
# 94
(__cudaPushCallConfiguration(4, ((dim3)(256)), sizeof(double) * (64))) ? (void)0 : step33_kernel((17 - n47) * (27 * n47), (const unsigned char *)nullptr, (int *)nullptr); 
# 95
return 0; 
# 96
} 

# 1 "v001454.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8620674c_10_v001454_cu_11786534
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001454.cudafe1.stub.c"
#include "v001454.cudafe1.stub.c"
# 1 "v001454.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
