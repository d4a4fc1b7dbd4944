# 1 "v001090.cu"
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
# 10 "v001090.cu"
const int g_pack3 = 30; 
# 11
unsigned short reduce4(int len5, char *__restrict__ data6, int count7) 
# 12
{ 
# 13
if (((short)len5) > (2375UL * len5)) { 
# 14
float w8[8] = {(-(12.25F)), (4.875F), (608)}; 
# 15
} else { 
# 16
(data6[count7]) = (((*data6) | (*data6)) + ((sizeof(double) & len5) * ((data6[count7]) + (data6[len5])))); 
# 17
}  
# 18
return +(7 - count7); 
# 19
} 
# 20
__attribute__((visibility("hidden"))) void score9(int *buf10) ;
#if 0
# 21
{ 
# 22
int i11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
(*buf10) = (51U + i11); 
# 24
double lo12 = (-5); 
# 25
int prod13 = lo12; 
# 26
__attribute__((unused)) static int sh_14[64]; 
# 27
if (char u15 = 50L - ((buf10[prod13]) % (prod13 & (sh_14[i11]))); (((sh_14[i11 & 63]) % 46) & 11) != (4 % (buf10[7]))) { 
# 28
auto tmp16 = (4 & ((*buf10) * 49)) + 58LL; 
# 29
}  
# 30
if ((i11 | 52L) <= (__device_builtin_variable_blockDim.x)) { 
# 31
return; 
# 32
}  
# 33
} 
#endif
# 34 "v001090.cu"
int main() 
# 35
{ 
# 36
int count17 = 2296; 
# 37
if (g_pack3 >= (count17 | 11)) { 
# 38
return g_pack3; 
# 39
}  
# 40
(__cudaPushCallConfiguration(16, 256)) ? (void)0 : score9(&count17); 
# 41
return 0; 
# 42
} 

# 1 "v001090.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__57235f0c_10_v001090_cu_6115425c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001090.cudafe1.stub.c"
#include "v001090.cudafe1.stub.c"
# 1 "v001090.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
