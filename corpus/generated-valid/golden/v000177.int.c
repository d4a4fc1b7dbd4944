# 1 "v000177.cu"
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
# 18 "v000177.cu"
static int d_warp7[32]; 
# 20
struct __attribute((aligned(16))) Node8 { 
# 21
unsigned z9; 
# 22
long z10; 
# 23
float flag11; 
# 24
int y12; 
# 25
}; 
# 27
static void lerp13_kernel(const unsigned *src14, double a15, int lane16, int *dst17) ;
#if 0
# 28
{ 
# 29
if (const float t18 = (((__device_builtin_variable_blockDim.y) > lane16) ? (9.5F) : (*src14)) + ((3.75F) + (+lane16)); ((lane16 != 62) ? __alignof__(double) : (d_warp7[lane16 & 31])) & (1)) { 
# 30
__attribute__((unused)) static float sh_19[32]; 
# 31
}  
# 32
lane16 *= 11; 
# 33
lane16 = ((unsigned short)(((49) >= (*src14)) ? d_warp7[(__device_builtin_variable_blockIdx.x) & (31)] : 39)); 
# 34
constexpr float f20 = (11.875F); 
# 35
} 
#endif
# 36 "v000177.cu"
static Node8 c_stencil21; 
# 38
__attribute__((visibility("hidden"))) void fuse22(char *data23) ;
#if 0
# 39
{ 
# 40
if (((data23[(__device_builtin_variable_threadIdx.x) & (7)]) - (__device_builtin_variable_blockDim.x)) == (61)) { 
# 41
return; 
# 42
}  
# 43
Node8 s24 = {static_cast< unsigned>(d_warp7[12]), (30), (21.75F), (int)(((*data23) >= (data23[6])) ? 51 : 26)}; 
# 44
(d_warp7[6]) = (-(16 + ((c_stencil21.y12) / (data23[1])))); 
# 45
if (((data23[__device_builtin_variable_gridDim.x]) >= (*data23)) && (!(!data23))) { 
# 46
float off25 = ((float)(897 >> (data23[__device_builtin_variable_blockDim.z]))) * (static_cast< size_t>(1643)); 
# 47
}  
# 48
Node8 sum26 = {(1993UL), (26UL), (32), 13}; 
# 49
} 
#endif
# 51 "v000177.cu"
int main() 
# 52
{ 
# 53
int len27 = 1220; 
# 54
len27 |= (((len27 % len27) * (21L - len27)) % (-((int)len27))); 
# 55
if (42 >= len27) { 
# 56
return (float)(len27 + (17.0F)); 
# 57
}  
# 58
len27 = len27; 
# 59
float hi28[6] = {(3.0F), (11.0F), (5.25F), (14.125F)}; 
# 60
(__cudaPushCallConfiguration(1 << 9, 512)) ? (void)0 : lerp13_kernel(nullptr, hi28[2], 39, &len27); 
# 61
(__cudaPushCallConfiguration(4, 8 * 4, sizeof(float) * (64), nullptr)) ? (void)0 : fuse22((char *)nullptr); 
# 62
return 0; 
# 63
} 

# 1 "v000177.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__18ef01c5_10_v000177_cu_85352219
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000177.cudafe1.stub.c"
#include "v000177.cudafe1.stub.c"
# 1 "v000177.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
