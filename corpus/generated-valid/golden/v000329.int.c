# 1 "v000329.cu"
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
# 9 "v000329.cu"
__attribute__((visibility("hidden"))) void trace4_kernel(const int *in5, size_t a6, int *__restrict__ acc7) ;
#if 0
# 10
{ 
# 11
int tid8 = __device_builtin_variable_threadIdx.x; 
# 12
static_assert((sizeof(int) == (4)), "bad config");
# 13
const int stride9 = (*in5) * (*acc7); 
# 14
if (!((acc7[tid8]) > (in5[6]))) { 
# 15
return; 
# 16
}  
# 17
int lo10 = tid8; 
# 18
int x11 = (int)tid8; 
# 19
lo10 = (+tid8); 
# 20
} 
#endif
# 22 "v000329.cu"
constexpr int clamp12(int len13, int stride14) 
# 23
{ 
# 24
long diff15{(-2761)}; 
# 25
return diff15; 
# 26
} 
# 28
namespace _GLOBAL__N__7d18588d_10_v000329_cu_d724b000 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__7d18588d_10_v000329_cu_d724b000; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__7d18588d_10_v000329_cu_d724b000 __attribute__((visibility("hidden")))  { 
# 29
void warp16(const unsigned *__restrict__ coef17) 
# 30
{ 
# 31
static_assert((40 == 40), "size check");
# 32
if (((coef17[5]) ^ (*coef17)) > (coef17[1])) { 
# 33
return; 
# 34
}  
# 35
} 
# 36
}
# 38
unsigned host_tally18(const float *in19) 
# 39
{ 
# 40
return in19[0]; 
# 41
} 
# 43
int main() 
# 44
{ 
# 45
int count20 = 992; 
# 46
(__cudaPushCallConfiguration(2 * 4, 256)) ? (void)0 : trace4_kernel(&count20, 45L, nullptr); 
# 47
count20 = (33ULL + count20); 
# 48
return 0; 
# 49
} 

# 1 "v000329.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7d18588d_10_v000329_cu_d724b000
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000329.cudafe1.stub.c"
#include "v000329.cudafe1.stub.c"
# 1 "v000329.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
