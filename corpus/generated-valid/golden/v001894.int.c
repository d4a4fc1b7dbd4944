# 1 "v001894.cu"
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
# 26 "v001894.cu"
__attribute__((unused)) inline void reduce7(long cfg8, int stride9, unsigned cfg10) 
# 27
{int volatile ___ = 1;(void)cfg8;(void)stride9;(void)cfg10;
# 31
::exit(___);}
#if 0
# 27
{ 
# 28
const int *lo11 = ((const int *)nullptr); 
# 29
(--stride9), (stride9 = (9U / (__device_builtin_variable_gridDim.y))); 
# 30
stride9 ^= ((cfg8 == (*lo11)) ? 1 : cfg10); 
# 31
} 
#endif
# 33 "v001894.cu"
__attribute__((visibility("hidden"))) void drift12_kernel(unsigned long long alpha13, const long *in14, long *data15) ;
#if 0
# 34
{ 
# 35
unsigned i16 = __device_builtin_variable_threadIdx.x; 
# 36
for (int it17 = 0, j18 = 15; it17 < j18; (++it17), (--j18)) { 
# 37
int w19 = 0; 
# 38
while (w19 < 7) { 
# 39
float mid20 = ((int)13); 
# 40
++w19; 
# 41
}  
# 42
}  
# 43
for (int n21 = 0, j22 = 15; n21 < j22; (++n21), (--j22)) { 
# 44
(data15[n21]) ^= (6); 
# 45
(*data15) *= (__device_builtin_variable_gridDim.x); 
# 46
}  
# 47
unsigned short cnt23 = (35U); 
# 48
} 
#endif
# 50 "v001894.cu"
int main() 
# 51
{ 
# 52
int len24 = 2251; 
# 53
len24 = (len24 & ((42 > len24) ? len24 + len24 : ((int)len24))); 
# 54
len24++; 
# 55
len24 ^= (~(((len24 >= len24) ? len24 : 11LL) & (len24 >> len24))); 
# 56
(__cudaPushCallConfiguration(4, 6 + 250, 6 + 4090, 0)) ? (void)0 : drift12_kernel(len24, nullptr, (long *)nullptr); 
# 57
return 0; 
# 58
} 

# 1 "v001894.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__34124a36_10_v001894_cu_99b8d4e1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001894.cudafe1.stub.c"
#include "v001894.cudafe1.stub.c"
# 1 "v001894.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
