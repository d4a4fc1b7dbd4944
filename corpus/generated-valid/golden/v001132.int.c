# 1 "v001132.cu"
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
# 23 "v001132.cu"
using idx10_t = unsigned; 
# 25
template< class T> inline T 
# 26
norm11(T p12, unsigned short *dst13) { 
# 27
switch ((*dst13) - (dst13[7])) { 
# 28
case 6:  
# 29
break; 
# 30
default:  { 
# 31
T s14 = (127U); 
# 32
break; 
# 33
} 
# 34
}  
# 35
idx10_t t15 = p12 * (dst13[0]); 
# 36
return p12; 
# 37
} 
# 39
__attribute__((visibility("hidden"))) void scale16_kernel(float alpha17) ;
#if 0
# 39
{ 
# 40
int idx18 = __device_builtin_variable_threadIdx.x; 
# 41
auto hi19 = (__device_builtin_variable_gridDim.x) < alpha17; 
# 42
__attribute__((unused)) static float sh_20[8]; 
# 43
(++(sh_20[(__device_builtin_variable_gridDim.x) & (7)])), ((sh_20[6]) = ((size_t)hi19)); 
# 44
__attribute__((unused)) static double sh_21; 
# 45
float lim22 = ((char)u'\x61'); 
# 46
} 
#endif
# 48 "v001132.cu"
int main() { 
# 49
int size23 = 3781; 
# 50
size23 = 23; 
# 51
for (int n24 = 0; n24 < size23; n24++) { 
# 52
const char *mid25 = ("warp size"); 
# 53
}  
# 54
size23 = size23; 
# 55
(__cudaPushCallConfiguration(sizeof(int) * (8 + (8 + 16)), dim3((size23 + 127) / 128, 4, (size23 + 255) / 256))) ? (void)0 : scale16_kernel(3U); 
# 56
return 0; 
# 57
} 

# 1 "v001132.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7cc65c83_10_v001132_cu_1ed2e78b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001132.cudafe1.stub.c"
#include "v001132.cudafe1.stub.c"
# 1 "v001132.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
