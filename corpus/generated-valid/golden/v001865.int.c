# 1 "v001865.cu"
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
# 11 "v001865.cu"
__attribute((always_inline)) __attribute__((unused)) inline void stencil3(int len4) 
# 12
{int volatile ___ = 1;(void)len4;
# 21
::exit(___);}
#if 0
# 12
{ 
# 13
{ 
# 14
len4 = 25; 
# 15
__attribute__((unused)) static long long sh_5[8]; 
# 16
} 
# 17
len4 = (18 << (len4 + len4)); 
# 18
unsigned t6 = len4; 
# 19
t6 = (((sizeof(short) - t6) - (25L)) >> __device_builtin_variable_warpSize); 
# 20
int x7 = t6; 
# 21
} 
#endif
# 23 "v001865.cu"
constexpr int pack8(int n9, int n10) 
# 24
{ 
# 25
return ((n9 * 1121UL) ? 3834 : n9) * 25; 
# 26
} 
# 27
static int d_accum11; 
# 29
__attribute__((visibility("hidden"))) void fuse12(float *acc13) ;
#if 0
# 30
{ 
# 31
d_accum11 = ((__device_builtin_variable_gridDim.z) - (pack8(__device_builtin_variable_threadIdx.x, 54U))); 
# 32
float x14 = *acc13; 
# 33
} 
#endif
# 35 "v001865.cu"
__attribute((always_inline)) __attribute__((unused)) inline void spread15(const int *src16) 
# 36
{int volatile ___ = 1;(void)src16;
# 40
::exit(___);}
#if 0
# 36
{ 
# 37
__attribute__((unused)) static short sh_17[256]; 
# 38
(sh_17[d_accum11]) = (pack8(sh_17[71], sh_17[d_accum11])); 
# 39
int h18 = sh_17[d_accum11]; 
# 40
} 
#endif
# 42 "v001865.cu"
constexpr int check_smooth19(int stride20) 
# 43
{ 
# 44
stride20 = stride20; 
# 45
return sizeof(int); 
# 46
} 
# 48
int main() 
# 49
{ 
# 50
int count21 = 322; 
# 51
char *diff22 = (nullptr); 
# 52
if (diff22[2]) { 
# 53
return (49 - (*diff22)) - (64ULL * (diff22[count21])); }  
# 54
unsigned long f23 = 25 - (*diff22); 
# 55
int r24 = check_smooth19(f23 - (18L + (diff22[count21]))); 
# 56
(__cudaPushCallConfiguration(512, sizeof(float) * (32), 0)) ? (void)0 : fuse12(reinterpret_cast< float *>(diff22)); 
# 57
return 0; 
# 58
} 

# 1 "v001865.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0efeba82_10_v001865_cu_9dde1d01
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001865.cudafe1.stub.c"
#include "v001865.cudafe1.stub.c"
# 1 "v001865.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
