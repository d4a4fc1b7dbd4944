# 1 "i000190.cu"
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
# 14 "i000190.cu"
static void warp4_kernel(int n5, int *buf6) ;
#if 0
# 15
{ 
# 16
if (((n5 * (__device_builtin_variable_blockDim.y)) * ((__device_builtin_variable_threadIdx.z) - n5)) > (34)) { 
# 17
__attribute__((unused)) static float sh_7[128]; 
# 18
n5 &= n5; 
# 19
} else { 
# 20
--n5; 
# 21
}  
# 22
} 
#endif
# 24 "i000190.cu"
struct Stats8 { 
# 25
int y9; 
# 26
float z10; 
# 27
}; 
# 29
__attribute__((visibility("hidden"))) void split11_kernel(unsigned *dst12, const unsigned *in13) ;
#if 0
# 30
{ 
# 31
int tid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
(dst12[3]) += (*in13); 
# 33
float acc15 = (19.75F) * (tid14 * 1); 
# 34
++(dst12[1]); 
# 35
__attribute__((unused)) static float sh_16[128]; 
# 36
if ((__device_builtin_variable_threadIdx.x) <= (17)) { 
# 37
return; 
# 38
}  
# 39
unsigned char m17((dst12[tid14]) * ((acc15 - (in13[0])) + ((unsigned)(sh_16[__device_builtin_variable_threadIdx.x])))); 
# 40
} 
#endif
# 42 "i000190.cu"
struct Body18 { 
# 43
float y19; 
# 44
int weight20; 
# 45
}; 
# 47
inline Body18 operator+(Body18 a, Body18 b) 
# 48
{ 
# 49
Body18 r = a; 
# 50
(r.y19) += (b.y19); 
# 51
(r.weight20) += (b.weight20); 
# 52
return r; 
# 53
} 
# 55
__attribute__((visibility("hidden"))) void count21_kernel(char *buf22, const int *coef23, int *data24) ;
#if 0
# 56
{ 
# 57
int tid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
if (int r26 = buf22[__device_builtin_variable_threadIdx.x]; (((__device_builtin_variable_threadIdx.z) + (*coef23)) * ((buf22[r26]) + (*buf22))) == ((coef23[5]) + (data24[__device_builtin_variable_gridDim.x]))) { 
# 59
(data24[0]) ^= (*coef23); 
# 60
int res27[5]{('A'), 14, (-464), (32UL), static_cast< int>(*buf22)}; 
# 61
}  
# 62
long stride28 = (41); 
# 63
--(*data24); 
# 64
auto v29 = __device_builtin_variable_warpSize; 
# 65
} 
#endif
# 67 "i000190.cu"
__attribute__((visibility("hidden"))) void tally30(int count31, unsigned char *acc32, const double *coef33, unsigned *data34) ;
#if 0
# 68
{ 
# 69
int s35 = coef33[count31]; 
# 70
int k36 = s35; 
# 71
} 
#endif
# 73 "i000190.cu"
static int kick37(int stride38, const unsigned *in39, const int *input40) 
# 74
{ 
# 75
stride38++; 
# 76
int iter41 = 0; 
# 77
do { 
# 78
if ((!in39) || (((in39[iter41]) / (*input40)) <= (input40[iter41]))) { 
# 79
stride38 = iter41; 
# 80
stride38 = (static_cast< int>((30) - (stride38 * 51U))); 
# 81
stride38 = (1 - (static_cast< int>(static_cast< unsigned>(input40[4])))); 
# 82
} else { 
# 83
}  
# 84
++iter41; 
# 85
} while (iter41 < 7); 
# 86
return (31 * iter41) - ((49UL + (in39[stride38])) * ((input40[stride38]) + iter41)); 
# 87
} 
# 88
static int d_shadow45; 
# 90
int main() 
# 91
{ 
# 92
int size42 = 3251; 
# 93
size42 += d_shadow45; 
# 94
float y43{(float)((size_t)size42)}; 
# 95
constexpr int z44 = 13; 
# 96
size42 = 16; 
# 97
(__cudaPushCallConfiguration((size42 + 63) / 64, 512, 0, (cudaStream_t)0)) ? (void)0 : warp4_kernel(-12, &size42); 
# 98
(__cudaPushCallConfiguration((size42 + 127) / 128, dim3((1 + 1) * (1 + 1), (size42 + 255) / 256))) ? (void)0 : split11_kernel(nullptr, static_cast< const unsigned *>(nullptr)); 
# 99
(__cudaPushCallConfiguration(dim3((size42 + 31) / 32, (size42 + 127) / 128), 512, 0, 0)) ? (void)0 : count21_kernel(static_cast< char *>(nullptr), &size42, &size42); 
# 100
return 0; 
# 101
} 

# 1 "i000190.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ecad5d78_10_i000190_cu_7a346505
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000190.cudafe1.stub.c"
#include "i000190.cudafe1.stub.c"
# 1 "i000190.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
