# 1 "v001504.cu"
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
# 17 "v001504.cu"
__attribute__((visibility("hidden"))) void sift4(const float *in5, unsigned *out6) ;
#if 0
# 17
{ 
# 18
double stride7 = *out6; 
# 19
do { (out6[5]) += (in5[7]); } while (0); 
# 20
} 
#endif
# 21 "v001504.cu"
static_assert((sizeof(int) == (4)), "bad config");
# 24
__attribute__((visibility("hidden"))) void sweep8_kernel(int lane9, const double *input10) ;
#if 0
# 24
{ 
# 25
int tid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
__attribute__((unused)) static int sh_12[128]; 
# 27
lane9 = ((__device_builtin_variable_blockDim.z) + (53 / (sh_12[__device_builtin_variable_blockDim.x]))); 
# 28
constexpr unsigned char e13 = (255UL); 
# 29
signed char res14 = (+((unsigned)lane9)) * (__device_builtin_variable_threadIdx.z); 
# 30
const unsigned diff15 = sh_12[98]; 
# 31
__attribute__((unused)) static char sh_16[8]; 
# 32
} 
#endif
# 33 "v001504.cu"
constexpr unsigned DEPTH17 = (32); 
# 35
struct Sample18 { 
# 36
float y19; 
# 37
int lo20; 
# 38
long long mass21; 
# 39
int w22; 
# 40
}; 
# 42
constexpr int probe23(int lane24, float b25) { 
# 43
static_assert(((DEPTH17 + (29)) > (60)), "expected value");
# 44
lane24 = (29UL / (lane24 << (DEPTH17 ^ lane24))); 
# 45
return DEPTH17; 
# 46
} 
# 48
__attribute__((visibility("hidden"))) void reduce26(int *out27, const unsigned *input28, int len29) ;
#if 0
# 48
{ 
# 49
probe23((int)probe23(__device_builtin_variable_threadIdx.x, *out27), probe23(len29, __device_builtin_variable_blockIdx.x)); 
# 50
double m30 = (26L); 
# 51
(out27[0]) = 21; 
# 52
int iter31 = 0; 
# 53
do { 
# 54
m30 = (static_cast< double>(DEPTH17 * (__device_builtin_variable_blockDim.x))); 
# 55
++iter31; 
# 56
} while (iter31 < 12); 
# 57
len29 = (__device_builtin_variable_threadIdx.y); 
# 58
unsigned lo32 = probe23(__device_builtin_variable_blockDim.x, m30); 
# 59
} 
#endif
# 61 "v001504.cu"
int main() { 
# 62
int count33 = 3859; 
# 63
probe23(-((count33 >= DEPTH17) ? DEPTH17 : 51LL), (18 ^ count33) / DEPTH17); 
# 64
(__cudaPushCallConfiguration(64, DEPTH17 + (DEPTH17 + (192)), sizeof(int) * (128), nullptr)) ? (void)0 : reduce26(&count33, (const unsigned *)nullptr, static_cast< float>(DEPTH17)); 
# 65
static long cnt34 = (45ULL); 
# 66
count33 = ((56 - count33) + cnt34); 
# 67
(__cudaPushCallConfiguration((count33 + 127) / 128, 128)) ? (void)0 : sift4(static_cast< const float *>(nullptr), static_cast< unsigned *>(nullptr)); 
# 68
(__cudaPushCallConfiguration((count33 + 63) / 64, sizeof(unsigned) * (64), sizeof(float) * (32), (cudaStream_t)0)) ? (void)0 : sweep8_kernel(count33, nullptr); 
# 69
return 0; 
# 70
} 

# 1 "v001504.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__859c3b99_10_v001504_cu_fd899259
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001504.cudafe1.stub.c"
#include "v001504.cudafe1.stub.c"
# 1 "v001504.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
