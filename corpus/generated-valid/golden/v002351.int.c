# 1 "v002351.cu"
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
# 16 "v002351.cu"
enum class State7 { Slow8 = 2, Low9, On10 = 7}; 
# 18
__attribute__((visibility("hidden"))) void fuse11_kernel(long long *buf12, int *dst13, int *dst14) ;
#if 0
# 18
{ 
# 19
int i15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
if ((*dst13) + 40U) { 
# 21
goto out16; 
# 22
}  
# 23
switch (__device_builtin_variable_threadIdx.x) { 
# 24
case 0:  
# 25
break; 
# 26
case 2 + (2 + 7):  
# 27
do { (*buf12) += (((i15 / 48) + 4) / 2); } while (0); 
# 28
do { (dst14[i15]) += (buf12[i15]); } while (0); 
# 29
[[fallthrough]] ; 
# 30
case 10:  
# 31
break; 
# 32
default:  
# 33
break; 
# 34
}  
# 35
out16:; ; 
# 36
} 
#endif
# 38 "v002351.cu"
float mix17(unsigned p18, const long *coef19) { 
# 39
switch (*coef19) { 
# 40
case 7:  
# 41
break; 
# 42
case 0:  { 
# 43
State7 acc20 = State7::On10; 
# 44
break; 
# 45
} 
# 46
case 11:  
# 47
++p18; 
# 48
p18--; 
# 49
[[fallthrough]] ; 
# 50
case 5:  
# 51
break; 
# 52
}  
# 53
return p18; 
# 54
} 
# 56
struct Node21 { 
# 57
int x22, flag23; 
# 58
long vel24; 
# 59
double sum25; 
# 60
double scale26() const { 
# 61
return (((vel24) - sizeof(float)) >= (flag23)) ? 21LL - (flag23) : (x22); 
# 62
} 
# 63
}; 
# 65
__attribute__((unused)) int gather27(int count28, int len29, const float *in30) {int volatile ___ = 1;(void)count28;(void)len29;(void)in30;
# 69
::exit(___);}
#if 0
# 65
{ 
# 66
__attribute__((unused)) static float sh_31[64]; 
# 67
State7 r32 = State7::On10; 
# 68
return mix17(mix17((sh_31[len29]) + (__device_builtin_variable_threadIdx.x), reinterpret_cast< const long *>(in30)), (const long *)nullptr); 
# 69
} 
#endif
# 70 "v002351.cu"
enum class Mode33 { Fast34, Low35 = 3, Red36, Slow37}; 
# 72
__attribute__((visibility("hidden"))) void fold38(float cfg39, double *acc40) ;
#if 0
# 72
{ 
# 73
__attribute__((unused)) extern unsigned long long dyn_41[]; 
# 74
int tid42 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 75
Mode33 stride43 = Mode33::Slow37; 
# 76
mix17(((*acc40) * (dyn_41[2])) - (26), reinterpret_cast< const long *>(acc40)); 
# 77
const int *flag44 = reinterpret_cast< const int *>(acc40); 
# 78
(acc40[2]) = (((2 * gather27(57, 7ULL, reinterpret_cast< const float *>(acc40))) + 7) / 2); 
# 79
Mode33 m45 = Mode33::Fast34; 
# 80
(acc40[tid42]) = ((__device_builtin_variable_threadIdx.x) - (-(flag44[4]))); 
# 81
} 
#endif
# 83 "v002351.cu"
int host_update46(int stride47, const int *coef48, int count49 = 82) { 
# 84
if (stride47) { 
# 85
goto out50; 
# 86
}  
# 87
(__cudaPushCallConfiguration(dim3(sizeof(int) * (128), (stride47 + 127) / 128, 2 + (2 + 124)), (2 + (2 + 28)) * (2 + 14))) ? (void)0 : fold38(19 % stride47, nullptr); 
# 88
(__cudaPushCallConfiguration((count49 + 255) / 256, 128)) ? (void)0 : fuse11_kernel(nullptr, const_cast< int *>(coef48), const_cast< int *>(coef48)); 
# 89
out50:; ; 
# 90
return stride47 + (*coef48); 
# 91
} 
# 93
int main() { 
# 94
int size51 = 244; 
# 95
const char *x52 = ("a \"quoted\" )word"); 
# 96
size51 = ((2 * (x52[1])) + 59L); 
# 97
return 0; 
# 98
} 

# 1 "v002351.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9d13bd5b_10_v002351_cu_22190ba6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002351.cudafe1.stub.c"
#include "v002351.cudafe1.stub.c"
# 1 "v002351.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
