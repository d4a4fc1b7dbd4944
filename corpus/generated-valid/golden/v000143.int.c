# 1 "v000143.cu"
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
# 11 "v000143.cu"
__attribute__((visibility("hidden"))) void march3_kernel(const signed char *input4, long *data5, const int *__restrict__ src6) ;
#if 0
# 11
{ 
# 12
int i7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
if (i7 > 7) { 
# 14
goto done11; 
# 15
}  
# 16
(*data5) <<= ((24) - (static_cast< unsigned>(__device_builtin_variable_gridDim.z))); 
# 17
(data5[i7]) = (data5[5]); 
# 18
for (int j8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j8 < 6; j8 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 19
int w9 = (+j8) + 24; 
# 20
double val10 = (src6[j8 & 7]) + ((7) * ((__device_builtin_variable_gridDim.y) >> 2)); 
# 21
}  
# 22
done11:; ; 
# 23
} 
#endif
# 26 "v000143.cu"
struct __attribute((aligned(8))) Particle12 { 
# 27
float id13; 
# 28
unsigned hi14; 
# 29
}; 
# 32
__attribute__((visibility("hidden"))) void filter15(int n16, const unsigned *coef17, const unsigned char *coef18, int count19) ;
#if 0
# 32
{ 
# 33
int tid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
if (tid20 >= n16) { 
# 35
return; 
# 36
}  
# 37
count19++; 
# 38
--n16; 
# 39
} 
#endif
# 41 "v000143.cu"
int accum21(Particle12 b22, Particle12 p23) { 
# 42
int v24 = (-41); 
# 43
double val25 = p23.hi14; 
# 44
v24 ^= 24; 
# 45
if ((v24 ^ 48) >= 59) { 
# 46
return 24; 
# 47
}  
# 48
if ((val25 * (24)) >= (b22.hi14)) { 
# 49
return b22.hi14; 
# 50
}  
# 51
return 34; 
# 52
} 
# 54
__attribute__((unused)) float warp26(const unsigned *__restrict__ in27, unsigned q28, char *__restrict__ out29) {int volatile ___ = 1;(void)in27;(void)q28;(void)out29;
# 60
::exit(___);}
#if 0
# 54
{ 
# 55
if ((q28 * (*in27)) != (*in27)) { 
# 56
return accum21(Particle12{(1.0F), q28}, Particle12{static_cast< float>(*out29), (17)}); 
# 57
}  
# 58
double cnt30(~q28); 
# 59
return -30; 
# 60
} 
#endif
# 62 "v000143.cu"
unsigned long long check_gather31(Particle12 a32) { 
# 63
(a32.id13) -= ((a32.id13) + (24)); 
# 64
a32 = Particle12{(22.25F), ('z')}; 
# 65
cudaStream_t stride33 = ((cudaStream_t)0); 
# 66
(a32.hi14) >>= (((short)45UL) % ((accum21(Particle12{(6.0F), (27)}, a32)) & (a32.hi14))); 
# 67
return (((float)(3.25F)) + (accum21(Particle12{}, Particle12{(3412), (6)}))) + (-accum21(a32, a32)); 
# 68
} 
# 70
int main() { 
# 71
int len34 = 853; 
# 72
(__cudaPushCallConfiguration(dim3(4 * 2, 2), 32, sizeof(float) * (256))) ? (void)0 : filter15(len34 | (len34 & 24), nullptr, nullptr, ((len34 - 34) == 23U) ? len34 : accum21(Particle12{}, Particle12{(2.375F), (8)})); 
# 73
len34 = accum21(Particle12{(-(24.625F)), 5U}, Particle12{(21L), (static_cast< unsigned>(42U))}); 
# 74
cudaStream_t e35 = (0); 
# 75
if (check_gather31(Particle12{(20.625F), (62)})) { 
# 76
return static_cast< int>((len34 > len34) ? len34 : len34); 
# 77
}  
# 78
check_gather31(Particle12{(3.875F), 4U}); 
# 79
(__cudaPushCallConfiguration(((dim3)(32)), dim3((len34 + 31) / 32, (len34 + 255) / 256, 16))) ? (void)0 : march3_kernel((const signed char *)nullptr, nullptr, static_cast< const int *>(nullptr)); 
# 80
return 0; 
# 81
} 

# 1 "v000143.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d02dec42_10_v000143_cu_680ec616
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000143.cudafe1.stub.c"
#include "v000143.cudafe1.stub.c"
# 1 "v000143.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
