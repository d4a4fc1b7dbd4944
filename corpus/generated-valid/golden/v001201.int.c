# 1 "v001201.cu"
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
# 12 "v001201.cu"
__attribute__((visibility("hidden"))) void warp4_kernel(double p5) ;
#if 0
# 13
{ 
# 14
p5 = p5; 
# 16
#pragma unroll 2
for (
# 16
int n6 = 9; n6 > 0; --n6) { 
# 17
auto e7 = 31UL + n6; 
# 18
e7 = n6; 
# 19
__attribute__((unused)) static int sh_8[256]; 
# 20
}  
# 21
unsigned mid9 = p5; 
# 22
} 
#endif
# 23 "v001201.cu"
static int d_blend10; 
# 25
namespace kern11 { 
# 26
__attribute__((visibility("hidden"))) void tile12(int n13, char alpha14) ;
#if 0
# 27
{ 
# 28
alpha14 = (60LL); 
# 29
d_blend10 = (d_blend10 - (45 << d_blend10)); 
# 30
if ((d_blend10 & alpha14) == d_blend10) { 
# 31
return; }  
# 32
float lo15[2]{(1.875F), (15)}; 
# 33
++(lo15[alpha14 & 1]); 
# 34
(lo15[1]) = ((alpha14 += 21U), ((7.75F) - (d_blend10 ^ 1))); 
# 35
} 
#endif
# 36 "v001201.cu"
}
# 38
int main() 
# 39
{ 
# 40
int len16 = 3098; 
# 41
(__cudaPushCallConfiguration(((dim3)((len16 + 255) / 256)), dim3(sizeof(int) * (8), 1))) ? (void)0 : kern11::tile12(len16 * (len16 << 2L), len16); 
# 42
if ((-len16) > len16) { 
# 43
return (48 + len16) | 664; }  
# 44
auto fn20 = [=](auto e17, auto e18) { 
# 45
e17 = 24; 
# 46
int e19 = (((len16) & (len16)) * (len16)) | ((len16) + (len16)); 
# 47
return e17 * 2; 
# 48
} ; typedef decltype(fn20) __T0;
# 49
fn20(len16, 2); 
# 50
if ((len16 * sizeof(unsigned)) > len16) { 
# 51
return (len16 ^ 45U) - len16; }  
# 52
int tmp21 = len16; 
# 53
if ((-tmp21) != len16) { 
# 54
return ((len16 += 51), 15); }  
# 55
(__cudaPushCallConfiguration((tmp21 + 31) / 32, sizeof(float) * (64))) ? (void)0 : warp4_kernel(fn20(tmp21, static_cast< int>(len16))); 
# 56
return 0; 
# 57
} 

# 1 "v001201.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__af47fb13_10_v001201_cu_d930cf64
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001201.cudafe1.stub.c"
#include "v001201.cudafe1.stub.c"
# 1 "v001201.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
