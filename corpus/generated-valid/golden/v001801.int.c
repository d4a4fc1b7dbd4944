# 1 "v001801.cu"
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
# 14 "v001801.cu"
__attribute__((unused)) int filter5(float p6) {int volatile ___ = 1;(void)p6;
# 20
::exit(___);}
#if 0
# 14
{ 
# 15
p6 = ((p6 - p6) - (((p6 == (sizeof(int))) || (p6 > (31L))) ? 4706L : (2016U))); 
# 16
++p6; 
# 17
if ((p6 <= p6) || ((20) > p6)) { 
# 18
return 43L; }  
# 19
return (1) / p6; 
# 20
} 
#endif
# 21 "v001801.cu"
const double g_combine7 = (21.0); 
# 24
extern "C" __attribute__((visibility("hidden"))) void update8_kernel(float b9) ;
#if 0
# 24
{ 
# 25
auto base10 = ((filter5(b9)) / 24UL) * ((6.75F) * b9); 
# 26
int z11 = 53; 
# 27
auto f12 = b9; 
# 29
#pragma unroll 8
for (
# 29
int j13 = 0; j13 < z11; ++j13) { 
# 30
constexpr size_t z14 = (0); 
# 31
double w15 = filter5((10.875F)); 
# 32
if (((base10 + f12) + f12) <= f12) { 
# 33
return; }  
# 34
}  
# 35
} 
#endif
# 37 "v001801.cu"
namespace ops16 { 
# 38
static float d_filter17; 
# 40
__attribute__((visibility("hidden"))) void bump18(int *acc19, int lane20, unsigned *__restrict__ out21, float *dst22) ;
#if 0
# 40
{ 
# 41
__attribute__((unused)) static unsigned sh_23[8]; 
# 42
(dst22[lane20]) = (('0') + (((+(*dst22)) + (14)) + (24))); 
# 43
if (out21[5]) { 
# 44
goto finish24; 
# 45
}  
# 46
(*acc19) = lane20; 
# 47
(dst22[lane20]) = (filter5(*out21)); 
# 48
(sh_23[lane20]) = (53); 
# 49
finish24:; ; 
# 50
} 
#endif
# 51 "v001801.cu"
}
# 53
int main() { 
# 54
int n25 = 3930; 
# 55
n25 = n25; 
# 56
n25 = 53; 
# 57
n25--; 
# 58
(__cudaPushCallConfiguration(4, 53 + 11, sizeof(int) * (256))) ? (void)0 : update8_kernel((2 + n25) - 2); 
# 59
(__cudaPushCallConfiguration(16, 128)) ? (void)0 : ops16::bump18(&n25, n25, static_cast< unsigned *>(nullptr), nullptr); 
# 60
return 0; 
# 61
} 

# 1 "v001801.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0edcd875_10_v001801_cu_4204b764
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001801.cudafe1.stub.c"
#include "v001801.cudafe1.stub.c"
# 1 "v001801.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
