# 1 "v000726.cu"
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
# 19 "v000726.cu"
template< class T, int N = 7> 
# 20
__attribute((noinline)) __attribute__((unused)) T tile4(T b5, int len6, float q7) 
# 21
{int volatile ___ = 1;(void)b5;(void)len6;(void)q7;
# 25
::exit(___);}
#if 0
# 21
{ 
# 22
auto hi8 = (18.75); 
# 23
__attribute__((unused)) static int sh_9; 
# 24
return len6; 
# 25
} 
#endif
# 27 "v000726.cu"
static void march10(int stride11) ;
#if 0
# 28
{ 
# 29
__attribute__((unused)) extern int dyn_12[]; 
# 30
int idx13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
if (idx13 >= stride11) { 
# 32
return; 
# 33
}  
# 34
__attribute__((unused)) static float sh_14[256]; 
# 35
tile4< long, 7> (((dyn_12[7]) << 1) / (dyn_12[6]), dyn_12[4], tile4< int, 4> (tile4(static_cast< long>(1), idx13, 3), (dyn_12[7]) % idx13, __device_builtin_variable_threadIdx.x)); 
# 36
static_assert((52 == 52), "tile must fit");
# 37
} 
#endif
# 39 "v000726.cu"
__attribute__((visibility("hidden"))) void fold15(int *data16, int count17, int count18, int *dst19) ;
#if 0
# 40
{ 
# 41
__attribute__((unused)) extern int dyn_20[]; 
# 42
for (int n21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n21 < count18; n21 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 43
if ((9 == count17) || (64UL > (__device_builtin_variable_blockDim.x))) { 
# 44
break; 
# 45
}  
# 46
}  
# 47
(dyn_20[count17]) = ((tile4(8, 3 * (*data16), dst19[__device_builtin_variable_gridDim.x])) * (__device_builtin_variable_threadIdx.z)); 
# 48
count17 = 1; 
# 49
auto lo22 = (1) * ((*data16) + tile4< unsigned, 5> (0L, count18, 12)); 
# 50
if ((*dst19) > ('a')) { 
# 51
return; 
# 52
}  
# 53
float e23 = count17; 
# 54
} 
#endif
# 55 "v000726.cu"
static_assert((12 == 12), "size check");
# 57
int main() 
# 58
{ 
# 59
int len24 = 3228; 
# 60
for (int it25 = 0; it25 < 11; it25 += 3) { 
# 61
auto tmp26 = it25; 
# 62
auto off27 = 22L; 
# 63
}  
# 64
(__cudaPushCallConfiguration(512, 3 + 125)) ? (void)0 : march10(len24); 
# 65
(__cudaPushCallConfiguration(2, 1 + 63, sizeof(float) * (64), nullptr)) ? (void)0 : fold15(&len24, ((len24 += len24), (sizeof(float) << len24)), len24 / (('\\') << len24), &len24); 
# 66
return 0; 
# 67
} 

# 1 "v000726.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__beea0acd_10_v000726_cu_d18f56f5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000726.cudafe1.stub.c"
#include "v000726.cudafe1.stub.c"
# 1 "v000726.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
