# 1 "v000188.cu"
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
# 25 "v000188.cu"
template< class T> 
# 26
struct Body11 { 
# 27
T sum12; 
# 28
}; 
# 30
namespace kern13 { 
# 31
static float c_grow14[2]; 
# 33
struct Span15 { 
# 34
int id16; 
# 35
float sum17; 
# 36
double hi18; 
# 37
short mass19; 
# 38
}; 
# 39
}
# 41
__attribute__((visibility("hidden"))) void scale20_kernel(int *acc21, int lane22, bool beta23, const int *src24) ;
#if 0
# 41
{ 
# 42
float flag25 = (64); 
# 43
__attribute__((unused)) static unsigned sh_26[8]; 
# 44
} 
#endif
# 46 "v000188.cu"
void check_march27(Body11< double>  a28) { 
# 47
for (int j29 = 0, j30 = 7; j29 < j30; (++j29), (--j30)) { 
# 48
for (int n31 = 0; n31 < j30; ++n31) { 
# 49
(__cudaPushCallConfiguration((j29 + 63) / 64, 2 * 16, 1 << (5 + 3))) ? (void)0 : scale20_kernel(nullptr, sizeof(int), (a28.sum12) >= ((n31 + j30) ^ 5), nullptr); 
# 50
a28 = Body11< double> {(4)}; 
# 51
unsigned long cnt32 = sizeof(int); 
# 52
}  
# 53
}  
# 54
a28 = a28; 
# 55
} 
# 57
int main() { 
# 58
int n33 = 919; 
# 59
n33 = (n33 * ((sizeof(float) * n33) % n33)); 
# 60
n33++; 
# 61
return 0; 
# 62
} 

# 1 "v000188.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c2dc8642_10_v000188_cu_84f6081d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000188.cudafe1.stub.c"
#include "v000188.cudafe1.stub.c"
# 1 "v000188.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
