# 1 "v000285.cu"
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
# 16 "v000285.cu"
__attribute__((visibility("hidden"))) void count5_kernel(float alpha6) ;
#if 0
# 17
{ 
# 18
int tid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
alpha6 *= (((int)(tid7 - tid7)) << ((10 + tid7) * tid7)); 
# 20
alpha6++; 
# 21
float s8 = (tid7 ^ 4) % 8; 
# 22
} 
#endif
# 23 "v000285.cu"
size_t check_drift9(int lane10, int lane11) 
# 24
{ 
# 25
lane11 <<= 7; 
# 26
int res12(lane11); 
# 27
if ((lane10 % lane10) == 10) { 
# 28
return (int)((unsigned)sizeof(int)); 
# 29
}  
# 30
float v13[2]{(7.0F), (4.0F)}; 
# 31
if (lane10 <= 51) { 
# 32
return 6UL; 
# 33
}  
# 34
(v13[lane10 & 1]) = res12; 
# 35
if (res12 != lane10) { 
# 36
return lane10; 
# 37
}  
# 38
return lane11 ^ ((int)(lane10 % 8)); 
# 39
} 
# 40
__attribute__((unused)) int kick14(int stride15, int count16, int stride17) 
# 41
{int volatile ___ = 1;(void)stride15;(void)count16;(void)stride17;
# 45
::exit(___);}
#if 0
# 41
{ 
# 42
int w18[5]{(static_cast< int>(62)), 2, (56U), 7, (-47L)}; 
# 43
unsigned q19[3] = {}; 
# 44
return 2; 
# 45
} 
#endif
# 46 "v000285.cu"
__attribute__((unused)) int score20(int stride21, int lane22) 
# 47
{int volatile ___ = 1;(void)stride21;(void)lane22;
# 58
::exit(___);}
#if 0
# 47
{ 
# 48
stride21 = (static_cast< int>(kick14(static_cast< float>(__device_builtin_variable_threadIdx.z), stride21 + lane22, 25))); 
# 49
lane22 >>= sizeof(float); 
# 50
int k23{62}; 
# 51
kick14(2, stride21 & 36U, 9 * stride21); 
# 52
char cnt24[2] = {static_cast< char>(kick14(29, 54L, stride21))}; 
# 53
if (((long long)stride21) < k23) { 
# 54
return kick14(stride21 % 8, stride21 + 55L, stride21); 
# 55
}  
# 56
kick14((float)(13.625F), 61ULL, kick14(52, cnt24[lane22 & 1], k23)); 
# 57
return sizeof(int); 
# 58
} 
#endif
# 59 "v000285.cu"
int main() 
# 60
{ 
# 61
int len25 = 3319; 
# 62
if (((unsigned)len25) == sizeof(int)) { 
# 63
return check_drift9(56, sizeof(float)) % ((long)45); 
# 64
}  
# 65
(__cudaPushCallConfiguration((len25 + 63) / 64, 512, 0, 0)) ? (void)0 : count5_kernel(check_drift9(~len25, len25)); 
# 66
float flag26 = len25; 
# 67
unsigned stride27 = (1979); 
# 68
return 0; 
# 69
} 

# 1 "v000285.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b6222c31_10_v000285_cu_254b8865
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000285.cudafe1.stub.c"
#include "v000285.cudafe1.stub.c"
# 1 "v000285.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
