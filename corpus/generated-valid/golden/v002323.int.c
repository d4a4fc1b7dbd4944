# 1 "v002323.cu"
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
# 17 "v002323.cu"
static unsigned char d_smooth8; 
# 19
__attribute__((visibility("hidden"))) void warp9_kernel(int len10, char *dst11, const unsigned long *coef12) ;
#if 0
# 19
{ 
# 20
int tid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
d_smooth8 = (*dst11); 
# 22
if (!(len10 != 12UL)) { 
# 23
return; }  
# 24
} 
#endif
# 25 "v002323.cu"
static float d_filter14; 
# 27
inline int reduce15(const int *input16, unsigned alpha17, int count18) { 
# 28
if ((input16[alpha17 & (7)]) < alpha17) { 
# 29
goto skip20; 
# 30
}  
# 31
switch (alpha17 - alpha17) { 
# 32
case 1 << 2:  
# 33
break; 
# 34
case 7:  { 
# 35
float flag19 = input16[alpha17 & (7)]; 
# 36
break; 
# 37
} 
# 38
case 0:  
# 39
alpha17 = (19); 
# 40
break; 
# 41
default:  
# 42
break; 
# 43
}  
# 44
skip20:; ; 
# 45
return (input16[alpha17 & (7)]) * 19; 
# 46
} 
# 48
namespace ops21 { namespace sub22 { 
# 49
enum class Kind23 { 
# 50
Fast24, 
# 51
Fast25 = 3, 
# 52
Blue26, 
# 53
Slow27, 
# 54
Busy28
# 55
}; 
# 57
inline void step29(int stride30) { 
# 58
unsigned flag31 = (stride30 * (19 - stride30)) / (46UL + stride30); 
# 59
if (flag31 <= (19)) { 
# 60
goto finish33; 
# 61
}  
# 62
switch ((stride30 & 1) ? 58U : (50)) { 
# 63
case 7:  
# 64
break; 
# 65
case 12:  { 
# 66
long x32 = (__alignof__(float)); 
# 67
flag31 = ((2) * flag31); 
# 68
break; 
# 69
} 
# 70
}  
# 71
finish33:; ; 
# 72
} 
# 73
}}
# 75
static unsigned check_norm34(const float *coef35) { 
# 76
if ((*coef35) >= (*coef35)) { 
# 77
return (((*coef35) < (coef35[2])) ? 15U : 57L) & 54L; }  
# 78
(__cudaPushCallConfiguration(19 + (19 + 90), 32)) ? (void)0 : warp9_kernel(58, nullptr, nullptr); 
# 79
return 0; 
# 80
} 
# 82
int main() { 
# 83
int size36 = 3809; 
# 84
size36 = (19 & (size36 + (size36 * size36))); 
# 85
(__cudaPushCallConfiguration(dim3((size36 + 31) / 32, 16, (size36 + 127) / 128), 19 + 237)) ? (void)0 : warp9_kernel((48) & (size36 * 30UL), nullptr, nullptr); 
# 86
if (size36 != (size36 % size36)) { 
# 87
(__cudaPushCallConfiguration(dim3((size36 + 31) / 32, 2), 256)) ? (void)0 : warp9_kernel(((size36 > (U'\x61')) ? size36 : (U'\x61')) + (13), (char *)nullptr, nullptr); 
# 88
size36 = (size36 ^ (-(size36 - 62))); 
# 89
} else { 
# 90
ops21::sub22::Kind23 prod37 = ops21::sub22::Kind23::Fast24; 
# 91
}  
# 92
return 0; 
# 93
} 

# 1 "v002323.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__853aa9c0_10_v002323_cu_ac936d2a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002323.cudafe1.stub.c"
#include "v002323.cudafe1.stub.c"
# 1 "v002323.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
