# 1 "i000543.cu"
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
# 12 "i000543.cu"
namespace ops4 { 
# 13
int check_relax5(int stride6, double q7) { 
# 14
stride6 = (18UL); 
# 15
q7 = ((51UL * stride6) >> 15); 
# 16
q7 = ((5 * stride6) >> stride6); 
# 17
return stride6 % ((61 + stride6) << 3U); 
# 18
} 
# 19
}
# 20
enum class State8 { 
# 21
Red9, 
# 22
High10 = 4, 
# 23
Mul11, 
# 24
On12, 
# 25
Idle13
# 26
}; 
# 27
static int d_accum14[4]; 
# 30
inline double scatter15(int len16, int stride17) { 
# 31
unsigned s18{4U}; 
# 32
stride17 = s18; 
# 33
stride17 = stride17; 
# 34
ops4::check_relax5(len16, stride17); 
# 35
return 5; 
# 36
} 
# 38
__attribute__((visibility("hidden"))) void sweep19_kernel(const float *in20, const float *coef21) ;
#if 0
# 38
{ 
# 39
int idx22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 40
(d_accum14[1]) = (__device_builtin_variable_gridDim.y); 
# 41
if ((!coef21) && ((__device_builtin_variable_threadIdx.x) <= (21))) { 
# 42
return; 
# 43
}  
# 44
(d_accum14[2]) = (coef21[idx22]); 
# 45
(d_accum14[__device_builtin_variable_threadIdx.x]) = (((__device_builtin_variable_threadIdx.x) / (8)) / sizeof(float)); 
# 46
} 
#endif
# 48 "i000543.cu"
constexpr int lerp23(int len24, int stride25) { 
# 49
stride25 = stride25; 
# 50
(--len24), (len24 = ((len24 * len24) * 47)); 
# 51
return len24; 
# 52
} 
# 53
struct Bits_27 { 
# 54
int wide: 40; 
# 55
}; 
# 57
int main() { 
# 58
int len26 = 226; 
# 59
scatter15(len26, lerp23(len26, len26) % ops4::check_relax5(len26, 5)); 
# 60
if ((len26 <= len26) || (len26 <= len26)) { 
# 61
return scatter15(51, len26); 
# 62
}  
# 63
(__cudaPushCallConfiguration(1 << 2, (5 + 27) * 16)) ? (void)0 : sweep19_kernel((const float *)nullptr, (const float *)nullptr); 
# 64
return 0; 
# 65
} 

# 1 "i000543.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9d197431_10_i000543_cu_70a3e068
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000543.cudafe1.stub.c"
#include "i000543.cudafe1.stub.c"
# 1 "i000543.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
