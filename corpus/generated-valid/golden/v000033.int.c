# 1 "v000033.cu"
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

# 15 "v000033.cu"
template< class T, int N> static void 
# 16
__wrapper__device_stub_weigh5(T &b6) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 16
{ 
# 17
int i7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
if (i7 >= b6) { 
# 19
goto out8; 
# 20
}  
# 21
b6 = (__device_builtin_variable_blockDim.z); 
# 22
b6 = ((b6 += N), ((N) + (__device_builtin_variable_blockIdx.z))); 
# 23
b6 = (1.75); 
# 24
out8:; ; 
# 25
} 
#endif

#pragma GCC diagnostic pop

# 15 "v000033.cu"
template< class T, int N> static void 
# 16
weigh5(T b6) {__wrapper__device_stub_weigh5<T,N>(b6);
# 25
return;}
#if 0
# 16
{ 
# 17
int i7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
if (i7 >= b6) { 
# 19
goto out8; 
# 20
}  
# 21
b6 = (__device_builtin_variable_blockDim.z); 
# 22
b6 = ((b6 += N), ((N) + (__device_builtin_variable_blockIdx.z))); 
# 23
b6 = (1.75); 
# 24
out8:; ; 
# 25
} 
#endif
# 27 "v000033.cu"
__attribute__((visibility("hidden"))) void blend9_kernel(int n10, int len11, const size_t *__restrict__ in12) ;
#if 0
# 27
{ 
# 28
int gid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
if (gid13 >= len11) { 
# 30
return; 
# 31
}  
# 32
if ((__device_builtin_variable_blockIdx.x) < len11) { 
# 33
return; 
# 34
}  
# 35
len11++; 
# 36
if (!in12) { 
# 37
return; 
# 38
}  
# 39
n10 = ((('a') * len11) + (((__device_builtin_variable_blockIdx.x) - 4103ULL) - gid13)); 
# 40
} 
#endif
# 42 "v000033.cu"
__attribute__((visibility("hidden"))) void bias14_kernel(const int *__restrict__ coef15) ;
#if 0
# 42
{ 
# 43
unsigned idx16 = __device_builtin_variable_threadIdx.x; 
# 44
int flag17 = *coef15; 
# 45
++flag17; 
# 46
if (flag17 <= idx16) { 
# 47
return; 
# 48
}  
# 49
for (int n18 = 0; n18 < 13; ++n18) { 
# 50
flag17 = (__device_builtin_variable_threadIdx.y); 
# 51
__attribute__((unused)) static int sh_19[16]; 
# 52
}  
# 53
flag17 = (__device_builtin_variable_threadIdx.x); 
# 54
} 
#endif
# 56 "v000033.cu"
int main() { 
# 57
int count20 = 2438; 
# 58
count20 = (((27UL * count20) * count20) + (8)); 
# 59
count20 = count20; 
# 60
count20--; 
# 61
(__cudaPushCallConfiguration(1 << 2, 128)) ? (void)0 : weigh5< double, 4> ((0.125)); 
# 62
auto q21 = (float)(((19.375F) + count20) - (43)); 
# 63
(__cudaPushCallConfiguration(dim3((count20 + 127) / 128, (count20 + 127) / 128, (count20 + 31) / 32), 64)) ? (void)0 : blend9_kernel(q21, count20, static_cast< const unsigned long *>(nullptr)); 
# 64
(__cudaPushCallConfiguration(dim3((count20 + 127) / 128, 16 + 16), 1 << 6)) ? (void)0 : bias14_kernel(nullptr); 
# 65
return 0; 
# 66
} 

# 1 "v000033.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a951e3f7_10_v000033_cu_b4b80c33
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000033.cudafe1.stub.c"
#include "v000033.cudafe1.stub.c"
# 1 "v000033.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
