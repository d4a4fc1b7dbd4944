# 1 "cxx20_consteval_designated.cu"
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
# 5 "cxx20_consteval_designated.cu"
struct LaunchCfg { 
# 6
unsigned grid = (1); 
# 7
unsigned block = (128); 
# 8
size_t smem = (0); 
# 9
bool cooperative = false; 
# 10
}; 
# 12
consteval unsigned log2_exact(unsigned v) 
# 13
{ 
# 14
unsigned r = (0); 
# 15
while ((1U << r) < v) { ++r; }  
# 16
return r; 
# 17
} 
# 19
constinit int g_launches = 0; 
# 21
enum class Stage { Load, Compute, Store}; 
# 23
int stage_cost(Stage s) 
# 24
{ 
# 25
using enum Stage;
# 26
switch (s) { 
# 27
case Load:  return 2; 
# 28
case Compute:  return 5; 
# 29
case Store:  return 1; 
# 30
}  
# 31
return 0; 
# 32
} 
# 34
__attribute__((visibility("hidden"))) void shift_scale(int *v, int n, unsigned shift) ;
#if 0
# 35
{ 
# 36
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
if (i < n) { [[likely]] (v[i]) <<= shift; }  
# 38
} 
#endif
# 40 "cxx20_consteval_designated.cu"
int main() 
# 41
{ 
# 42
constexpr LaunchCfg cfg{.grid = (8), .block = (256)}; 
# 43
LaunchCfg small{.block = (32), .cooperative = true}; 
# 44
auto launch = [&]< class T> (T *p, int n) { 
# 45
(__cudaPushCallConfiguration((cfg).grid, (cfg).block, (cfg).smem)) ? (void)0 : shift_scale(p, n, log2_exact(16)); 
# 46
++g_launches; 
# 47
} ; typedef decltype(launch) __T0;
# 48
launch((int *)nullptr, 2048); 
# 49
int total = 0; 
# 50
for (Stage order[] = {Stage::Load, Stage::Compute, Stage::Store}; Stage s : order) { 
# 51
total += stage_cost(s); }  
# 52
return (total + g_launches) + ((int)(small.block)); 
# 53
} 

# 1 "cxx20_consteval_designated.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c6f8fedb_29_cxx20_consteval_designated_cu_14e32332
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cxx20_consteval_designated.cudafe1.stub.c"
#include "cxx20_consteval_designated.cudafe1.stub.c"
# 1 "cxx20_consteval_designated.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
