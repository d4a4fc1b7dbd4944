# 1 "v001700.cu"
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
# 17 "v001700.cu"
static bool d_relax5; 
# 19
__attribute__((visibility("hidden"))) void pivot6(int lane7, double b8, int lane9) ;
#if 0
# 19
{ 
# 20
unsigned tid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
if (tid10 >= lane9) { 
# 22
return; 
# 23
}  
# 24
if ((lane9 % 36) != lane7) { 
# 25
return; 
# 26
}  
# 27
do { lane7 += d_relax5; } while (0); 
# 28
} 
#endif
# 30 "v001700.cu"
__attribute__((visibility("hidden"))) void gather11(int *data12, int *data13, const float *src14) ;
#if 0
# 30
{ 
# 31
int gid15 = __device_builtin_variable_threadIdx.x; 
# 32
switch ((*data13) + 30) { 
# 33
case 8:  
# 34
break; 
# 35
}  
# 36
int iter16 = 0; 
# 37
do { 
# 38
do { (data13[5]) += (data13[7]); } while (0); 
# 39
int w17 = 0; 
# 40
do { 
# 41
if ((+(__device_builtin_variable_threadIdx.x)) != (src14[w17])) { 
# 42
break; 
# 43
}  
# 44
char s18{(18UL)}; 
# 45
++w17; 
# 46
} while (w17 < 9); 
# 47
++iter16; 
# 48
} while (iter16 < iter16); 
# 49
(*data12) ^= (static_cast< unsigned char>((iter16 - 7L) * d_relax5)); 
# 50
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 52 "v001700.cu"
template< class T> static void 
# 53
__wrapper__device_stub_drift19(T &beta20, T *&dst21, int &n22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 53
{ 
# 54
int idx23 = __device_builtin_variable_threadIdx.x; 
# 55
if (idx23) { 
# 56
goto out26; 
# 57
}  
# 58
if (idx23 >= n22) { 
# 59
return; 
# 60
}  
# 62
#pragma unroll
for (
# 62
int i24 = 0; i24 < 15; i24 += 2) { 
# 63
size_t off25 = ((dst21[5]) * ((__device_builtin_variable_gridDim.x) * (__device_builtin_variable_gridDim.x))) + (__device_builtin_variable_gridDim.x); 
# 64
d_relax5 = ((24 - idx23) + ((__device_builtin_variable_threadIdx.y) / (1))); 
# 65
}  
# 66
out26:; ; 
# 67
} 
#endif

#pragma GCC diagnostic pop

# 52 "v001700.cu"
template< class T> static void 
# 53
drift19(T beta20, T *dst21, int n22) {__wrapper__device_stub_drift19<T>(beta20,dst21,n22);
# 67
return;}
#if 0
# 53
{ 
# 54
int idx23 = __device_builtin_variable_threadIdx.x; 
# 55
if (idx23) { 
# 56
goto out26; 
# 57
}  
# 58
if (idx23 >= n22) { 
# 59
return; 
# 60
}  
# 62
#pragma unroll
for (
# 62
int i24 = 0; i24 < 15; i24 += 2) { 
# 63
size_t off25 = ((dst21[5]) * ((__device_builtin_variable_gridDim.x) * (__device_builtin_variable_gridDim.x))) + (__device_builtin_variable_gridDim.x); 
# 64
d_relax5 = ((24 - idx23) + ((__device_builtin_variable_threadIdx.y) / (1))); 
# 65
}  
# 66
out26:; ; 
# 67
} 
#endif
# 69 "v001700.cu"
int main() { 
# 70
int count27 = 3347; 
# 71
dim3 tmp28((count27 + 255) / 256); 
# 72
(__cudaPushCallConfiguration(256, tmp28)) ? (void)0 : drift19< int> (__alignof__(int), &count27, (60UL * count27) * (count27 * count27)); 
# 73
(__cudaPushCallConfiguration(tmp28, 32, 0)) ? (void)0 : pivot6(30, (22.5), 23U); 
# 74
(__cudaPushCallConfiguration((count27 + 127) / 128, 256)) ? (void)0 : gather11(&count27, nullptr, nullptr); 
# 75
return 0; 
# 76
} 

# 1 "v001700.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__47360dc5_10_v001700_cu_d_relax5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001700.cudafe1.stub.c"
#include "v001700.cudafe1.stub.c"
# 1 "v001700.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
