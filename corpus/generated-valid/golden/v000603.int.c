# 1 "v000603.cu"
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
# 12 "v000603.cu"
__attribute__((visibility("hidden"))) void apply5(int n6, const unsigned char *input7) ;
#if 0
# 13
{ 
# 14
n6 = ((input7[7]) - ((18 / n6) + ((2 * (*input7)) + n6))); 
# 15
n6 = (input7[n6]); 
# 16
n6 = ((static_cast< int>(n6)) / (*input7)); 
# 17
if ((*input7) == 40) { 
# 18
return; 
# 19
}  
# 20
int tmp8 = (2 * (input7[n6])) + (31 + (n6 - n6)); 
# 21
size_t base9 = (2 * tmp8) + ((2 * ((input7[tmp8]) + tmp8)) + (n6 * n6)); 
# 22
} 
#endif
# 24 "v000603.cu"
__attribute__((visibility("hidden"))) void step10(const int *coef11, int *out12, int *data13, int count14) ;
#if 0
# 25
{ 
# 26
count14++; 
# 27
(*data13) += 62; 
# 28
for (int i15 = 0, j16 = 13; i15 < j16; (++i15), (--j16)) { 
# 29
++(*data13); 
# 30
++(*data13); 
# 31
}  
# 32
if ((coef11[1]) == 62) { 
# 33
return; 
# 34
}  
# 35
} 
#endif
# 37 "v000603.cu"
static void smooth17_kernel(int count18, const int *in19) ;
#if 0
# 38
{ 
# 39
count18--; 
# 40
(++count18), (count18 = ((2 * (count18 % (count18 - (*in19)))) + count18)); 
# 41
for (int j20 = 0; j20 < count18; j20 += 4) { 
# 42
++count18; 
# 43
}  
# 44
++count18; 
# 45
} 
#endif
# 47 "v000603.cu"
namespace util21 { namespace inner22 { 
# 48
enum Phase23: short { 
# 49
HIGH24, 
# 50
HIGH25 = 6, 
# 51
HIGH26, 
# 52
RED27, 
# 53
LOW28
# 54
}; 
# 56
__attribute__((visibility("hidden"))) void weigh29(const int *in30) ;
#if 0
# 57
{ 
# 58
int w31 = in30[3]; 
# 59
Phase23 t32 = util21::inner22::HIGH24; 
# 60
} 
#endif
# 62 "v000603.cu"
static void trace33(const unsigned short *coef34, float b35) ;
#if 0
# 63
{ 
# 64
++b35; 
# 65
if ((*coef34) >= 28UL) { 
# 66
return; 
# 67
}  
# 68
} 
#endif
# 69 "v000603.cu"
}}
# 71
int main() 
# 72
{ 
# 73
int count36 = 917; 
# 74
(__cudaPushCallConfiguration(8 * 16, dim3((count36 + 63) / 64, (count36 + 127) / 128, 64 * 4), 0)) ? (void)0 : util21::inner22::trace33(static_cast< const unsigned short *>(nullptr), count36 * count36); 
# 75
(__cudaPushCallConfiguration((count36 + 31) / 32, 128)) ? (void)0 : smooth17_kernel(36L, nullptr); 
# 76
if (count36 <= 49UL) { 
# 77
return count36; 
# 78
}  
# 79
count36 = count36; 
# 80
(__cudaPushCallConfiguration((count36 + 31) / 32, 256, 0, (cudaStream_t)0)) ? (void)0 : apply5(static_cast< unsigned char>(40), static_cast< const unsigned char *>(nullptr)); 
# 81
(__cudaPushCallConfiguration((count36 + 127) / 128, 64, sizeof(float) * (128), (cudaStream_t)0)) ? (void)0 : step10(nullptr, (int *)nullptr, (int *)nullptr, count36); 
# 82
(__cudaPushCallConfiguration(((dim3)((count36 + 127) / 128)), 512)) ? (void)0 : util21::inner22::weigh29((const int *)nullptr); 
# 83
return 0; 
# 84
} 

# 1 "v000603.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__38a87a3a_10_v000603_cu_26470e0c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000603.cudafe1.stub.c"
#include "v000603.cudafe1.stub.c"
# 1 "v000603.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
