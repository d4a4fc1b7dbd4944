# 1 "v001046.cu"
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
# 9 "v001046.cu"
static void pivot4(int lane5) ;
#if 0
# 9
{ 
# 10
int i6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
if (i6 >= lane5) { 
# 12
return; }  
# 13
lane5++; 
# 14
auto v7 = (-(0.625F)); 
# 15
} 
#endif
# 17 "v001046.cu"
static void pack8_kernel(bool alpha9, int *acc10) ;
#if 0
# 17
{ 
# 18
int tid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
(acc10[4]) /= tid11; 
# 20
if (((__device_builtin_variable_threadIdx.x) * (5)) != __alignof__(float)) { 
# 21
return; }  
# 22
} 
#endif
# 24 "v001046.cu"
__attribute__((visibility("hidden"))) void bias12(const int *__restrict__ in13) ;
#if 0
# 24
{ 
# 25
int gid14 = __device_builtin_variable_threadIdx.x; 
# 26
int off15 = gid14; 
# 27
int off16 = (gid14 * 6L) + (6 - (-off15)); 
# 28
} 
#endif
# 30 "v001046.cu"
namespace _GLOBAL__N__8ad8c461_10_v001046_cu_5abc9edf __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__8ad8c461_10_v001046_cu_5abc9edf; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__8ad8c461_10_v001046_cu_5abc9edf __attribute__((visibility("hidden")))  { 
# 31
enum class Axis17: unsigned { On18, Mul19}; 
# 33
void count20(int count21, int n22, int stride23 = 1597) { 
# 34
do { int tmp_ = stride23; stride23 = n22; n22 = tmp_; } while (0); 
# 35
auto acc24 = count21; 
# 36
char base25 = (double)count21; 
# 37
if ((acc24 / 4815) > n22) { 
# 38
return; }  
# 39
if (acc24 == stride23) { 
# 40
return; }  
# 41
float k26 = acc24; 
# 42
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 44
__attribute__((unused)) static float warp27(const int *input28, int len29) {int volatile ___ = 1;(void)input28;(void)len29;
# 48
::exit(___);}
#if 0
# 44
{ 
# 45
Axis17 acc30 = Axis17::Mul19; 
# 46
char sum31((input28[len29]) / 2); 
# 47
return (36) * (__device_builtin_variable_blockDim.y); 
# 48
} 
#endif

#pragma GCC diagnostic pop

# 49 "v001046.cu"
}
# 51
int main() { 
# 52
int len32 = 2743; 
# 53
(__cudaPushCallConfiguration(((dim3)(16)), ((dim3)((len32 + 63) / 64)), sizeof(double) * (64), (cudaStream_t)0)) ? (void)0 : pack8_kernel(len32 == (len32 * 45), nullptr); 
# 54
len32 = len32; 
# 55
count20(len32 * 13L, (30L + len32) + (len32 * 29)); 
# 56
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : pivot4(48); 
# 57
(__cudaPushCallConfiguration(dim3((len32 + 31) / 32, (len32 + 63) / 64), 128, 0, 0)) ? (void)0 : bias12(nullptr); 
# 58
return 0; 
# 59
} 

# 1 "v001046.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8ad8c461_10_v001046_cu_5abc9edf
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001046.cudafe1.stub.c"
#include "v001046.cudafe1.stub.c"
# 1 "v001046.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
