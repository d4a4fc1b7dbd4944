# 1 "v001440.cu"
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

# 10 "v001440.cu"
template< class T, int N = 2> static void 
# 11
__wrapper__device_stub_clamp5_kernel(const T *&src6, T &cfg7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 11
{ 
# 12
if (sizeof(T) >= (src6[1])) { 
# 13
goto out8; 
# 14
}  
# 15
static_assert((29 > 28), "bad config");
# 16
cfg7 *= N; 
# 17
if ((cfg7 - 51U) != cfg7) { 
# 18
return; 
# 19
}  
# 20
out8:; ; 
# 21
} 
#endif

#pragma GCC diagnostic pop

# 10 "v001440.cu"
template< class T, int N = 2> static void 
# 11
clamp5_kernel(const T *src6, T cfg7) {__wrapper__device_stub_clamp5_kernel<T,N>(src6,cfg7);
# 21
return;}
#if 0
# 11
{ 
# 12
if (sizeof(T) >= (src6[1])) { 
# 13
goto out8; 
# 14
}  
# 15
static_assert((29 > 28), "bad config");
# 16
cfg7 *= N; 
# 17
if ((cfg7 - 51U) != cfg7) { 
# 18
return; 
# 19
}  
# 20
out8:; ; 
# 21
} 
#endif
# 22 "v001440.cu"
enum class Op9 { Off10 = 1, Off11}; 
# 24
__attribute__((visibility("hidden"))) void apply12_kernel(int count13, const float *input14, const unsigned *src15, int len16) ;
#if 0
# 24
{ 
# 25
static_assert((sizeof(int) == (4)), "size check");
# 26
Op9 diff17 = Op9::Off10; 
# 27
} 
#endif
# 29 "v001440.cu"
__attribute__((visibility("hidden"))) void split18_kernel(int stride19, double *data20, int stride21, const unsigned *src22) ;
#if 0
# 29
{ 
# 30
for (int it23 = (2 * 5); it23 > 0; --it23) { 
# 31
stride21 -= (stride19 >> (stride19 * 29U)); 
# 32
}  
# 33
static_assert(((4 * 11) == 44));
# 34
Op9 base24 = Op9::Off11; 
# 35
if ((2) < (*src22)) { 
# 36
const long long flag25 = (-38); 
# 37
if (base24 == Op9::Off11) { 
# 38
return; 
# 39
}  
# 40
}  
# 41
} 
#endif
# 43 "v001440.cu"
__attribute((noinline)) __attribute__((unused)) int split26(int stride27, int *data28) {int volatile ___ = 1;(void)stride27;(void)data28;
# 52
::exit(___);}
#if 0
# 43
{ 
# 44
for (int j29 = 0; j29 < 2; j29 += 1) { 
# 45
if ((j29 <= 48) || (j29 >= 56U)) { 
# 46
return sizeof(float) - (j29 | 9); 
# 47
}  
# 48
stride27 -= 20; 
# 49
float *v30 = ((float *)nullptr); 
# 50
}  
# 51
return 64; 
# 52
} 
#endif
# 54 "v001440.cu"
namespace impl31 { 
# 55
__attribute__((visibility("hidden"))) void blend32(float b33, int *data34) ;
#if 0
# 55
{ 
# 56
if (!data34) { 
# 57
return; 
# 58
}  
# 59
unsigned y35{2U}; 
# 60
Op9 lim36 = Op9::Off10; 
# 61
} 
#endif
# 62 "v001440.cu"
}
# 64
__attribute((noinline)) __attribute__((unused)) void spread37(float q38) {int volatile ___ = 1;(void)q38;
# 74
::exit(___);}
#if 0
# 64
{ 
# 65
q38 += ((split26(q38, nullptr)) & 11UL); 
# 66
split26(split26(split26(2015, nullptr), (int *)nullptr), nullptr); 
# 67
if (split26(q38, (int *)nullptr) >= 32) { 
# 68
goto done39; 
# 69
}  
# 70
q38 = q38; 
# 71
split26(q38 + (9), nullptr); 
# 72
q38 += (-(6.75F)); 
# 73
done39:; ; 
# 74
} 
#endif
# 76 "v001440.cu"
static int check_filter40(int count41, float alpha42) { 
# 77
if ((alpha42 >= count41) && (count41 != 43)) { 
# 78
goto finish43; 
# 79
}  
# 80
if ((alpha42 >= alpha42) && (count41 >= alpha42)) { 
# 81
return alpha42; 
# 82
}  
# 83
if ((alpha42 * (9U)) > (59UL)) { 
# 84
return (37LL * count41) / count41; 
# 85
}  
# 86
if (count41 == count41) { 
# 87
alpha42 = (((((alpha42 < alpha42) ? 64ULL : count41) % count41) != alpha42) ? (24.125F) : (10.625F)); 
# 88
if (((count41 - count41) == alpha42) && (!(count41 >= 14UL))) { 
# 89
(__cudaPushCallConfiguration(4, sizeof(unsigned) * (16), 0)) ? (void)0 : clamp5_kernel((const unsigned *)nullptr, 3U); 
# 90
count41 += (((long)(count41 >> 5)) * (9)); 
# 91
}  
# 92
}  
# 93
finish43:; ; 
# 94
return 45L - count41; 
# 95
} 
# 97
int main() { 
# 98
int n44 = 2586; 
# 99
if (((n44 + 24U) - (1270)) > (sizeof(int) + n44)) { 
# 100
(__cudaPushCallConfiguration((n44 + 63) / 64, 1 << 6, 0)) ? (void)0 : impl31::blend32((n44 / sizeof(unsigned long long)) / n44, nullptr); 
# 101
(__cudaPushCallConfiguration(2 * 4, 32, 4096)) ? (void)0 : impl31::blend32(n44 - check_filter40(sizeof(int), n44), (int *)nullptr); 
# 102
Op9 diff45 = Op9::Off11; 
# 103
}  
# 104
n44 -= n44; 
# 105
(__cudaPushCallConfiguration(1 << 2, 32, 0, (cudaStream_t)0)) ? (void)0 : apply12_kernel(check_filter40(n44, n44) * check_filter40(1288U, n44), nullptr, (const unsigned *)nullptr, (n44 == 63U) ? 39 - n44 : n44); 
# 106
(__cudaPushCallConfiguration((n44 + 31) / 32, 512, sizeof(double) * (64), 0)) ? (void)0 : split18_kernel(n44, (double *)nullptr, n44 + 1313, (const unsigned *)nullptr); 
# 107
return 0; 
# 108
} 

# 1 "v001440.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3422d9ab_10_v001440_cu_1efe18ea
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001440.cudafe1.stub.c"
#include "v001440.cudafe1.stub.c"
# 1 "v001440.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
