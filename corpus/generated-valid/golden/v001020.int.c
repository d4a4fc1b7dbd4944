# 1 "v001020.cu"
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
# 13 "v001020.cu"
namespace _GLOBAL__N__20f36e1d_10_v001020_cu_73953e36 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__20f36e1d_10_v001020_cu_73953e36; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__20f36e1d_10_v001020_cu_73953e36 __attribute__((visibility("hidden")))  { 
# 14
constexpr int tile4(int len5, int n6) 
# 15
{ 
# 16
len5 = n6; 
# 17
n6 <<= (27 + len5); 
# 18
return len5; 
# 19
} 
# 20
static int c_scatter7[2]; 
# 21
}
# 23
__attribute__((visibility("hidden"))) void merge8(int *__restrict__ out9, unsigned long long *out10) ;
#if 0
# 24
{ 
# 25
unsigned idx11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
if (unsigned diff12 = (-(out9[2])) ^ 8; !out9) { 
# 27
int *w13 = out9; 
# 28
(out10[idx11]) = (((*out10) + idx11) * ((int)(55U * (__device_builtin_variable_threadIdx.x)))); 
# 29
}  
# 30
} 
#endif
# 32 "v001020.cu"
constexpr int relax14(int lane15, unsigned a16) 
# 33
{ 
# 34
return lane15; 
# 35
} 
# 37
int main() 
# 38
{ 
# 39
int len17 = 1971; 
# 40
if ((len17 / ((len17 >= sizeof(int)) ? 33 : len17)) > 18) { 
# 41
len17 |= len17; 
# 42
} else { 
# 43
len17 = (((static_cast< float>(len17)) - (27)) - ((int)len17)); 
# 44
}  
# 45
(__cudaPushCallConfiguration((len17 + 255) / 256, dim3((len17 + 63) / 64, (len17 + 127) / 128))) ? (void)0 : merge8(nullptr, (unsigned long long *)nullptr); 
# 46
return 0; 
# 47
} 

# 1 "v001020.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__20f36e1d_10_v001020_cu_73953e36
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001020.cudafe1.stub.c"
#include "v001020.cudafe1.stub.c"
# 1 "v001020.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
