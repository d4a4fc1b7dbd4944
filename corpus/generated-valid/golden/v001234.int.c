# 1 "v001234.cu"
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
# 16 "v001234.cu"
static unsigned long d_bias7[8]; 
# 18
__attribute__((visibility("hidden"))) void filter8(const float *in9, int count10, int stride11) ;
#if 0
# 18
{ 
# 19
unsigned i12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
(d_bias7[3])++; 
# 21
for (int i13 = 0, j14 = count10; i13 < j14; (++i13), (--j14)) { 
# 22
(d_bias7[__device_builtin_variable_blockDim.x]) = (in9[5]); 
# 23
(d_bias7[1]) = count10; 
# 24
}  
# 25
} 
#endif
# 27 "v001234.cu"
struct __attribute((aligned(16))) Node15 { 
# 28
float z16; 
# 29
long long weight17; 
# 30
}; 
# 32
struct Sample18 { 
# 33
int mass19; 
# 34
float count20; 
# 35
float weight21; 
# 36
int z22; 
# 37
int get23() const { 
# 38
return 35; 
# 39
} 
# 40
void apply24(double v25) { 
# 41
(z22) = ((1) + v25); 
# 42
} 
# 43
}; 
# 45
int main() { 
# 46
int len26 = 39; 
# 47
len26 = (1318U); 
# 48
len26 = (27L); 
# 49
--len26; 
# 50
(__cudaPushCallConfiguration(4 * 2, 512, sizeof(double) * (32))) ? (void)0 : filter8(nullptr, 29, len26); 
# 51
return 0; 
# 52
} 

# 1 "v001234.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__df3971f1_10_v001234_cu_bb4e8d21
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001234.cudafe1.stub.c"
#include "v001234.cudafe1.stub.c"
# 1 "v001234.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
