# 1 "i000178.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 16 "i000178.cu"
template< class T, class U> static void 
# 17
__wrapper__device_stub_update7(T *__restrict__ &buf8, const U *&src9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 17
{ 
# 18
int idx10 = __device_builtin_variable_threadIdx.x; 
# 19
for (int it11 = 0, j12 = 14; it11 < j12; (++it11), (--j12)) { 
# 20
T r13 = (2017 & idx10) + (buf8[it11]); 
# 21
++(buf8[it11]); 
# 22
}  
# 23
} 
#endif

#pragma GCC diagnostic pop

# 16 "i000178.cu"
template< class T, class U> static void 
# 17
update7(T *__restrict__ buf8, const U *src9) {__wrapper__device_stub_update7<T,U>(buf8,src9);
# 23
return;}
#if 0
# 17
{ 
# 18
int idx10 = __device_builtin_variable_threadIdx.x; 
# 19
for (int it11 = 0, j12 = 14; it11 < j12; (++it11), (--j12)) { 
# 20
T r13 = (2017 & idx10) + (buf8[it11]); 
# 21
++(buf8[it11]); 
# 22
}  
# 23
} 
#endif
# 25 "i000178.cu"
__attribute__((visibility("hidden"))) void rank14_kernel(float alpha15) ;
#if 0
# 25
{ 
# 26
int gid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
alpha15--; 
# 28
if (gid16 != alpha15) { 
# 29
return; }  
# 30
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 33 "i000178.cu"
template< class T, int N = 1> static void 
# 34
__wrapper__device_stub_filter17_kernel(T &p18, float *__restrict__ &out19, T &beta20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern float dyn_21[]; 
# 36
int i22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
int iter23 = 0; 
# 38
do { 
# 39
if ((__device_builtin_variable_blockIdx.x) < (N)) { 
# 40
(dyn_21[__device_builtin_variable_blockIdx.x]) = ((((p18 += 52), (__device_builtin_variable_threadIdx.y)) - i22) + i22); 
# 41
int lim24 = 17; 
# 42
if (!((__device_builtin_variable_threadIdx.y) < (N))) { 
# 43
continue; }  
# 44
}  
# 45
++iter23; 
# 46
}  while (iter23 < 13); 
# 47
} 
#endif

#pragma GCC diagnostic pop

# 33 "i000178.cu"
template< class T, int N = 1> static void 
# 34
filter17_kernel(T p18, float *__restrict__ out19, T beta20) {__wrapper__device_stub_filter17_kernel<T,N>(p18,out19,beta20);
# 47
return;}
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern float dyn_21[]; 
# 36
int i22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
int iter23 = 0; 
# 38
do { 
# 39
if ((__device_builtin_variable_blockIdx.x) < (N)) { 
# 40
(dyn_21[__device_builtin_variable_blockIdx.x]) = ((((p18 += 52), (__device_builtin_variable_threadIdx.y)) - i22) + i22); 
# 41
int lim24 = 17; 
# 42
if (!((__device_builtin_variable_threadIdx.y) < (N))) { 
# 43
continue; }  
# 44
}  
# 45
++iter23; 
# 46
}  while (iter23 < 13); 
# 47
} 
#endif
# 49 "i000178.cu"
float accum25(long b26, double *buf27, const int *input28) { 
# 50
if (double s29 = ((b26 += (*buf27)), b26) - ((((*buf27) + (*buf27)) + (buf27[b26 & (7)])) * (input28[3])); (input28[b26]) <= s29) { 
# 51
for (int j30 = b26; j30 > 0; --j30) { 
# 52
if (float z31 = input28[j30]; b26 != s29) { 
# 53
const double q32 = (4.75); 
# 54
} else { 
# 55
b26--; 
# 56
}  
# 57
(__cudaPushCallConfiguration((j30 + 31) / 32, 16 + 16, 4096, nullptr)) ? (void)0 : filter17_kernel< double, 1> (((s29 / ('a')) + (buf27[7])) + (32L - j30), nullptr, s29); 
# 58
}  
# 59
}  
# 60
return (((*buf27) + ((input28[b26]) / (buf27[2]))) + (55L | (input28[7]))) + (buf27[b26]); 
# 61
} 
# 62
__attribute((host)) int misplaced34; 
# 64
int main() { 
# 65
int n33 = 1175; 
# 66
if (((n33 & n33) * (n33 + 54U)) != n33) { 
# 67
(__cudaPushCallConfiguration(((dim3)(16 + 16)), 64)) ? (void)0 : update7< int, double> (&n33, nullptr); }  
# 68
(__cudaPushCallConfiguration(128 * 2, dim3(32, 16), 0, nullptr)) ? (void)0 : rank14_kernel(-(8.875F)); 
# 69
return 0; 
# 70
} 

# 1 "i000178.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9629cbf6_10_i000178_cu_472564d8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000178.cudafe1.stub.c"
#include "i000178.cudafe1.stub.c"
# 1 "i000178.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
