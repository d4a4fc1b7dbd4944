# 1 "v001798.cu"
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
# 7 "v001798.cu"
__attribute__((visibility("hidden"))) void accum2_kernel(int n3, float *acc4, const int *coef5, int lane6) ;
#if 0
# 8
{ 
# 9
int i7 = __device_builtin_variable_threadIdx.x; 
# 10
if (((acc4[2]) > i7) || (26 != n3)) { 
# 11
return; 
# 12
}  
# 13
(*acc4) = (9 / lane6); 
# 14
char *v8 = (static_cast< char *>(nullptr)); 
# 15
(++(acc4[5])), ((acc4[5]) -= ((29 + lane6) & (__device_builtin_variable_blockDim.x))); 
# 16
} 
#endif
# 17 "v001798.cu"
enum State9 { ON10, SLOW11, IDLE12, OFF13}; 
# 20
__attribute__((visibility("hidden"))) void spread14(long long *acc15, unsigned b16) ;
#if 0
# 21
{ 
# 22
unsigned tid17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
b16 = (IDLE12); 
# 24
(*acc15) = 25LL; 
# 25
long long *base18 = (static_cast< long long *>(nullptr)); 
# 26
State9 s19 = OFF13; 
# 27
} 
#endif
# 29 "v001798.cu"
__attribute__((visibility("hidden"))) void filter20(int len21, State9 beta22, unsigned *data23) ;
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern float dyn_24[]; 
# 32
unsigned gid25 = __device_builtin_variable_threadIdx.x; 
# 33
len21 += sizeof(unsigned long); 
# 34
for (int it26 = 0; it26 < (sizeof(unsigned) * (OFF13)); ++it26) { 
# 35
(data23[7]) %= (it26 + ((data23[3]) * ((int)(__device_builtin_variable_threadIdx.x)))); 
# 36
double z27[(SLOW11) + (OFF13)]{((3.875F)), (-(21.625F)), (static_cast< double>((3.75))), static_cast< double>(len21)}; 
# 37
}  
# 38
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 41 "v001798.cu"
template< class T, int N> static void 
# 42
__wrapper__device_stub_step28(T &alpha29, unsigned long long *&buf30, float &a31) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 43
{ 
# 44
__attribute__((unused)) extern float dyn_32[]; 
# 45
(*buf30) *= (SLOW11); 
# 46
int w33 = 0; 
# 47
if (((T)__device_builtin_variable_warpSize) >= (__device_builtin_variable_blockDim.y)) { 
# 48
goto skip35; 
# 49
}  
# 50
while (w33 < 3) { 
# 51
if (((N) | (__device_builtin_variable_blockDim.x)) <= a31) { 
# 52
} else { if (((a31 += (15.0F)), SLOW11) < (static_cast< int>(w33))) { 
# 53
const T q34 = +(((2) * ((*buf30) - (buf30[w33 & 7]))) + w33); 
# 54
}  }  
# 55
++w33; 
# 56
}  
# 57
(dyn_32[__device_builtin_variable_threadIdx.x])++; 
# 58
skip35:; ; 
# 59
} 
#endif

#pragma GCC diagnostic pop

# 41 "v001798.cu"
template< class T, int N> static void 
# 42
step28(T alpha29, unsigned long long *buf30, float a31) 
# 43
{__wrapper__device_stub_step28<T,N>(alpha29,buf30,a31);
# 59
return;}
#if 0
# 43
{ 
# 44
__attribute__((unused)) extern float dyn_32[]; 
# 45
(*buf30) *= (SLOW11); 
# 46
int w33 = 0; 
# 47
if (((T)__device_builtin_variable_warpSize) >= (__device_builtin_variable_blockDim.y)) { 
# 48
goto skip35; 
# 49
}  
# 50
while (w33 < 3) { 
# 51
if (((N) | (__device_builtin_variable_blockDim.x)) <= a31) { 
# 52
} else { if (((a31 += (15.0F)), SLOW11) < (static_cast< int>(w33))) { 
# 53
const T q34 = +(((2) * ((*buf30) - (buf30[w33 & 7]))) + w33); 
# 54
}  }  
# 55
++w33; 
# 56
}  
# 57
(dyn_32[__device_builtin_variable_threadIdx.x])++; 
# 58
skip35:; ; 
# 59
} 
#endif
# 61 "v001798.cu"
int main() 
# 62
{ 
# 63
int count36 = 1463; 
# 64
int w37 = 0; 
# 65
while (w37 < w37) { 
# 66
float res38 = (-45); 
# 67
const long long lo39 = ((int)((res38 <= res38) ? w37 : (SLOW11))) + w37; 
# 68
res38 /= (19.125F); 
# 69
++w37; 
# 70
}  
# 71
(__cudaPushCallConfiguration((w37 + 63) / 64, 64)) ? (void)0 : accum2_kernel(ON10, static_cast< float *>(nullptr), static_cast< const int *>(nullptr), w37); 
# 72
(__cudaPushCallConfiguration((SLOW11) + ((IDLE12) + (SLOW11)), sizeof(unsigned) * ((OFF13) + ((OFF13) + 58)), (OFF13) + 1021)) ? (void)0 : spread14(nullptr, count36); 
# 73
(__cudaPushCallConfiguration((OFF13) + 29, (IDLE12) + ((SLOW11) + ((IDLE12) + 123)), sizeof(double) * (32))) ? (void)0 : filter20(44, IDLE12, (unsigned *)nullptr); 
# 74
return 0; 
# 75
} 

# 1 "v001798.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8f92475b_10_v001798_cu_c9873507
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001798.cudafe1.stub.c"
#include "v001798.cudafe1.stub.c"
# 1 "v001798.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
