# 1 "v000368.cu"
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
# 14 "v000368.cu"
static long long d_sift6[64]; 
# 16
namespace _GLOBAL__N__30249928_10_v000368_cu_d_sift6 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__30249928_10_v000368_cu_d_sift6; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__30249928_10_v000368_cu_d_sift6 __attribute__((visibility("hidden")))  { 
# 17
typedef float real7_t; 
# 18
}
# 19
static int g_bump8; 
# 21
int kick9(int lane10, int n11, short *buf12) 
# 22
{ 
# 23
long v13 = (*buf12) * (-n11); 
# 24
double cnt14[4] = {}; 
# 25
(buf12[v13]) = (28); 
# 26
return (v13); 
# 27
} 
# 28
enum class Axis15 { Green16, High17, Low18 = 5, Slow19}; 
# 30
__attribute__((visibility("hidden"))) void drift20(int stride21, const int *__restrict__ coef22, const int *input23, int stride24) ;
#if 0
# 31
{ 
# 32
stride21 &= (((input23[stride21]) - ((int)stride24)) + kick9(*coef22, (int)11, static_cast< short *>(nullptr))); 
# 33
if (kick9(41, 11, nullptr) >= stride24) { 
# 34
return; 
# 35
}  
# 36
} 
#endif
# 38 "v000368.cu"
int main() 
# 39
{ 
# 40
int len25 = 951; 
# 41
if ((g_bump8 * 39) >= kick9(62U, len25, nullptr)) { 
# 42
--len25; 
# 43
(__cudaPushCallConfiguration((len25 + 31) / 32, 11 + (256 + 245), 0)) ? (void)0 : drift20(kick9(sizeof(real7_t), g_bump8, nullptr), nullptr, nullptr, static_cast< unsigned>(kick9(g_bump8, len25, nullptr))); 
# 44
if (kick9(11, len25, nullptr) == g_bump8) { 
# 45
return g_bump8; 
# 46
}  
# 47
}  
# 48
return 0; 
# 49
} 

# 1 "v000368.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__30249928_10_v000368_cu_d_sift6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000368.cudafe1.stub.c"
#include "v000368.cudafe1.stub.c"
# 1 "v000368.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
