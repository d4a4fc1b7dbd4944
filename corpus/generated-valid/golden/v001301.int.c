# 1 "v001301.cu"
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
# 15 "v001301.cu"
float run_reduce7(unsigned a8, long long alpha9) 
# 16
{ 
# 17
if (a8 != (static_cast< float>(alpha9))) { 
# 18
return a8; 
# 19
}  
# 20
for (int i10 = (3 + (3 + (3 + 4))); i10 > 0; --i10) { 
# 21
if (((a8 + i10) >= i10) && (alpha9 >= i10)) { 
# 22
alpha9 &= (3); 
# 23
if (i10 != (alpha9 * alpha9)) { 
# 24
break; 
# 25
}  
# 26
alpha9 += ((((50) * a8) / (static_cast< float>(4518L))) + ((2543UL << alpha9) + alpha9)); 
# 27
}  
# 28
alpha9--; 
# 29
}  
# 30
return 39; 
# 31
} 
# 33
unsigned long host_clamp11(float b12, long *buf13) 
# 34
{ 
# 35
static short res14 = (52UL); 
# 36
float stride15((17.375F)); 
# 37
run_reduce7(buf13[res14], (buf13[res14]) << sizeof(int)); 
# 38
int idx16 = 2; 
# 39
run_reduce7(idx16, run_reduce7(idx16, '0')); 
# 40
auto flag17 = run_reduce7(run_reduce7(idx16, stride15 + (3303UL)), run_reduce7(res14, stride15)); 
# 41
return -(57 * idx16); 
# 42
} 
# 44
template< class T> 
# 45
struct Sample18 { 
# 46
T x19; 
# 47
T norm20() const 
# 48
{ 
# 49
return sizeof(int); 
# 50
} 
# 51
}; 
# 53
__attribute__((visibility("hidden"))) void bump21_kernel(int len22, const int *__restrict__ in23, int *acc24, const short *coef25) ;
#if 0
# 54
{ 
# 55
len22 -= ((*coef25) + 4); 
# 56
int idx26{36}; 
# 57
(acc24[4]) |= ((54 * ((*in23) + 52)) * len22); 
# 58
for (int i27 = 0; i27 < idx26; i27 += 1) { 
# 59
__attribute__((unused)) static Sample18< double>  sh_28; 
# 60
do { idx26 += sh_28.norm20(); } while (0); 
# 61
}  
# 62
if (((*acc24) + 25) <= idx26) { 
# 63
return; 
# 64
}  
# 65
} 
#endif
# 67 "v001301.cu"
int main() 
# 68
{ 
# 69
int size29 = 3917; 
# 70
size29 &= size29; 
# 71
run_reduce7(3U, ((size29 += 53), (size29 / sizeof(int)))); 
# 72
(__cudaPushCallConfiguration(dim3((size29 + 31) / 32, (size29 + 127) / 128), 3 + (3 + 250), 1024)) ? (void)0 : bump21_kernel(static_cast< double>(host_clamp11(size29, nullptr)), &size29, nullptr, (const short *)nullptr); 
# 73
if (size29 != 3) { 
# 74
return size29; 
# 75
}  
# 76
return 0; 
# 77
} 

# 1 "v001301.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__641b28b6_10_v001301_cu_4623fe10
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001301.cudafe1.stub.c"
#include "v001301.cudafe1.stub.c"
# 1 "v001301.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
