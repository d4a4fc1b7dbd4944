# 1 "v000648.cu"
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
# 9 "v000648.cu"
struct Bounds5 { 
# 10
float count6; 
# 11
int w7; 
# 12
}; 
# 13
struct Node8 { 
# 14
unsigned char x9; 
# 15
unsigned val10; 
# 16
int x11; 
# 17
void get12(int acc13) { 
# 18
Node8 res14 = Node8{x9, val10, 21}; 
# 19
} 
# 20
}; 
# 21
static unsigned c_stencil15; 
# 23
size_t check_kick16(float beta17, int lane18) { 
# 24
([]{ 
# 25
Node8 mid19 = {(10), (static_cast< unsigned>(22)), 3491}; 
# 26
} )(); 
# 27
Bounds5 y20 = Bounds5{(1.375F), lane18}; 
# 28
--lane18; 
# 29
const int e21 = 20; 
# 30
beta17--; 
# 31
lane18 = (y20.w7); 
# 32
return 55; 
# 33
} 
# 34
namespace impl22 { 
# 35
static unsigned long d_warp23; 
# 36
}
# 37
__attribute__((visibility("hidden"))) void drift24(unsigned long long b25, int *acc26) ;
#if 0
# 37
{ 
# 38
unsigned tid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
static_assert((52 == 52));
# 40
for (int it28 = 0; it28 < 13; it28++) { 
# 41
int k29 = ((((__device_builtin_variable_threadIdx.y) * impl22::d_warp23) * (impl22::d_warp23 + (5))) > ((impl22::d_warp23 += (*acc26)), c_stencil15)) ? 256 : c_stencil15; 
# 42
--impl22::d_warp23; 
# 43
short z30 = tid27 << 14; 
# 44
}  
# 45
(acc26[0])--; 
# 46
} 
#endif
# 47 "v000648.cu"
static int c_bump31; 
# 48
__attribute__((visibility("hidden"))) void blend32_kernel(int *acc33, float *dst34, int *out35, int stride36) ;
#if 0
# 48
{ 
# 49
int idx37 = __device_builtin_variable_threadIdx.x; 
# 50
switch (impl22::d_warp23 >> 8) { 
# 51
case 1:  
# 52
break; 
# 53
case 9:  
# 54
break; 
# 55
case 4:  
# 56
--impl22::d_warp23; 
# 57
[[fallthrough]] ; 
# 58
case 11:  
# 59
break; 
# 60
default:  
# 61
((acc33[c_stencil15])--), (impl22::d_warp23 = (*acc33)); 
# 62
break; 
# 63
}  
# 64
stride36 = (((stride36 * sizeof(int)) >= ((*dst34) + (256))) ? __device_builtin_variable_gridDim.x : ((17U) + (c_stencil15 * 45L))); 
# 65
++(out35[__device_builtin_variable_blockIdx.x]); 
# 66
++(out35[c_bump31]); 
# 67
} 
#endif
# 68 "v000648.cu"
int main() { 
# 69
int len38 = 1894; 
# 70
len38 = len38; 
# 71
for (int n39 = 3; n39 > 0; --n39) { 
# 72
len38--; 
# 73
int r40[8] = {}; 
# 74
}  
# 75
(__cudaPushCallConfiguration((len38 + 127) / 128, 256, sizeof(float) * (64))) ? (void)0 : drift24(len38 - (256 << len38), &len38); 
# 76
(__cudaPushCallConfiguration((len38 + 31) / 32, 32, 0)) ? (void)0 : blend32_kernel(&len38, nullptr, &len38, ((int)256) * len38); 
# 77
return 0; 
# 78
} 

# 1 "v000648.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1a295bfb_10_v000648_cu_a975b5c3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000648.cudafe1.stub.c"
#include "v000648.cudafe1.stub.c"
# 1 "v000648.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
