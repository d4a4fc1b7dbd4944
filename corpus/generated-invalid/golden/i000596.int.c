# 1 "i000596.cu"
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
# 31 "i000596.cu"
__attribute__((visibility("hidden"))) void map_score11(int *data, int n) ;
#if 0
# 31
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((int)((data[i]) - ((int)1))); }  } 
#endif
# 32 "i000596.cu"
__attribute__((visibility("hidden"))) void map_pivot12(unsigned *data, int n) ;
#if 0
# 32
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((unsigned)((data[i]) - ((unsigned)1))); }  } 
#endif
# 34 "i000596.cu"
constexpr int check_march13(int count14, int lane15) 
# 35
{ 
# 36
auto z16 = (~(count14 - 26)) > (23L + lane15); 
# 37
float sum17 = z16 % z16; 
# 38
return z16; 
# 39
} 
# 40
__attribute__((visibility("hidden"))) inline void constexpr_kernel26(int *p) ;
#if 0
# 41
{ 
# 42
(p[__device_builtin_variable_threadIdx.x]) = 1; 
# 43
} 
#endif
# 45 "i000596.cu"
int main() 
# 46
{ 
# 47
int len18 = 3649; 
# 48
auto fn24 = [=](auto res19, auto lo20) { 
# 49
for (int j21 = 0, j22 = len18; j21 < j22; (++j21), (--j22)) { 
# 50
lo20 = res19; }  
# 51
cudaStream_t tmp23 = (nullptr); 
# 52
return res19 * 2; 
# 53
} ; typedef decltype(fn24) __T0;
# 54
len18 -= (+fn24(len18, 1)); 
# 55
unsigned z25 = check_march13(len18, check_march13(len18, len18)) * len18; 
# 56
len18 = ((z25 * z25) + (fn24(static_cast< int>(z25), 9))); 
# 57
len18 += (((len18 | sizeof(int)) * (len18 | sizeof(int))) * ((len18 | sizeof(int)) * (len18 | sizeof(int)))); 
# 58
(__cudaPushCallConfiguration(1 << 9, 1 << (3 + 6))) ? (void)0 : map_score11((int *)nullptr, len18); 
# 59
(__cudaPushCallConfiguration((len18 + 31) / 32, sizeof(float) * (64))) ? (void)0 : map_pivot12((unsigned *)nullptr, check_march13(len18 * 49, z25)); 
# 60
return 0; 
# 61
} 

# 1 "i000596.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__525740b2_10_i000596_cu_1abdd92f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000596.cudafe1.stub.c"
#include "i000596.cudafe1.stub.c"
# 1 "i000596.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
