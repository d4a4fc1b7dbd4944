# 1 "v001357.cu"
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
# 9 "v001357.cu"
static void apply2_kernel(char a3, float *out4, unsigned *data5) ;
#if 0
# 10
{ 
# 11
int tid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
static_assert((9 > 8));
# 13
(out4[__device_builtin_variable_blockDim.x]) = (((48 ^ a3) * (tid6 + 48)) * a3); 
# 14
int f7[8] = {}; 
# 15
__attribute__((unused)) static char sh_8[8]; 
# 16
(sh_8[5]) = (__device_builtin_variable_threadIdx.x); 
# 17
a3 = (a3 | ((__device_builtin_variable_blockIdx.x) << (__device_builtin_variable_threadIdx.x))); 
# 18
int hi9 = tid6; 
# 19
} 
#endif
# 21 "v001357.cu"
unsigned clamp10(short b11, int count12) 
# 22
{ 
# 23
auto fn15 = [](int mid13) { 
# 24
mid13 = (~(mid13 | mid13)); 
# 25
int v14[7] = {}; 
# 26
mid13 = ((mid13 - (~mid13)) ^ mid13); 
# 27
} ; typedef decltype(fn15) __T0;
# 28
fn15(b11); 
# 29
double w16 = b11; 
# 30
const int stride17 = w16; 
# 31
return 24; 
# 32
} 
# 34
int main() 
# 35
{ 
# 36
int n18 = 813; 
# 37
n18 = (((63L | n18) + (clamp10(n18, n18))) + (52)); 
# 38
n18 = (static_cast< unsigned>(static_cast< float>(clamp10(2830L, n18)))); 
# 39
n18 = 49; 
# 40
(__cudaPushCallConfiguration((n18 + 31) / 32, 1 << 8, 0)) ? (void)0 : apply2_kernel(-23, static_cast< float *>(nullptr), nullptr); 
# 41
(__cudaPushCallConfiguration(8, 32)) ? (void)0 : apply2_kernel(n18, (float *)nullptr, nullptr); 
# 42
return 0; 
# 43
} 

# 1 "v001357.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8990f81a_10_v001357_cu_fb5725e1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001357.cudafe1.stub.c"
#include "v001357.cudafe1.stub.c"
# 1 "v001357.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
