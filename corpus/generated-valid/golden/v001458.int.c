# 1 "v001458.cu"
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
# 24 "v001458.cu"
inline void pack9(int len10, int len11, bool a12) 
# 25
{ 
# 26
const int k13 = 53; 
# 27
long long lo14 = (256); 
# 28
} 
# 30
__attribute__((visibility("hidden"))) void merge15_kernel(unsigned char *data16, int count17) ;
#if 0
# 31
{ 
# 32
unsigned idx18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
if (idx18 >= count17) { 
# 34
return; 
# 35
}  
# 36
if ((count17 - __device_builtin_variable_warpSize) > 43ULL) { 
# 37
return; 
# 38
}  
# 39
if (((idx18 + (*data16)) / (*data16)) < idx18) { 
# 40
do { (data16[__device_builtin_variable_gridDim.y]) += ((((data16[idx18]) += count17), count17) * count17); } while (0); 
# 41
(data16[idx18]) = ('A'); 
# 42
} else { 
# 43
}  
# 44
} 
#endif
# 46 "v001458.cu"
long run_shade19(int lane20, float b21) 
# 47
{ 
# 48
bool h22{true}; 
# 49
(__cudaPushCallConfiguration(sizeof(float) * (8), 64, sizeof(float) * (32))) ? (void)0 : merge15_kernel(nullptr, (2251) - (b21 / (3051))); 
# 50
if (lane20) { 
# 51
goto finish23; 
# 52
}  
# 53
lane20++; 
# 54
b21 = b21; 
# 55
static_assert(((2 + 15) > 16), "tile must fit");
# 56
finish23:; ; 
# 57
return 256; 
# 58
} 
# 60
int main() 
# 61
{ 
# 62
int size24 = 2233; 
# 63
(__cudaPushCallConfiguration((size24 + 255) / 256, 1 << (2 + 6), sizeof(float) * (32))) ? (void)0 : merge15_kernel(nullptr, ((size24 += 27LL), (553U - size24))); 
# 64
int f25 = 2 - size24; 
# 65
int w26 = 0; 
# 66
while (w26 < 9) { 
# 67
size24++; 
# 68
(__cudaPushCallConfiguration(2 + (8 + (2 + 500)), 1 << 6, 0)) ? (void)0 : merge15_kernel(nullptr, run_shade19(54, w26)); 
# 69
++w26; 
# 70
}  
# 71
constexpr int u27 = (61L); 
# 72
return 0; 
# 73
} 

# 1 "v001458.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ccf6d8f4_10_v001458_cu_984d3bd2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001458.cudafe1.stub.c"
#include "v001458.cudafe1.stub.c"
# 1 "v001458.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
