# 1 "v002176.cu"
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
# 10 "v002176.cu"
__attribute__((visibility("hidden"))) void kick5(size_t cfg6, int len7) ;
#if 0
# 10
{ 
# 11
int i8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
if (cfg6 == cfg6) { 
# 13
if (cfg6 > (__device_builtin_variable_blockIdx.x)) { 
# 14
return; 
# 15
}  
# 16
static_assert((sizeof(int) == (4)), "size check");
# 17
}  
# 18
if (((int)i8) < 25) { 
# 19
return; 
# 20
}  
# 21
} 
#endif
# 23 "v002176.cu"
template< class T> 
# 24
struct Stats9 { 
# 25
T flag10, weight11; 
# 26
float x12; 
# 27
void reset13(T z14) { 
# 28
z14 *= (19 + (weight11)); 
# 29
Stats9 mid15{static_cast< T>(z14 / (flag10)), 7, x12}; 
# 30
} 
# 31
}; 
# 32
static unsigned c_probe16[4]; 
# 34
namespace kern17 { 
# 35
static unsigned d_combine18[8]; 
# 36
}
# 38
__attribute__((visibility("hidden"))) void stencil19_kernel(float *out20, float p21, double *data22) ;
#if 0
# 38
{ 
# 39
if (bool w23 = (*data22) <= (((c_probe16[1]) & (33)) | (c_probe16[__device_builtin_variable_threadIdx.x])); w23) { 
# 40
if (w23) { 
# 41
return; 
# 42
}  
# 43
float sum24 = ((16.625F)) - (data22[__device_builtin_variable_blockDim.y]); 
# 44
}  
# 45
for (int it25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it25 < 9; it25 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 46
(*data22) /= ((c_probe16[2]) - (32)); 
# 47
}  
# 48
static_assert((sizeof(int) == (4)));
# 49
p21 *= ((((c_probe16[__device_builtin_variable_gridDim.x]) + (*out20)) + (18.0F)) + (15.5F)); 
# 50
} 
#endif
# 52 "v002176.cu"
unsigned check_relax26(int stride27, float b28, float *data29) { 
# 53
if (int m30 = 2517; (b28 + b28) <= (59L)) { 
# 54
if ((((data29[m30]) > m30) ? data29[m30] : m30) != (data29[6])) { 
# 55
do { int tmp_ = m30; m30 = stride27; stride27 = tmp_; } while (0); 
# 56
stride27 *= stride27; 
# 57
}  
# 58
}  
# 59
(data29[7]) += b28; 
# 60
--stride27; 
# 61
return ((stride27 | 423) | stride27) * 51; 
# 62
} 
# 64
int main() { 
# 65
int size31 = 595; 
# 66
const char *mid32 = ("a\tb"); 
# 67
size31 = (2 * 2); 
# 68
(__cudaPushCallConfiguration(dim3((size31 + 31) / 32, 2 * 16), 256, 0, nullptr)) ? (void)0 : kick5(4, size31); 
# 69
(__cudaPushCallConfiguration(1, dim3(64, (size31 + 255) / 256))) ? (void)0 : stencil19_kernel(nullptr, __alignof__(double), (double *)nullptr); 
# 70
return 0; 
# 71
} 

# 1 "v002176.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__37cc7789_10_v002176_cu_d3a6f33d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002176.cudafe1.stub.c"
#include "v002176.cudafe1.stub.c"
# 1 "v002176.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
