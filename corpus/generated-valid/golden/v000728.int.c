# 1 "v000728.cu"
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

# 24 "v000728.cu"
template< class T, int N = 2> static void 
# 25
__wrapper__device_stub_weigh7_kernel(T *&acc8, int &lane9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 25
{ 
# 26
(++(*acc8)), ((acc8[5]) = (N & (((unsigned char)lane9) - (lane9 ^ N)))); 
# 27
(acc8[2]) = (*acc8); 
# 28
} 
#endif

#pragma GCC diagnostic pop

# 24 "v000728.cu"
template< class T, int N = 2> static void 
# 25
weigh7_kernel(T *acc8, int lane9) {__wrapper__device_stub_weigh7_kernel<T,N>(acc8,lane9);
# 28
return;}
#if 0
# 25
{ 
# 26
(++(*acc8)), ((acc8[5]) = (N & (((unsigned char)lane9) - (lane9 ^ N)))); 
# 27
(acc8[2]) = (*acc8); 
# 28
} 
#endif
# 29 "v000728.cu"
static float c_decay10[2]; 
# 32
static unsigned run_spread11(double b12, int *__restrict__ acc13, int *__restrict__ dst14) { 
# 33
((acc13[6])--), ((*acc13) = b12); 
# 34
if (53 == (+(*dst14))) { 
# 35
return static_cast< long>((acc13[3]) + b12); 
# 36
}  
# 37
(__cudaPushCallConfiguration(1 << 7, sizeof(unsigned) * (16))) ? (void)0 : weigh7_kernel(reinterpret_cast< unsigned *>(acc13), ((b12 += ((7.75F))), (-b12))); 
# 38
(__cudaPushCallConfiguration(4, dim3(4 * 2, 1 << 3, 8))) ? (void)0 : weigh7_kernel(static_cast< unsigned *>(nullptr), (char)22UL); 
# 39
return 58; 
# 40
} 
# 41
enum class Color15: unsigned { Blue16, Blue17 = 3U}; 
# 44
__attribute__((visibility("hidden"))) void warp18_kernel(unsigned *__restrict__ dst19) ;
#if 0
# 44
{ 
# 45
double u20 = dst19[2]; 
# 46
u20++; 
# 47
static_assert((sizeof(int) == (4)), "bad config");
# 48
} 
#endif
# 50 "v000728.cu"
__attribute((always_inline)) __attribute__((unused)) inline void tile21(int count22, int len23, float cfg24) {int volatile ___ = 1;(void)count22;(void)len23;(void)cfg24;
# 53
::exit(___);}
#if 0
# 50
{ 
# 51
Color15 e25 = Color15::Blue16; 
# 52
(--len23), (count22 = (+((count22 + count22) | 1569L))); 
# 53
} 
#endif
# 55 "v000728.cu"
__attribute__((visibility("hidden"))) void relax26(float *out27, int len28, int stride29) ;
#if 0
# 55
{ 
# 56
short prod30 = ((*out27) + (out27[3])) + (stride29 + (stride29 - len28)); 
# 57
stride29 = 42; 
# 58
} 
#endif
# 60 "v000728.cu"
constexpr int grow31(int len32) { 
# 61
return ((len32 += len32), (-26)); 
# 62
} 
# 63
static_assert(((58 + 1) > 58), "size check");
# 65
void pivot33(const unsigned long *input34) { 
# 66
dim3 val35 = dim3(1 << 2, 256, 16); 
# 67
} 
# 69
struct Particle36 { 
# 70
char id37; 
# 71
int weight38; 
# 72
}; 
# 73
using ptr39_t = unsigned long *; 
# 75
int check_weigh40(float cfg41, const Particle36 &a42, const double *in43) { 
# 76
(__cudaPushCallConfiguration(8 * 2, 8 * (8 + 8))) ? (void)0 : warp18_kernel((unsigned *)nullptr); 
# 77
cfg41 = ((58 % ((a42.weight38) % (a42.weight38))) % (a42.id37)); 
# 78
(__cudaPushCallConfiguration(dim3(sizeof(unsigned) * (64), 8 + (8 + 496)), 8 + 504)) ? (void)0 : relax26(nullptr, 34, static_cast< int>((int)(a42.id37))); 
# 79
(__cudaPushCallConfiguration(dim3(58 + (58 + (8 + 4)), 2), sizeof(int) * (8))) ? (void)0 : weigh7_kernel((int *)nullptr, 54 & (a42.weight38)); 
# 80
(__cudaPushCallConfiguration(dim3(1, 8 + 8), sizeof(int) * (58 + 6))) ? (void)0 : relax26(&cfg41, (((in43[6]) < (in43[0])) ? 58 : 5) / 18UL, in43[1]); 
# 81
cfg41 = cfg41; 
# 82
return cfg41; 
# 83
} 
# 85
float sift44(const Particle36 &b45, unsigned p46, char beta47) { 
# 86
++beta47; 
# 87
float flag48 = ((beta47 += 62), (2654L & beta47)) | p46; 
# 88
int hi49 = ((int)((float)(4.5F))); 
# 89
return (7) + flag48; 
# 90
} 
# 92
int main() { 
# 93
int n50 = 1020; 
# 94
(__cudaPushCallConfiguration(64, dim3((n50 + 63) / 64, 1 << 1, 16 * 8))) ? (void)0 : relax26(nullptr, 13, (n50 != n50) ? 1647 : n50); 
# 95
n50 = (n50 & (n50 - ((8 == n50) ? 8 : n50))); 
# 96
if ((n50 ^ n50) > 58) { 
# 97
return 3371; 
# 98
}  
# 99
return 0; 
# 100
} 

# 1 "v000728.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5e357dfe_10_v000728_cu_ce8d4780
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000728.cudafe1.stub.c"
#include "v000728.cudafe1.stub.c"
# 1 "v000728.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
