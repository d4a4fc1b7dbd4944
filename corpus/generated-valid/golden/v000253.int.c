# 1 "v000253.cu"
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
# 5 "v000253.cu"
unsigned g_sift1 = (40); 
# 7
__attribute__((visibility("hidden"))) void trace2(float *out3, int n4, unsigned *acc5) ;
#if 0
# 8
{ 
# 9
unsigned tid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
const float *tmp7 = out3 + 2; 
# 11
for (int j8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j8 < 5; j8 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 12
(out3[3]) *= (11.75F); 
# 13
for (int i9 = 4; i9 > 0; --i9) { 
# 14
(out3[j8]) = (((out3[7]) += (acc5[__device_builtin_variable_gridDim.x])), i9); 
# 15
const long long *e10 = reinterpret_cast< const long long *>(tmp7); 
# 16
}  
# 17
}  
# 18
} 
#endif
# 19 "v000253.cu"
enum class State11 { Off12, Off13, Add14 = 7, High15}; 
# 21
template< class T, int N> inline T 
# 22
lerp16(T *dst17, int len18) 
# 23
{ 
# 24
float off19[8] = {}; 
# 25
len18--; 
# 26
(off19[6]) += len18; 
# 27
if (((off19[7]) + (18)) <= (33)) { 
# 28
return (9.5); }  
# 29
return 1U; 
# 30
} 
# 32
int main() 
# 33
{ 
# 34
int size20 = 3617; 
# 35
(__cudaPushCallConfiguration((g_sift1 + (31)) / (32), 32, 16 * 16)) ? (void)0 : trace2(nullptr, 3463, &g_sift1); 
# 36
if ((47) <= (size20 + g_sift1)) { 
# 37
return g_sift1 << (9U - size20); }  
# 38
size20 = 23; 
# 39
g_sift1 = ((3) + g_sift1); 
# 40
return 0; 
# 41
} 

# 1 "v000253.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6bd9b75c_10_v000253_cu_g_sift1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000253.cudafe1.stub.c"
#include "v000253.cudafe1.stub.c"
# 1 "v000253.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
