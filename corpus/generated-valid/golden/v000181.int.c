# 1 "v000181.cu"
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
# 14 "v000181.cu"
int check_pivot4(const int *__restrict__ input5, const int *__restrict__ src6, int stride7) { 
# 15
if ((input5[5]) != stride7) { 
# 16
switch (static_cast< unsigned>(*input5)) { 
# 17
case 0:  { 
# 18
unsigned w8 = static_cast< float>((input5[stride7 & 7]) - (*input5)); 
# 19
w8--; 
# 20
break; 
# 21
} 
# 22
case 5 * 2:  { 
# 23
int h9 = 7; 
# 24
[[fallthrough]] ; 
# 25
} 
# 26
case sizeof(float) * (2):  
# 27
break; 
# 28
case 6:  { 
# 29
double flag10{(9)}; 
# 30
break; 
# 31
} 
# 32
default:  
# 33
break; 
# 34
}  
# 35
}  
# 36
return 2; 
# 37
} 
# 38
static int d_sweep11; 
# 40
__attribute__((visibility("hidden"))) void decay12_kernel(const double *__restrict__ in13, long long q14, float *buf15) ;
#if 0
# 40
{ 
# 41
__attribute__((unused)) extern unsigned dyn_16[]; 
# 42
unsigned idx17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
int pass18 = 0; 
# 44
do { 
# 45
(*buf15) = (((20) * ((*buf15) * (__device_builtin_variable_blockIdx.z))) * (pass18 % (((__device_builtin_variable_blockIdx.y) == (16)) ? idx17 : (7)))); 
# 46
(dyn_16[pass18]) = 4954U; 
# 47
++pass18; 
# 48
} while (pass18 < 11); 
# 49
bool z19 = __device_builtin_variable_blockIdx.x; 
# 50
} 
#endif
# 52 "v000181.cu"
static void split20(const int *input21) ;
#if 0
# 52
{ 
# 53
switch (__device_builtin_variable_blockDim.x) { 
# 54
case sizeof(unsigned) * (3):  
# 55
break; 
# 56
case 1 << 3:  { 
# 57
if (!((d_sweep11 - 27L) <= (53U))) { 
# 58
float s22 = ((__device_builtin_variable_blockDim.z) | (input21[d_sweep11])) + d_sweep11; 
# 59
s22 = ((d_sweep11 - d_sweep11) | (input21[d_sweep11])); 
# 60
}  
# 61
int r23 = (d_sweep11 & 7) * (__device_builtin_variable_blockDim.x); 
# 62
break; 
# 63
} 
# 64
case 3:  { 
# 65
if (((__device_builtin_variable_gridDim.z) == (*input21)) || ((input21[5]) < 16)) { 
# 66
return; 
# 67
}  
# 68
float w24 = +((input21 != (nullptr)) ? static_cast< long>(input21[d_sweep11]) : (30)); 
# 69
break; 
# 70
} 
# 71
default:  
# 72
break; 
# 73
}  
# 74
} 
#endif
# 76 "v000181.cu"
int main() { 
# 77
int size25 = 3815; 
# 78
if ((check_pivot4(&size25, &size25, size25)) == sizeof(int)) { 
# 79
return (size25 << 10) / size25; 
# 80
}  
# 81
(__cudaPushCallConfiguration(16 + 112, 1 << 5, sizeof(double) * (64))) ? (void)0 : decay12_kernel(nullptr, (size25 * 4) * check_pivot4(&size25, nullptr, size25), (float *)nullptr); 
# 82
if (((size25 != 2) || (size25 <= size25)) || ((size25 & 1) || (__alignof__(int) == size25))) { 
# 83
const char *idx26 = ("AB"); 
# 84
(__cudaPushCallConfiguration(dim3(7 + (16 + (7 + (7 + 91))), (size25 + 63) / 64), 1 << 7, sizeof(float) * (256))) ? (void)0 : split20(&size25); 
# 85
++size25; 
# 86
}  
# 87
return 0; 
# 88
} 

# 1 "v000181.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bfd4c9c8_10_v000181_cu_762d4267
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000181.cudafe1.stub.c"
#include "v000181.cudafe1.stub.c"
# 1 "v000181.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
