# 1 "v001811.cu"
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
# 20 "v001811.cu"
static_assert((sizeof(int) == (4)));
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 23
template< class T, class U> static void 
# 24
__wrapper__device_stub_bump6(const T *&input7, float &q8, double &alpha9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 24
{ 
# 25
int gid10 = __device_builtin_variable_threadIdx.x; 
# 26
q8 = (input7[(__device_builtin_variable_blockIdx.z) & (7)]); 
# 27
q8 = q8; 
# 28
alpha9 = (*input7); 
# 29
int sum11 = -(((__device_builtin_variable_threadIdx.x) >= (57)) ? 16L : (4407)); 
# 30
sum11 = ((T)(+q8)); 
# 31
} 
#endif

#pragma GCC diagnostic pop

# 23 "v001811.cu"
template< class T, class U> static void 
# 24
bump6(const T *input7, float q8, double alpha9) {__wrapper__device_stub_bump6<T,U>(input7,q8,alpha9);
# 31
return;}
#if 0
# 24
{ 
# 25
int gid10 = __device_builtin_variable_threadIdx.x; 
# 26
q8 = (input7[(__device_builtin_variable_blockIdx.z) & (7)]); 
# 27
q8 = q8; 
# 28
alpha9 = (*input7); 
# 29
int sum11 = -(((__device_builtin_variable_threadIdx.x) >= (57)) ? 16L : (4407)); 
# 30
sum11 = ((T)(+q8)); 
# 31
} 
#endif
# 34 "v001811.cu"
__attribute__((visibility("hidden"))) void merge12(double *buf13, float *acc14) ;
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern double dyn_15[]; 
# 36
(acc14[(__device_builtin_variable_blockIdx.y) & (7)]) = (-35); 
# 37
(*acc14) = (((dyn_15[(__device_builtin_variable_gridDim.z) & (7)]) != (((*buf13) += (64)), 13)) ? ((acc14[(__device_builtin_variable_blockIdx.x) & (7)]) + (64)) + (static_cast< double>(*acc14)) : (((*acc14) + (47)) / (61 & __device_builtin_variable_warpSize))); 
# 38
__attribute__((unused)) static int sh_16[256]; 
# 39
static_assert(((13 + 5) > 17), "bad config");
# 40
++(acc14[__device_builtin_variable_gridDim.z]); 
# 41
(acc14[__device_builtin_variable_blockDim.z]) = ((4 + ((sh_16[__device_builtin_variable_blockIdx.y]) % (sh_16[__device_builtin_variable_blockDim.z]))) % (-(64 % (sh_16[161])))); 
# 42
__attribute__((unused)) static float sh_17[128]; 
# 43
} 
#endif
# 45 "v001811.cu"
int main() { 
# 46
int len18 = 2430; 
# 47
len18++; 
# 48
--len18; 
# 49
(__cudaPushCallConfiguration(4, 35 + (13 + (13 + 3)))) ? (void)0 : merge12(nullptr, static_cast< float *>(nullptr)); 
# 50
--len18; 
# 51
(__cudaPushCallConfiguration(2, 32 * 16)) ? (void)0 : bump6< unsigned, unsigned> (static_cast< const unsigned *>(nullptr), len18, len18); 
# 52
return 0; 
# 53
} 

# 1 "v001811.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__33bcf1c5_10_v001811_cu_0c457741
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001811.cudafe1.stub.c"
#include "v001811.cudafe1.stub.c"
# 1 "v001811.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
