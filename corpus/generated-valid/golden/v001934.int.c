# 1 "v001934.cu"
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
# 11 "v001934.cu"
enum class Op5 { Fast6, Idle7}; 
# 13
static void spread8_kernel(size_t *__restrict__ data9, int stride10, int count11, double *acc12) ;
#if 0
# 13
{ 
# 14
(data9[5]) = (acc12[__device_builtin_variable_blockIdx.z]); 
# 15
count11 += (data9[6]); 
# 16
size_t idx13 = ((57) * (__device_builtin_variable_blockIdx.x)) * (4); 
# 17
} 
#endif
# 19 "v001934.cu"
static long long run_combine14(bool b15, int stride16) { 
# 20
(__cudaPushCallConfiguration((stride16 + 31) / 32, 128, 0)) ? (void)0 : spread8_kernel(nullptr, (double)b15, b15, nullptr); 
# 21
stride16 |= b15; 
# 22
stride16 = (5 - b15); 
# 23
stride16 *= 60L; 
# 24
--stride16; 
# 25
const int u17 = (+b15) / 48; 
# 26
(__cudaPushCallConfiguration((stride16 + 127) / 128, 128)) ? (void)0 : spread8_kernel(nullptr, ((int)b15) + (sizeof(long) * b15), u17, (double *)nullptr); 
# 27
return stride16; 
# 28
} 
# 30
inline float check_stencil18(const float *in19) { 
# 31
auto lam24 = [&](auto val20, auto m21) { 
# 32
double cnt22 = run_combine14(val20 != val20, val20) / ((in19)[7]); 
# 33
int off23{17}; 
# 34
return val20 * 2; 
# 35
} ; typedef decltype(lam24) __T0;
# 36
lam24(static_cast< int>(in19[6]), 3); 
# 37
if (in19 == (nullptr)) { 
# 38
return (22.25F) - (*in19); 
# 39
}  
# 40
return (9.375F); 
# 41
} 
# 43
int main() { 
# 44
int len25 = 3619; 
# 45
int iter26 = 0; 
# 46
while ((iter26 < 12) && len25) { 
# 47
len25 = (-check_stencil18((const float *)nullptr)); 
# 48
++iter26; 
# 49
}  
# 50
dim3 v27((len25 + 255) / 256); 
# 51
return 0; 
# 52
} 

# 1 "v001934.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b5fe8132_10_v001934_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001934.cudafe1.stub.c"
#include "v001934.cudafe1.stub.c"
# 1 "v001934.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
