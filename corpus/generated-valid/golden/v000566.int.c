# 1 "v000566.cu"
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
# 7 "v000566.cu"
__attribute__((visibility("hidden"))) void shade2(float *out3, const int *input4) ;
#if 0
# 7
{ 
# 8
unsigned i5 = __device_builtin_variable_threadIdx.x; 
# 9
(out3[2]) += ((out3[1]) * (sizeof(float))); 
# 10
if (out3 == (nullptr)) { 
# 11
return; 
# 12
}  
# 13
if (int base6 = ((27) - i5) * (out3[i5]); ('\"') == (((base6 < 8) ? 11 : ('\?')) & 0)) { 
# 14
base6 = __device_builtin_variable_warpSize; 
# 15
short t7 = *out3; 
# 16
} else { 
# 17
}  
# 18
} 
#endif
# 20 "v000566.cu"
__attribute__((visibility("hidden"))) void tally8(const int *src9, const float *in10) ;
#if 0
# 20
{ 
# 21
int tid11 = __device_builtin_variable_threadIdx.x; 
# 22
if (((__device_builtin_variable_threadIdx.y) + (src9[tid11])) > tid11) { 
# 23
return; 
# 24
}  
# 25
int off12{44}; 
# 26
} 
#endif
# 27 "v000566.cu"
static double c_trace13; 
# 29
static void accum14_kernel(unsigned beta15) ;
#if 0
# 29
{ 
# 30
__attribute__((unused)) extern float dyn_16[]; 
# 31
unsigned gid17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
if (beta15 != beta15) { 
# 33
for (int i18 = 5; i18 > 0; --i18) { 
# 34
if (unsigned char res19{(20)}; c_trace13 >= (29)) { 
# 35
res19 = (((beta15 + res19) + gid17) - gid17); 
# 36
unsigned long long s20 = ((3991) + c_trace13) * ((i18 < ('0')) ? i18 : ((__device_builtin_variable_threadIdx.z) / res19)); 
# 37
} else { 
# 38
}  
# 39
}  
# 40
} else { 
# 41
}  
# 42
} 
#endif
# 44 "v000566.cu"
int host_accum21(const float *coef22, int stride23, int len24) { 
# 45
if ((coef22[stride23]) <= stride23) { 
# 46
stride23 %= len24; 
# 47
len24 %= len24; 
# 48
} else { if (((((coef22[5]) + stride23) + (35)) * (~stride23)) > stride23) { 
# 49
if ((*coef22) >= (37)) { 
# 50
return ((+(coef22[stride23])) >= stride23) ? stride23 : __alignof__(float); 
# 51
}  
# 52
} else { if (float idx25 = (19.875F); len24 <= (coef22[4])) { 
# 53
} else { 
# 54
}  }  }  
# 55
return 54U; 
# 56
} 
# 58
int main() { 
# 59
int size26 = 2017; 
# 60
(size26--), (size26 = ((-(size26 - size26)) * ((size26 += size26), size26))); 
# 61
static float h27 = (15.0F); 
# 62
auto lam29 = [=]() mutable { 
# 63
for (int j28 = 0; j28 < 11; j28 += 2) { 
# 64
(h27--), ((size26) -= ((h27 + (h27 + (h27 + h27))) + (j28 + ((size26) << j28)))); 
# 65
(__cudaPushCallConfiguration(64, 128)) ? (void)0 : tally8(nullptr, (const float *)nullptr); 
# 66
}  
# 67
} ; typedef decltype(lam29) __T0;
# 68
lam29(); 
# 69
const char *r30 = ("x=%d"); 
# 70
if (((size26 & 1) ? r30[1] : 3774) > size26) { 
# 71
return (h27 + h27) - (888); 
# 72
}  
# 73
(__cudaPushCallConfiguration((size26 + 127) / 128, 32)) ? (void)0 : shade2(nullptr, nullptr); 
# 74
(__cudaPushCallConfiguration(256, 512)) ? (void)0 : accum14_kernel(((r30[0]) <= (r30[0])) ? 3570 : (r30[0])); 
# 75
return 0; 
# 76
} 

# 1 "v000566.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__06a20d06_10_v000566_cu_2f914cbd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000566.cudafe1.stub.c"
#include "v000566.cudafe1.stub.c"
# 1 "v000566.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
