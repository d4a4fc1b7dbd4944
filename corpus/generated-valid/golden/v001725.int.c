# 1 "v001725.cu"
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
# 15 "v001725.cu"
__attribute__((visibility("hidden"))) void accum6(int *dst7, int *buf8) ;
#if 0
# 16
{ 
# 17
__attribute__((unused)) extern char dyn_9[]; 
# 18
unsigned gid10 = __device_builtin_variable_threadIdx.x; 
# 19
for (int j11 = 8; j11 > 0; --j11) { 
# 20
int w12 = (((buf8[2]) * (dyn_9[gid10 & (7)])) * j11) - (((dyn_9[3]) + gid10) + (((*dst7) < (dst7[gid10])) ? *dst7 : (dst7[gid10]))); 
# 21
}  
# 22
(buf8[(__device_builtin_variable_blockIdx.y) & (7)]) = (((dyn_9[gid10]) < (((dst7[2]) < ((dst7[__device_builtin_variable_gridDim.x]) - 3366U)) ? dst7[2] : ((dst7[__device_builtin_variable_gridDim.x]) - 3366U))) ? dyn_9[gid10] : (((dst7[2]) < ((dst7[__device_builtin_variable_gridDim.x]) - 3366U)) ? dst7[2] : ((dst7[__device_builtin_variable_gridDim.x]) - 3366U))); 
# 23
double hi13 = (gid10 * (dst7[__device_builtin_variable_warpSize])) + 27L; 
# 24
const float stride14 = ((gid10 * sizeof(int)) ^ (dst7[7])) / (64); 
# 25
} 
#endif
# 27 "v001725.cu"
static void host_gather15(int *dst16, const long *coef17) 
# 28
{ 
# 29
(__cudaPushCallConfiguration(dim3(sizeof(float) * (128), 32, sizeof(unsigned)), (49 + 15) * 4, 49 + (64 + (64 + 79)))) ? (void)0 : accum6(dst16, dst16); 
# 30
for (int n18 = 0; n18 < 11; n18 += 2) { 
# 31
(__cudaPushCallConfiguration(dim3(8 * 8, 2, (n18 + 63) / 64), 1 << 6)) ? (void)0 : accum6(nullptr, dst16); 
# 32
}  
# 33
double u19 = dst16[1]; 
# 34
} 
# 35
enum class Phase20: int { High21, Red22 = 3, Off23 = 8}; 
# 37
__attribute__((unused)) int step24(int n25, double *out26, int count27 = -63) 
# 38
{int volatile ___ = 1;(void)n25;(void)out26;(void)count27;
# 43
::exit(___);}
#if 0
# 38
{ 
# 39
count27 = (((__device_builtin_variable_threadIdx.z) >> 0) / ((float)(n25 * (16.75F)))); 
# 40
__attribute__((unused)) static unsigned char sh_28; 
# 41
__attribute__((unused)) static float sh_29; 
# 42
return count27; 
# 43
} 
#endif
# 45 "v001725.cu"
float spread30(unsigned long long p31, unsigned p32, int count33) 
# 46
{ 
# 47
int e34{('A')}; 
# 48
unsigned mid35 = e34; 
# 49
if (p32 != e34) { 
# 50
return mid35 - e34; 
# 51
}  
# 52
return ((count33 < ((float)64)) ? count33 : ((float)64)) / mid35; 
# 53
} 
# 55
template< class T> 
# 56
__attribute((always_inline)) __attribute__((unused)) static inline T bump36(T b37, const unsigned *coef38) 
# 57
{int volatile ___ = 1;(void)b37;(void)coef38;
# 69
::exit(___);}
#if 0
# 57
{ 
# 58
for (int it39 = 0; it39 < 14; it39 += 1) { 
# 59
b37 = (((it39 < (((coef38[6]) < b37) ? coef38[6] : b37)) ? it39 : (((coef38[6]) < b37) ? coef38[6] : b37)) * (__device_builtin_variable_gridDim.z)); 
# 60
}  
# 61
for (int j40 = 0; j40 < 13; ++j40) { 
# 63
#pragma unroll 8
for (
# 63
int j41 = 0; j41 < 14; j41++) { 
# 64
__attribute__((unused)) static int sh_42[1 << 7]; 
# 65
b37 -= (((j40 - (coef38[0])) * ((coef38[2]) + (64))) ^ (((sh_42[j41]) - 9) + j40)); 
# 66
}  
# 67
}  
# 68
return b37 * ((b37 < b37) ? b37 : b37); 
# 69
} 
#endif
# 71 "v001725.cu"
int main() 
# 72
{ 
# 73
int count43 = 3127; 
# 74
const int m44 = 61; 
# 75
count43 = 39; 
# 76
return 0; 
# 77
} 

# 1 "v001725.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0a28ae97_10_v001725_cu_f0a0f152
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001725.cudafe1.stub.c"
#include "v001725.cudafe1.stub.c"
# 1 "v001725.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
