# 1 "v002135.cu"
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
# 18 "v002135.cu"
typedef float real6_t; 
# 20
__attribute__((visibility("hidden"))) void spread7_kernel(double *out8, real6_t *out9) ;
#if 0
# 21
{ 
# 22
unsigned tid10 = __device_builtin_variable_threadIdx.x; 
# 23
(out9[0]) /= (28L); 
# 24
auto q11 = (15) % (__device_builtin_variable_threadIdx.z); 
# 25
(out9[tid10 & (7)])--; 
# 26
q11 = ((16) & tid10); 
# 27
} 
#endif
# 29 "v002135.cu"
__attribute__((visibility("hidden"))) void step12_kernel(int lane13, real6_t *data14, int count15) ;
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern int dyn_16[]; 
# 32
int gid17 = __device_builtin_variable_threadIdx.x; 
# 33
if (gid17 >= count15) { 
# 34
return; 
# 35
}  
# 36
bool res18((1 - (dyn_16[0])) * gid17); 
# 37
unsigned base19 = (dyn_16[(__device_builtin_variable_threadIdx.x) & (7)]) | (__device_builtin_variable_threadIdx.x); 
# 38
base19 |= ((gid17 & 15) - (res18 % 58)); 
# 39
lane13 = gid17; 
# 40
int tmp20 = base19 % (res18 + 16); 
# 41
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 43 "v002135.cu"
template< class T, int N = 4> static void 
# 44
__wrapper__device_stub_relax21(T &b22, int &len23) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 45
{ 
# 46
int acc24 = (char)(8L % (len23 % __device_builtin_variable_warpSize)); 
# 47
if (((__device_builtin_variable_threadIdx.y) + (16 + 16)) < ('A')) { 
# 48
return; 
# 49
}  
# 50
real6_t u25 = 7 - (len23 & 15); 
# 51
if (len23 <= len23) { 
# 52
return; 
# 53
}  
# 54
if (((16) <= u25) || (acc24 > u25)) { 
# 55
return; 
# 56
}  
# 57
len23 = len23; 
# 58
} 
#endif

#pragma GCC diagnostic pop

# 43 "v002135.cu"
template< class T, int N = 4> static void 
# 44
relax21(T b22, int len23) 
# 45
{__wrapper__device_stub_relax21<T,N>(b22,len23);
# 58
return;}
#if 0
# 45
{ 
# 46
int acc24 = (char)(8L % (len23 % __device_builtin_variable_warpSize)); 
# 47
if (((__device_builtin_variable_threadIdx.y) + (16 + 16)) < ('A')) { 
# 48
return; 
# 49
}  
# 50
real6_t u25 = 7 - (len23 & 15); 
# 51
if (len23 <= len23) { 
# 52
return; 
# 53
}  
# 54
if (((16) <= u25) || (acc24 > u25)) { 
# 55
return; 
# 56
}  
# 57
len23 = len23; 
# 58
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 60 "v002135.cu"
template< class T> static void 
# 61
__wrapper__device_stub_update26(T &b27, const int *&src28) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 62
{ 
# 63
unsigned idx29 = __device_builtin_variable_threadIdx.x; 
# 64
if ((src28[idx29]) != 35LL) { 
# 65
return; 
# 66
}  
# 67
b27 = idx29; 
# 68
b27--; 
# 69
b27++; 
# 70
T tmp30 = ((16.875)); 
# 71
} 
#endif

#pragma GCC diagnostic pop

# 60 "v002135.cu"
template< class T> static void 
# 61
update26(T b27, const int *src28) 
# 62
{__wrapper__device_stub_update26<T>(b27,src28);
# 71
return;}
#if 0
# 62
{ 
# 63
unsigned idx29 = __device_builtin_variable_threadIdx.x; 
# 64
if ((src28[idx29]) != 35LL) { 
# 65
return; 
# 66
}  
# 67
b27 = idx29; 
# 68
b27--; 
# 69
b27++; 
# 70
T tmp30 = ((16.875)); 
# 71
} 
#endif
# 73 "v002135.cu"
int main() 
# 74
{ 
# 75
int n31 = 538; 
# 76
(__cudaPushCallConfiguration(dim3((n31 + 255) / 256, (n31 + 31) / 32, 4 * 2), (16 + 16) + 224, 256)) ? (void)0 : relax21< long, 4> (n31, n31); 
# 77
n31 += ((int)(('z') + n31)); 
# 78
(__cudaPushCallConfiguration(((dim3)(4)), 32 * 2, 0, 0)) ? (void)0 : spread7_kernel(nullptr, (real6_t *)nullptr); 
# 79
(__cudaPushCallConfiguration(16, 64)) ? (void)0 : step12_kernel((n31 + n31) + 29, (float *)nullptr, 16); 
# 80
(__cudaPushCallConfiguration(dim3(16, (n31 + 127) / 128, 2 * 2), ((dim3)(1)), sizeof(int) * (256), (cudaStream_t)0)) ? (void)0 : update26((9.0), &n31); 
# 81
return 0; 
# 82
} 

# 1 "v002135.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d0f97ea7_10_v002135_cu_84cdbeea
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002135.cudafe1.stub.c"
#include "v002135.cudafe1.stub.c"
# 1 "v002135.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
