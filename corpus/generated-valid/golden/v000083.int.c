# 1 "v000083.cu"
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
# 10 "v000083.cu"
__attribute__((unused)) unsigned merge5(float p6, signed char beta7, int n8) 
# 11
{int volatile ___ = 1;(void)p6;(void)beta7;(void)n8;
# 20
::exit(___);}
#if 0
# 11
{ 
# 12
__attribute__((unused)) static float sh_9[32]; 
# 13
int iter10 = 0; 
# 14
while (iter10 < 11) { 
# 15
constexpr float q11 = (21.375F); 
# 16
__attribute__((unused)) static unsigned sh_12[32]; 
# 17
++iter10; 
# 18
}  
# 19
return (21UL | iter10) % (33UL % beta7); 
# 20
} 
#endif
# 22 "v000083.cu"
template< class T, int N> 
# 23
__attribute((noinline)) __attribute__((unused)) T kick13(T *__restrict__ acc14, long a15) 
# 24
{int volatile ___ = 1;(void)acc14;(void)a15;
# 36
::exit(___);}
#if 0
# 24
{ 
# 25
if (a15 == (*acc14)) { 
# 26
int t16 = a15; 
# 27
}  
# 28
int s17 = merge5((38) & a15, ((N) * a15) % (N), ((11) * a15) - ((N) & a15)); 
# 29
(*acc14) = (((a15 < (N)) && ((s17 == 58) || (a15 == a15))) ? N : merge5(s17 / 2, a15 ^ a15, a15)); 
# 30
(acc14[0]) += merge5(((*acc14) > (22UL - s17)) ? *acc14 : (22UL - s17), a15, 4731); 
# 31
merge5((*acc14) + a15, N, 24 >> s17); 
# 32
if (a15 == (50)) { 
# 33
return (4.5); 
# 34
}  
# 35
return merge5((40U / (acc14[4])) + a15, (+s17) + s17, merge5(acc14[a15], N + s17, 47 * s17)); 
# 36
} 
#endif
# 37 "v000083.cu"
enum Phase18: short { 
# 38
IDLE19, 
# 39
GREEN20, 
# 40
FAST21, 
# 41
FAST22, 
# 42
MUL23
# 43
}; 
# 45
namespace math24 { 
# 46
__attribute__((visibility("hidden"))) void stencil25_kernel(const double *input26, float *data27, float *__restrict__ out28) ;
#if 0
# 47
{ 
# 48
for (int i29 = 0, j30 = 10; i29 < j30; (++i29), (--j30)) { 
# 49
double r31[8] = {(3.875), ((19.0F)), (31), (static_cast< double>((7.375))), ((12.625F))}; 
# 50
for (int i32 = 0; i32 < i29; i32 += 3) { 
# 51
double cnt33 = 3 >> i32; 
# 52
}  
# 53
merge5(7 | i29, __alignof__(double), (56 * j30) - 1); 
# 54
}  
# 55
} 
#endif
# 57 "v000083.cu"
__attribute__((visibility("hidden"))) void count34_kernel(bool cfg35, Phase18 a36, const signed char *coef37) ;
#if 0
# 58
{ 
# 59
if (!cfg35) { 
# 60
return; 
# 61
}  
# 62
float z38 = merge5(a36 >> (GREEN20), 5 | (*coef37), 52) * ((13 % a36) / merge5(coef37[4], cfg35, a36)); 
# 63
} 
#endif
# 64 "v000083.cu"
}
# 66
void check_sweep39(const char *src40, int len41, const int *in42) 
# 67
{ 
# 68
if ((((src40[4]) + 16) > (in42[len41])) || ((37 == (in42[6])) && (len41 != (src40[len41 & 7])))) { 
# 69
len41 &= (src40[2]); 
# 70
if ((in42[len41 & 7]) > len41) { 
# 71
return; 
# 72
}  
# 73
}  
# 74
} 
# 76
int main() 
# 77
{ 
# 78
int size43 = 3319; 
# 79
if (!(size43 != size43)) { 
# 80
return size43; 
# 81
}  
# 82
dim3 t44((size43 + 255) / 256, 128 * ((GREEN20) + 1), (size43 + 63) / 64); 
# 83
(__cudaPushCallConfiguration((size43 + 127) / 128, 4 * ((FAST22) + 13))) ? (void)0 : math24::count34_kernel(35L << size43, FAST22, nullptr); 
# 84
size43 ^= size43; 
# 85
(__cudaPushCallConfiguration(t44, sizeof(float) * ((FAST22) + ((GREEN20) + ((FAST21) + ((FAST22) + ((GREEN20) + 54))))))) ? (void)0 : math24::stencil25_kernel(nullptr, nullptr, nullptr); 
# 86
return 0; 
# 87
} 

# 1 "v000083.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__de81d2e6_10_v000083_cu_03128627
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000083.cudafe1.stub.c"
#include "v000083.cudafe1.stub.c"
# 1 "v000083.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
