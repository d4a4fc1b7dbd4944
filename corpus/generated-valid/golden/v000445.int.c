# 1 "v000445.cu"
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
# 15 "v000445.cu"
enum Axis4 { 
# 16
FAST5, 
# 17
ADD6, 
# 18
SLOW7 = 5, 
# 19
RED8, 
# 20
OFF9
# 21
}; 
# 23
__attribute__((visibility("hidden"))) void lerp10_kernel(float *__restrict__ out11, const double *src12, char b13) ;
#if 0
# 23
{ 
# 24
b13++; 
# 25
__attribute__((unused)) static int sh_14; 
# 26
unsigned short t15 = sh_14 * ((sizeof(float)) * (src12[b13])); 
# 27
} 
#endif
# 29 "v000445.cu"
template< class T, int N = 8> inline T 
# 30
bias16(T b17, float a18) { 
# 31
auto sum19 = b17 < (ADD6 + b17); 
# 32
auto r20 = 16U + sum19; 
# 33
const T h21 = (N * (sum19 * 25U)) - 61; 
# 34
++r20; 
# 35
int hi22(N); 
# 36
return '\"'; 
# 37
} 
# 39
int main() { 
# 40
int size23 = 3474; 
# 41
if (size23 < ((ADD6) - size23)) { 
# 42
size23 = (FAST5); 
# 43
}  
# 44
size23 = ((float)(((RED8) * size23) * 4133)); 
# 45
size23 = (((size23 += size23), size23) - 49); 
# 46
auto hi24 = ((size23 + size23) - (61 - size23)) % size23; 
# 47
(__cudaPushCallConfiguration(dim3(8, (OFF9) + 1, 64), 32, 1024, (cudaStream_t)0)) ? (void)0 : lerp10_kernel((float *)nullptr, (const double *)nullptr, -((size23 += 51L), 32)); 
# 48
return 0; 
# 49
} 

# 1 "v000445.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a58b222d_10_v000445_cu_476afa09
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000445.cudafe1.stub.c"
#include "v000445.cudafe1.stub.c"
# 1 "v000445.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
