# 1 "v001771.cu"
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
# 23 "v001771.cu"
__attribute__((visibility("hidden"))) void blend7(const unsigned long *input8) ;
#if 0
# 23
{ 
# 24
int i9 = __device_builtin_variable_threadIdx.x; 
# 25
__attribute__((unused)) static double sh_10[16]; 
# 26
(sh_10[__device_builtin_variable_threadIdx.z]) = (18.375); 
# 27
constexpr unsigned long long v11 = (64); 
# 28
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 30 "v001771.cu"
template< class T, int N = 4> static void 
# 31
__wrapper__device_stub_combine12_kernel(T *&out13, float &alpha14, T *&buf15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
__attribute__((unused)) static int sh_16[sizeof(float) * (3 + (3 + 26))]; 
# 33
for (auto &flag17 : sh_16) { 
# 34
for (int acc18 : sh_16) { 
# 35
acc18 |= 62; 
# 36
alpha14 -= ((!((*buf15) > (__device_builtin_variable_threadIdx.z))) ? acc18 * (*out13) : ((alpha14 < (9)) ? 63UL : (8.125F))); 
# 37
}  
# 38
}  
# 39
(*buf15) = ((N) * alpha14); 
# 40
static_assert((57 == 57), "bad config");
# 41
} 
#endif

#pragma GCC diagnostic pop

# 30 "v001771.cu"
template< class T, int N = 4> static void 
# 31
combine12_kernel(T *out13, float alpha14, T *buf15) {__wrapper__device_stub_combine12_kernel<T,N>(out13,alpha14,buf15);
# 41
return;}
#if 0
# 31
{ 
# 32
__attribute__((unused)) static int sh_16[sizeof(float) * (3 + (3 + 26))]; 
# 33
for (auto &flag17 : sh_16) { 
# 34
for (int acc18 : sh_16) { 
# 35
acc18 |= 62; 
# 36
alpha14 -= ((!((*buf15) > (__device_builtin_variable_threadIdx.z))) ? acc18 * (*out13) : ((alpha14 < (9)) ? 63UL : (8.125F))); 
# 37
}  
# 38
}  
# 39
(*buf15) = ((N) * alpha14); 
# 40
static_assert((57 == 57), "bad config");
# 41
} 
#endif
# 42 "v001771.cu"
static constexpr long DEPTH19 = (256); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 45
template< class T, int N> static void 
# 46
__wrapper__device_stub_fold20_kernel(const T *&in21, T &cfg22, T &beta23) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 46
{ 
# 47
__attribute__((unused)) extern float dyn_24[]; 
# 48
int gid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
float *cnt26 = dyn_24; 
# 50
(dyn_24[(__device_builtin_variable_threadIdx.x) & (7)]) = ((N) & (__device_builtin_variable_blockIdx.x)); 
# 51
beta23 = (19.5); 
# 52
static_assert(((sizeof(int) * (3 + (3 + 4))) == (40)), "bad config");
# 53
} 
#endif

#pragma GCC diagnostic pop

# 45 "v001771.cu"
template< class T, int N> static void 
# 46
fold20_kernel(const T *in21, T cfg22, T beta23) {__wrapper__device_stub_fold20_kernel<T,N>(in21,cfg22,beta23);
# 53
return;}
#if 0
# 46
{ 
# 47
__attribute__((unused)) extern float dyn_24[]; 
# 48
int gid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
float *cnt26 = dyn_24; 
# 50
(dyn_24[(__device_builtin_variable_threadIdx.x) & (7)]) = ((N) & (__device_builtin_variable_blockIdx.x)); 
# 51
beta23 = (19.5); 
# 52
static_assert(((sizeof(int) * (3 + (3 + 4))) == (40)), "bad config");
# 53
} 
#endif
# 55 "v001771.cu"
__attribute__((visibility("hidden"))) void shade27_kernel(const int *in28, const double *in29, int *data30, const short *src31) ;
#if 0
# 55
{ 
# 56
int tid32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 57
long y33[2]{static_cast< long>(tid32), (50)}; 
# 58
constexpr float off34 = (49); 
# 59
char sum35{(23)}; 
# 60
sum35 = ((*data30) & __device_builtin_variable_warpSize); 
# 61
(y33[sum35]) -= sizeof(float); 
# 62
__attribute__((unused)) static float sh_36[32]; 
# 63
} 
#endif
# 65 "v001771.cu"
namespace img37 { 
# 66
__attribute__((visibility("hidden"))) void clamp38_kernel(double *out39) ;
#if 0
# 66
{ 
# 67
unsigned tid40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 68
int pass41 = 0; 
# 69
do { 
# 70
(out39[tid40 & (7)]) *= ((11 + pass41) | DEPTH19); 
# 71
for (int i42 = 0; i42 < pass41; ++i42) { 
# 72
(out39[tid40]) += (out39[4]); }  
# 73
++pass41; 
# 74
} while (pass41 < 3); 
# 75
(out39[(__device_builtin_variable_gridDim.x) & (7)]) = ((((__device_builtin_variable_threadIdx.z) >= (*out39)) ? 3718 & pass41 : (DEPTH19 + pass41)) / (2)); 
# 76
} 
#endif
# 78 "v001771.cu"
__attribute__((visibility("hidden"))) void mix43_kernel(unsigned long long *data44) ;
#if 0
# 78
{ 
# 79
__attribute__((unused)) extern unsigned dyn_45[]; 
# 80
int gid46 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 81
for (int i47 = 0; i47 < 3; i47++) { 
# 82
__attribute__((unused)) static float sh_48; 
# 83
float r49[2]{(62), (6.0F)}; 
# 84
if (!((59) >= (__device_builtin_variable_blockDim.x))) { 
# 85
return; }  
# 86
}  
# 87
const float f50 = gid46 - DEPTH19; 
# 88
} 
#endif
# 89 "v001771.cu"
}
# 91
long host_rank51(const int *in52, unsigned *acc53) { 
# 92
const signed char w54 = (-(*in52)) / 2; 
# 93
(*acc53) |= (~(acc53[w54])); 
# 94
(*acc53) = DEPTH19; 
# 95
(__cudaPushCallConfiguration(4, 3 + 509)) ? (void)0 : fold20_kernel< double, 3> (reinterpret_cast< const double *>(acc53), *in52, ((acc53[1]) * DEPTH19) / (2)); 
# 96
return L'\x61'; 
# 97
} 
# 99
int main() { 
# 100
int len55 = 1304; 
# 101
len55 ^= DEPTH19; 
# 102
(__cudaPushCallConfiguration(8, sizeof(int) * (39 + 25))) ? (void)0 : combine12_kernel< unsigned, 8> ((unsigned *)nullptr, (22.625F), nullptr); 
# 103
(__cudaPushCallConfiguration((len55 + 63) / 64, 3 + 29)) ? (void)0 : blend7((const unsigned long *)nullptr); 
# 104
(__cudaPushCallConfiguration(((dim3)(sizeof(float) * (3 + (39 + 86)))), 32)) ? (void)0 : shade27_kernel(nullptr, nullptr, (int *)nullptr, nullptr); 
# 105
(__cudaPushCallConfiguration(16, 32)) ? (void)0 : img37::clamp38_kernel(nullptr); 
# 106
return 0; 
# 107
} 

# 1 "v001771.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4daab6b0_10_v001771_cu_991bd17d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001771.cudafe1.stub.c"
#include "v001771.cudafe1.stub.c"
# 1 "v001771.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
