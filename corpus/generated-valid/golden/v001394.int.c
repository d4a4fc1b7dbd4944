# 1 "v001394.cu"
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
# 16 "v001394.cu"
class Body5 { 
# 17
int w6; 
# 18
unsigned long hi8; 
# 20
public: Body5(int c9, unsigned long a10) : w6(c9), hi8(a10) { } 
# 21
void get11(int tmp12) 
# 22
{ 
# 23
(hi8)++; 
# 24
} 
# 25
}; 
# 27
__attribute__((visibility("hidden"))) void rank13(unsigned b14, unsigned cfg15, Body5 q16) ;
#if 0
# 28
{ 
# 29
int idx17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
constexpr unsigned cnt18 = (21); 
# 31
b14 += idx17; 
# 32
unsigned h19 = (__device_builtin_variable_threadIdx.z) % (((17) + b14) ^ ((13) + b14)); 
# 33
} 
#endif
# 34 "v001394.cu"
static int c_shade20[8]; 
# 36
int main() 
# 37
{ 
# 38
int n21 = 39; 
# 39
--n21; 
# 40
double z22 = n21; 
# 41
(__cudaPushCallConfiguration(13 + (13 + 230), 64, sizeof(float) * (256), (cudaStream_t)0)) ? (void)0 : rank13(z22 + (3940), 13 + n21, Body5(576, 52U)); 
# 42
if ((n21 & 0UL) <= (n21 + (n21 + n21))) { 
# 43
z22 = (13); 
# 44
dim3 v23((n21 + 127) / 128, (n21 + 31) / 32, 1); 
# 45
}  
# 46
return 0; 
# 47
} 

# 1 "v001394.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5ed5baf5_10_v001394_cu_f10e4618
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001394.cudafe1.stub.c"
#include "v001394.cudafe1.stub.c"
# 1 "v001394.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
