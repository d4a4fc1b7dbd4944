# 1 "v001181.cu"
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
# 16 "v001181.cu"
long g_scatter8[] = {(3100U), (50U), (-41), (55U), ('\t')}; 
# 18
__attribute((noinline)) __attribute__((unused)) int rank9(int len10, float q11) 
# 19
{int volatile ___ = 1;(void)len10;(void)q11;
# 28
::exit(___);}
#if 0
# 19
{ 
# 20
q11++; 
# 21
q11 = (+q11); 
# 22
float s12 = q11 + q11; 
# 23
s12 = ((((8.75F) - q11) + (6.5F)) + (((21.125F) - (__device_builtin_variable_gridDim.y)) / (8.0F))); 
# 24
q11++; 
# 25
do { float tmp_ = s12; s12 = q11; q11 = tmp_; } while (0); 
# 26
double lim13 = (((len10 != q11) ? len10 >> len10 : q11) == ((__device_builtin_variable_blockDim.x) - len10)) ? s12 : (((__device_builtin_variable_threadIdx.x) >> len10) * ((27L) * q11)); 
# 27
return sizeof(int) * ((len10 * (__device_builtin_variable_blockIdx.y)) >> len10); 
# 28
} 
#endif
# 30 "v001181.cu"
unsigned char trace14(int stride15) 
# 31
{ 
# 32
stride15 = (((stride15 * (static_cast< double>((10.125)))) <= (4)) ? (20 / stride15) * (1 << (4 + 4)) : stride15); 
# 33
stride15 = (sizeof(int) + ((stride15 + stride15) * stride15)); 
# 34
stride15 = ((1) - (((stride15 <= stride15) ? '\177' : 62) * (52U + stride15))); 
# 35
stride15 = (stride15 >> (('z') - (stride15 - 30))); 
# 36
return stride15; 
# 37
} 
# 39
__attribute__((visibility("hidden"))) void spread16_kernel(const int *coef17, const float *src18, int *buf19, float *data20) ;
#if 0
# 40
{ 
# 41
int tid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
(data20[4]) = (static_cast< int>(3UL)); 
# 43
{ 
# 44
(buf19[4]) = (buf19[tid21]); 
# 45
(data20[2]) = ((((*src18) + (sizeof(double))) + tid21) * ((double)((short)64))); 
# 46
} 
# 47
} 
#endif
# 49 "v001181.cu"
int main() 
# 50
{ 
# 51
int count22 = 1923; 
# 52
(g_scatter8[count22]) = ((31 * count22) + (((int)20) * count22)); 
# 53
int off23 = static_cast< float>((int)(g_scatter8[2])); 
# 54
(__cudaPushCallConfiguration((count22 + 255) / 256, 4 + (4 + (4 + (31 + 85))), 0)) ? (void)0 : spread16_kernel(nullptr, nullptr, &off23, nullptr); 
# 55
return 0; 
# 56
} 

# 1 "v001181.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__19a3c27c_10_v001181_cu_b56b3ec9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001181.cudafe1.stub.c"
#include "v001181.cudafe1.stub.c"
# 1 "v001181.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
