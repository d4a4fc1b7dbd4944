# 1 "v001552.cu"
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
# 6 "v001552.cu"
static_assert((19 == 19), "bad config");
# 7
__attribute__((visibility("hidden"))) void fold2_kernel(const float *__restrict__ coef3, long long q4, const float *__restrict__ src5, const unsigned *__restrict__ input6) ;
#if 0
# 7
{ 
# 8
int tid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 9
if (tid7 <= q4) { 
# 10
return; 
# 11
}  
# 12
q4++; 
# 13
if ((q4 * (3)) <= (16)) { 
# 14
return; 
# 15
}  
# 16
} 
#endif
# 17 "v001552.cu"
float stencil8(const float *input9, const unsigned *__restrict__ coef10) { 
# 18
int f11[3 * 2] = {}; 
# 19
(f11[1]) ^= 43; 
# 20
return (f11[1]) << (f11[2]); 
# 21
} 
# 22
namespace gpu12 { 
# 23
__attribute__((visibility("hidden"))) void bump13_kernel(int n14, int stride15, int lane16, int n17) ;
#if 0
# 23
{ 
# 24
unsigned tid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
constexpr long base19 = (20); 
# 26
int h20 = 4L * ((n17 / tid18) + (44)); 
# 27
constexpr int sum21 = 59; 
# 28
int k22(36 << lane16); 
# 29
if (27ULL <= (n17 % base19)) { 
# 30
goto done24; 
# 31
}  
# 32
if ((5 + h20) == (__device_builtin_variable_threadIdx.x)) { 
# 33
constexpr float lim23 = (53); 
# 34
}  
# 35
k22 <<= (63 + n14); 
# 36
done24:; ; 
# 37
} 
#endif
# 38 "v001552.cu"
constexpr unsigned STEPS25 = (32); 
# 39
static constexpr long WIDTH26 = (16); 
# 40
}
# 41
static int host_score27(bool beta28) { 
# 42
if (!beta28) { 
# 43
return gpu12::STEPS25; 
# 44
}  
# 45
if (!beta28) { 
# 46
return beta28; 
# 47
}  
# 48
if ((beta28 + beta28) >= (gpu12::WIDTH26 - beta28)) { 
# 49
int pass29 = 0; 
# 50
while (pass29 < 11) { 
# 51
const char *lim30 = ("ok"); 
# 52
unsigned res31 = gpu12::STEPS25; 
# 53
++pass29; 
# 54
}  
# 55
}  
# 56
return gpu12::STEPS25; 
# 57
} 
# 58
int main() { 
# 59
int len32 = 2327; 
# 60
constexpr double z33 = (-(16.5)); 
# 61
(__cudaPushCallConfiguration(1 << 8, dim3((len32 + 127) / 128, gpu12::WIDTH26 + (240), 8 * 8))) ? (void)0 : gpu12::bump13_kernel(gpu12::STEPS25, (gpu12::WIDTH26 - len32) - gpu12::WIDTH26, (len32) ? 8 : (sizeof(float) * len32), gpu12::WIDTH26); 
# 62
len32 >>= 3; 
# 63
(__cudaPushCallConfiguration(((dim3)((len32 + 255) / 256)), 512)) ? (void)0 : fold2_kernel(static_cast< const float *>(nullptr), ((len32 += gpu12::STEPS25), gpu12::STEPS25) + gpu12::WIDTH26, nullptr, nullptr); 
# 64
return 0; 
# 65
} 

# 1 "v001552.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6817eb35_10_v001552_cu_27f554cd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001552.cudafe1.stub.c"
#include "v001552.cudafe1.stub.c"
# 1 "v001552.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
