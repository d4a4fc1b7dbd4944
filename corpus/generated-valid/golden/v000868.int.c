# 1 "v000868.cu"
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
# 17 "v000868.cu"
__attribute__((visibility("hidden"))) void score6_kernel(unsigned alpha7, unsigned char *data8) ;
#if 0
# 17
{ 
# 18
unsigned i9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
long long t10((((data8[__device_builtin_variable_threadIdx.y]) << (data8[__device_builtin_variable_blockDim.z])) * i9) % (3188)); 
# 20
if ((__device_builtin_variable_blockDim.z) == (6)) { 
# 21
(*data8) = i9; }  
# 22
t10--; 
# 23
} 
#endif
# 26 "v000868.cu"
inline float tile11(int n12, const unsigned *coef13) { 
# 27
n12 = (coef13[n12]); 
# 28
auto k14 = n12; 
# 29
int pass15 = 0; 
# 30
do { 
# 31
if (!coef13) { 
# 32
return n12; }  
# 33
--k14; 
# 34
++pass15; 
# 35
} while (pass15 < k14); 
# 36
n12 = 41; 
# 37
return (24.375F); 
# 38
} 
# 40
__attribute__((visibility("hidden"))) void sift16_kernel(const unsigned *coef17, const int *coef18) ;
#if 0
# 40
{ 
# 41
int gid19 = __device_builtin_variable_threadIdx.x; 
# 42
__attribute__((unused)) static float sh_20[32]; 
# 43
if ((*coef18) & 1) { 
# 44
if ((((int)gid19) != (*coef18)) || (((*coef17) == (*coef17)) || ((sh_20[gid19]) != (55U)))) { 
# 45
float w21 = (coef18[gid19 & 7]) % ((32) | ((__device_builtin_variable_threadIdx.x) ^ (coef17[gid19]))); 
# 46
(sh_20[8])--; 
# 47
int acc22 = (34ULL); 
# 48
}  
# 49
}  
# 50
} 
#endif
# 51 "v000868.cu"
static float d_smooth23[64]; 
# 53
__attribute((noinline)) __attribute__((unused)) void tally24(double beta25, const unsigned *src26) {int volatile ___ = 1;(void)beta25;(void)src26;
# 64
::exit(___);}
#if 0
# 53
{ 
# 54
if (((__device_builtin_variable_threadIdx.z) != beta25) && ((__device_builtin_variable_threadIdx.x) != beta25)) { 
# 55
return; }  
# 56
if ((src26[3]) > (*src26)) { 
# 57
return; }  
# 58
for (int n27 = 0; n27 < 2; ++n27) { 
# 59
for (auto idx28 : d_smooth23) { 
# 60
int stride29 = (55U | ((__device_builtin_variable_blockIdx.z) + n27)) % (6 - (n27 % n27)); 
# 61
__attribute__((unused)) static unsigned sh_30; 
# 62
}  
# 63
}  
# 64
} 
#endif
# 66 "v000868.cu"
unsigned host_bias31(unsigned char alpha32) { 
# 67
--alpha32; 
# 68
alpha32++; 
# 69
return 42; 
# 70
} 
# 72
int main() { 
# 73
int size33 = 428; 
# 74
size33++; 
# 75
size33 = (sizeof(int) >> size33); 
# 76
if (size33 < (~size33)) { 
# 77
return 52UL; }  
# 78
(__cudaPushCallConfiguration(1 << 2, 512, 0)) ? (void)0 : score6_kernel(tile11(sizeof(float) * size33, nullptr), nullptr); 
# 79
(__cudaPushCallConfiguration((size33 + 127) / 128, dim3((size33 + 63) / 64, 512), 0, nullptr)) ? (void)0 : sift16_kernel(nullptr, &size33); 
# 80
return 0; 
# 81
} 

# 1 "v000868.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5ae369eb_10_v000868_cu_7d4d4720
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000868.cudafe1.stub.c"
#include "v000868.cudafe1.stub.c"
# 1 "v000868.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
