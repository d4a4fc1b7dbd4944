# 1 "v000918.cu"
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
# 6 "v000918.cu"
__attribute__((visibility("hidden"))) void filter2_kernel(long beta3, double *__restrict__ out4, const float *coef5) ;
#if 0
# 6
{ 
# 7
unsigned i6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 8
if (i6 >= beta3) { 
# 9
return; 
# 10
}  
# 11
float h7 = (__device_builtin_variable_threadIdx.z) * (((273) * (__device_builtin_variable_threadIdx.x)) - ((i6 > beta3) ? *out4 : (out4[__device_builtin_variable_threadIdx.x]))); 
# 12
unsigned u8 = ((((out4[1]) += i6), (((int)59U) / i6))); 
# 13
} 
#endif
# 14 "v000918.cu"
namespace gpu9 { 
# 15
__attribute__((visibility("hidden"))) void accum10(int stride11, bool cfg12, double alpha13, const float *coef14) ;
#if 0
# 15
{ 
# 16
int idx15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
if (idx15 >= stride11) { 
# 18
return; 
# 19
}  
# 20
stride11 = ((float)(-2L)); 
# 21
stride11 = 42; 
# 22
} 
#endif
# 23 "v000918.cu"
}
# 24
static bool d_mix16; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 25
__attribute__((unused)) static size_t accum17(long long q18) {int volatile ___ = 1;(void)q18;
# 33
::exit(___);}
#if 0
# 25
{ 
# 26
for (int it19 = 0; it19 < 10; ++it19) { 
# 27
if ((!d_mix16) || (q18 > (32))) { 
# 28
return 63UL; 
# 29
}  
# 30
}  
# 31
unsigned q20 = d_mix16; 
# 32
return (__device_builtin_variable_blockDim.x) ^ (d_mix16 * (d_mix16 ? 8U : (26))); 
# 33
} 
#endif

#pragma GCC diagnostic pop

# 34 "v000918.cu"
float fold21(float *__restrict__ buf22, unsigned char *dst23, size_t b24) { 
# 35
if ((b24 - (58)) >= (4)) { 
# 36
goto out25; 
# 37
}  
# 38
(__cudaPushCallConfiguration(128, 32, 0)) ? (void)0 : gpu9::accum10(b24 & sizeof(float), (b24 + b24) >= (*dst23), (int)b24, nullptr); 
# 39
((*dst23)++), (b24 = ((((dst23[2]) & sizeof(int)) + ((long)(*dst23))) | b24)); 
# 40
out25:; ; 
# 41
return ((b24 != (dst23[b24])) && (b24 & (1))) ? ~((1402) | b24) : ((61 % (*dst23)) % b24); 
# 42
} 
# 43
int main() { 
# 44
int len26 = 2054; 
# 45
dim3 stride27(1, 128); 
# 46
if (int t28 = (15L); len26 == (len26 - 13)) { 
# 47
(__cudaPushCallConfiguration((len26 + 127) / 128, 32 * 2, 256, nullptr)) ? (void)0 : filter2_kernel(((unsigned char)t28) & (2744UL % t28), nullptr, nullptr); 
# 48
}  
# 49
len26 = len26; 
# 50
return 0; 
# 51
} 

# 1 "v000918.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__239f665e_10_v000918_cu_9145c62d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000918.cudafe1.stub.c"
#include "v000918.cudafe1.stub.c"
# 1 "v000918.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
