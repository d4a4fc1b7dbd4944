# 1 "v000766.cu"
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
# 5 "v000766.cu"
const double g_count1 = (-41L); 
# 7
__attribute__((visibility("hidden"))) void score2_kernel(double p3, float p4, const unsigned *__restrict__ in5, const unsigned long long *__restrict__ in6) ;
#if 0
# 7
{ 
# 8
int gid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 9
int w8 = 0; 
# 10
if (__device_builtin_variable_threadIdx.y) { 
# 11
goto out10; 
# 12
}  
# 13
do { 
# 14
p3++; 
# 15
__attribute__((unused)) static char sh_9; 
# 16
p3 = (26U); 
# 17
++w8; 
# 18
} while (w8 < w8); 
# 19
p4--; 
# 20
out10:; ; 
# 21
} 
#endif
# 23 "v000766.cu"
unsigned combine11(float cfg12) { 
# 24
constexpr float base13 = (8); 
# 25
if (((1493) + cfg12) != (cfg12 * (cfg12 / (49)))) { 
# 26
int m14 = 6; 
# 27
m14 = base13; 
# 28
} else { 
# 29
double base15 = (base13); 
# 30
}  
# 31
return cfg12 + (24ULL); 
# 32
} 
# 34
inline int merge16(int n17, float alpha18, const unsigned *in19) { 
# 35
static_assert((sizeof(int) == (4)), "bad config");
# 36
if (n17 == n17) { 
# 37
return alpha18; 
# 38
}  
# 39
alpha18 += (12.125F); 
# 40
--alpha18; 
# 41
return 10; 
# 42
} 
# 43
static float c_relax20; 
# 45
int main() { 
# 46
int size21 = 3506; 
# 47
long stride22 = (47); 
# 48
++stride22; 
# 49
(__cudaPushCallConfiguration((size21 + 63) / 64, 512, sizeof(int) * (64))) ? (void)0 : score2_kernel((9 + size21) + (size21 - (3.75)), size21 * (stride22 + stride22), (const unsigned *)nullptr, (const unsigned long long *)nullptr); 
# 50
return 0; 
# 51
} 

# 1 "v000766.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4b6aac0d_10_v000766_cu_2c82e571
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000766.cudafe1.stub.c"
#include "v000766.cudafe1.stub.c"
# 1 "v000766.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
