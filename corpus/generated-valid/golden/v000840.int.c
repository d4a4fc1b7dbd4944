# 1 "v000840.cu"
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
# 16 "v000840.cu"
float g_gather8 = (12.75F); 
# 18
__attribute__((visibility("hidden"))) void bias9(const float *coef10, unsigned long *buf11, float *data12) ;
#if 0
# 18
{ 
# 19
int gid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
if (int k14 = (6 + gid13) * 0; k14 + ('#')) { 
# 21
if (!gid13) { 
# 22
return; 
# 23
}  
# 24
const double diff15 = ((__device_builtin_variable_warpSize == (k14 * k14)) ? (3) - (buf11[gid13]) : (21.625F)) * (*coef10); 
# 25
} else { 
# 26
auto acc16 = +gid13; 
# 27
}  
# 28
(buf11[gid13 & 7]) = (((58) - (data12[(__device_builtin_variable_blockIdx.z) & (7)])) * (*coef10)); 
# 29
char hi17(((((data12[gid13 & 7]) + (4434U)) <= (24)) || (((*coef10) <= (8L)) || ((18UL) > (data12[7])))) ? ((__device_builtin_variable_warpSize <= 43) ? data12[5] : gid13) - (-(*data12)) : (49UL)); 
# 30
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 32 "v000840.cu"
template< class T, class U> static void 
# 33
__wrapper__device_stub_grow18_kernel(T &q19, unsigned *&dst20, int *&out21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 33
{ 
# 34
for (int it22 = 3; it22 > 0; --it22) { 
# 35
(*dst20) = (((__device_builtin_variable_threadIdx.z) + ((out21[__device_builtin_variable_threadIdx.x]) + q19)) * ((__device_builtin_variable_threadIdx.z) + ((out21[__device_builtin_variable_threadIdx.x]) + q19))); 
# 36
}  
# 37
if (auto z23 = q19; ((z23 + q19) > 5) || ((dst20[2]) == (19))) { 
# 38
T lim24 = (((out21[(__device_builtin_variable_blockIdx.x) & (7)]) & 6) - q19) * (((dst20[__device_builtin_variable_warpSize]) += q19), (__device_builtin_variable_gridDim.x)); 
# 39
} else { 
# 40
U base25 = (out21[__device_builtin_variable_gridDim.x]) + (((float)(11.375F)) / q19); 
# 41
}  
# 42
(out21[4]) = (48U); 
# 43
(*out21) = ((*out21) * (*out21)); 
# 44
} 
#endif

#pragma GCC diagnostic pop

# 32 "v000840.cu"
template< class T, class U> static void 
# 33
grow18_kernel(T q19, unsigned *dst20, int *out21) {__wrapper__device_stub_grow18_kernel<T,U>(q19,dst20,out21);
# 44
return;}
#if 0
# 33
{ 
# 34
for (int it22 = 3; it22 > 0; --it22) { 
# 35
(*dst20) = (((__device_builtin_variable_threadIdx.z) + ((out21[__device_builtin_variable_threadIdx.x]) + q19)) * ((__device_builtin_variable_threadIdx.z) + ((out21[__device_builtin_variable_threadIdx.x]) + q19))); 
# 36
}  
# 37
if (auto z23 = q19; ((z23 + q19) > 5) || ((dst20[2]) == (19))) { 
# 38
T lim24 = (((out21[(__device_builtin_variable_blockIdx.x) & (7)]) & 6) - q19) * (((dst20[__device_builtin_variable_warpSize]) += q19), (__device_builtin_variable_gridDim.x)); 
# 39
} else { 
# 40
U base25 = (out21[__device_builtin_variable_gridDim.x]) + (((float)(11.375F)) / q19); 
# 41
}  
# 42
(out21[4]) = (48U); 
# 43
(*out21) = ((*out21) * (*out21)); 
# 44
} 
#endif
# 45 "v000840.cu"
enum Op26: unsigned { RED27, OFF28, SLOW29 = 3U}; 
# 46
typedef int idx30_t; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 48
template< class T> static void 
# 49
__wrapper__device_stub_grow31_kernel(T *&buf32, float *&data33, T *&acc34) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 49
{ 
# 50
int i35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
(data33[6]) = (((4.375F) / (*buf32)) - 8); 
# 52
if (const int r36 = ((SLOW29 + (buf32[i35])) - (((acc34[(__device_builtin_variable_threadIdx.y) & (7)]) < i35) ? 37 : i35)) * (((data33[7]) - (__device_builtin_variable_gridDim.x)) + i35); !((__device_builtin_variable_threadIdx.x) <= i35)) { 
# 53
Op26 q37 = SLOW29; 
# 54
} else { if ((i35 / ((*acc34) - 3)) <= r36) { 
# 55
int h38 = (6L) - (((3 < (buf32[r36])) ? 47UL : 5UL) + i35); 
# 56
}  }  
# 57
if (((i35 + sizeof(T)) & (3341)) > (25)) { 
# 58
long s39 = i35; 
# 59
T idx40 = *buf32; 
# 60
}  
# 61
} 
#endif

#pragma GCC diagnostic pop

# 48 "v000840.cu"
template< class T> static void 
# 49
grow31_kernel(T *buf32, float *data33, T *acc34) {__wrapper__device_stub_grow31_kernel<T>(buf32,data33,acc34);
# 61
return;}
#if 0
# 49
{ 
# 50
int i35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
(data33[6]) = (((4.375F) / (*buf32)) - 8); 
# 52
if (const int r36 = ((SLOW29 + (buf32[i35])) - (((acc34[(__device_builtin_variable_threadIdx.y) & (7)]) < i35) ? 37 : i35)) * (((data33[7]) - (__device_builtin_variable_gridDim.x)) + i35); !((__device_builtin_variable_threadIdx.x) <= i35)) { 
# 53
Op26 q37 = SLOW29; 
# 54
} else { if ((i35 / ((*acc34) - 3)) <= r36) { 
# 55
int h38 = (6L) - (((3 < (buf32[r36])) ? 47UL : 5UL) + i35); 
# 56
}  }  
# 57
if (((i35 + sizeof(T)) & (3341)) > (25)) { 
# 58
long s39 = i35; 
# 59
T idx40 = *buf32; 
# 60
}  
# 61
} 
#endif
# 63 "v000840.cu"
inline void kick41(int *data42, Op26 b43) { 
# 64
switch (b43) { 
# 65
case 8:  
# 66
break; 
# 67
default:  { 
# 68
auto idx44 = *data42; 
# 69
break; 
# 70
} 
# 71
}  
# 72
(__cudaPushCallConfiguration(((dim3)(16)), ((SLOW29) + (8 + (3 + 2))) * ((3) + ((OFF28) + (3 + (8 + 1)))), sizeof(int) * (128))) ? (void)0 : bias9(&g_gather8, (unsigned long *)nullptr, nullptr); 
# 73
(data42[7]) = (((((data42[6]) >= g_gather8) && (b43 != (SLOW29))) ? b43 : (data42[0])) ^ (1)); 
# 74
} 
# 76
int main() { 
# 77
int count45 = 2236; 
# 78
if (!((g_gather8 + (43)) > (sizeof(float)))) { 
# 79
idx30_t hi46 = count45; 
# 80
if (count45 && (hi46 <= hi46) && (g_gather8 == count45)) { 
# 81
if (count45 - (OFF28)) { 
# 82
return (idx30_t)(8 & hi46); 
# 83
}  
# 84
}  
# 85
if ((hi46 >= count45) && hi46) { 
# 86
return (size_t)26LL; 
# 87
}  
# 88
}  
# 89
(__cudaPushCallConfiguration(((dim3)((2) * ((OFF28) + (1)))), dim3((count45 + 31) / 32, (count45 + 255) / 256), sizeof(double) * (128))) ? (void)0 : grow18_kernel< double, float> (((count45 * 9) <= 19U) ? g_gather8 * g_gather8 : (count45 + ('A')), nullptr, &count45); 
# 90
(__cudaPushCallConfiguration(((dim3)(16)), 64, sizeof(int) * (32), 0)) ? (void)0 : grow31_kernel< float> (&g_gather8, &g_gather8, nullptr); 
# 91
return 0; 
# 92
} 

# 1 "v000840.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e5971264_10_v000840_cu_566384ff
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000840.cudafe1.stub.c"
#include "v000840.cudafe1.stub.c"
# 1 "v000840.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
