# 1 "v000550.cu"
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
# 21 "v000550.cu"
__attribute__((visibility("hidden"))) void accum5(int lane6) ;
#if 0
# 22
{ 
# 23
--lane6; 
# 24
if (lane6 < 11) { 
# 25
return; }  
# 26
} 
#endif
# 27 "v000550.cu"
enum class Axis7 { 
# 28
High8 = 3, 
# 29
Green9 = 6, 
# 30
Mul10, 
# 31
Idle11, 
# 32
Busy12 = 12
# 33
}; 
# 35
__attribute__((visibility("hidden"))) void update13_kernel(int lane14, int *out15) ;
#if 0
# 36
{ 
# 37
__attribute__((unused)) extern unsigned dyn_16[]; 
# 38
if ((out15[0]) == (dyn_16[6])) { 
# 39
return; }  
# 40
lane14 = (sizeof(int)); 
# 41
float q17 = lane14; 
# 42
++(out15[0]); 
# 43
++q17; 
# 44
(dyn_16[lane14 & 7])++; 
# 45
} 
#endif
# 47 "v000550.cu"
int main() 
# 48
{ 
# 49
int count18 = 771; 
# 50
count18 = count18; 
# 51
count18--; 
# 52
Axis7 z19 = Axis7::Idle11; 
# 53
(__cudaPushCallConfiguration((count18 + 31) / 32, ((dim3)((count18 + 31) / 32)))) ? (void)0 : accum5((106 ^ count18) - count18); 
# 54
(__cudaPushCallConfiguration(dim3((count18 + 127) / 128, 8, 16 * 4), 12 + (12 + 232))) ? (void)0 : update13_kernel(count18, (int *)nullptr); 
# 55
return 0; 
# 56
} 

# 1 "v000550.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6469280a_10_v000550_cu_f8c9000e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000550.cudafe1.stub.c"
#include "v000550.cudafe1.stub.c"
# 1 "v000550.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
