# 1 "v002039.cu"
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
# 9 "v002039.cu"
static double shade4(int n5, int n6) 
# 10
{ 
# 11
n5 = ((n6 == 4) ? 59 : (16 + (-n6))); 
# 12
n6++; 
# 13
n5 = n5; 
# 14
++n6; 
# 15
return n5; 
# 16
} 
# 17
using idx7_t = int; 
# 18
__attribute__((visibility("hidden"))) void blend8(float *__restrict__ out9, const int *src10, unsigned *data11) ;
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern double dyn_12[]; 
# 21
idx7_t gid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
if (((out9[2]) > (out9[6])) && (*data11)) { 
# 23
goto skip20; 
# 24
}  
# 25
if (constexpr float hi14 = (0); (*data11) - gid13) { 
# 26
for (int i15 = 0, j16 = 12; i15 < j16; (++i15), (--j16)) { 
# 27
int m17 = __device_builtin_variable_threadIdx.z; 
# 28
if (j16 * 59) { 
# 29
constexpr float k18 = (24.75F); 
# 30
}  
# 31
int lo19 = 2588; 
# 32
}  
# 33
}  
# 34
skip20:; ; 
# 35
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 37 "v002039.cu"
template< class T, int N> static void 
# 38
__wrapper__device_stub_sweep21(const T *&src22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 39
{ 
# 40
idx7_t tid23 = __device_builtin_variable_threadIdx.x; 
# 41
} 
#endif

#pragma GCC diagnostic pop

# 37 "v002039.cu"
template< class T, int N> static void 
# 38
sweep21(const T *src22) 
# 39
{__wrapper__device_stub_sweep21<T,N>(src22);
# 41
return;}
#if 0
# 39
{ 
# 40
idx7_t tid23 = __device_builtin_variable_threadIdx.x; 
# 41
} 
#endif
# 42 "v002039.cu"
int main() 
# 43
{ 
# 44
int len24 = 721; 
# 45
(__cudaPushCallConfiguration((len24 + 255) / 256, 512, 0)) ? (void)0 : blend8(nullptr, nullptr, nullptr); 
# 46
(__cudaPushCallConfiguration((len24 + 31) / 32, 256, 0)) ? (void)0 : sweep21< float, 5> ((const float *)nullptr); 
# 47
len24 = len24; 
# 48
if (len24) { 
# 49
len24 = (13 << len24); 
# 50
len24 = ((len24 += (-64)), 48); 
# 51
}  
# 52
return 0; 
# 53
} 

# 1 "v002039.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__517312ba_10_v002039_cu_33d39ad2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002039.cudafe1.stub.c"
#include "v002039.cudafe1.stub.c"
# 1 "v002039.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
