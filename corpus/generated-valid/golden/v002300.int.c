# 1 "v002300.cu"
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
# 18 "v002300.cu"
struct Bounds7 { 
# 19
double mass8; 
# 20
double w9; 
# 21
}; 
# 22
__attribute__((visibility("hidden"))) void fuse10_kernel(const Bounds7 q11) ;
#if 0
# 22
{ 
# 23
int gid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
Bounds7 hi13{static_cast< double>((__device_builtin_variable_threadIdx.z) * gid12), (-(13.625))}; 
# 25
(hi13.w9) -= ((1) + ((((q11.mass8) + (24)) > (7)) ? (q11.mass8) + (24) : (7))); 
# 26
} 
#endif
# 27 "v002300.cu"
static size_t check_tally14(unsigned cfg15) { 
# 28
if (cfg15 != cfg15) { 
# 29
return cfg15; }  
# 30
cfg15 >>= ((cfg15 & (1)) ? 30ULL : ('z')); 
# 31
(__cudaPushCallConfiguration((cfg15 + (63)) / (64), sizeof(float) * (8))) ? (void)0 : fuse10_kernel(Bounds7{}); 
# 32
return (22) + ((cfg15 - (38)) * (48)); 
# 33
} 
# 34
__attribute__((visibility("hidden"))) void lerp16_kernel(const Bounds7 cfg17) ;
#if 0
# 34
{ 
# 35
double res18 = -(((3) | (__device_builtin_variable_threadIdx.z)) * (cfg17.w9)); 
# 36
Bounds7 r19 = Bounds7{res18, (9)}; 
# 37
--res18; 
# 38
(r19.mass8)++; 
# 39
res18 /= (r19.w9); 
# 40
} 
#endif
# 42 "v002300.cu"
template< class T> 
# 43
struct Sample20 { 
# 44
T weight21, z22; 
# 45
T total23() const { 
# 46
return (23.0); 
# 47
} 
# 48
}; 
# 49
namespace util24 { 
# 50
__attribute__((visibility("hidden"))) void decay25(float *__restrict__ out26) ;
#if 0
# 50
{ 
# 51
if (((__device_builtin_variable_threadIdx.x) * (2519)) <= (*out26)) { 
# 52
return; }  
# 53
if (((short)(*out26)) != (*out26)) { 
# 54
return; }  
# 55
} 
#endif
# 56 "v002300.cu"
}
# 57
enum class State27 { Blue28, High29}; 
# 58
static bool g_score30; 
# 59
const float g_scatter31 = (16.625F); 
# 60
int main() { 
# 61
int count32 = 4082; 
# 62
count32 -= g_score30; 
# 63
count32--; 
# 64
check_tally14(check_tally14(g_score30)); 
# 65
do { count32 += g_scatter31; } while (0); 
# 66
count32 >>= g_score30; 
# 67
(__cudaPushCallConfiguration(4 + 4, 32, sizeof(int) * (64))) ? (void)0 : lerp16_kernel(Bounds7{(9.0), (5.0)}); 
# 68
(__cudaPushCallConfiguration(8, sizeof(int) * (32), sizeof(float) * (256), nullptr)) ? (void)0 : util24::decay25(nullptr); 
# 69
return 0; 
# 70
} 

# 1 "v002300.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ed4f554e_10_v002300_cu_2d84953e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002300.cudafe1.stub.c"
#include "v002300.cudafe1.stub.c"
# 1 "v002300.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
