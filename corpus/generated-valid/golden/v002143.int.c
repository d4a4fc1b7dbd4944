# 1 "v002143.cu"
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

# 7 "v002143.cu"
template< class T, int N = 5> static void 
# 8
__wrapper__device_stub_grow3_kernel(T *&buf4) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 9
{ 
# 10
unsigned i5 = __device_builtin_variable_threadIdx.x; 
# 11
if ((*buf4) <= (42 - (buf4[i5 & (7)]))) { 
# 12
for (int it6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it6 < 7; it6 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 13
(*buf4) = ((__device_builtin_variable_threadIdx.y) | (((__device_builtin_variable_gridDim.x) + (38)) & (1983))); 
# 14
__attribute__((unused)) static float sh_7[64]; 
# 15
}  
# 16
} else { 
# 17
}  
# 18
} 
#endif

#pragma GCC diagnostic pop

# 7 "v002143.cu"
template< class T, int N = 5> static void 
# 8
grow3_kernel(T *buf4) 
# 9
{__wrapper__device_stub_grow3_kernel<T,N>(buf4);
# 18
return;}
#if 0
# 9
{ 
# 10
unsigned i5 = __device_builtin_variable_threadIdx.x; 
# 11
if ((*buf4) <= (42 - (buf4[i5 & (7)]))) { 
# 12
for (int it6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it6 < 7; it6 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 13
(*buf4) = ((__device_builtin_variable_threadIdx.y) | (((__device_builtin_variable_gridDim.x) + (38)) & (1983))); 
# 14
__attribute__((unused)) static float sh_7[64]; 
# 15
}  
# 16
} else { 
# 17
}  
# 18
} 
#endif
# 19 "v002143.cu"
extern "C" __attribute__((visibility("hidden"))) void spread8_kernel(int count9) ;
#if 0
# 20
{ 
# 21
int idx10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
if (idx10 > 23) { 
# 23
goto out13; 
# 24
}  
# 25
count9 ^= count9; 
# 27
#pragma unroll 4
for (
# 27
int it11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it11 < 14; it11 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 28
count9--; 
# 29
int diff12 = 1 + (idx10 - 21); 
# 30
}  
# 31
out13:; ; 
# 32
} 
#endif
# 33 "v002143.cu"
int main() 
# 34
{ 
# 35
int count14 = 1708; 
# 36
bool u15 = ((float)(22.375F)) == (count14 / count14); 
# 37
count14 = ((u15 > 2) ? u15 : 2); 
# 38
++count14; 
# 39
(__cudaPushCallConfiguration((count14 + 31) / 32, 32)) ? (void)0 : grow3_kernel< unsigned, 5> (nullptr); 
# 40
(__cudaPushCallConfiguration((count14 + 31) / 32, 32)) ? (void)0 : spread8_kernel(52L); 
# 41
return 0; 
# 42
} 

# 1 "v002143.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__47b2fd6b_10_v002143_cu_44bce3b4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002143.cudafe1.stub.c"
#include "v002143.cudafe1.stub.c"
# 1 "v002143.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
