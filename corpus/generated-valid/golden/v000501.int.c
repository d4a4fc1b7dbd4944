# 1 "v000501.cu"
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
# 7 "v000501.cu"
__attribute__((visibility("hidden"))) void sift3_kernel(const int *src4, const unsigned long *src5, int *out6) ;
#if 0
# 7
{ 
# 8
int gid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 9
(out6[gid7 & 7]) = (sizeof(long long)); 
# 10
int q8 = *src5; 
# 11
__attribute__((unused)) static double sh_9[256]; 
# 12
q8 %= (~(-(*out6))); 
# 13
float m10 = (35); 
# 14
} 
#endif
# 15 "v000501.cu"
constexpr float kL11 = (5.5F); 
# 16
class Sample12 { 
# 17
unsigned flag13; 
# 18
int lo14; 
# 19
int x15; 
# 21
public: Sample12(unsigned b16, int c17, int b18) : flag13(b16), lo14(c17), x15(b18) { } 
# 22
int scale19(float sum20) const { 
# 23
auto r21 = kL11; 
# 24
int u22{('z')}; 
# 25
return 20U; 
# 26
} 
# 27
}; 
# 29
__attribute__((visibility("hidden"))) void relax23_kernel(const int *src24, int stride25, const unsigned long *input26) ;
#if 0
# 29
{ 
# 30
unsigned i27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
if (i27 >= stride25) { 
# 32
return; 
# 33
}  
# 34
if ((src24[__device_builtin_variable_threadIdx.x]) >= 4) { 
# 35
return; 
# 36
}  
# 37
stride25++; 
# 38
--stride25; 
# 39
stride25 = (sizeof(Sample12)); 
# 40
stride25 &= ((src24[i27]) - ((input26[(__device_builtin_variable_blockIdx.z) & (7)]) >> 3)); 
# 41
__attribute__((unused)) static unsigned sh_28[64]; 
# 42
__attribute__((unused)) static float sh_29; 
# 43
} 
#endif
# 44 "v000501.cu"
static void stencil30(int len31, int *dst32, unsigned *buf33) ;
#if 0
# 44
{ 
# 45
int tid34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
if (tid34 >= len31) { 
# 47
return; 
# 48
}  
# 49
unsigned long long r35[8] = {(u'\x30')}; 
# 50
(r35[(__device_builtin_variable_blockIdx.y) & (7)]) >>= (((__device_builtin_variable_blockIdx.x) >> 7) * (59)); 
# 51
(*buf33) ^= (len31 + ('#')); 
# 52
int flag36[6]{tid34, (4L), 3, (26UL), (-8), static_cast< int>(__device_builtin_variable_threadIdx.x)}; 
# 53
} 
#endif
# 54 "v000501.cu"
constexpr int host_smooth37(int n38) { 
# 55
return ((n38 + 33UL) >> 2) + ((n38 >> n38) - 44); 
# 56
} 
# 57
int main() { 
# 58
int count39 = 2306; 
# 59
count39 = host_smooth37(count39); 
# 60
count39 = (15U); 
# 61
auto step42 = [](float hi40, double v41)->int { 
# 62
host_smooth37(host_smooth37((v41 == (38L)) ? kL11 : kL11)); 
# 63
(__cudaPushCallConfiguration(32, sizeof(float) * (8), sizeof(double) * (32))) ? (void)0 : stencil30(kL11, (int *)nullptr, nullptr); 
# 64
return 55L; 
# 65
} ; typedef decltype(step42) __T0;
# 66
host_smooth37(count39); 
# 67
Sample12 s43{static_cast< unsigned>(host_smooth37(count39)), count39, static_cast< int>(host_smooth37(count39))}; 
# 68
(__cudaPushCallConfiguration(sizeof(int) * (32), 32, sizeof(float) * (64), 0)) ? (void)0 : sift3_kernel((const int *)nullptr, nullptr, (int *)nullptr); 
# 69
(__cudaPushCallConfiguration(512, 1 << 9, 0, nullptr)) ? (void)0 : relax23_kernel(nullptr, step42(count39, kL11) + s43.scale19(kL11), nullptr); 
# 70
return 0; 
# 71
} 

# 1 "v000501.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1435c01f_10_v000501_cu_c64c19be
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000501.cudafe1.stub.c"
#include "v000501.cudafe1.stub.c"
# 1 "v000501.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
