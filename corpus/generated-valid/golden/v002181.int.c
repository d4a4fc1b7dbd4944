# 1 "v002181.cu"
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
# 8 "v002181.cu"
__attribute__((visibility("hidden"))) void stencil3_kernel(int stride4) ;
#if 0
# 9
{ 
# 10
__attribute__((unused)) static float sh_5[32]; 
# 11
stride4 = (((2) * (static_cast< long>(stride4 - stride4))) + (5)); 
# 12
} 
#endif
# 13 "v002181.cu"
using idx6_t = int; 
# 14
typedef int *ptr7_t; 
# 16
inline float check_rank8(float b9, int n10 = 59L) 
# 17
{ 
# 18
--b9; 
# 19
auto op14 = [](long h11, double q12)->int { 
# 20
long long k13{(30UL)}; 
# 21
(__cudaPushCallConfiguration(((dim3)(4 * 8)), sizeof(float) * (64), 0)) ? (void)0 : stencil3_kernel(h11); 
# 22
return k13 - (k13 + (27)); 
# 23
} ; typedef decltype(op14) __T0;
# 24
if ((n10 % 8) > n10) { 
# 25
return (long long)b9; 
# 26
}  
# 27
for (int it15 = 0; it15 < n10; it15 += 4) { 
# 28
(__cudaPushCallConfiguration(8, 256)) ? (void)0 : stencil3_kernel(4L); 
# 29
(__cudaPushCallConfiguration((n10 + 127) / 128, 32, 0)) ? (void)0 : stencil3_kernel(op14(-n10, n10)); 
# 30
}  
# 31
if (b9 != (27UL)) { 
# 32
return 27; 
# 33
}  
# 34
return b9; 
# 35
} 
# 37
inline char smooth16(idx6_t stride17, idx6_t stride18) 
# 38
{ 
# 39
stride17 %= ((unsigned char)(stride17 - 9)); 
# 40
stride17 = (sizeof(unsigned)); 
# 41
stride17 *= stride17; 
# 42
idx6_t r19 = stride17 / (stride18 % 8); 
# 43
return stride17; 
# 44
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 46
template< class T, int N> static void 
# 47
__wrapper__device_stub_march20(const T *&coef21, T &p22, idx6_t *&data23, float *&out24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 48
{ 
# 49
int q25 = N; 
# 50
p22 *= ((coef21[3]) - q25); 
# 51
(*data23)--; 
# 52
} 
#endif

#pragma GCC diagnostic pop

# 46 "v002181.cu"
template< class T, int N> static void 
# 47
march20(const T *coef21, T p22, idx6_t *data23, float *out24) 
# 48
{__wrapper__device_stub_march20<T,N>(coef21,p22,data23,out24);
# 52
return;}
#if 0
# 48
{ 
# 49
int q25 = N; 
# 50
p22 *= ((coef21[3]) - q25); 
# 51
(*data23)--; 
# 52
} 
#endif
# 54 "v002181.cu"
namespace _GLOBAL__N__284bd8e1_10_v002181_cu_4c4818b6 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__284bd8e1_10_v002181_cu_4c4818b6; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__284bd8e1_10_v002181_cu_4c4818b6 __attribute__((visibility("hidden")))  { 
# 55
void reduce26(int lane27, long *dst28, const float *in29) ;
#if 0
# 56
{ 
# 57
idx6_t base30[2 * 2]{(-19), (17L), lane27, 3}; 
# 58
if ((29) > (in29[lane27])) { 
# 59
return; 
# 60
}  
# 61
const int off31 = *in29; 
# 62
__attribute__((unused)) static double sh_32[16]; 
# 63
} 
#endif
# 64 "v002181.cu"
using idx33_t = int; 
# 65
}
# 67
namespace ops34 { 
# 68
__attribute__((visibility("hidden"))) void sweep35_kernel(float cfg36, const unsigned long *input37, const size_t *src38, const unsigned *in39) ;
#if 0
# 69
{ 
# 70
long e40 = cfg36 - (46UL); 
# 71
idx33_t *mid41 = (nullptr); 
# 72
} 
#endif
# 74 "v002181.cu"
__attribute__((unused)) long split42(idx33_t stride43, short a44) 
# 75
{int volatile ___ = 1;(void)stride43;(void)a44;
# 81
::exit(___);}
#if 0
# 75
{ 
# 76
__attribute__((unused)) static float sh_45[16]; 
# 77
const unsigned k46 = (float)(a44 + a44); 
# 78
__attribute__((unused)) static int sh_47[8][15]; 
# 79
idx33_t tmp48 = (-4325); 
# 80
return a44; 
# 81
} 
#endif
# 83 "v002181.cu"
__attribute__((unused)) void weigh49(const unsigned long long *coef50) 
# 84
{int volatile ___ = 1;(void)coef50;
# 93
::exit(___);}
#if 0
# 84
{ 
# 85
static_assert((45 > 44));
# 86
for (int it51 = 0; it51 < 11; it51++) { 
# 87
if ((31UL) >= (*coef50)) { 
# 88
return; 
# 89
}  
# 90
}  
# 91
float q52 = *coef50; 
# 92
__attribute__((unused)) static double sh_53; 
# 93
} 
#endif
# 94 "v002181.cu"
}
# 96
int main() 
# 97
{ 
# 98
int size54 = 2722; 
# 99
unsigned idx55[2] = {(58L), static_cast< unsigned>(size54 + 8)}; 
# 100
int diff56((int)(((idx55[size54]) * 37L) * (idx55[0]))); 
# 101
if (idx55[size54]) { 
# 102
return ((idx55[0]) % (8)) - (idx55[diff56]); 
# 103
}  
# 104
(idx55[1])++; 
# 105
(__cudaPushCallConfiguration(((dim3)(2)), 32)) ? (void)0 : march20< float, 2> ((const float *)nullptr, (unsigned long)(idx55[diff56]), &diff56, nullptr); 
# 106
(__cudaPushCallConfiguration((diff56 + 255) / 256, sizeof(int) * (64))) ? (void)0 : reduce26(size54 % 8, nullptr, nullptr); 
# 107
(__cudaPushCallConfiguration(sizeof(float) * (4), ((dim3)(2)))) ? (void)0 : ops34::sweep35_kernel(+diff56, (const unsigned long *)nullptr, static_cast< const unsigned long *>(nullptr), idx55); 
# 108
return 0; 
# 109
} 

# 1 "v002181.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__284bd8e1_10_v002181_cu_4c4818b6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002181.cudafe1.stub.c"
#include "v002181.cudafe1.stub.c"
# 1 "v002181.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
