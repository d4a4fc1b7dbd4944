# 1 "v002025.cu"
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
# 14 "v002025.cu"
static int d_probe8; 
# 16
__attribute__((visibility("hidden"))) void lerp9_kernel(int count10, int n11, float *out12) ;
#if 0
# 16
{ 
# 17
int i13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
if (i13 >= n11) { 
# 19
return; }  
# 20
{ 
# 21
float s14 = (-26); 
# 22
auto sum15 = (__device_builtin_variable_blockDim.y) + ((16 + d_probe8) * ((__device_builtin_variable_gridDim.z) % i13)); 
# 23
} 
# 24
auto off16 = ((d_probe8 == ('a')) ? count10 * (__device_builtin_variable_threadIdx.x) : (__device_builtin_variable_blockDim.z)) & (22); 
# 25
++count10; 
# 26
d_probe8 = count10; 
# 27
++off16; 
# 28
} 
#endif
# 30 "v002025.cu"
constexpr int run_march17(int stride18) { 
# 31
++stride18; 
# 32
return (stride18 - ((stride18 += stride18), stride18)) | 25UL; 
# 33
} 
# 35
namespace util19 { 
# 36
static unsigned d_kick20; 
# 38
__attribute__((visibility("hidden"))) void rank21_kernel(const unsigned long *coef22, int len23) ;
#if 0
# 38
{ 
# 39
const int acc24 = len23; 
# 40
if ((~(util19::d_kick20 - (coef22[7]))) > ((34L) / (coef22[len23 & 7]))) { 
# 41
if (len23 > acc24) { 
# 42
return; }  
# 43
const unsigned *h25 = (&util19::d_kick20); 
# 44
}  
# 45
} 
#endif
# 46 "v002025.cu"
}
# 47
enum class Axis26: short { 
# 48
Green27 = 2, 
# 49
Add28 = 6, 
# 50
High29, 
# 51
Green30 = 9, 
# 52
High31
# 53
}; 
# 55
int main() { 
# 56
int size32 = 3549; 
# 57
([]{ } )(); 
# 58
size32 = (size32 % 8); 
# 59
constexpr float u33 = (19.75F); 
# 60
size32 = ((run_march17(size32) - (16 - size32)) + 2); 
# 61
(__cudaPushCallConfiguration(dim3((size32 + 255) / 256, (size32 + 127) / 128, (size32 + 127) / 128), (5 + 59) * 2)) ? (void)0 : lerp9_kernel(run_march17(size32), size32, (float *)nullptr); 
# 62
(__cudaPushCallConfiguration(32, dim3(256, 5 + 11), 0, nullptr)) ? (void)0 : util19::rank21_kernel((const size_t *)nullptr, run_march17(size32)); 
# 63
return 0; 
# 64
} 

# 1 "v002025.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__26c584b2_10_v002025_cu_d_probe8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002025.cudafe1.stub.c"
#include "v002025.cudafe1.stub.c"
# 1 "v002025.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
