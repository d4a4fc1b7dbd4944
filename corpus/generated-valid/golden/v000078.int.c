# 1 "v000078.cu"
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
# 18 "v000078.cu"
__attribute__((visibility("hidden"))) void kick9_kernel(int stride10, int *out11, unsigned a12, const int *__restrict__ coef13) ;
#if 0
# 18
{ 
# 19
int i14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
unsigned v15 = 14UL * (stride10 * stride10); 
# 21
v15 = stride10; 
# 22
(--a12), (a12 = (54)); 
# 23
static_assert((10 == 10));
# 24
stride10 |= (v15 - ((stride10 & i14) * (*out11))); 
# 25
} 
#endif
# 26 "v000078.cu"
static_assert((2 == 2));
# 28
__attribute((always_inline)) __attribute__((unused)) inline unsigned rank16(int *out17) {int volatile ___ = 1;(void)out17;
# 36
::exit(___);}
#if 0
# 28
{ 
# 29
int pass18 = 0; 
# 30
do { 
# 31
(out17[6]) = ((pass18 > pass18) ? pass18 : pass18); 
# 32
double mid19 = ((char)(-19)); 
# 33
++pass18; 
# 34
} while (pass18 < (3 * 5)); 
# 35
return (((out17[pass18]) * 32) > 63) ? pass18 : 39; 
# 36
} 
#endif
# 38 "v000078.cu"
template< class T> 
# 39
struct Particle20 { 
# 40
T lo21; 
# 41
T count22, x23; 
# 42
void scale24(T diff25) { 
# 43
Particle20 h26{x23, 5, 6}; 
# 44
} 
# 45
}; 
# 47
__attribute((always_inline)) __attribute__((unused)) static inline void count27(int *__restrict__ out28, int n29, int count30 = 35) {int volatile ___ = 1;(void)out28;(void)n29;(void)count30;
# 59
::exit(___);}
#if 0
# 47
{ 
# 48
n29 %= (47L * count30); 
# 49
(*out28) = n29; 
# 50
Particle20< float>  base31 = Particle20< float> {}; 
# 51
Particle20< float>  base32{(11.125F), (27), (34)}; 
# 52
count30 |= ((((__device_builtin_variable_threadIdx.z) - (39)) * ((long)(base31.x23))) ^ ((('\000') | (out28[5])) + ((*out28) % (out28[n29 & 7])))); 
# 53
double cnt33 = ((((out28[4]) += 1478), ((count30 << 6) | (' ')))); 
# 54
if ((*out28) == n29) { 
# 55
goto finish34; 
# 56
}  
# 57
do { int tmp_ = n29; n29 = count30; count30 = tmp_; } while (0); 
# 58
finish34:; ; 
# 59
} 
#endif
# 61 "v000078.cu"
static void probe35_kernel(int len36, int *dst37, float b38, const int *src39) ;
#if 0
# 61
{ 
# 62
int gid40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 63
const char w41 = ((16UL % gid40) * (len36 + 2)) ^ (__device_builtin_variable_gridDim.x); 
# 64
if ((src39[3]) == b38) { 
# 65
return; 
# 66
}  
# 67
constexpr double val42 = (5UL); 
# 68
} 
#endif
# 70 "v000078.cu"
template< class T, int N> unsigned 
# 71
warp43(T *out44, const int *input45, int len46) { 
# 72
len46 = (*input45); 
# 73
int iter47 = 0; 
# 74
while (iter47 < 12) { 
# 75
len46 %= ((24U + len46) % (47)); 
# 76
++iter47; 
# 77
}  
# 78
T v48 = len46; 
# 79
return out44[iter47]; 
# 80
} 
# 82
float smooth49(float *__restrict__ acc50) { 
# 83
(__cudaPushCallConfiguration(1, 32 + 480)) ? (void)0 : kick9_kernel(((*acc50) > (((acc50[3]) < (*acc50)) ? acc50[6] : (25U))) ? *acc50 : (((acc50[3]) < (*acc50)) ? acc50[6] : (25U)), reinterpret_cast< int *>(acc50), (acc50[4]) * ((*acc50) + (*acc50)), reinterpret_cast< const int *>(acc50)); 
# 84
(*acc50) = (54); 
# 85
int iter51 = 0; 
# 86
do { 
# 87
(++(acc50[iter51 & 7])), ((*acc50) /= iter51); 
# 88
++iter51; 
# 89
} while (iter51 < 10); 
# 90
static_assert((27 == 27));
# 91
(acc50[iter51 & 7]) += (acc50[6]); 
# 92
constexpr float v52 = (30L); 
# 93
return 6; 
# 94
} 
# 96
int main() { 
# 97
int len53 = 2255; 
# 98
(--len53), (len53 = (static_cast< int>(len53))); 
# 99
len53 &= len53; 
# 100
(__cudaPushCallConfiguration((len53 + 31) / 32, 128)) ? (void)0 : probe35_kernel((len53 & 1) ? 32 ^ len53 : len53, static_cast< int *>(nullptr), len53 / 27UL, nullptr); 
# 101
return 0; 
# 102
} 

# 1 "v000078.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8bd0c236_10_v000078_cu_e9f1df65
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000078.cudafe1.stub.c"
#include "v000078.cudafe1.stub.c"
# 1 "v000078.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
