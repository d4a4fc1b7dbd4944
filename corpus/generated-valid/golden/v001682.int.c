# 1 "v001682.cu"
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
# 24 "v001682.cu"
__attribute__((visibility("hidden"))) void tally8_kernel(const long *in9, int lane10, const int *coef11) ;
#if 0
# 24
{ 
# 25
lane10 = ((*coef11) - (in9[lane10])); 
# 26
lane10++; 
# 27
switch (lane10) { 
# 28
case 12:  { 
# 29
char idx12[2 * 2] = {}; 
# 30
__attribute__((unused)) static float sh_13[8]; 
# 31
break; 
# 32
} 
# 33
case 10:  
# 34
break; 
# 35
case 7:  
# 36
break; 
# 37
default:  
# 38
break; 
# 39
}  
# 40
} 
#endif
# 42 "v001682.cu"
unsigned long check_count14(const unsigned *__restrict__ input15) { 
# 43
auto op19 = [=](auto mid16, auto acc17) { 
# 44
const char *s18 = "AB"; 
# 45
acc17++; 
# 46
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : tally8_kernel(nullptr, 36 + ((2 * mid16) + 8), static_cast< const int *>(nullptr)); 
# 47
return mid16 * 2; 
# 48
} ; typedef decltype(op19) __T0;
# 49
op19(static_cast< int>(input15[5]), 7); 
# 50
(__cudaPushCallConfiguration(4, 1 << 6)) ? (void)0 : tally8_kernel((const long *)nullptr, *input15, nullptr); 
# 51
switch (*input15) { 
# 52
case 9:  { 
# 53
char s20 = ((*input15) / 127L) * (op19(static_cast< int>(input15[6]), 7) + 12); 
# 54
break; 
# 55
} 
# 56
case 11:  
# 57
break; 
# 58
case 2:  
# 59
break; 
# 60
}  
# 61
return input15[0]; 
# 62
} 
# 64
int main() { 
# 65
int len21 = 1605; 
# 66
len21 ^= len21; 
# 67
(__cudaPushCallConfiguration((len21 + 31) / 32, 64)) ? (void)0 : tally8_kernel(nullptr, (9 + len21) ^ ('z'), static_cast< const int *>(nullptr)); 
# 68
const char *lo22 = ("warp size"); 
# 69
if (len21 < (lo22[0])) { 
# 70
return len21; 
# 71
}  
# 72
(__cudaPushCallConfiguration((len21 + 255) / 256, 16 + 16)) ? (void)0 : tally8_kernel(static_cast< const long *>(nullptr), 2, &len21); 
# 73
return 0; 
# 74
} 

# 1 "v001682.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__16135d2a_10_v001682_cu_874649e9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001682.cudafe1.stub.c"
#include "v001682.cudafe1.stub.c"
# 1 "v001682.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
