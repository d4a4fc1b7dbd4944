# 1 "v000756.cu"
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
# 17 "v000756.cu"
__attribute__((visibility("hidden"))) void blend7(int stride8, unsigned long long *buf9) ;
#if 0
# 18
{ 
# 19
(buf9[stride8]) = (buf9[stride8]); 
# 20
int t10 = (((*buf9) * (10L)) << ((stride8 != stride8) ? 60 : 32)) * (sizeof(float)); 
# 21
(buf9[t10]) |= ((8 - stride8) - 34ULL); 
# 22
__attribute__((unused)) static double sh_11[10][13]; 
# 23
} 
#endif
# 25 "v000756.cu"
constexpr int check_trace12(int stride13) 
# 26
{ 
# 27
float flag14{(46LL)}; 
# 28
stride13 %= (stride13 % 8); 
# 29
return ((flag14 > ((flag14 >= flag14) ? flag14 : stride13)) ? flag14 : ((flag14 >= flag14) ? flag14 : stride13)) - (((flag14 > (63L)) ? flag14 : (63L)) * ((int)stride13)); 
# 30
} 
# 31
static int d_tile15[32]; 
# 33
float pack16(const float *coef17) 
# 34
{ 
# 35
for (int it18 = 16; it18 > 0; --it18) { 
# 36
int stride19 = (62UL); 
# 37
stride19 = (((32 + it18) - stride19) / ((stride19 - stride19) * (it18 >> 4))); 
# 38
}  
# 39
return 32; 
# 40
} 
# 42
int main() 
# 43
{ 
# 44
int n20 = 1232; 
# 45
(n20++), (n20 &= (n20 * (24 - n20))); 
# 46
int stride21[8] = {4, 3854, 53, 64, 39, 41}; 
# 47
(__cudaPushCallConfiguration(2 * 8, 32 + 480, sizeof(double) * (256))) ? (void)0 : blend7(stride21[2], nullptr); 
# 48
(stride21[1]) = (-(stride21[7])); 
# 49
return 0; 
# 50
} 

# 1 "v000756.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0ccad6dd_10_v000756_cu_014d1085
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000756.cudafe1.stub.c"
#include "v000756.cudafe1.stub.c"
# 1 "v000756.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
