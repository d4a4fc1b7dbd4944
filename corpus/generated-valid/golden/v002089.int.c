# 1 "v002089.cu"
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
# 17 "v002089.cu"
typedef int idx8_t; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 19
template< class T, int N = 5> static void 
# 20
__wrapper__device_stub_merge9(T *&out10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 20
{ 
# 21
int idx11 = __device_builtin_variable_threadIdx.x; 
# 22
(out10[idx11 & 7]) = (__device_builtin_variable_blockIdx.y); 
# 23
auto u12 = N; 
# 24
idx8_t m13 = N; 
# 25
idx8_t k14 = (*out10) - (N & m13); 
# 26
} 
#endif

#pragma GCC diagnostic pop

# 19 "v002089.cu"
template< class T, int N = 5> static void 
# 20
merge9(T *out10) {__wrapper__device_stub_merge9<T,N>(out10);
# 26
return;}
#if 0
# 20
{ 
# 21
int idx11 = __device_builtin_variable_threadIdx.x; 
# 22
(out10[idx11 & 7]) = (__device_builtin_variable_blockIdx.y); 
# 23
auto u12 = N; 
# 24
idx8_t m13 = N; 
# 25
idx8_t k14 = (*out10) - (N & m13); 
# 26
} 
#endif
# 28 "v002089.cu"
float pack15(float alpha16) { 
# 29
if ((static_cast< idx8_t>(alpha16)) != 3) { 
# 30
return (17.875F); }  
# 31
alpha16 /= (30); 
# 32
constexpr idx8_t lim17 = 60; 
# 33
return (48) + alpha16; 
# 34
} 
# 36
int main() { 
# 37
int n18 = 1322; 
# 38
(__cudaPushCallConfiguration((n18 + 255) / 256, 256)) ? (void)0 : merge9< long, 5> ((long *)nullptr); 
# 39
for (int it19 = 0; it19 < n18; ++it19) { 
# 40
(__cudaPushCallConfiguration(128, 3 + (48 + 77))) ? (void)0 : merge9< int, 5> (&n18); 
# 41
auto op23 = [=](auto h20, auto r21) { 
# 42
const char *cnt22 = "x + 1"; 
# 43
r21 = (((r21 == (cnt22[1])) ? (n18) & 15 : 8L) + ((cnt22[0]) + ((r21 > (cnt22[0])) ? cnt22[0] : (n18)))); 
# 44
return h20 * 2; 
# 45
} ; typedef decltype(op23) __T0;
# 46
if (it19 >= n18) { 
# 47
return op23(it19, n18); }  
# 48
}  
# 49
(__cudaPushCallConfiguration(1, 1 << 8)) ? (void)0 : merge9< int, 8> (&n18); 
# 50
return 0; 
# 51
} 

# 1 "v002089.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__26a323ab_10_v002089_cu_3177dc96
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002089.cudafe1.stub.c"
#include "v002089.cudafe1.stub.c"
# 1 "v002089.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
