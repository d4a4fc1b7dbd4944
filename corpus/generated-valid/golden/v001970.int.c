# 1 "v001970.cu"
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
# 14 "v001970.cu"
static int c_tally6[2]; 
# 16
namespace kern7 { 
# 17
enum Phase8 { HIGH9, OFF10}; 
# 18
}
# 19
enum Mode11 { HIGH12, BLUE13 = 2, ON14}; 
# 20
enum State15 { GREEN16, GREEN17 = 6}; 
# 22
__attribute__((visibility("hidden"))) void update18_kernel(float a19) ;
#if 0
# 22
{ 
# 23
int tid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
a19 = ((((c_tally6[1]) | tid20) & 15) & 15); 
# 25
a19 = a19; 
# 26
float off21 = __device_builtin_variable_threadIdx.y; 
# 27
} 
#endif
# 29 "v001970.cu"
float host_weigh22(float cfg23) { 
# 30
if ((cfg23 - cfg23) > cfg23) { 
# 31
goto finish25; 
# 32
}  
# 33
([=]() mutable { 
# 34
if (((static_cast< long>(cfg23)) ^ (kern7::OFF10)) >= (cfg23)) { 
# 35
constexpr int val24 = (((kern7::OFF10) + (kern7::OFF10)) * 4); 
# 36
(__cudaPushCallConfiguration((BLUE13) + 62, ((GREEN17) + 2) * ((ON14) + 1), sizeof(double) * (64), (cudaStream_t)0)) ? (void)0 : update18_kernel((24.5F)); 
# 37
}  
# 38
} )(); 
# 39
cfg23 = (kern7::HIGH9); 
# 40
cfg23++; 
# 41
finish25:; ; 
# 42
return (static_cast< long>(cfg23)) | (37); 
# 43
} 
# 45
int main() { 
# 46
int n26 = 1171; 
# 47
if ((static_cast< float>(n26)) != (n26 ^ 1U)) { 
# 48
State15 q27 = GREEN16; 
# 49
(__cudaPushCallConfiguration((n26 + 63) / 64, (kern7::OFF10) + ((kern7::OFF10) + ((kern7::OFF10) + ((ON14) + 26))), sizeof(double) * (64))) ? (void)0 : update18_kernel(n26); 
# 50
double *diff28 = (nullptr); 
# 51
}  
# 52
return 0; 
# 53
} 

# 1 "v001970.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cf1cb0a5_10_v001970_cu_c_tally6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001970.cudafe1.stub.c"
#include "v001970.cudafe1.stub.c"
# 1 "v001970.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
