# 1 "v000926.cu"
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
# 15 "v000926.cu"
template< class T> 
# 16
struct Acc4 { 
# 17
T sum5; 
# 18
void mix6(T mid7) { 
# 19
(sum5) = 127U; 
# 20
} 
# 21
}; 
# 23
__attribute__((visibility("hidden"))) void trace8(int *__restrict__ dst9, float *__restrict__ out10) ;
#if 0
# 23
{ 
# 24
Acc4< unsigned>  u11 = Acc4< unsigned> {}; 
# 25
(out10[(__device_builtin_variable_gridDim.x) & (7)]) = (19.5F); 
# 26
{ 
# 27
Acc4< unsigned>  h12 = u11; 
# 28
__attribute__((unused)) static Acc4< float>  sh_13[128]; 
# 29
} 
# 30
size_t res14 = out10[__device_builtin_variable_blockIdx.x]; 
# 31
} 
#endif
# 33 "v000926.cu"
struct Vec15 { 
# 34
unsigned lo16; 
# 35
int lo17; 
# 36
unsigned get18() const { 
# 37
return lo16; 
# 38
} 
# 39
}; 
# 41
__attribute__((visibility("hidden"))) void apply19_kernel(float q20, double *__restrict__ buf21, int *__restrict__ buf22, const unsigned long *coef23) ;
#if 0
# 41
{ 
# 42
int i24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
q20 = (+((q20 >= i24) ? *buf21 : (buf22[2]))); 
# 44
__attribute__((unused)) static short sh_25[8][10]; 
# 45
for (int n26 = 0, j27 = 10; n26 < j27; (++n26), (--j27)) { 
# 46
if (((sh_25[n26 & 7])[__device_builtin_variable_gridDim.z]) == sizeof(double)) { 
# 47
return; }  
# 48
const int *stride28 = reinterpret_cast< const int *>(buf21); 
# 49
}  
# 50
int sum29 = buf22[7]; 
# 51
q20 = ((4594) - ((__device_builtin_variable_threadIdx.x) + sizeof(short))); 
# 52
} 
#endif
# 54 "v000926.cu"
namespace kern30 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 55
template< class T, int N> static void 
# 56
__wrapper__device_stub_sift31_kernel(const T *__restrict__ &src32, int &len33) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 56
{ 
# 57
int gid34 = __device_builtin_variable_threadIdx.x; 
# 58
if ((len33 >= len33) && (len33 == len33)) { 
# 59
goto skip35; 
# 60
}  
# 61
if (gid34 >= len33) { 
# 62
return; }  
# 63
if ((__device_builtin_variable_warpSize >= len33) && (((__device_builtin_variable_blockIdx.z) + len33) < 19UL)) { 
# 64
len33 = gid34; 
# 65
if (((len33 += 21), 62) <= gid34) { 
# 66
return; }  
# 67
}  
# 68
skip35:; ; 
# 69
} 
#endif

#pragma GCC diagnostic pop

# 55 "v000926.cu"
template< class T, int N> static void 
# 56
sift31_kernel(const T *__restrict__ src32, int len33) {::kern30::__wrapper__device_stub_sift31_kernel<T,N>(src32,len33);
# 69
return;}
#if 0
# 56
{ 
# 57
int gid34 = __device_builtin_variable_threadIdx.x; 
# 58
if ((len33 >= len33) && (len33 == len33)) { 
# 59
goto skip35; 
# 60
}  
# 61
if (gid34 >= len33) { 
# 62
return; }  
# 63
if ((__device_builtin_variable_warpSize >= len33) && (((__device_builtin_variable_blockIdx.z) + len33) < 19UL)) { 
# 64
len33 = gid34; 
# 65
if (((len33 += 21), 62) <= gid34) { 
# 66
return; }  
# 67
}  
# 68
skip35:; ; 
# 69
} 
#endif
# 71 "v000926.cu"
constexpr int reduce36(int count37) { 
# 72
return 44L; 
# 73
} 
# 75
__attribute__((visibility("hidden"))) void bias38_kernel(const long *src39, int stride40, const int *__restrict__ src41) ;
#if 0
# 75
{ 
# 76
int idx42 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 77
for (int i43 = 0, j44 = 2; i43 < j44; (++i43), (--j44)) { 
# 78
for (int j45 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j45 < j44; j45 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 79
stride40 = (29L); 
# 80
__attribute__((unused)) static Acc4< float>  sh_46[128]; 
# 81
Acc4< unsigned>  v47{8U}; 
# 82
}  
# 83
}  
# 84
} 
#endif
# 85 "v000926.cu"
}
# 87
int main() { 
# 88
int count48 = 1077; 
# 89
if (int v49 = 57; ((v49 + count48) + (count48 * 57)) < 23) { 
# 90
if (!((48 != v49) || (v49 >= 11))) { 
# 91
v49 = ((48 - count48) + 26LL); 
# 92
(__cudaPushCallConfiguration(sizeof(float) * (2), 64)) ? (void)0 : apply19_kernel(9 ^ count48, nullptr, &count48, nullptr); 
# 93
}  
# 94
if ((count48 != v49) || (count48 != count48)) { 
# 95
return -28L; }  
# 96
(__cudaPushCallConfiguration((count48 + 63) / 64, 64, 0)) ? (void)0 : kern30::bias38_kernel(nullptr, count48 * v49, &count48); 
# 97
}  
# 98
(__cudaPushCallConfiguration(8, 32 * 16, 1024)) ? (void)0 : trace8(&count48, nullptr); 
# 99
(__cudaPushCallConfiguration((count48 + 63) / 64, 128 * 2)) ? (void)0 : kern30::sift31_kernel< double, 7> (nullptr, 22 + count48); 
# 100
return 0; 
# 101
} 

# 1 "v000926.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__84e06bbd_10_v000926_cu_ebfca482
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000926.cudafe1.stub.c"
#include "v000926.cudafe1.stub.c"
# 1 "v000926.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
