# 1 "v000277.cu"
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
# 19 "v000277.cu"
__attribute__((visibility("hidden"))) void reduce6_kernel(double *dst7, double *dst8, int *out9) ;
#if 0
# 20
{ 
# 21
if ((static_cast< float>(48)) <= (-(+(dst8[6])))) { 
# 22
(dst7[2]) = (((-(*dst7)) < (__alignof__(char))) ? -(*dst7) : (__alignof__(char))); 
# 23
constexpr unsigned long tmp10 = (48 + 4); 
# 24
}  
# 25
} 
#endif
# 28 "v000277.cu"
struct Sample11 { 
# 29
long val12; 
# 30
short x13; 
# 31
short get14() const 
# 32
{ 
# 33
return (((val12) < (9)) ? val12 : (9)) / (13); 
# 34
} 
# 35
long bump15() const 
# 36
{ 
# 37
return x13; 
# 38
} 
# 39
}; 
# 42
long long decay16(double b17, unsigned alpha18, unsigned beta19) 
# 43
{ 
# 44
auto res20 = (3.5F); 
# 45
double k21[7] = {}; 
# 46
return static_cast< int>(25); 
# 47
} 
# 49
__attribute__((visibility("hidden"))) void weigh22(const int *coef23) ;
#if 0
# 50
{ 
# 51
constexpr double w24 = (1544); 
# 52
if ((*coef23) < decay16(*coef23, '\a', sizeof(int))) { 
# 53
return; 
# 54
}  
# 55
for (int n25 = 0; n25 < 4; ++n25) { }  
# 56
float f26 = (12.0F); 
# 57
} 
#endif
# 59 "v000277.cu"
__attribute__((visibility("hidden"))) void score27_kernel(int len28, const short *coef29, int len30, const short *in31) ;
#if 0
# 60
{ 
# 61
__attribute__((unused)) extern int dyn_32[]; 
# 62
len28 = (+(decay16((15.5F), 4, dyn_32[len28]) * (48))); 
# 63
auto sum33 = ((41UL < (*coef29)) ? dyn_32[len28] : (dyn_32[len30])) * len28; 
# 64
} 
#endif
# 65 "v000277.cu"
constexpr int LANES34 = 7; 
# 67
template< class T> 
# 68
struct Tile35 { 
# 69
T z36; 
# 70
void bump37(T acc38) 
# 71
{ 
# 72
(z36) = (23.0); 
# 73
} 
# 74
}; 
# 75
constexpr int BLOCK39 = 256; 
# 76
enum Phase40: unsigned { 
# 77
MUL41 = 2U, 
# 78
RED42 = 5U, 
# 79
SLOW43, 
# 80
BLUE44 = 9U, 
# 81
FAST45
# 82
}; 
# 84
int main() 
# 85
{ 
# 86
int size46 = 1188; 
# 87
size46 = (decay16(decay16(decay16((7.125F), size46, 1466), 11, size46), RED42, '#')); 
# 88
int q47 = 61L ^ (size46 + 12L); 
# 89
(__cudaPushCallConfiguration(1, LANES34 + 57)) ? (void)0 : reduce6_kernel((double *)nullptr, nullptr, &size46); 
# 90
(__cudaPushCallConfiguration(dim3(32, sizeof(float) * (16)), 512)) ? (void)0 : weigh22(&q47); 
# 91
(__cudaPushCallConfiguration(512, 128, sizeof(float) * (128), (cudaStream_t)0)) ? (void)0 : score27_kernel(decay16(-5, 44L, q47) | LANES34, (const short *)nullptr, (2479UL - q47) - 55UL, nullptr); 
# 92
return 0; 
# 93
} 

# 1 "v000277.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9e7b736b_10_v000277_cu_a23e0d6d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000277.cudafe1.stub.c"
#include "v000277.cudafe1.stub.c"
# 1 "v000277.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
