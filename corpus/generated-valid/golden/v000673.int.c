# 1 "v000673.cu"
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
# 19 "v000673.cu"
__attribute__((visibility("hidden"))) void blend5_kernel(int *__restrict__ dst6, float *buf7, unsigned *dst8) ;
#if 0
# 19
{ 
# 20
double hi9 = (23LL); 
# 21
int w10[5] = {31}; 
# 22
int u11 = 25; 
# 23
auto cnt12 = (double)(((dst8[7]) + (w10[u11])) * (*buf7)); 
# 24
(*dst6) = (*dst6); 
# 25
(buf7[1]) = (dst8[u11]); 
# 26
if (((w10[u11]) - (*buf7)) <= (w10[1])) { 
# 27
return; 
# 28
}  
# 29
} 
#endif
# 30 "v000673.cu"
static unsigned char g_fuse13; 
# 31
static unsigned c_gather14[4]; 
# 32
static unsigned long c_drift15[4]; 
# 34
struct alignas(8) Vec16 { 
# 35
double weight17; 
# 36
float weight18; 
# 37
int x19; 
# 38
int sum20; 
# 39
}; 
# 41
Vec16 operator+(Vec16 a, Vec16 b) { 
# 42
Vec16 r = a; 
# 43
(r.weight17) += (b.weight17); 
# 44
(r.weight18) += (b.weight18); 
# 45
(r.x19) += (b.x19); 
# 46
(r.sum20) += (b.sum20); 
# 47
return r; 
# 48
} 
# 50
int main() { 
# 51
int len21 = 3611; 
# 52
unsigned f22 = (32); 
# 53
const double *tmp23 = (nullptr); 
# 54
(__cudaPushCallConfiguration((len21 + 63) / 64, 16 * 4)) ? (void)0 : blend5_kernel(&len21, nullptr, &f22); 
# 55
return 0; 
# 56
} 

# 1 "v000673.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8a88a62a_10_v000673_cu_93fce494
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000673.cudafe1.stub.c"
#include "v000673.cudafe1.stub.c"
# 1 "v000673.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
