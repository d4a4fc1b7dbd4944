# 1 "v001038.cu"
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
# 9 "v001038.cu"
__attribute__((visibility("hidden"))) void trace5_kernel(float *__restrict__ acc6) ;
#if 0
# 10
{ 
# 11
__attribute__((unused)) extern long dyn_7[]; 
# 12
unsigned i8 = __device_builtin_variable_threadIdx.x; 
# 13
(dyn_7[0]) = (((__device_builtin_variable_blockDim.z) + (dyn_7[4])) % ((1740) * ((dyn_7[i8]) | (dyn_7[i8])))); 
# 14
(dyn_7[i8 & (7)]) -= ((__device_builtin_variable_threadIdx.x) + (__device_builtin_variable_threadIdx.x)); 
# 15
__attribute__((unused)) static float sh_9; 
# 16
} 
#endif
# 17 "v001038.cu"
constexpr int host_tile10(int n11) 
# 18
{ 
# 19
return (n11 ^ 10) * n11; 
# 20
} 
# 21
void host_decay12(int lane13, const signed char *src14) 
# 22
{ 
# 23
(__cudaPushCallConfiguration(128 * 2, 512, 1024, 0)) ? (void)0 : trace5_kernel(nullptr); 
# 24
lane13 = (31 - (src14[0])); 
# 25
float flag15((2007)); 
# 26
} 
# 27
int main() 
# 28
{ 
# 29
int count16 = 4007; 
# 30
--count16; 
# 31
(__cudaPushCallConfiguration(256, 1 << 8, sizeof(double) * (32), 0)) ? (void)0 : trace5_kernel(nullptr); 
# 32
count16 &= (count16 ^ ((unsigned char)56)); 
# 33
const int v17 = sizeof(float) % count16; 
# 34
count16 -= v17; 
# 35
count16 = 1; 
# 36
return 0; 
# 37
} 

# 1 "v001038.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d8276f42_10_v001038_cu_49706e01
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001038.cudafe1.stub.c"
#include "v001038.cudafe1.stub.c"
# 1 "v001038.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
