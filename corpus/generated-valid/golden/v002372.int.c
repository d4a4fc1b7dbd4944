# 1 "v002372.cu"
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

# 17 "v002372.cu"
template< class T> static void 
# 18
__wrapper__device_stub_relax5(T *&out6, float *&data7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 18
{ 
# 19
int i8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
int h9[6] = {}; 
# 21
short s10 = i8; 
# 22
if (i8 > (out6[0])) { 
# 23
return; 
# 24
}  
# 25
} 
#endif

#pragma GCC diagnostic pop

# 17 "v002372.cu"
template< class T> static void 
# 18
relax5(T *out6, float *data7) {__wrapper__device_stub_relax5<T>(out6,data7);
# 25
return;}
#if 0
# 18
{ 
# 19
int i8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
int h9[6] = {}; 
# 21
short s10 = i8; 
# 22
if (i8 > (out6[0])) { 
# 23
return; 
# 24
}  
# 25
} 
#endif
# 28 "v002372.cu"
__attribute__((visibility("hidden"))) void scale11_kernel(int *dst12, double *out13, int *buf14) ;
#if 0
# 28
{ 
# 29
__attribute__((unused)) extern int dyn_15[]; 
# 30
unsigned gid16 = __device_builtin_variable_threadIdx.x; 
# 31
float m17 = 12 + (*buf14); 
# 32
(dyn_15[0]) = 15; 
# 33
constexpr unsigned char u18 = (16UL); 
# 34
(buf14[5]) = (u18 * m17); 
# 35
} 
#endif
# 37 "v002372.cu"
__attribute__((visibility("hidden"))) void update19(const unsigned long *coef20, const float *src21, unsigned cfg22, unsigned *out23) ;
#if 0
# 37
{ 
# 38
__attribute__((unused)) extern int dyn_24[]; 
# 39
if ((-((dyn_24[1]) * (dyn_24[1]))) < ((dyn_24[3]) / cfg22)) { 
# 40
cfg22 = (out23[2]); 
# 41
cfg22 = (__device_builtin_variable_gridDim.y); 
# 42
}  
# 43
} 
#endif
# 45 "v002372.cu"
int main() { 
# 46
int size25 = 2578; 
# 47
if ((((size25 += 28U), size25) * ((size25 += 28U), size25)) <= 61) { 
# 48
size25 = (size25 + ((unsigned long)size25)); 
# 49
} else { 
# 50
(__cudaPushCallConfiguration(dim3(4, 4 * 4), 15 + (15 + (12 + (12 + 74))))) ? (void)0 : scale11_kernel(nullptr, nullptr, nullptr); 
# 51
size25 = 57; 
# 52
}  
# 53
(__cudaPushCallConfiguration((size25 + 255) / 256, ((dim3)(15 + 241)))) ? (void)0 : relax5< int> (nullptr, nullptr); 
# 54
(__cudaPushCallConfiguration(sizeof(float) * (4), 64)) ? (void)0 : update19(nullptr, nullptr, 54, nullptr); 
# 55
return 0; 
# 56
} 

# 1 "v002372.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f56641d5_10_v002372_cu_dcada47e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002372.cudafe1.stub.c"
#include "v002372.cudafe1.stub.c"
# 1 "v002372.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
