# 1 "v002322.cu"
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
# 18 "v002322.cu"
__attribute__((visibility("hidden"))) void rank8_kernel(const short *in9, short *acc10) ;
#if 0
# 18
{ 
# 19
(acc10[6]) = (5ULL - (*acc10)); 
# 20
(acc10[0]) %= 39; 
# 21
const int *lim11 = reinterpret_cast< const int *>(in9); 
# 22
} 
#endif
# 25 "v002322.cu"
__attribute__((visibility("hidden"))) void drift12(int stride13, int *buf14) ;
#if 0
# 25
{ 
# 26
__attribute__((unused)) extern unsigned dyn_15[]; 
# 27
stride13 = (((buf14[7]) * ((dyn_15[7]) & (15))) & (15)); 
# 28
(dyn_15[stride13 & 7]) &= 32UL; 
# 29
const int off16 = stride13; 
# 30
float q17((44 / off16) + stride13); 
# 31
q17 -= (17.75F); 
# 32
if ((off16 - 2) > (dyn_15[3])) { 
# 33
return; 
# 34
}  
# 35
(buf14[stride13 & 7]) = 39; 
# 36
} 
#endif
# 38 "v002322.cu"
int main() { 
# 39
int len18 = 968; 
# 40
if (((len18 - 28) / (len18 >> len18)) != len18) { 
# 41
if ((len18 + (len18 / len18)) >= len18) { 
# 42
if (len18 != len18) { 
# 43
dim3 w19 = dim3(32, 256); 
# 44
len18 >>= len18; 
# 45
}  
# 46
} else { if ((len18 * len18) & 1) { 
# 47
} else { 
# 48
}  }  
# 49
}  
# 50
(__cudaPushCallConfiguration(dim3((len18 + 31) / 32, 16), 39 + (39 + 178))) ? (void)0 : rank8_kernel((const short *)nullptr, nullptr); 
# 51
(__cudaPushCallConfiguration(1 << 2, 256)) ? (void)0 : drift12((sizeof(short) * len18) | (len18 - len18), nullptr); 
# 52
return 0; 
# 53
} 

# 1 "v002322.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3d86cea5_10_v002322_cu_54073c4a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002322.cudafe1.stub.c"
#include "v002322.cudafe1.stub.c"
# 1 "v002322.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
