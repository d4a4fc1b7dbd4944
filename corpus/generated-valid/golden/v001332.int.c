# 1 "v001332.cu"
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
# 12 "v001332.cu"
static int c_pivot8; 
# 15
static void drift9(int *data10, int count11) ;
#if 0
# 16
{ 
# 17
int gid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
if (gid12 >= count11) { 
# 19
return; }  
# 20
(*data10) *= (((gid12 + (__device_builtin_variable_threadIdx.z)) / gid12) + (36)); 
# 21
(data10[__device_builtin_variable_warpSize]) *= count11; 
# 22
int stride13[3] = {gid12, 5}; 
# 23
} 
#endif
# 25 "v001332.cu"
void run_tally14(int *dst15) 
# 26
{ 
# 27
if ((dst15[3]) >= (((dst15[3]) < (*dst15)) ? dst15[3] : (*dst15))) { 
# 28
return; }  
# 29
(dst15[5]) = (((dst15[3]) > (59 | (dst15[1]))) ? dst15[3] : (59 | (dst15[1]))); 
# 30
} 
# 32
int main() 
# 33
{ 
# 34
int size16 = 3901; 
# 35
if ((size16 <= size16) || (size16 >= size16)) { 
# 36
return size16; }  
# 37
dim3 idx17 = dim3(1, (size16 + 31) / 32, 128); 
# 38
if ((size16 >> 8) < 37L) { 
# 39
return (unsigned char)(size16 * 8); }  
# 40
(__cudaPushCallConfiguration(idx17, 1 << 6, sizeof(double) * (32))) ? (void)0 : drift9(nullptr, (size16 > (size16 | size16)) ? size16 : (size16 | size16)); 
# 41
return 0; 
# 42
} 

# 1 "v001332.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__310efd88_10_v001332_cu_c_pivot8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001332.cudafe1.stub.c"
#include "v001332.cudafe1.stub.c"
# 1 "v001332.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
