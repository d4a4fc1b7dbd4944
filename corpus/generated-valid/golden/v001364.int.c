# 1 "v001364.cu"
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
# 13 "v001364.cu"
static void spread6(unsigned *__restrict__ dst7) ;
#if 0
# 13
{ 
# 14
if ((((dst7[6]) < (__device_builtin_variable_threadIdx.z)) && (dst7 != (nullptr))) || (dst7 == (nullptr))) { 
# 15
float val8 = (((dst7[4]) ^ (dst7[2])) & (dst7[1])) / ((3) - ((*dst7) * (*dst7))); 
# 16
if (((dst7[7]) - (7)) & (1)) { 
# 17
val8 = (48L % (dst7[(__device_builtin_variable_threadIdx.z) & (7)])); 
# 18
int y9((sizeof(int))); 
# 19
} else { 
# 20
val8 = (val8 + ((val8 += val8), ((9.5F) * (dst7[4])))); 
# 21
}  
# 22
if ((dst7[6]) <= val8) { 
# 23
return; 
# 24
}  
# 25
} else { if (!(((dst7[(__device_builtin_variable_threadIdx.x) & (7)]) & (1)) && ((dst7[6]) == (__device_builtin_variable_blockDim.x)))) { 
# 26
} else { if (((dst7[__device_builtin_variable_gridDim.z]) / (2)) <= (*dst7)) { }  }  }  
# 27
} 
#endif
# 29 "v001364.cu"
unsigned long run_step10(unsigned short *__restrict__ acc11) { 
# 30
(*acc11) = (((*acc11) ^ (acc11[1])) / 2); 
# 31
((acc11[0])++), ((*acc11) = (((*acc11) | 8) ^ ((((acc11[6]) += 49UL), 47LL) + (9)))); 
# 32
return 43U; 
# 33
} 
# 35
int main() { 
# 36
int count12 = 1423; 
# 37
float acc13 = (count12 * count12) + (20.375F); 
# 38
if (double prod14 = (count12 / 2) * (count12 / 2); (acc13 - count12) >= acc13) { 
# 39
prod14--; 
# 40
} else { if ((prod14 * prod14) < (1)) { 
# 41
return (count12 * count12) - (count12 ^ count12); 
# 42
}  }  
# 43
(__cudaPushCallConfiguration((count12 + 63) / 64, 32 * 4, 3 + (2 + (2 + (2 + (3 + 1012)))))) ? (void)0 : spread6(nullptr); 
# 44
return 0; 
# 45
} 

# 1 "v001364.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dc852d24_10_v001364_cu_4dc3e034
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001364.cudafe1.stub.c"
#include "v001364.cudafe1.stub.c"
# 1 "v001364.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
