# 1 "v001646.cu"
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
# 15 "v001646.cu"
__attribute__((visibility("hidden"))) void tally5_kernel(int n6, int *dst7, int lane8) ;
#if 0
# 15
{ 
# 16
lane8 = (dst7[4]); 
# 17
short acc9 = (22); 
# 18
int mid10 = -(60 / lane8); 
# 19
(dst7[mid10]) = n6; 
# 20
n6++; 
# 21
} 
#endif
# 22 "v001646.cu"
enum class Phase11: long { Busy12, Red13}; 
# 24
__attribute__((visibility("hidden"))) void count14(const float *input15, int len16, double *out17, Phase11 b18) ;
#if 0
# 24
{ 
# 25
int tid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
if (tid19 >= len16) { 
# 27
return; }  
# 28
int s20 = 18; 
# 29
for (int j21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j21 < s20; j21 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 30
len16 = 50; }  
# 31
len16 = ((*out17) + (50)); 
# 32
} 
#endif
# 34 "v001646.cu"
__attribute__((visibility("hidden"))) void clamp22(unsigned *buf23, float cfg24, double *dst25, const float *src26) ;
#if 0
# 34
{ 
# 35
int tid27 = __device_builtin_variable_threadIdx.x; 
# 36
long z28((__device_builtin_variable_gridDim.z) + ((4) % (*buf23))); 
# 38
#pragma unroll
for (
# 38
int n29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n29 < tid27; n29 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 39
short x30 = __device_builtin_variable_warpSize; 
# 40
}  
# 41
Phase11 acc31 = Phase11::Red13; 
# 42
constexpr unsigned off32 = (54); 
# 43
} 
#endif
# 45 "v001646.cu"
static void scatter33(int *buf34) ;
#if 0
# 45
{ 
# 46
__attribute__((unused)) extern double dyn_35[]; 
# 47
unsigned gid36 = __device_builtin_variable_threadIdx.x; 
# 48
--(dyn_35[gid36]); 
# 49
if ((dyn_35[6]) <= (50)) { 
# 50
return; }  
# 52
#pragma unroll 8
for (
# 52
int it37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it37 < 15; it37 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 53
(dyn_35[gid36]) = gid36; }  
# 54
double v38[4]{(9), (2.0), ((13.125F)), (6.0)}; 
# 55
float y39((*buf34) + (static_cast< int>((30UL) + (dyn_35[1])))); 
# 56
} 
#endif
# 58 "v001646.cu"
namespace detail40 { namespace inner41 { 
# 59
constexpr int count42(int count43) { 
# 60
int v44(50 - count43); 
# 61
constexpr int res45 = (0UL); 
# 62
return res45; 
# 63
} 
# 65
__attribute__((visibility("hidden"))) void blend46(int lane47) ;
#if 0
# 65
{ 
# 66
unsigned i48 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 67
if (i48 >= lane47) { 
# 68
return; }  
# 69
lane47 = detail40::inner41::count42(((__device_builtin_variable_blockDim.y) - i48) & (24)); 
# 70
for (int i49 = 0; i49 < 5; i49++) { 
# 71
Phase11 v50 = Phase11::Red13; 
# 72
Phase11 idx51 = Phase11::Busy12; 
# 73
}  
# 74
auto sum52 = detail40::inner41::count42(__device_builtin_variable_blockIdx.x) != detail40::inner41::count42(i48); 
# 75
sum52 = (sum52 == i48); 
# 76
lane47 = (4635L - (__device_builtin_variable_blockIdx.y)); 
# 77
} 
#endif
# 78 "v001646.cu"
}}
# 80
int main() { 
# 81
int size53 = 1004; 
# 82
(__cudaPushCallConfiguration(16 * 4, 32)) ? (void)0 : clamp22(nullptr, (6.375F), nullptr, static_cast< const float *>(nullptr)); 
# 83
for (int it54 = 0; it54 < 7; ++it54) { 
# 84
detail40::inner41::count42(size53); }  
# 85
int sum55 = size53 + detail40::inner41::count42(size53); 
# 86
(__cudaPushCallConfiguration(50 + 78, dim3((sum55 + 127) / 128, 8))) ? (void)0 : detail40::inner41::blend46(sum55 + detail40::inner41::count42(size53)); 
# 87
(__cudaPushCallConfiguration(((dim3)((sum55 + 255) / 256)), dim3((sum55 + 63) / 64, 1), 1024)) ? (void)0 : tally5_kernel(+detail40::inner41::count42(size53), &size53, 54U); 
# 88
(__cudaPushCallConfiguration(dim3((sum55 + 63) / 64, 64), 1 << 7)) ? (void)0 : count14(nullptr, (2 * detail40::inner41::count42(size53)) + (25 + size53), nullptr, Phase11::Red13); 
# 89
(__cudaPushCallConfiguration(32, 50 + 14)) ? (void)0 : scatter33(&size53); 
# 90
return 0; 
# 91
} 

# 1 "v001646.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5c81277c_10_v001646_cu_9494523d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001646.cudafe1.stub.c"
#include "v001646.cudafe1.stub.c"
# 1 "v001646.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
