# 1 "v002159.cu"
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
# 10 "v002159.cu"
__attribute__((visibility("hidden"))) void accum4(const int *__restrict__ src5, int *__restrict__ acc6) ;
#if 0
# 10
{ 
# 11
bool r7 = (__device_builtin_variable_warpSize + 30UL) != (*acc6); 
# 12
(*acc6)++; 
# 13
} 
#endif
# 15 "v002159.cu"
__attribute__((visibility("hidden"))) void combine8_kernel(int *out9) ;
#if 0
# 15
{ 
# 16
const int idx10 = (-(out9[6])) + ((__device_builtin_variable_gridDim.x) / (out9[__device_builtin_variable_threadIdx.y])); 
# 17
if ((__device_builtin_variable_blockIdx.x) >= (idx10 / (__device_builtin_variable_blockIdx.x))) { 
# 18
(out9[__device_builtin_variable_gridDim.x]) = (*out9); 
# 19
if ((out9[7]) >= 39) { 
# 20
(out9[5])++; 
# 21
constexpr int y11 = 44; 
# 22
}  
# 23
(out9[4]) = ((static_cast< int>(out9[__device_builtin_variable_gridDim.z])) * ((int)(out9[1]))); 
# 24
}  
# 25
} 
#endif
# 27 "v002159.cu"
__attribute__((visibility("hidden"))) void grow12(const unsigned *coef13, int *__restrict__ data14, const float *src15) ;
#if 0
# 27
{ 
# 28
int tid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
(*data14)++; 
# 30
float k17 = __device_builtin_variable_threadIdx.x; 
# 31
k17 = (*coef13); 
# 32
} 
#endif
# 34 "v002159.cu"
__attribute__((visibility("hidden"))) void gather18_kernel(int n19, double b20, int *data21) ;
#if 0
# 34
{ 
# 35
int tid22 = __device_builtin_variable_threadIdx.x; 
# 36
if (23UL != tid22) { 
# 37
goto out25; 
# 38
}  
# 39
if (tid22 >= n19) { 
# 40
return; 
# 41
}  
# 42
if (56 >= (*data21)) { 
# 43
if (tid22 != (data21[n19])) { 
# 44
if (b20 >= (__device_builtin_variable_blockIdx.y)) { 
# 45
__attribute__((unused)) static int sh_23[8]; 
# 46
(sh_23[__device_builtin_variable_gridDim.y]) = (((sh_23[2]) - ((sh_23[tid22]) - n19)) * ((sh_23[tid22]) * ((data21[tid22]) * (sh_23[tid22])))); 
# 47
int mid24 = __device_builtin_variable_blockIdx.z; 
# 48
}  
# 49
}  
# 50
}  
# 51
out25:; ; 
# 52
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 54 "v002159.cu"
__attribute__((unused)) static float spread26(int n27, int stride28) {int volatile ___ = 1;(void)n27;(void)stride28;
# 66
::exit(___);}
#if 0
# 54
{ 
# 55
if (n27 <= (59 * n27)) { 
# 56
n27 = n27; 
# 57
if (n27 <= (stride28 * stride28)) { 
# 58
return (int)(-20LL); 
# 59
}  
# 60
int mid29 = n27; 
# 61
}  
# 62
unsigned f30 = sizeof(float) - n27; 
# 63
float cnt31 = stride28; 
# 64
const int *lim32 = (nullptr); 
# 65
return (2.625F); 
# 66
} 
#endif

#pragma GCC diagnostic pop

# 68 "v002159.cu"
__attribute__((visibility("hidden"))) void tile33_kernel(double cfg34) ;
#if 0
# 68
{ 
# 69
int tid35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 70
cfg34 = (22.875); 
# 71
int t36(32); 
# 72
if ((spread26(tid35 * 51UL, (2841U) + cfg34)) < (+cfg34)) { 
# 73
float hi37 = tid35; 
# 74
t36 = cfg34; 
# 75
}  
# 76
} 
#endif
# 79 "v002159.cu"
__attribute__((unused)) double tile38(int len39, signed char *__restrict__ data40, double *data41) {int volatile ___ = 1;(void)len39;(void)data40;(void)data41;
# 88
::exit(___);}
#if 0
# 79
{ 
# 80
if (spread26(data41[len39], 54U) != (2)) { 
# 81
return (unsigned char)(static_cast< unsigned>(__device_builtin_variable_blockDim.x)); 
# 82
}  
# 83
__attribute__((unused)) static unsigned short sh_42; 
# 84
float z43 = (-35); 
# 85
constexpr float x44 = (21.875F); 
# 86
z43 = (len39 + ((data41[0]) * ((41) * (data41[__device_builtin_variable_gridDim.z])))); 
# 87
return (x44 + (__device_builtin_variable_blockDim.z)) * sh_42; 
# 88
} 
#endif
# 90 "v002159.cu"
signed char shade45(int *acc46, int lane47) { 
# 91
lane47 = ((float)(1.125F)); 
# 92
if ((lane47 / lane47) > (lane47 * (*acc46))) { 
# 93
int x48[6] = {4790, 53, (int)lane47}; 
# 94
(*acc46) = (sizeof(unsigned)); 
# 95
if ((acc46[1]) < 62U) { 
# 96
(x48[2]) = (5 * (x48[1])); 
# 97
}  
# 98
}  
# 99
lane47 = 27; 
# 100
return 8; 
# 101
} 
# 103
int main() { 
# 104
int size49 = 616; 
# 105
(__cudaPushCallConfiguration((size49 + 63) / 64, ((dim3)((size49 + 127) / 128)), sizeof(int) * (128), (cudaStream_t)0)) ? (void)0 : grow12(nullptr, (int *)nullptr, static_cast< const float *>(nullptr)); 
# 106
shade45(nullptr, (23L + size49) + (size49 * size49)); 
# 107
(__cudaPushCallConfiguration(sizeof(float) * (16), dim3(2, 512, (size49 + 127) / 128), 0)) ? (void)0 : accum4(nullptr, (int *)nullptr); 
# 108
(__cudaPushCallConfiguration(sizeof(int), ((dim3)(16 * 16)))) ? (void)0 : combine8_kernel(nullptr); 
# 109
(__cudaPushCallConfiguration((size49 + 255) / 256, 64, 0)) ? (void)0 : gather18_kernel(40, size49, (int *)nullptr); 
# 110
return 0; 
# 111
} 

# 1 "v002159.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__156f34bf_10_v002159_cu_8a6e1c6f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002159.cudafe1.stub.c"
#include "v002159.cudafe1.stub.c"
# 1 "v002159.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
