# 1 "v002173.cu"
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
# 14 "v002173.cu"
constexpr float kD6 = (7.0F); 
# 15
enum Level7: unsigned char { SLOW8, ADD9, BUSY10 = 6U, HIGH11}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 17
template< class T, int N = 7> static void 
# 18
__wrapper__device_stub_lerp12(T &alpha13, int &count14, const T *&src15, const int *&in16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 18
{ 
# 19
int idx17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
T off18 = count14; 
# 21
count14 -= (SLOW8); 
# 22
off18 = (11.875); 
# 23
alpha13 = idx17; 
# 24
if ((alpha13 != idx17) || (src15 != nullptr)) { 
# 25
return; }  
# 26
int prod19 = (((T)(__device_builtin_variable_blockDim.y)) + (N >> idx17)) * kD6; 
# 27
} 
#endif

#pragma GCC diagnostic pop

# 17 "v002173.cu"
template< class T, int N = 7> static void 
# 18
lerp12(T alpha13, int count14, const T *src15, const int *in16) {__wrapper__device_stub_lerp12<T,N>(alpha13,count14,src15,in16);
# 27
return;}
#if 0
# 18
{ 
# 19
int idx17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
T off18 = count14; 
# 21
count14 -= (SLOW8); 
# 22
off18 = (11.875); 
# 23
alpha13 = idx17; 
# 24
if ((alpha13 != idx17) || (src15 != nullptr)) { 
# 25
return; }  
# 26
int prod19 = (((T)(__device_builtin_variable_blockDim.y)) + (N >> idx17)) * kD6; 
# 27
} 
#endif
# 29 "v002173.cu"
int main() { 
# 30
int len20 = 501; 
# 31
Level7 hi21 = SLOW8; 
# 32
double w22 = hi21; 
# 33
(__cudaPushCallConfiguration(((ADD9) + (ADD9)) * ((ADD9) + ((ADD9) + 2)), 16 + ((HIGH11) + 105), sizeof(float) * (64), 0)) ? (void)0 : lerp12< double, 6> (static_cast< size_t>(hi21), (float)(21.0F), static_cast< const double *>(nullptr), &len20); 
# 34
return 0; 
# 35
} 

# 1 "v002173.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__001287bb_10_v002173_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002173.cudafe1.stub.c"
#include "v002173.cudafe1.stub.c"
# 1 "v002173.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
