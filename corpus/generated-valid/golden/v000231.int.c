# 1 "v000231.cu"
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
# 16 "v000231.cu"
__attribute((always_inline)) __attribute__((unused)) inline float merge6(bool a7, long *data8, float *out9) 
# 17
{int volatile ___ = 1;(void)a7;(void)data8;(void)out9;
# 24
::exit(___);}
#if 0
# 17
{ 
# 18
a7 = true; 
# 19
constexpr double val10 = ((18.75F)); 
# 20
if (!(!a7)) { 
# 21
return ((data8[3]) * (data8[__device_builtin_variable_blockDim.y])) & (__device_builtin_variable_gridDim.z); 
# 22
}  
# 23
return (data8[(__device_builtin_variable_threadIdx.x) & (7)]) ? ('z') * (((__device_builtin_variable_blockDim.x) >= a7) ? *out9 : (19.25F)) : (sizeof(int)); 
# 24
} 
#endif
# 26 "v000231.cu"
static float check_tile11(int stride12, int len13, int *data14) 
# 27
{ 
# 28
switch (len13 - len13) { 
# 29
case 3:  { 
# 30
int sum15[7]{5, (2L), stride12, (-52), 6, len13, static_cast< int>(data14[len13])}; 
# 31
break; 
# 32
} 
# 33
}  
# 34
if (len13 - 8) { 
# 35
return stride12; 
# 36
}  
# 37
int w16 = 0; 
# 38
do { 
# 39
const char *e17 = ("warp size"); 
# 40
cudaStream_t e18 = (nullptr); 
# 41
++w16; 
# 42
} while (w16 < 5); 
# 43
constexpr int r19 = (8 + 7); 
# 44
return w16; 
# 45
} 
# 47
__attribute__((unused)) long long drift20(int stride21) 
# 48
{int volatile ___ = 1;(void)stride21;
# 55
::exit(___);}
#if 0
# 48
{ 
# 49
__attribute__((unused)) static float sh_22[sizeof(float) * (56 + 8)]; 
# 50
__attribute__((unused)) static float sh_23[3][15]; 
# 51
stride21 = ((((' ') * (__device_builtin_variable_threadIdx.x)) + (__device_builtin_variable_blockIdx.y)) % (56)); 
# 52
(sh_22[stride21]) = (__device_builtin_variable_threadIdx.y); 
# 53
stride21 = ((stride21 >> (stride21 ^ 32)) - ((__device_builtin_variable_threadIdx.z) >> stride21)); 
# 54
return (((stride21 << (12UL % (__device_builtin_variable_blockIdx.x))) < (((short)((sh_23[stride21])[stride21])) - (static_cast< unsigned>(stride21)))) ? stride21 << (12UL % (__device_builtin_variable_blockIdx.x)) : (((short)((sh_23[stride21])[stride21])) - (static_cast< unsigned>(stride21)))); 
# 55
} 
#endif
# 58 "v000231.cu"
__attribute__((visibility("hidden"))) void drift24_kernel(int count25) ;
#if 0
# 59
{ 
# 60
__attribute__((unused)) static float sh_26[16]; 
# 61
__attribute__((unused)) static double sh_27[2][1 << 1]; 
# 62
{ 
# 63
long t28 = ((static_cast< unsigned>(count25)) + 27U) | count25; 
# 64
if ((__device_builtin_variable_threadIdx.z) <= ((sh_27[1])[0])) { 
# 65
return; 
# 66
}  
# 67
} 
# 68
count25 -= (8 << ((((sh_27[1])[1]) > (14)) ? count25 - (' ') : (count25 * 56))); 
# 69
} 
#endif
# 71 "v000231.cu"
double scale29(int lane30, float a31) 
# 72
{ 
# 73
a31 += a31; 
# 74
(__cudaPushCallConfiguration((lane30 + 255) / 256, (8 + 24) * 2, 0, 0)) ? (void)0 : drift24_kernel(a31); 
# 75
a31 = (8); 
# 76
unsigned short diff32 = lane30; 
# 77
return lane30 | 8; 
# 78
} 
# 80
int main() 
# 81
{ 
# 82
int size33 = 955; 
# 83
constexpr bool hi34 = true; 
# 84
size33 *= 8; 
# 85
size33 = 46; 
# 86
(__cudaPushCallConfiguration(dim3((8 + 8) * (8 + 8), 2), 56 + (56 + (8 + 136)))) ? (void)0 : drift24_kernel(hi34); 
# 87
long lo35 = (__alignof__(char)); 
# 88
(__cudaPushCallConfiguration((size33 + 255) / 256, 512, 512 * 8, (cudaStream_t)0)) ? (void)0 : drift24_kernel(size33); 
# 89
return 0; 
# 90
} 

# 1 "v000231.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4e908a77_10_v000231_cu_5ae27992
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000231.cudafe1.stub.c"
#include "v000231.cudafe1.stub.c"
# 1 "v000231.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
