# 1 "v000421.cu"
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
# 15 "v000421.cu"
__attribute__((visibility("hidden"))) void bump5(int *data6, const int *__restrict__ coef7, int *buf8) ;
#if 0
# 15
{ 
# 16
int idx9 = __device_builtin_variable_threadIdx.x; 
# 17
for (int j10 = 0; j10 < idx9; j10++) { 
# 18
long long z11 = j10; 
# 19
}  
# 20
int k12 = data6[idx9]; 
# 21
double hi13 = (2 * (idx9 % __device_builtin_variable_warpSize)) + ((2 * (idx9 + idx9)) + idx9); 
# 22
} 
#endif
# 29 "v000421.cu"
__attribute__((visibility("hidden"))) void map_smooth15(float *data, int n) ;
#if 0
# 29
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((float)((data[i]) - ((float)1))); }  } 
#endif
# 30 "v000421.cu"
__attribute__((visibility("hidden"))) void map_stencil16(double *data, int n) ;
#if 0
# 30
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((double)((data[i]) - ((double)1))); }  } 
#endif
# 33 "v000421.cu"
inline double blend17(const int *coef18, double beta19, float *out20) { 
# 34
short *mid21 = reinterpret_cast< short *>(out20); 
# 35
(out20[7]) = (1.125F); 
# 36
return static_cast< int>(~(coef18[4])); 
# 37
} 
# 39
int clamp22(int len23, int count24) { 
# 40
if ((len23 * 2) == len23) { 
# 41
return -5; 
# 42
}  
# 43
if ((len23 - 16ULL) > count24) { 
# 44
(__cudaPushCallConfiguration((count24 + 63) / 64, dim3(5 + (5 + (5 + (5 + 492))), 64, (count24 + 63) / 64))) ? (void)0 : map_stencil16(nullptr, count24 & len23); 
# 45
if ((len23 != 10L) && (len23 == len23)) { 
# 46
return count24; 
# 47
}  
# 48
}  
# 49
return len23 >> len23; 
# 50
} 
# 52
int main() { 
# 53
int count25 = 2539; 
# 54
--count25; 
# 55
(__cudaPushCallConfiguration(128, 1 << (5 + 4))) ? (void)0 : map_smooth15(static_cast< float *>(nullptr), 15); 
# 56
--count25; 
# 57
dim3 q26(1 << 2); 
# 58
(__cudaPushCallConfiguration(5 + (5 + 246), 512)) ? (void)0 : bump5(nullptr, &count25, &count25); 
# 59
return 0; 
# 60
} 

# 1 "v000421.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a5a940da_10_v000421_cu_e54f63d7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000421.cudafe1.stub.c"
#include "v000421.cudafe1.stub.c"
# 1 "v000421.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
