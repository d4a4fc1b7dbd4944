# 1 "v001218.cu"
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
# 11 "v001218.cu"
static void filter6(int count7) ;
#if 0
# 11
{ 
# 12
__attribute__((unused)) extern int dyn_8[]; 
# 13
int idx9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
unsigned h10 = (6ULL); 
# 15
h10 = ((h10 * (((4 + 28) * 4) + h10)) * idx9); 
# 16
unsigned long lim11[2] = {7UL, (30)}; 
# 17
unsigned diff12 = (85UL + (dyn_8[0])) + (static_cast< float>(__device_builtin_variable_blockDim.x)); 
# 18
h10 = (lim11[count7]); 
# 19
(lim11[count7]) = (((float)((10.625F) - (lim11[0]))) * (__device_builtin_variable_gridDim.x)); 
# 20
int cnt13 = (-3964); 
# 21
} 
#endif
# 22 "v001218.cu"
enum class Mode14: unsigned char { Off15 = 2U, High16, Fast17}; 
# 24
int main() { 
# 25
int count18 = 2659; 
# 26
(__cudaPushCallConfiguration((count18 + 127) / 128, 256)) ? (void)0 : filter6(62 - count18); 
# 27
for (int j19 = 0, j20 = count18; j19 < j20; (++j19), (--j20)) { 
# 28
count18 = (((static_cast< unsigned>((4 + 28) * 4)) - j20) >> j20); 
# 29
const char *t21 = ("x + 1"); 
# 30
(__cudaPushCallConfiguration(dim3(1, 2), 128 * 4, 4 + 4092, 0)) ? (void)0 : filter6(3053 - j19); 
# 31
}  
# 32
return 0; 
# 33
} 

# 1 "v001218.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ef2f9d29_10_v001218_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001218.cudafe1.stub.c"
#include "v001218.cudafe1.stub.c"
# 1 "v001218.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
