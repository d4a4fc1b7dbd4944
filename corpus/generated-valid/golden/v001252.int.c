# 1 "v001252.cu"
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

# 7 "v001252.cu"
template< class T, class U> static void 
# 8
__wrapper__device_stub_fold2_kernel(T &alpha3, float *&acc4, T &q5, T *__restrict__ &dst6) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 8
{ 
# 9
int idx7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
for (int it8 = 0; it8 < 12; ++it8) { 
# 11
for (int n9 = 0; n9 < 3; ++n9) { 
# 12
q5 = ((15.125) * (*dst6)); 
# 13
}  
# 14
(*dst6) = 48; 
# 15
}  
# 16
double q10 = (3.25) - ((T)idx7); 
# 17
(dst6[1]) = (((idx7 | idx7) >> (idx7 << idx7)) | (6 + idx7)); 
# 18
alpha3 = (16.625F); 
# 19
} 
#endif

#pragma GCC diagnostic pop

# 7 "v001252.cu"
template< class T, class U> static void 
# 8
fold2_kernel(T alpha3, float *acc4, T q5, T *__restrict__ dst6) {__wrapper__device_stub_fold2_kernel<T,U>(alpha3,acc4,q5,dst6);
# 19
return;}
#if 0
# 8
{ 
# 9
int idx7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
for (int it8 = 0; it8 < 12; ++it8) { 
# 11
for (int n9 = 0; n9 < 3; ++n9) { 
# 12
q5 = ((15.125) * (*dst6)); 
# 13
}  
# 14
(*dst6) = 48; 
# 15
}  
# 16
double q10 = (3.25) - ((T)idx7); 
# 17
(dst6[1]) = (((idx7 | idx7) >> (idx7 << idx7)) | (6 + idx7)); 
# 18
alpha3 = (16.625F); 
# 19
} 
#endif
# 20 "v001252.cu"
__attribute__((visibility("hidden"))) void mix11(long *dst12) ;
#if 0
# 20
{ 
# 21
int i13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
constexpr char hi14 = (11L); 
# 23
if (!dst12) { 
# 24
return; 
# 25
}  
# 26
} 
#endif
# 27 "v001252.cu"
float g_apply15 = (2); 
# 29
float check_sift16(const int *coef17, bool q18 = true) { 
# 30
int flag19(*coef17); 
# 31
for (int it20 = 0; it20 < flag19; ++it20) { 
# 32
for (int j21 = 0; j21 < it20; ++j21) { 
# 33
(__cudaPushCallConfiguration(((dim3)(16)), 32 * 16)) ? (void)0 : mix11((long *)nullptr); 
# 34
}  
# 35
flag19 = (55UL); 
# 36
(__cudaPushCallConfiguration(((dim3)((flag19 + 255) / 256)), 128)) ? (void)0 : fold2_kernel< unsigned, long> (31, &g_apply15, g_apply15, (unsigned *)nullptr); 
# 37
}  
# 38
float s22 = *coef17; 
# 39
return (flag19 + (*coef17)) << (q18 * q18); 
# 40
} 
# 41
int main() { 
# 42
int count23 = 3519; 
# 43
(__cudaPushCallConfiguration(((dim3)(2)), 32)) ? (void)0 : mix11((long *)nullptr); 
# 44
if (19 != (count23 - 58)) { 
# 45
return (count23 & 48) * 63UL; 
# 46
}  
# 47
if (count23 & 1) { 
# 48
return g_apply15; 
# 49
}  
# 50
return 0; 
# 51
} 

# 1 "v001252.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7512db8d_10_v001252_cu_1e7d9bbf
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001252.cudafe1.stub.c"
#include "v001252.cudafe1.stub.c"
# 1 "v001252.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
