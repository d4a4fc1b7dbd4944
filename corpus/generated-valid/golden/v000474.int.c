# 1 "v000474.cu"
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
# 22 "v000474.cu"
__attribute__((visibility("hidden"))) void drift9_kernel(const float *__restrict__ in10) ;
#if 0
# 22
{ 
# 23
if ((-(*in10)) < (in10[1])) { 
# 24
return; 
# 25
}  
# 26
auto f11 = *in10; 
# 27
} 
#endif
# 29 "v000474.cu"
template< class T, class U> __attribute__((unused)) T 
# 30
sweep12(U *data13, int *acc14) {int volatile ___ = 1;(void)data13;(void)acc14;
# 38
::exit(___);}
#if 0
# 30
{ 
# 31
(*acc14)++; 
# 32
(acc14[4]) = 5; 
# 33
(*acc14) = 18; 
# 34
--(data13[1]); 
# 35
unsigned sum15 = ((acc14[5]) == (*data13)) ? (*data13) + 64 : 25; 
# 36
(acc14[3])++; 
# 37
return (21.25); 
# 38
} 
#endif
# 40 "v000474.cu"
namespace _GLOBAL__N__5a973f98_10_v000474_cu_74419118 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__5a973f98_10_v000474_cu_74419118; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__5a973f98_10_v000474_cu_74419118 __attribute__((visibility("hidden")))  { 
# 41
static void march16(float b17, char cfg18, int len19) ;
#if 0
# 41
{ 
# 42
if (sweep12< double, int> (&len19, &len19) >= len19) { 
# 43
return; 
# 44
}  
# 45
if ((len19 >= b17) || (b17 < (11))) { 
# 46
return; 
# 47
}  
# 48
--b17; 
# 49
len19 = sweep12< int, float> ((float *)nullptr, &len19); 
# 50
sweep12< double, float> (&b17, (int *)nullptr); 
# 51
if (!(b17 >= len19)) { 
# 52
return; 
# 53
}  
# 54
if ((b17 + b17) >= (22)) { 
# 55
return; 
# 56
}  
# 57
} 
#endif
# 58 "v000474.cu"
}
# 60
__attribute__((visibility("hidden"))) void step20_kernel(double a21, const float *__restrict__ in22) ;
#if 0
# 60
{ 
# 61
if (float y23{(33)}; (sweep12< int, long> (nullptr, (int *)nullptr)) > 43L) { 
# 62
y23 = (in22[2]); 
# 63
unsigned char s24 = sweep12< int, unsigned> (nullptr, nullptr); 
# 64
a21 = s24; 
# 65
}  
# 66
} 
#endif
# 68 "v000474.cu"
__attribute__((visibility("hidden"))) void grow25(long *out26, unsigned long *acc27) ;
#if 0
# 68
{ 
# 69
if ((*acc27) != (acc27[0])) { 
# 70
return; 
# 71
}  
# 72
sweep12< int, double> (nullptr, nullptr); 
# 73
if (((acc27[3]) + (60)) < (*acc27)) { 
# 74
return; 
# 75
}  
# 76
if (!((*acc27) == (27L))) { 
# 77
return; 
# 78
}  
# 79
--(*acc27); 
# 80
} 
#endif
# 82 "v000474.cu"
__attribute__((unused)) float norm28(int count29) {int volatile ___ = 1;(void)count29;
# 86
::exit(___);}
#if 0
# 82
{ 
# 83
count29 = (sizeof(int)); 
# 84
__attribute__((unused)) static float sh_30; 
# 85
return ((count29 * count29) + count29) / ((sh_30 / (4575U)) * (sh_30 - sh_30)); 
# 86
} 
#endif
# 88 "v000474.cu"
static int check_step31(unsigned long *out32, float *data33, int len34) { 
# 89
len34 = (((8 < ((len34 < len34) ? len34 : len34)) || ((data33[len34]) < len34)) ? 7L : (6)); 
# 90
double cnt35(*out32); 
# 91
if ((out32 != (nullptr)) && (len34 >= 27)) { 
# 92
goto finish36; 
# 93
}  
# 94
if (*out32) { 
# 95
return len34; 
# 96
}  
# 97
finish36:; ; 
# 98
return data33[0]; 
# 99
} 
# 101
int main() { 
# 102
int len37 = 2204; 
# 103
(__cudaPushCallConfiguration(((dim3)(2 * 4)), 256, 0, nullptr)) ? (void)0 : drift9_kernel(nullptr); 
# 104
(__cudaPushCallConfiguration(dim3(2, (len37 + 255) / 256), dim3((len37 + 127) / 128, (len37 + 127) / 128, (len37 + 31) / 32))) ? (void)0 : step20_kernel(len37, (const float *)nullptr); 
# 105
(__cudaPushCallConfiguration(dim3((len37 + 127) / 128, 256, 3 + (12 + 1)), dim3((len37 + 255) / 256, 128), 256, 0)) ? (void)0 : march16(check_step31((size_t *)nullptr, nullptr, len37), (len37 < check_step31((size_t *)nullptr, (float *)nullptr, sizeof(float))) ? len37 : check_step31((size_t *)nullptr, (float *)nullptr, sizeof(float)), (5 * len37) * 2); 
# 106
(__cudaPushCallConfiguration(12 + 116, 128)) ? (void)0 : grow25(nullptr, (unsigned long *)nullptr); 
# 107
return 0; 
# 108
} 

# 1 "v000474.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5a973f98_10_v000474_cu_74419118
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000474.cudafe1.stub.c"
#include "v000474.cudafe1.stub.c"
# 1 "v000474.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
