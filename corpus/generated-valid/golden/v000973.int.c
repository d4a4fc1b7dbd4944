# 1 "v000973.cu"
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
# 19 "v000973.cu"
void scatter5(unsigned char b6) { 
# 20
b6 &= ((unsigned char)255); 
# 21
b6 %= ((b6 != b6) ? b6 * (~b6) : 255); 
# 22
double tmp7 = (int)((8 - b6) / (3881UL / b6)); 
# 23
bool off8 = (0); 
# 24
if ((off8 + off8) != 21U) { 
# 25
return; 
# 26
}  
# 27
} 
# 28
__attribute__((visibility("hidden"))) void update9(int stride10, const short *in11, float q12, unsigned p13) ;
#if 0
# 28
{ 
# 29
int gid14 = __device_builtin_variable_threadIdx.x; 
# 30
if (gid14 >= stride10) { 
# 31
return; 
# 32
}  
# 33
--p13; 
# 34
for (int j15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j15 < 3; j15 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 35
stride10++; 
# 36
stride10 = (*in11); 
# 37
float prod16 = (39) % (((__device_builtin_variable_blockIdx.z) & p13) + gid14); 
# 38
}  
# 39
char off17 = (30U + (gid14 - stride10)) * (46); 
# 40
if (off17 != 15) { 
# 41
return; 
# 42
}  
# 43
} 
#endif
# 44 "v000973.cu"
int main() { 
# 45
int len18 = 2029; 
# 46
bool stride19 = ((static_cast< unsigned>(len18)) * (31 - len18)) % (sizeof(unsigned long) + (len18 % 59)); 
# 47
for (int n20 = 0; n20 < 10; n20++) { 
# 48
signed char h21 = static_cast< int>((static_cast< size_t>(47)) - ((stride19 == len18) ? stride19 : stride19)); 
# 49
len18 = (-((n20 / 3) / (54 - stride19))); 
# 50
}  
# 51
len18--; 
# 52
(__cudaPushCallConfiguration(4 * 2, 3 + 253)) ? (void)0 : update9(3 / len18, nullptr, (47 - stride19) % (len18 % len18), 55 - len18); 
# 53
return 0; 
# 54
} 

# 1 "v000973.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7bde14ff_10_v000973_cu_48b0c26c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000973.cudafe1.stub.c"
#include "v000973.cudafe1.stub.c"
# 1 "v000973.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
