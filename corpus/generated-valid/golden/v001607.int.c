# 1 "v001607.cu"
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
# 10 "v001607.cu"
__attribute__((visibility("hidden"))) void probe5_kernel(const int *input6, float *out7) ;
#if 0
# 10
{ 
# 11
__attribute__((unused)) extern float dyn_8[]; 
# 12
unsigned idx9 = __device_builtin_variable_threadIdx.x; 
# 13
for (int j10 = 6; j10 > 0; --j10) { 
# 14
for (int j11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j11 < 6; j11 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 15
(dyn_8[idx9]) = (((out7[0]) += (__device_builtin_variable_blockIdx.x)), ((__device_builtin_variable_gridDim.x) - (3))); 
# 16
if ((32) < idx9) { 
# 17
return; }  
# 18
}  
# 19
}  
# 20
} 
#endif
# 22 "v001607.cu"
__attribute__((visibility("hidden"))) void scatter12(const float *coef13, const float *in14, unsigned *data15, signed char q16) ;
#if 0
# 22
{ 
# 23
int tid17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
(*data15) = (3); 
# 25
short h18 = +q16; 
# 26
q16 = (~__device_builtin_variable_warpSize); 
# 28
#pragma unroll 4
for (
# 28
int j19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j19 < h18; j19 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 29
if (((*in14) - (__device_builtin_variable_gridDim.x)) != (3UL)) { 
# 30
return; }  
# 31
((data15[2])++), (q16 = (-55)); 
# 32
}  
# 33
} 
#endif
# 35 "v001607.cu"
unsigned clamp20(unsigned char *buf21) { 
# 36
if (!buf21) { 
# 37
return (float)((char)32); }  
# 38
long cnt22((1416)); 
# 39
(__cudaPushCallConfiguration((cnt22 + (255)) / (256), 128, 256, nullptr)) ? (void)0 : probe5_kernel(reinterpret_cast< const int *>(buf21), reinterpret_cast< float *>(buf21)); 
# 40
cnt22 = ((2 * (*buf21)) + (buf21[7])); 
# 41
++(*buf21); 
# 42
(__cudaPushCallConfiguration(32 + 480, 3 + (3 + (3 + 23)))) ? (void)0 : probe5_kernel(nullptr, reinterpret_cast< float *>(buf21)); 
# 43
(__cudaPushCallConfiguration(1, sizeof(float) * (32))) ? (void)0 : scatter12(nullptr, reinterpret_cast< const float *>(buf21), reinterpret_cast< unsigned *>(buf21), cnt22); 
# 44
return cnt22; 
# 45
} 
# 47
int main() { 
# 48
int size23 = 2711; 
# 49
clamp20((unsigned char *)nullptr); 
# 50
for (int it24 = 0; it24 < 10; it24++) { 
# 51
(__cudaPushCallConfiguration(4, 16 * (3 + (3 + 2)))) ? (void)0 : scatter12(nullptr, nullptr, nullptr, size23 | 33); 
# 52
size23 = size23; 
# 53
clamp20(nullptr); 
# 54
}  
# 55
return 0; 
# 56
} 

# 1 "v001607.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__11bde6d9_10_v001607_cu_cc1d6049
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001607.cudafe1.stub.c"
#include "v001607.cudafe1.stub.c"
# 1 "v001607.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
