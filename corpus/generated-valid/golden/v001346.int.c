# 1 "v001346.cu"
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

# 21 "v001346.cu"
template< class T> static void 
# 22
__wrapper__device_stub_mix7_kernel(T &beta8, T &a9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 22
{ 
# 23
int tid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
if (((__device_builtin_variable_threadIdx.x) & (28)) > (__device_builtin_variable_gridDim.x)) { 
# 25
goto out13; 
# 26
}  
# 28
#pragma unroll
for (
# 28
int j11 = 12; j11 > 0; --j11) { 
# 29
if (tid10 + __device_builtin_variable_warpSize) { 
# 30
a9 = (127ULL - ((a9 += beta8), j11)); 
# 31
a9++; 
# 32
T *off12 = (nullptr); 
# 33
}  
# 34
}  
# 35
out13:; ; 
# 36
} 
#endif

#pragma GCC diagnostic pop

# 21 "v001346.cu"
template< class T> static void 
# 22
mix7_kernel(T beta8, T a9) {__wrapper__device_stub_mix7_kernel<T>(beta8,a9);
# 36
return;}
#if 0
# 22
{ 
# 23
int tid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
if (((__device_builtin_variable_threadIdx.x) & (28)) > (__device_builtin_variable_gridDim.x)) { 
# 25
goto out13; 
# 26
}  
# 28
#pragma unroll
for (
# 28
int j11 = 12; j11 > 0; --j11) { 
# 29
if (tid10 + __device_builtin_variable_warpSize) { 
# 30
a9 = (127ULL - ((a9 += beta8), j11)); 
# 31
a9++; 
# 32
T *off12 = (nullptr); 
# 33
}  
# 34
}  
# 35
out13:; ; 
# 36
} 
#endif
# 38 "v001346.cu"
signed char host_weigh14(int n15, float alpha16) { 
# 39
if (alpha16 < n15) { 
# 40
goto done19; 
# 41
}  
# 42
if (n15 & 1) { 
# 43
int f17((63) | ((long)alpha16)); 
# 44
}  
# 45
if (n15 > alpha16) { 
# 46
n15++; 
# 47
unsigned off18 = (' '); 
# 48
}  
# 49
done19:; ; 
# 50
return (static_cast< unsigned>(39)); 
# 51
} 
# 53
char host_merge20(float b21, float p22, int n23) { 
# 54
if ((n23 & n23) == 33LL) { 
# 55
goto skip24; 
# 56
}  
# 57
(__cudaPushCallConfiguration((n23 + 31) / 32, ((dim3)(1)))) ? (void)0 : mix7_kernel< int> (host_weigh14(46 & n23, 41ULL * n23), host_weigh14(host_weigh14(5, b21), 28)); 
# 58
p22 += n23; 
# 59
p22 = ((host_weigh14(host_weigh14(25, (20.25F)), 28)) * (-n23)); 
# 60
skip24:; ; 
# 61
return sizeof(double); 
# 62
} 
# 64
int main() { 
# 65
int n25 = 2843; 
# 66
unsigned x26 = (17 - (host_weigh14(n25, n25))) << ((host_merge20((4.75F), -(18.625F), n25)) + (n25 % n25)); 
# 67
(__cudaPushCallConfiguration(dim3(1, 28 + 36), 64, sizeof(float) * (64))) ? (void)0 : mix7_kernel< float> ((28) - (x26 / n25), 35); 
# 68
return 0; 
# 69
} 

# 1 "v001346.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0c4cb6cf_10_v001346_cu_50585deb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001346.cudafe1.stub.c"
#include "v001346.cudafe1.stub.c"
# 1 "v001346.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
