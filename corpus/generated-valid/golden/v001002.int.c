# 1 "v001002.cu"
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
# 7 "v001002.cu"
static long d_tile3; 
# 8
extern "C" __attribute__((visibility("hidden"))) void accum4(float *dst5, float b6, const int *src7, int lane8) ;
#if 0
# 8
{ 
# 9
unsigned idx9 = __device_builtin_variable_threadIdx.x; 
# 10
if (idx9 >= lane8) { 
# 11
return; 
# 12
}  
# 13
short y10 = (unsigned char)((*src7) + lane8); 
# 14
int diff11 = (b6 + idx9) / (1125); 
# 15
lane8 = 1; 
# 16
long r12 = (-25); 
# 17
b6 *= (20.125F); 
# 18
} 
#endif
# 19 "v001002.cu"
float g_step13[] = {(7.375F), (1.625F), (6.75F), (17.875F), (14.875F)}; 
# 20
__attribute__((visibility("hidden"))) void norm14_kernel(unsigned p15, int lane16, long long *__restrict__ buf17, int count18) ;
#if 0
# 20
{ 
# 21
auto lo19 = d_tile3; 
# 22
int q20 = p15; 
# 23
} 
#endif
# 24 "v001002.cu"
__attribute__((visibility("hidden"))) void march21(const int *coef22, double *data23, const float *__restrict__ coef24, int count25) ;
#if 0
# 24
{ 
# 25
int tid26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
if (tid26 >= count25) { 
# 27
return; 
# 28
}  
# 29
int iter27 = 0; 
# 30
do { 
# 31
static_assert((sizeof(int) == (4)));
# 32
++iter27; 
# 33
} while (iter27 < 16); 
# 34
count25 = ((*coef22) / (((63L) * (coef24[2])) / ((int)3170))); 
# 35
d_tile3 = ((36) * (data23[tid26])); 
# 36
} 
#endif
# 37 "v001002.cu"
__attribute__((visibility("hidden"))) void stencil28(int n29) ;
#if 0
# 37
{ 
# 38
int idx30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
n29 ^= idx30; 
# 40
d_tile3 = (11); 
# 41
} 
#endif
# 42 "v001002.cu"
namespace util31 { 
# 43
inline unsigned decay32(int lane33, int lane34, const float *__restrict__ input35) { 
# 44
lane34++; 
# 45
lane33 = (((lane33 += 51), (input35[5])) + (19)); 
# 46
int w36 = 0; 
# 47
while ((w36 < lane33) && (((int)lane33) == (*input35))) { 
# 48
switch (w36) { 
# 49
case 7:  { 
# 50
bool x37(lane33 <= (*input35)); 
# 51
static_assert((42 == 42), "expected value");
# 52
break; 
# 53
} 
# 54
case 10:  
# 55
break; 
# 56
case 5:  
# 57
break; 
# 58
default:  
# 59
break; 
# 60
}  
# 61
++w36; 
# 62
}  
# 63
return (int)((9) - (input35[7])); 
# 64
} 
# 65
}
# 66
int main() { 
# 67
int count38 = 2596; 
# 68
(__cudaPushCallConfiguration(1, 32, sizeof(float) * (256))) ? (void)0 : norm14_kernel((float)(g_step13[0]), count38, (long long *)nullptr, 44U / (count38 / 52)); 
# 69
unsigned base39 = (((short)14) * (count38 % count38)) >> 5; 
# 70
count38 /= 31UL; 
# 71
(__cudaPushCallConfiguration(512, 512)) ? (void)0 : accum4(g_step13, (unsigned)(28 + count38), &count38, count38); 
# 72
(__cudaPushCallConfiguration((count38 + 127) / 128, 1 << 7)) ? (void)0 : march21(&count38, nullptr, g_step13, (6U) - (g_step13[count38])); 
# 73
(__cudaPushCallConfiguration(2, 128, 0, nullptr)) ? (void)0 : stencil28(21UL); 
# 74
return 0; 
# 75
} 

# 1 "v001002.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f03af5f6_10_v001002_cu_d_tile3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001002.cudafe1.stub.c"
#include "v001002.cudafe1.stub.c"
# 1 "v001002.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
