# 1 "v002304.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 21 "v002304.cu"
template< class T, class U> static void 
# 22
__wrapper__device_stub_apply8(const T *__restrict__ &in9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 23
{ 
# 24
T hi10 = (20.875) / (in9[7]); 
# 25
int e11 = hi10; 
# 26
} 
#endif

#pragma GCC diagnostic pop

# 21 "v002304.cu"
template< class T, class U> static void 
# 22
apply8(const T *__restrict__ in9) 
# 23
{__wrapper__device_stub_apply8<T,U>(in9);
# 26
return;}
#if 0
# 23
{ 
# 24
T hi10 = (20.875) / (in9[7]); 
# 25
int e11 = hi10; 
# 26
} 
#endif
# 27 "v002304.cu"
static double c_fuse12[8]; 
# 29
inline int step13(int n14, char beta15) 
# 30
{ 
# 31
if (((beta15 ^ n14) - (62 * beta15)) < (n14 + 19)) { 
# 32
unsigned char flag16[2] = {}; 
# 33
beta15 = (+(flag16[1])); 
# 34
long long flag17 = (((long)beta15) << (5 % beta15)) % (8); 
# 35
}  
# 36
return beta15; 
# 37
} 
# 38
int g_reduce18[] = {(43UL), 29, (53L)}; 
# 40
__attribute__((visibility("hidden"))) void clamp19_kernel(float *__restrict__ buf20, char alpha21, int stride22, float *acc23) ;
#if 0
# 41
{ 
# 42
int tmp24 = (sizeof(double)); 
# 43
if (((-(*buf20)) != (2)) && ((buf20[tmp24 & 7]) >= ((c_fuse12[0]) - (20ULL)))) { 
# 44
__attribute__((unused)) static float sh_25[16]; 
# 45
alpha21 *= ((alpha21 + alpha21) >> (-(-5))); 
# 46
}  
# 47
} 
#endif
# 49 "v002304.cu"
static void spread26(long *dst27, char p28, long a29) ;
#if 0
# 50
{ 
# 51
double f30 = a29; 
# 52
int res31{(2719UL)}; 
# 53
static_assert((60 > 59), "tile must fit");
# 54
if ((res31 % 8) == p28) { 
# 55
return; 
# 56
}  
# 57
(dst27[a29]) -= f30; 
# 58
} 
#endif
# 60 "v002304.cu"
void combine32(int stride33, int len34, int count35) 
# 61
{ 
# 62
(__cudaPushCallConfiguration((count35 + 255) / 256, 16 + (5 + 491))) ? (void)0 : spread26(nullptr, (5 - len34) & (22 + count35), g_reduce18[0]); 
# 63
if ((count35 >= 20) && (len34 < 16)) { 
# 64
return; 
# 65
}  
# 66
} 
# 68
int main() 
# 69
{ 
# 70
int count36 = 852; 
# 71
float *base37 = ((float *)nullptr); 
# 72
(__cudaPushCallConfiguration(5 + (5 + 22), 64, sizeof(float) * (64))) ? (void)0 : apply8< unsigned, double> (reinterpret_cast< const unsigned *>(base37)); 
# 73
(__cudaPushCallConfiguration(sizeof(int), 60 + (5 + (16 + (5 + 426))), 0)) ? (void)0 : clamp19_kernel(base37, 56UL, (g_reduce18[count36]) - 134, base37); 
# 74
return 0; 
# 75
} 

# 1 "v002304.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__622dc219_10_v002304_cu_c_fuse12
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002304.cudafe1.stub.c"
#include "v002304.cudafe1.stub.c"
# 1 "v002304.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
