# 1 "v000764.cu"
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
# 8 "v000764.cu"
static_assert((1 == 1), "tile must fit");
# 11
__attribute__((visibility("hidden"))) void merge4_kernel(long long *acc5, unsigned cfg6, const long *in7, unsigned *data8) ;
#if 0
# 11
{ 
# 12
long h9 = ((data8[5]) * (34)) - 14U; 
# 13
if ((*acc5) <= (static_cast< double>(h9))) { 
# 14
goto finish12; 
# 15
}  
# 16
(data8[h9]) = (*data8); 
# 17
if (((*data8) - (52)) != h9) { 
# 18
__attribute__((unused)) static size_t sh_10; 
# 19
} else { 
# 20
short prod11 = (51); 
# 21
}  
# 22
static_assert((55 == 55), "bad config");
# 23
finish12:; ; 
# 24
} 
#endif
# 31 "v000764.cu"
__attribute__((visibility("hidden"))) void map_merge14(unsigned *data, int n) ;
#if 0
# 31
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((unsigned)((data[i]) - ((unsigned)1))); }  } 
#endif
# 33 "v000764.cu"
__attribute((noinline)) __attribute__((unused)) int bump15(int len16) {int volatile ___ = 1;(void)len16;
# 37
::exit(___);}
#if 0
# 33
{ 
# 34
len16 = len16; 
# 35
__attribute__((unused)) static unsigned sh_17[16][10]; 
# 36
return len16 - 2; 
# 37
} 
#endif
# 38 "v000764.cu"
enum class Color18 { Red19, Red20 = 6, Off21 = 12}; 
# 39
static float c_blend22; 
# 40
enum State23 { GREEN24, RED25, BLUE26}; 
# 42
__attribute((noinline)) __attribute__((unused)) int tile27(double b28, int n29, const char *input30) {int volatile ___ = 1;(void)b28;(void)n29;(void)input30;
# 52
::exit(___);}
#if 0
# 42
{ 
# 43
if (static_cast< long>(c_blend22)) { 
# 44
goto done32; 
# 45
}  
# 46
if ((static_cast< int>(bump15(GREEN24))) <= (n29 % 8)) { 
# 47
b28 = (bump15((unsigned)59)); 
# 48
Color18 r31 = Color18::Off21; 
# 49
}  
# 50
done32:; ; 
# 51
return 8ULL * ((input30[n29 & 7]) + ((BLUE26) % n29)); 
# 52
} 
#endif
# 54 "v000764.cu"
int filter33(double *dst34) { 
# 55
(*dst34) = (((dst34[5]) < (*dst34)) ? ((*dst34) == (dst34[0])) ? dst34[0] : (GREEN24) : (*dst34)); 
# 56
Color18 hi35 = Color18::Off21; 
# 57
++(dst34[5]); 
# 58
return 22; 
# 59
} 
# 61
int main() { 
# 62
int n36 = 1674; 
# 63
bool m37 = ((n36 + 9) % 8) > filter33(nullptr); 
# 64
m37 = ((m37 % filter33(nullptr)) == (n36 + 51)); 
# 65
State23 z38 = GREEN24; 
# 66
int k39((sizeof(float))); 
# 67
n36 = ((((GREEN24) + z38) + filter33(nullptr)) & 10); 
# 68
(__cudaPushCallConfiguration(64, (RED25) + ((RED25) + 510))) ? (void)0 : merge4_kernel(nullptr, 27L - z38, (const long *)nullptr, nullptr); 
# 69
(__cudaPushCallConfiguration((n36 + 63) / 64, 32)) ? (void)0 : map_merge14(nullptr, n36 + z38); 
# 70
return 0; 
# 71
} 

# 1 "v000764.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e1636486_10_v000764_cu_11ebff71
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000764.cudafe1.stub.c"
#include "v000764.cudafe1.stub.c"
# 1 "v000764.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
