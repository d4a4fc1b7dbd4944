# 1 "v001515.cu"
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
# 8 "v001515.cu"
static double c_rank4; 
# 10
constexpr int pack5(int count6, int lane7) { 
# 11
lane7--; 
# 12
count6 *= 2; 
# 13
return count6; 
# 14
} 
# 16
__attribute__((visibility("hidden"))) void filter8_kernel(int *data9, float b10) ;
#if 0
# 16
{ 
# 17
int tid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
if ((tid11 * tid11) >= (__device_builtin_variable_blockIdx.x)) { 
# 19
return; 
# 20
}  
# 21
const double *base12 = (static_cast< const double *>(nullptr)); 
# 22
(data9[tid11]) = (pack5(b10, tid11) % 8); 
# 23
pack5((data9[1]) | pack5(b10, tid11), ((*data9) % 8) - c_rank4); 
# 24
} 
#endif
# 26 "v001515.cu"
__attribute__((visibility("hidden"))) void pivot13_kernel(unsigned a14, float cfg15, unsigned char *data16) ;
#if 0
# 26
{ 
# 27
int gid17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
(data16[a14]) %= ((36) + ((a14 - (__device_builtin_variable_threadIdx.y)) - a14)); 
# 29
int t18{8}; 
# 30
__attribute__((unused)) static float sh_19[10][7]; 
# 31
} 
#endif
# 32 "v001515.cu"
static int d_reduce20; 
# 33
float g_step21 = (7.75F); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 35
template< class T, int N = 4> static void 
# 36
__wrapper__device_stub_drift22(T &alpha23, float *&acc24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 36
{ 
# 37
int idx25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
++alpha23; 
# 39
d_reduce20 &= 3025UL; 
# 40
char y26 = (((N) + (__device_builtin_variable_gridDim.x)) + pack5(alpha23, c_rank4)) & (static_cast< long>(pack5(d_reduce20, __device_builtin_variable_gridDim.z))); 
# 41
d_reduce20 %= (pack5(pack5(idx25, acc24[idx25]), (9) + (__device_builtin_variable_blockIdx.y)) ^ pack5(d_reduce20 % 8, idx25 % 8)); 
# 42
int u27 = (0L); 
# 43
} 
#endif

#pragma GCC diagnostic pop

# 35 "v001515.cu"
template< class T, int N = 4> static void 
# 36
drift22(T alpha23, float *acc24) {__wrapper__device_stub_drift22<T,N>(alpha23,acc24);
# 43
return;}
#if 0
# 36
{ 
# 37
int idx25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
++alpha23; 
# 39
d_reduce20 &= 3025UL; 
# 40
char y26 = (((N) + (__device_builtin_variable_gridDim.x)) + pack5(alpha23, c_rank4)) & (static_cast< long>(pack5(d_reduce20, __device_builtin_variable_gridDim.z))); 
# 41
d_reduce20 %= (pack5(pack5(idx25, acc24[idx25]), (9) + (__device_builtin_variable_blockIdx.y)) ^ pack5(d_reduce20 % 8, idx25 % 8)); 
# 42
int u27 = (0L); 
# 43
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 45 "v001515.cu"
template< class T, int N> static void 
# 46
__wrapper__device_stub_trace28(T &p29, const T *__restrict__ &src30, T &beta31) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 46
{ 
# 47
d_reduce20 += ((!(p29 > 35)) ? (N + p29) * ' ' : c_rank4); 
# 48
T stride32 = 64UL + beta31; 
# 49
int e33 = 47; 
# 50
if (!(src30 != nullptr)) { 
# 51
if ((pack5(src30[d_reduce20 & 7], 57) != p29) || ((N) >= (__device_builtin_variable_blockDim.y))) { 
# 52
if (src30 == nullptr) { 
# 53
return; 
# 54
}  
# 55
}  
# 56
__attribute__((unused)) static int sh_34[9][17]; 
# 57
}  
# 58
} 
#endif

#pragma GCC diagnostic pop

# 45 "v001515.cu"
template< class T, int N> static void 
# 46
trace28(T p29, const T *__restrict__ src30, T beta31) {__wrapper__device_stub_trace28<T,N>(p29,src30,beta31);
# 58
return;}
#if 0
# 46
{ 
# 47
d_reduce20 += ((!(p29 > 35)) ? (N + p29) * ' ' : c_rank4); 
# 48
T stride32 = 64UL + beta31; 
# 49
int e33 = 47; 
# 50
if (!(src30 != nullptr)) { 
# 51
if ((pack5(src30[d_reduce20 & 7], 57) != p29) || ((N) >= (__device_builtin_variable_blockDim.y))) { 
# 52
if (src30 == nullptr) { 
# 53
return; 
# 54
}  
# 55
}  
# 56
__attribute__((unused)) static int sh_34[9][17]; 
# 57
}  
# 58
} 
#endif
# 60 "v001515.cu"
inline int sweep35(long a36, int n37 = 33U) { 
# 61
switch (n37 + sizeof(float)) { 
# 62
case 0:  { 
# 63
int f38 = (((a36 != a36) || (n37 >= 47UL)) ? 27 - n37 : (a36 + 63L)) / (-(a36 % (8))); 
# 64
break; 
# 65
} 
# 66
case 3 * 3:  
# 67
++a36; 
# 68
break; 
# 69
case 5:  
# 70
break; 
# 71
}  
# 72
float m39 = 57UL ^ (a36 + a36); 
# 73
return (55L / (a36 + (1))) * (pack5(n37 + 41U, -19)); 
# 74
} 
# 76
constexpr int check_kick40(int len41) { 
# 77
return ((len41 += len41), pack5(len41, 0)) & pack5(len41 | len41, -705); 
# 78
} 
# 80
int main() { 
# 81
int count42 = 3581; 
# 82
constexpr float lim43 = (0.875F); 
# 83
if (count42 < 49) { 
# 84
return sizeof(long); 
# 85
}  
# 86
(__cudaPushCallConfiguration((count42 + 31) / 32, sizeof(unsigned) * (128), 0, (cudaStream_t)0)) ? (void)0 : filter8_kernel(nullptr, check_kick40(sweep35(count42, count42))); 
# 87
(__cudaPushCallConfiguration(sizeof(float) * (2), 256, 4096, nullptr)) ? (void)0 : pivot13_kernel(g_step21 + lim43, (g_step21 < count42) ? lim43 : g_step21, (unsigned char *)nullptr); 
# 88
(__cudaPushCallConfiguration(32, 64)) ? (void)0 : drift22< float, 4> (g_step21, (float *)nullptr); 
# 89
return 0; 
# 90
} 

# 1 "v001515.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0040754c_10_v001515_cu_c_rank4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001515.cudafe1.stub.c"
#include "v001515.cudafe1.stub.c"
# 1 "v001515.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
