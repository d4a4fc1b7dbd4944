# 1 "v000126.cu"
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

# 21 "v000126.cu"
template< class T> static void 
# 22
__wrapper__device_stub_stencil7_kernel(T *&buf8, T *&out9, float *&out10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern int dyn_11[]; 
# 25
double z12 = ((dyn_11[(__device_builtin_variable_gridDim.x) & (7)]) % (dyn_11[__device_builtin_variable_threadIdx.x])) * (dyn_11[__device_builtin_variable_warpSize]); 
# 26
T w13 = dyn_11[__device_builtin_variable_threadIdx.x]; 
# 27
T idx14 = buf8[3]; 
# 28
idx14 = 5; 
# 29
auto prod15 = ((5) * (out10[(__device_builtin_variable_threadIdx.y) & (7)])) + (39LL); 
# 30
float h16 = ((56 + (dyn_11[6])) << (dyn_11[__device_builtin_variable_threadIdx.x])) + ((+(*out10)) * idx14); 
# 31
} 
#endif

#pragma GCC diagnostic pop

# 21 "v000126.cu"
template< class T> static void 
# 22
stencil7_kernel(T *buf8, T *out9, float *out10) 
# 23
{__wrapper__device_stub_stencil7_kernel<T>(buf8,out9,out10);
# 31
return;}
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern int dyn_11[]; 
# 25
double z12 = ((dyn_11[(__device_builtin_variable_gridDim.x) & (7)]) % (dyn_11[__device_builtin_variable_threadIdx.x])) * (dyn_11[__device_builtin_variable_warpSize]); 
# 26
T w13 = dyn_11[__device_builtin_variable_threadIdx.x]; 
# 27
T idx14 = buf8[3]; 
# 28
idx14 = 5; 
# 29
auto prod15 = ((5) * (out10[(__device_builtin_variable_threadIdx.y) & (7)])) + (39LL); 
# 30
float h16 = ((56 + (dyn_11[6])) << (dyn_11[__device_builtin_variable_threadIdx.x])) + ((+(*out10)) * idx14); 
# 31
} 
#endif
# 32 "v000126.cu"
int host_bump17(int stride18) 
# 33
{ 
# 34
stride18 = stride18; 
# 35
(__cudaPushCallConfiguration(4 * 2, 5 + (5 + (5 + (5 + 492))))) ? (void)0 : stencil7_kernel< long> (nullptr, nullptr, (float *)nullptr); 
# 36
if (stride18 == (+stride18)) { 
# 37
return 64L; 
# 38
}  
# 39
auto mid19 = stride18 + ((stride18 < (~stride18)) ? stride18 : stride18); 
# 40
return mid19; 
# 41
} 
# 42
__attribute__((visibility("hidden"))) void blend20_kernel(int count21, int stride22, int n23, unsigned short beta24) ;
#if 0
# 43
{ 
# 44
__attribute__((unused)) extern unsigned char dyn_25[]; 
# 45
int i26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
if (i26 >= stride22) { 
# 47
return; 
# 48
}  
# 49
beta24 = (4); 
# 50
n23 = beta24; 
# 51
(dyn_25[3]) = (9); 
# 52
float flag27 = count21; 
# 53
if (i26 == 39) { 
# 54
goto out28; 
# 55
}  
# 56
count21 = (dyn_25[n23 & 7]); 
# 57
out28:; ; 
# 58
} 
#endif
# 60 "v000126.cu"
__attribute__((visibility("hidden"))) void drift29(float *acc30, long long alpha31, const float *src32) ;
#if 0
# 61
{ 
# 62
int gid33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 63
alpha31 = (2529); 
# 64
unsigned flag34((int)((gid33 & alpha31) + gid33)); 
# 65
if (((alpha31 + __device_builtin_variable_warpSize) / alpha31) >= (*acc30)) { 
# 66
--flag34; 
# 67
}  
# 68
size_t tmp35 = (int)(*src32); 
# 69
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 70 "v000126.cu"
template< class T, int N = 1> static void 
# 71
__wrapper__device_stub_tile36(T &q37, const int *&src38, float *&out39, int &stride40) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 72
{ 
# 73
int tid41 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 74
if (tid41 >= stride40) { 
# 75
return; 
# 76
}  
# 77
auto lo42 = 744; 
# 78
if (lo42) { 
# 79
unsigned short off43 = lo42; 
# 80
T w44(__device_builtin_variable_threadIdx.x); 
# 81
}  
# 82
++stride40; 
# 83
q37 = ((tid41 < N) ? tid41 : N); 
# 84
stride40--; 
# 85
} 
#endif

#pragma GCC diagnostic pop

# 70 "v000126.cu"
template< class T, int N = 1> static void 
# 71
tile36(T q37, const int *src38, float *out39, int stride40) 
# 72
{__wrapper__device_stub_tile36<T,N>(q37,src38,out39,stride40);
# 85
return;}
#if 0
# 72
{ 
# 73
int tid41 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 74
if (tid41 >= stride40) { 
# 75
return; 
# 76
}  
# 77
auto lo42 = 744; 
# 78
if (lo42) { 
# 79
unsigned short off43 = lo42; 
# 80
T w44(__device_builtin_variable_threadIdx.x); 
# 81
}  
# 82
++stride40; 
# 83
q37 = ((tid41 < N) ? tid41 : N); 
# 84
stride40--; 
# 85
} 
#endif
# 86 "v000126.cu"
int main() 
# 87
{ 
# 88
int len45 = 3086; 
# 89
for (int n46 = 0; n46 < 14; n46++) { 
# 90
++len45; 
# 91
}  
# 92
for (int it47 = 0; it47 < len45; it47++) { 
# 93
if (((it47 - 5) % (len45 + len45)) == ((len45 < 7) ? len45 : 7)) { 
# 94
dim3 w48(1 << 9, (it47 + 31) / 32, (it47 + 63) / 64); 
# 95
} else { 
# 96
unsigned e49 = ((9L % it47) & it47) + len45; 
# 97
}  
# 98
}  
# 99
(__cudaPushCallConfiguration(5 + (56 + 195), 64)) ? (void)0 : blend20_kernel(host_bump17(host_bump17(len45)), len45, host_bump17(-23), host_bump17(len45)); 
# 100
(__cudaPushCallConfiguration(5 + 11, 1 << 9)) ? (void)0 : drift29((float *)nullptr, ((double)len45) - len45, (const float *)nullptr); 
# 101
(__cudaPushCallConfiguration(1 << 7, 1 << 5)) ? (void)0 : tile36< long, 1> ((len45 + len45) % len45, &len45, nullptr, len45); 
# 102
return 0; 
# 103
} 

# 1 "v000126.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__68b3e9d0_10_v000126_cu_b276fdd6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000126.cudafe1.stub.c"
#include "v000126.cudafe1.stub.c"
# 1 "v000126.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
