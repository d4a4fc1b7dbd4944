# 1 "v000229.cu"
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
# 10 "v000229.cu"
__attribute__((visibility("hidden"))) void march3_kernel(const unsigned *input4, const unsigned long *src5, const int *in6) ;
#if 0
# 10
{ 
# 11
int t7 = 3242; 
# 12
for (int n8 = 0, j9 = 14; n8 < j9; (++n8), (--j9)) { 
# 13
--t7; 
# 14
if ((src5[0]) == (40L << (in6[j9]))) { 
# 15
if ((((src5[4]) + (53)) + (6)) > (__device_builtin_variable_blockDim.x)) { 
# 16
break; 
# 17
}  
# 18
} else { if (long prod10 = (int)(((28) % (__device_builtin_variable_threadIdx.x)) * (in6[j9])); (short)j9) { 
# 19
t7--; 
# 20
prod10 = (36LL); 
# 21
} else { 
# 22
}  }  
# 23
}  
# 24
} 
#endif
# 25 "v000229.cu"
static int d_grow11; 
# 27
__attribute__((visibility("hidden"))) void pivot12_kernel(int *dst13, float cfg14, double *out15) ;
#if 0
# 27
{ 
# 28
unsigned gid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
if ((out15[__device_builtin_variable_warpSize]) == (25UL)) { 
# 30
return; 
# 31
}  
# 32
int e17 = (-47); 
# 33
int lo18 = 53L >> d_grow11; 
# 34
if (!e17) { 
# 35
goto out19; 
# 36
}  
# 37
if (dst13 == (nullptr)) { 
# 38
return; 
# 39
}  
# 40
out19:; ; 
# 41
} 
#endif
# 42 "v000229.cu"
static void scale20(const float *input21, const float *coef22) { 
# 43
if (!((input21[2]) >= (29))) { 
# 44
return; 
# 45
}  
# 46
constexpr int lo23 = 10; 
# 47
} 
# 48
constexpr inline int STEPS24 = 4; 
# 49
__attribute__((visibility("hidden"))) void pack25_kernel(const short *src26, int len27, int n28) ;
#if 0
# 49
{ 
# 50
__attribute__((unused)) extern int dyn_29[]; 
# 51
unsigned i30 = __device_builtin_variable_threadIdx.x; 
# 52
if (i30 >= len27) { 
# 53
return; 
# 54
}  
# 55
const signed char *x31 = reinterpret_cast< const signed char *>(src26); 
# 56
if (((d_grow11 += 30), STEPS24) <= 4U) { 
# 57
goto done33; 
# 58
}  
# 59
if (STEPS24 > len27) { 
# 60
return; 
# 61
}  
# 62
if (n28 < i30) { 
# 63
if ((56U != (src26[len27])) && ((*src26) >= sizeof(long long))) { 
# 64
return; 
# 65
}  
# 66
int pass32 = 0; 
# 67
while (pass32 < len27) { 
# 68
len27++; 
# 69
if ((i30 == (51)) || (d_grow11 <= 33)) { 
# 70
return; 
# 71
}  
# 72
++pass32; 
# 73
}  
# 74
} else { if ((sizeof(double) >> i30) > ((__device_builtin_variable_warpSize + STEPS24) >> 6)) { 
# 75
} else { 
# 76
}  }  
# 77
done33:; ; 
# 78
} 
#endif
# 79 "v000229.cu"
int main() { 
# 80
int count34 = 3283; 
# 81
{ 
# 82
dim3 diff35 = dim3(4, 32, 1); 
# 83
float tmp36 = ((+count34) * (51 % count34)) + (STEPS24 >> count34); 
# 84
} 
# 85
(__cudaPushCallConfiguration(dim3(8, 2), ((dim3)((count34 + 127) / 128)), (STEPS24 + (STEPS24 + 24)) * (STEPS24 + 4), 0)) ? (void)0 : pivot12_kernel(nullptr, STEPS24, (double *)nullptr); 
# 86
do { count34 += count34; } while (0); 
# 87
(__cudaPushCallConfiguration((count34 + 255) / 256, dim3((count34 + 255) / 256, 1, (STEPS24 + (STEPS24 + (STEPS24 + (STEPS24 + 16)))) * 4), 1024, nullptr)) ? (void)0 : march3_kernel(nullptr, nullptr, static_cast< const int *>(nullptr)); 
# 88
(__cudaPushCallConfiguration((count34 + 255) / 256, sizeof(unsigned) * (16), (STEPS24 + (STEPS24 + (STEPS24 + 244))) * 16, nullptr)) ? (void)0 : pack25_kernel((const short *)nullptr, STEPS24, 39); 
# 89
return 0; 
# 90
} 

# 1 "v000229.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b6448b28_10_v000229_cu_d6b600c5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000229.cudafe1.stub.c"
#include "v000229.cudafe1.stub.c"
# 1 "v000229.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
