# 1 "v002017.cu"
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
# 15 "v002017.cu"
constexpr float kB6 = (2.75F); 
# 22
__attribute__((visibility("hidden"))) void map_relax8(double *data, int n) ;
#if 0
# 22
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 25 "v002017.cu"
template< class T, int N> __attribute__((unused)) static int 
# 26
lerp9(T *acc10) {int volatile ___ = 1;(void)acc10;
# 33
::exit(___);}
#if 0
# 26
{ 
# 27
float q11 = kB6; 
# 28
q11++; 
# 29
__attribute__((unused)) static int sh_12[16]; 
# 30
float r13 = (N & (sh_12[12])) / (18.25); 
# 31
(sh_12[__device_builtin_variable_threadIdx.z])++; 
# 32
return 1863; 
# 33
} 
#endif

#pragma GCC diagnostic pop

# 35 "v002017.cu"
unsigned split14(float *data15) { 
# 36
(*data15) = (6ULL % ((unsigned)(*data15))); 
# 37
dim3 h16(sizeof(int) * (2), 5 + (5 + 54)); 
# 38
(*data15) = (5); 
# 39
return kB6; 
# 40
} 
# 42
int main() { 
# 43
int size17 = 244; 
# 44
(__cudaPushCallConfiguration(((dim3)((size17 + 255) / 256)), 32)) ? (void)0 : map_relax8((double *)nullptr, 23); 
# 45
([]{ } )(); 
# 46
(__cudaPushCallConfiguration(((dim3)(8 + 120)), 128 * 2, sizeof(double) * (32), nullptr)) ? (void)0 : map_relax8((double *)nullptr, 1599); 
# 47
(__cudaPushCallConfiguration((size17 + 31) / 32, dim3(32, 512), 0, nullptr)) ? (void)0 : map_relax8((double *)nullptr, 33); 
# 48
(__cudaPushCallConfiguration((size17 + 63) / 64, ((dim3)((size17 + 63) / 64)))) ? (void)0 : map_relax8((double *)nullptr, sizeof(long)); 
# 49
long long e18 = (kB6); 
# 50
return 0; 
# 51
} 

# 1 "v002017.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cb6c36e9_10_v002017_cu_8791fa18
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002017.cudafe1.stub.c"
#include "v002017.cudafe1.stub.c"
# 1 "v002017.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
