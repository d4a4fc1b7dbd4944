# 1 "v001248.cu"
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
# 6 "v001248.cu"
__attribute__((visibility("hidden"))) void apply2(float *data3, int n4, int *data5) ;
#if 0
# 6
{ 
# 7
__attribute__((unused)) extern double dyn_6[]; 
# 8
int q7 = (12UL); 
# 9
float u8 = (n4 % 29L) * (5); 
# 10
q7 += (__device_builtin_variable_gridDim.x); 
# 11
++(*data3); 
# 12
} 
#endif
# 14 "v001248.cu"
struct __attribute((aligned(16))) Acc9 { 
# 15
int weight10, flag11; 
# 16
unsigned short z12; 
# 17
}; 
# 18
struct alignas(8) Vec13 { 
# 19
short lo14; 
# 20
int hi15; 
# 21
}; 
# 22
Vec13 operator+(Vec13 a, Vec13 b) { 
# 23
Vec13 r = a; 
# 24
(r.lo14) += (b.lo14); 
# 25
(r.hi15) += (b.hi15); 
# 26
return r; 
# 27
} 
# 28
enum class Mode16 { Idle17 = 2, Idle18}; 
# 29
int main() { 
# 30
int len19 = 4038; 
# 31
(__cudaPushCallConfiguration((len19 + 255) / 256, dim3((len19 + 63) / 64, 512, (len19 + 31) / 32))) ? (void)0 : apply2((float *)nullptr, -24, nullptr); 
# 32
len19 = len19; 
# 33
int w20 = 0; 
# 34
while (w20 < w20) { 
# 35
dim3 res21 = dim3(512, (len19 + 63) / 64); 
# 36
(__cudaPushCallConfiguration(1, 512)) ? (void)0 : apply2(nullptr, 29, &len19); 
# 37
++w20; 
# 38
}  
# 39
return 0; 
# 40
} 

# 1 "v001248.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__27cf1259_10_v001248_cu_a7de5e13
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001248.cudafe1.stub.c"
#include "v001248.cudafe1.stub.c"
# 1 "v001248.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
