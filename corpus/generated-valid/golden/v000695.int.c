# 1 "v000695.cu"
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
# 13 "v000695.cu"
__attribute__((visibility("hidden"))) void map_smooth4(double *data, int n) ;
#if 0
# 13
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((double)((data[i]) - ((double)1))); }  } 
#endif
# 14 "v000695.cu"
__attribute__((visibility("hidden"))) void map_bias5(float *data, int n) ;
#if 0
# 14
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((float)((data[i]) - ((float)1))); }  } 
#endif
# 16 "v000695.cu"
struct Node6 { 
# 17
unsigned short flag7; 
# 18
int lo8; 
# 19
float lo9; 
# 20
int weight10; 
# 21
void get11(float y12) { 
# 22
if (((lo9) + (5UL)) < (weight10)) { 
# 23
return; 
# 24
}  
# 25
(lo8)++; 
# 26
} 
# 27
void reset13(float flag14) { 
# 28
int r15 = 37 - ((short)((double)(lo8))); 
# 29
if (((lo8) * 48) < 42) { 
# 30
return; 
# 31
}  
# 32
} 
# 33
}; 
# 35
__attribute__((visibility("hidden"))) void relax16(float *dst17) ;
#if 0
# 35
{ 
# 36
int gid18 = __device_builtin_variable_threadIdx.x; 
# 37
++(dst17[1]); 
# 38
(*dst17) = ((0.125F) - gid18); 
# 39
} 
#endif
# 41 "v000695.cu"
namespace kern19 { 
# 42
typedef Node6 rec20_t; 
# 43
}
# 45
int main() { 
# 46
int size21 = 404; 
# 47
auto op24 = [](auto tmp22) { 
# 48
unsigned long long q23 = (int)(29LL + tmp22); 
# 49
return tmp22 * 2; 
# 50
} ; typedef decltype(op24) __T0;
# 51
size21 = (+size21); 
# 52
int z25 = 47; 
# 53
(__cudaPushCallConfiguration((z25 + 127) / 128, 512, 256)) ? (void)0 : map_smooth4(nullptr, ((z25 += size21), size21) - ((z25 += 1), z25)); 
# 54
(__cudaPushCallConfiguration((z25 + 63) / 64, 32, sizeof(int) * (32))) ? (void)0 : map_bias5(nullptr, z25); 
# 55
(__cudaPushCallConfiguration(256, 1 << 7)) ? (void)0 : relax16((float *)nullptr); 
# 56
return 0; 
# 57
} 

# 1 "v000695.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__10d34797_10_v000695_cu_ab8f0d48
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000695.cudafe1.stub.c"
#include "v000695.cudafe1.stub.c"
# 1 "v000695.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
