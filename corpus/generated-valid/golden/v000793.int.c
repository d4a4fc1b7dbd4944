# 1 "v000793.cu"
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
# 21 "v000793.cu"
static float d_stencil6; 
# 23
__attribute__((visibility("hidden"))) void shade7_kernel(int *acc8, int lane9) ;
#if 0
# 23
{ 
# 24
unsigned hi10 = __device_builtin_variable_blockIdx.z; 
# 25
lane9 = hi10; 
# 26
auto m11 = __device_builtin_variable_threadIdx.x; 
# 27
m11--; 
# 28
} 
#endif
# 30 "v000793.cu"
namespace img12 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 31
template< class T, class U> static void 
# 32
__wrapper__device_stub_lerp13(T &p14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 32
{ 
# 33
unsigned tid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
if ((tid15 - p14) != p14) { 
# 35
if (tid15 > tid15) { 
# 36
d_stencil6 = (6); 
# 37
p14 = ((1.25) - d_stencil6); 
# 38
}  
# 39
}  
# 40
} 
#endif

#pragma GCC diagnostic pop

# 31 "v000793.cu"
template< class T, class U> static void 
# 32
lerp13(T p14) {::img12::__wrapper__device_stub_lerp13<T,U>(p14);
# 40
return;}
#if 0
# 32
{ 
# 33
unsigned tid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
if ((tid15 - p14) != p14) { 
# 35
if (tid15 > tid15) { 
# 36
d_stencil6 = (6); 
# 37
p14 = ((1.25) - d_stencil6); 
# 38
}  
# 39
}  
# 40
} 
#endif
# 42 "v000793.cu"
__attribute__((visibility("hidden"))) void march16(long *__restrict__ buf17, unsigned *data18, const double *coef19) ;
#if 0
# 42
{ 
# 43
__attribute__((unused)) extern long dyn_20[]; 
# 44
int idx21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 45
(dyn_20[idx21]) = d_stencil6; 
# 46
bool w22 = (dyn_20[2]) <= sizeof(long); 
# 47
(*buf17) = (48); 
# 48
(data18[idx21]) = (3069); 
# 49
(buf17[4])++; 
# 50
w22 = w22; 
# 51
} 
#endif
# 52 "v000793.cu"
}
# 54
int main() { 
# 55
int size23 = 829; 
# 56
size23 = size23; 
# 57
(__cudaPushCallConfiguration((size23 + 63) / 64, 1 << 8, 0, (cudaStream_t)0)) ? (void)0 : shade7_kernel(&size23, 10); 
# 58
++size23; 
# 59
size23 = (sizeof(int)); 
# 60
if (size23) { 
# 61
return 32L; }  
# 62
(__cudaPushCallConfiguration(32 * 16, 1 << (6 + 2))) ? (void)0 : img12::lerp13< unsigned, unsigned> (size23); 
# 63
(__cudaPushCallConfiguration(dim3(6 + 250, 1), 128 * 4, sizeof(double) * (32), 0)) ? (void)0 : img12::march16(nullptr, (unsigned *)nullptr, (const double *)nullptr); 
# 64
return 0; 
# 65
} 

# 1 "v000793.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fee4cbee_10_v000793_cu_bac96e25
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000793.cudafe1.stub.c"
#include "v000793.cudafe1.stub.c"
# 1 "v000793.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
