# 1 "v001753.cu"
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

# 23 "v001753.cu"
template< class T, int N = 1> static void 
# 24
__wrapper__device_stub_kick8_kernel(const T *&coef9, T &b10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 24
{ 
# 25
__attribute__((unused)) extern double dyn_11[]; 
# 26
(dyn_11[3]) = (coef9[2]); 
# 27
b10 = (13.875); 
# 28
b10 /= ((14.625) + (__device_builtin_variable_blockDim.y)); 
# 29
} 
#endif

#pragma GCC diagnostic pop

# 23 "v001753.cu"
template< class T, int N = 1> static void 
# 24
kick8_kernel(const T *coef9, T b10) {__wrapper__device_stub_kick8_kernel<T,N>(coef9,b10);
# 29
return;}
#if 0
# 24
{ 
# 25
__attribute__((unused)) extern double dyn_11[]; 
# 26
(dyn_11[3]) = (coef9[2]); 
# 27
b10 = (13.875); 
# 28
b10 /= ((14.625) + (__device_builtin_variable_blockDim.y)); 
# 29
} 
#endif
# 31 "v001753.cu"
__attribute__((visibility("hidden"))) void score12_kernel(int count13, int *out14, short *data15, int len16) ;
#if 0
# 31
{ 
# 32
count13 |= count13; 
# 33
count13 <<= (__device_builtin_variable_threadIdx.x); 
# 34
bool off17 = ((__device_builtin_variable_gridDim.x) < len16) || (count13 >= 39); 
# 35
__attribute__((unused)) static long sh_18; 
# 36
} 
#endif
# 38 "v001753.cu"
__attribute__((visibility("hidden"))) void sift19(int *out20, const double *in21, long long *dst22, const int *in23) ;
#if 0
# 38
{ 
# 39
int gid24 = __device_builtin_variable_threadIdx.x; 
# 40
(dst22[gid24 & 7]) = (17); 
# 41
(out20[5])++; 
# 42
int w25 = 0; 
# 43
do { 
# 44
if ((((__device_builtin_variable_blockIdx.y) & (43)) - 39L) > (in21[4])) { 
# 46
#pragma unroll
for (
# 46
int n26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n26 < 11; n26 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 47
(dst22[n26]) >>= (((43) + ((*out20) + (__device_builtin_variable_blockDim.y))) - (__device_builtin_variable_blockDim.z)); 
# 48
(out20[2]) %= n26; 
# 49
}  
# 50
} else { 
# 51
}  
# 52
++w25; 
# 53
} while (w25 < gid24); 
# 54
} 
#endif
# 56 "v001753.cu"
void host_stencil27(unsigned long long *data28, int lane29, int lane30) { 
# 57
(__cudaPushCallConfiguration((lane29 + 31) / 32, 1 << 5, 16 * 16, nullptr)) ? (void)0 : score12_kernel((((data28[6]) += lane30), lane30), &lane29, (short *)nullptr, 21); 
# 58
cudaStream_t w31 = ((cudaStream_t)0); 
# 59
} 
# 61
float probe32(int count33, int *acc34, int stride35) { 
# 62
bool v36 = !(!((count33 - 4) > sizeof(int))); 
# 63
int res37{24}; 
# 64
bool hi38 = v36 & 1; 
# 65
if (v36 || (hi38 < 21)) { 
# 66
goto finish39; 
# 67
}  
# 68
--res37; 
# 69
if (acc34 != (nullptr)) { 
# 70
stride35 *= v36; 
# 71
} else { 
# 72
--res37; 
# 73
}  
# 74
finish39:; ; 
# 75
return ((sizeof(unsigned) + res37) & ((acc34[stride35]) ? 43 : hi38)) + (v36 ? (15.75F) + count33 : (0)); 
# 76
} 
# 78
__attribute__((visibility("hidden"))) void weigh40_kernel(int *dst41, long long cfg42) ;
#if 0
# 78
{ 
# 79
unsigned idx43 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 80
(dst41[6]) = ((~(*dst41)) - ((((*dst41) > (__device_builtin_variable_threadIdx.y)) ? 4 : (__device_builtin_variable_threadIdx.x)) * 62U)); 
# 81
for (int i44 = 0; i44 < 13; i44 += 2) { 
# 82
if (i44 || (cfg42 == i44)) { 
# 83
return; }  
# 84
(*dst41) >>= i44; 
# 85
(*dst41)++; 
# 86
}  
# 87
} 
#endif
# 89 "v001753.cu"
constexpr int run_weigh45(int n46) { 
# 90
n46 += 12U; 
# 91
n46--; 
# 92
return (n46 * (n46 & 31U)) ^ (((n46 += n46), 50LL) * n46); 
# 93
} 
# 95
int main() { 
# 96
int n47 = 24; 
# 97
n47--; 
# 98
n47 = (((28 + n47) - 2) - 26); 
# 99
int res48 = ((n47 + 21) % n47) * probe32(n47 - n47, &n47, 43 * n47); 
# 100
if (float e49 = (sizeof(int)); (res48 & res48) & 1) { 
# 101
int y50[3] = {}; 
# 102
}  
# 103
n47 ^= run_weigh45(n47 | n47); 
# 104
(__cudaPushCallConfiguration(sizeof(unsigned) * (4), 1 << 6)) ? (void)0 : kick8_kernel< double, 4> (nullptr, res48 ^ n47); 
# 105
(__cudaPushCallConfiguration(2 * 2, 1 << 5)) ? (void)0 : sift19(nullptr, nullptr, (long long *)nullptr, &res48); 
# 106
(__cudaPushCallConfiguration(2, 64, 0, nullptr)) ? (void)0 : weigh40_kernel(&res48, 4051L); 
# 107
return 0; 
# 108
} 

# 1 "v001753.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9d632d5b_10_v001753_cu_94af3509
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001753.cudafe1.stub.c"
#include "v001753.cudafe1.stub.c"
# 1 "v001753.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
