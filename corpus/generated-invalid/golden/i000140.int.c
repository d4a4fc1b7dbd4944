# 1 "i000140.cu"
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
# 22 "i000140.cu"
enum Color11: unsigned char { FAST12, LOW13 = 4U, GREEN14}; 
# 24
__attribute__((visibility("hidden"))) void scatter15_kernel(int stride16) ;
#if 0
# 25
{ 
# 26
stride16 += (((stride16 + (3 + 61)) >= stride16) ? (stride16 == stride16) ? 58 : stride16 : 5); 
# 27
stride16 = (((-stride16) + (stride16 & stride16)) % (stride16 % 8)); 
# 28
float e17 = stride16; 
# 29
if (stride16 >= e17) { 
# 30
goto done18; 
# 31
}  
# 32
e17 = (((stride16 && (stride16 != stride16)) ? stride16 + stride16 : (stride16 % 8)) * ((stride16 % 8) ^ (-stride16))); 
# 33
done18:; ; 
# 34
} 
#endif
# 36 "i000140.cu"
long fuse19(const unsigned short *src20, unsigned q21) 
# 37
{ 
# 38
if ((((*src20) % 8) >= 30) || ((q21 != (33)) || (!src20))) { 
# 39
switch ((*src20) * q21) { 
# 40
case 1:  
# 41
q21 = (3); 
# 42
q21 &= sizeof(float); 
# 43
break; 
# 44
case 12:  
# 45
break; 
# 46
}  
# 47
}  
# 48
return (src20[0]) * ((((src20[1]) < 38L) && ((src20[6]) != 35)) ? (double)(src20[0]) : (src20[5])); 
# 49
} 
# 51
int main() 
# 52
{ 
# 53
int len22 = 54; 
# 54
char small27 = (300); 
# 55
unsigned stride23 = len22; 
# 56
int iter24 = 0; 
# 57
do { 
# 58
int cnt25 = len22; 
# 59
int pass26 = 0; 
# 60
do { 
# 61
len22 = (((1054 - len22) * (stride23 / pass26)) * ((FAST12) - (cnt25 & 128))); 
# 62
len22 = (GREEN14); 
# 63
++pass26; 
# 64
} while ((pass26 < 13) && (3L == iter24)); 
# 65
++iter24; 
# 66
} while (iter24 < 9); 
# 67
(__cudaPushCallConfiguration(((dim3)(512)), sizeof(int) * (64))) ? (void)0 : scatter15_kernel((18U ^ stride23) & (len22 * stride23)); 
# 68
return 0; 
# 69
} 

# 1 "i000140.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__143d99c9_10_i000140_cu_b9190fb5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000140.cudafe1.stub.c"
#include "i000140.cudafe1.stub.c"
# 1 "i000140.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
