# 1 "v000504.cu"
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
# 20 "v000504.cu"
static int c_drift9[4]; 
# 21
enum class Level10 { Green11, Blue12 = 6, Blue13}; 
# 23
__attribute__((unused)) unsigned sweep14(int lane15, const float *input16, float q17 = (8.875F)) 
# 24
{int volatile ___ = 1;(void)lane15;(void)input16;(void)q17;
# 32
::exit(___);}
#if 0
# 24
{ 
# 25
{ 
# 26
__attribute__((unused)) static int sh_18[7][13]; 
# 27
((sh_18[__device_builtin_variable_blockIdx.x])[11]) = 64; 
# 28
} 
# 29
bool tmp19 = ((*input16) >= lane15) ? (__device_builtin_variable_threadIdx.x) + lane15 : (*input16); 
# 30
__attribute__((unused)) static int sh_20[5 + 3]; 
# 31
return +((sh_20[5]) + (((__device_builtin_variable_threadIdx.z) > (c_drift9[lane15])) ? __device_builtin_variable_blockIdx.x : (c_drift9[lane15]))); 
# 32
} 
#endif
# 34 "v000504.cu"
__attribute__((visibility("hidden"))) void pivot21(int lane22, const int *src23) ;
#if 0
# 35
{ 
# 36
constexpr float y24 = (28); 
# 37
__attribute__((unused)) static float sh_25[8]; 
# 38
if ((__device_builtin_variable_threadIdx.x) > (sh_25[6])) { 
# 39
{ 
# 40
if (((lane22 & 1) ? 62 * (*src23) : (__device_builtin_variable_threadIdx.z)) == (sizeof(int) - (c_drift9[3]))) { 
# 41
const int *lim26 = (nullptr); 
# 42
__attribute__((unused)) static unsigned sh_27[16]; 
# 43
}  
# 44
} 
# 45
}  
# 46
} 
#endif
# 48 "v000504.cu"
int main() 
# 49
{ 
# 50
int n28 = 2495; 
# 51
auto cnt29 = '#'; 
# 52
n28 %= (-57); 
# 53
(__cudaPushCallConfiguration(dim3((n28 + 127) / 128, sizeof(float), (n28 + 63) / 64), 32, (5 + 2043) * 2, (cudaStream_t)0)) ? (void)0 : pivot21((cnt29) ? cnt29 ^ cnt29 : 3, &n28); 
# 54
return 0; 
# 55
} 

# 1 "v000504.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__23eb302d_10_v000504_cu_c_drift9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000504.cudafe1.stub.c"
#include "v000504.cudafe1.stub.c"
# 1 "v000504.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
