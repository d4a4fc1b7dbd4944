# 1 "v001632.cu"
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
# 6 "v001632.cu"
static short c_merge2; 
# 8
constexpr int blend3(int n4) { 
# 9
n4 = (+(n4 * ((int)3617))); 
# 10
n4 = ((int)4UL); 
# 11
return -(31LL * n4); 
# 12
} 
# 14
__attribute__((visibility("hidden"))) void merge5(const double *coef6, double cfg7, int stride8, float *out9) ;
#if 0
# 14
{ 
# 15
unsigned idx10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
if (idx10 >= stride8) { 
# 17
return; 
# 18
}  
# 19
for (int n11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n11 < 11; n11 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 20
char e12{static_cast< char>(+((float)(__device_builtin_variable_blockIdx.x)))}; 
# 21
(++e12), ((*out9) = (((7) + ((idx10 < (8)) ? (22.25F) : (8.25F))) - (coef6[stride8]))); 
# 22
}  
# 23
(out9[c_merge2]) = (*out9); 
# 24
(stride8++), (cfg7 = ((((out9[5]) += stride8), stride8) / (__device_builtin_variable_threadIdx.z))); 
# 25
(out9[__device_builtin_variable_warpSize]) = (-(13.125F)); 
# 26
stride8 = (blend3(out9[__device_builtin_variable_gridDim.z]) * blend3(stride8)); 
# 27
} 
#endif
# 29 "v001632.cu"
__attribute__((visibility("hidden"))) void step13_kernel(int *data14, const float *input15) ;
#if 0
# 29
{ 
# 30
(data14[0]) = (data14[0]); 
# 31
if ((c_merge2 - 51) <= 58L) { 
# 32
return; 
# 33
}  
# 34
int cnt16 = (18UL); 
# 35
cnt16 = cnt16; 
# 36
cnt16 = (c_merge2 * (static_cast< int>(21L))); 
# 37
double idx17 = blend3(data14[2]); 
# 38
blend3((blend3(c_merge2)) * idx17); 
# 39
} 
#endif
# 46 "v001632.cu"
__attribute__((visibility("hidden"))) void map_clamp19(unsigned *data, int n) ;
#if 0
# 46
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((unsigned)1)); }  } 
#endif
# 48 "v001632.cu"
static void rank20_kernel(unsigned *acc21) ;
#if 0
# 48
{ 
# 49
int i22 = __device_builtin_variable_threadIdx.x; 
# 50
++(acc21[c_merge2]); 
# 51
if (((__device_builtin_variable_blockIdx.x) * c_merge2) <= (36)) { 
# 52
return; 
# 53
}  
# 54
double q23(i22); 
# 55
int u24 = (acc21 != (nullptr)) ? c_merge2 : (((q23 += (-2)), (*acc21)) - c_merge2); 
# 56
} 
#endif
# 57 "v001632.cu"
static unsigned c_probe25; 
# 59
__attribute__((visibility("hidden"))) void bump26(const unsigned *in27, const int *__restrict__ input28) ;
#if 0
# 59
{ 
# 60
int gid29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 61
int w30 = 0; 
# 62
while (w30 < 12) { 
# 63
if ((gid29 * w30) <= 12) { 
# 64
return; 
# 65
}  
# 66
++w30; 
# 67
}  
# 68
int x31 = input28[c_merge2]; 
# 69
} 
#endif
# 71 "v001632.cu"
__attribute__((visibility("hidden"))) void decay32_kernel(int len33, int n34, int *__restrict__ data35) ;
#if 0
# 71
{ 
# 72
float res36((16.5F)); 
# 73
char acc37 = (((n34 += c_probe25), c_probe25)); 
# 74
} 
#endif
# 76 "v001632.cu"
__attribute__((visibility("hidden"))) void fuse38(const int *in39, int n40, const short *__restrict__ src41, float *acc42) ;
#if 0
# 76
{ 
# 77
unsigned i43 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 78
if (i43 >= n40) { 
# 79
return; 
# 80
}  
# 81
if ((-(src41[c_merge2])) >= 19U) { 
# 82
return; 
# 83
}  
# 85
#pragma unroll
for (
# 85
int it44 = 0, j45 = n40; it44 < j45; (++it44), (--j45)) { 
# 86
blend3(((int)i43) + i43); 
# 87
n40 = ((n40 + 9) + 3884UL); 
# 88
}  
# 89
} 
#endif
# 91 "v001632.cu"
int main() { 
# 92
int size46 = 1196; 
# 93
size46 = (size46 - blend3(size46)); 
# 94
auto step49 = [](float h47, unsigned acc48)->unsigned char { 
# 95
(__cudaPushCallConfiguration((acc48 + (127)) / (128), 128 * 4)) ? (void)0 : fuse38(static_cast< const int *>(nullptr), blend3(h47), nullptr, &h47); 
# 96
--h47; 
# 97
h47 = (+(+blend3(acc48))); 
# 98
return 28U; 
# 99
} ; typedef decltype(step49) __T0;
# 100
size46 = size46; 
# 101
size46 = (17UL); 
# 102
size46 = (step49(blend3(size46), size46 * ((char)49))); 
# 103
const char *flag50 = ("raw \\n text"); 
# 104
(__cudaPushCallConfiguration(1, 32 * 16, 1024 * 4)) ? (void)0 : merge5(nullptr, (5.875), 4164LL, nullptr); 
# 105
(__cudaPushCallConfiguration(512, 512, 0, 0)) ? (void)0 : step13_kernel(nullptr, nullptr); 
# 106
(__cudaPushCallConfiguration((size46 + 255) / 256, 256, 0, 0)) ? (void)0 : map_clamp19((unsigned *)nullptr, 39); 
# 107
return 0; 
# 108
} 

# 1 "v001632.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__61c36c3b_10_v001632_cu_c_merge2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001632.cudafe1.stub.c"
#include "v001632.cudafe1.stub.c"
# 1 "v001632.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
