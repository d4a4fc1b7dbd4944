# 1 "v001526.cu"
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
# 15 "v001526.cu"
__attribute__((visibility("hidden"))) void shade4(float *__restrict__ out5, int n6, const char *__restrict__ coef7, unsigned b8) ;
#if 0
# 16
{ 
# 17
n6 |= (coef7[(__device_builtin_variable_blockIdx.z) & (7)]); 
# 18
int lim9 = __device_builtin_variable_threadIdx.x; 
# 19
double e10(lim9); 
# 20
n6--; 
# 21
int y11 = 43; 
# 22
float s12 = n6; 
# 23
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 26 "v001526.cu"
template< class T, class U> static void 
# 27
__wrapper__device_stub_sweep13(U &q14, float *&data15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 28
{ 
# 29
auto lo16 = 42U + ((((data15[6]) < (16)) ? __device_builtin_variable_blockIdx.z : q14) + (*data15)); 
# 30
int s17 = (((__device_builtin_variable_threadIdx.x) >= q14) && (lo16 >= (__device_builtin_variable_threadIdx.x)) && (((__device_builtin_variable_gridDim.y) ^ (64)) >= (6))) ? (__alignof__(char)) * (*data15) : (((61) % (__device_builtin_variable_threadIdx.x)) & ((25) % (__device_builtin_variable_threadIdx.z))); 
# 31
if (((-q14) / 3) >= lo16) { 
# 32
if ((__device_builtin_variable_threadIdx.x) & (1)) { 
# 33
float r18 = ((((float)(data15[1])) < (*data15)) ? s17 | 59U : (2)) % ((((data15[s17]) != (55)) && (q14 <= lo16)) ? 9 + s17 : ((q14 += s17), 13)); 
# 34
(data15[s17 & 7]) = ((s17 += s17), ((s17 & 1) ? r18 : ((int)59))); 
# 35
}  
# 36
} else { if (s17) { 
# 37
} else { 
# 38
}  }  
# 39
} 
#endif

#pragma GCC diagnostic pop

# 26 "v001526.cu"
template< class T, class U> static void 
# 27
sweep13(U q14, float *data15) 
# 28
{__wrapper__device_stub_sweep13<T,U>(q14,data15);
# 39
return;}
#if 0
# 28
{ 
# 29
auto lo16 = 42U + ((((data15[6]) < (16)) ? __device_builtin_variable_blockIdx.z : q14) + (*data15)); 
# 30
int s17 = (((__device_builtin_variable_threadIdx.x) >= q14) && (lo16 >= (__device_builtin_variable_threadIdx.x)) && (((__device_builtin_variable_gridDim.y) ^ (64)) >= (6))) ? (__alignof__(char)) * (*data15) : (((61) % (__device_builtin_variable_threadIdx.x)) & ((25) % (__device_builtin_variable_threadIdx.z))); 
# 31
if (((-q14) / 3) >= lo16) { 
# 32
if ((__device_builtin_variable_threadIdx.x) & (1)) { 
# 33
float r18 = ((((float)(data15[1])) < (*data15)) ? s17 | 59U : (2)) % ((((data15[s17]) != (55)) && (q14 <= lo16)) ? 9 + s17 : ((q14 += s17), 13)); 
# 34
(data15[s17 & 7]) = ((s17 += s17), ((s17 & 1) ? r18 : ((int)59))); 
# 35
}  
# 36
} else { if (s17) { 
# 37
} else { 
# 38
}  }  
# 39
} 
#endif
# 41 "v001526.cu"
__attribute__((visibility("hidden"))) void scatter19_kernel(int *__restrict__ data20) ;
#if 0
# 42
{ 
# 43
int idx21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
(--(data20[__device_builtin_variable_warpSize])), ((*data20) -= ((((__device_builtin_variable_gridDim.y) + (57)) > (idx21 + idx21)) ? 47UL - ((*data20) & idx21) : ((-idx21) | (((*data20) += 60U), sizeof(int))))); 
# 45
__attribute__((unused)) static int sh_22; 
# 46
if (((__device_builtin_variable_threadIdx.z) % (6)) == (data20[7])) { 
# 47
goto finish23; 
# 48
}  
# 49
sh_22 -= ((idx21 + (static_cast< float>(6))) / ((sh_22 += 64), (6 & sh_22))); 
# 50
static_assert((63 == 63), "bad config");
# 51
finish23:; ; 
# 52
} 
#endif
# 54 "v001526.cu"
float host_mix24(int lane25, unsigned *out26) 
# 55
{ 
# 56
(out26[lane25]) *= (~(*out26)); 
# 57
if (((+(out26[2])) - lane25) <= (39)) { 
# 58
float lim27 = (unsigned char)(lane25 * ((*out26) * (*out26))); 
# 59
int w28 = (62L); 
# 60
} else { if (!((lane25 < lane25) && (6 == lane25))) { }  }  
# 61
return (unsigned)(((out26[lane25 & 7]) / (4238)) - (static_cast< int>(*out26))); 
# 62
} 
# 64
int main() 
# 65
{ 
# 66
int len29 = 1014; 
# 67
len29++; 
# 68
++len29; 
# 69
len29--; 
# 70
float *acc30 = (nullptr); 
# 71
(__cudaPushCallConfiguration(16, 512, (4 * 2) + 1016)) ? (void)0 : shade4((float *)nullptr, 14, (const char *)nullptr, 1400); 
# 72
(__cudaPushCallConfiguration((len29 + 127) / 128, 128 * 2, 0)) ? (void)0 : sweep13< int, float> ((1640LL * len29) | len29, acc30); 
# 73
(__cudaPushCallConfiguration(dim3(8, 1, sizeof(float) * (4)), dim3((len29 + 255) / 256, (len29 + 31) / 32, 1), sizeof(float) * (256), (cudaStream_t)0)) ? (void)0 : scatter19_kernel(nullptr); 
# 74
return 0; 
# 75
} 

# 1 "v001526.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5555a072_10_v001526_cu_5ae0c162
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001526.cudafe1.stub.c"
#include "v001526.cudafe1.stub.c"
# 1 "v001526.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
