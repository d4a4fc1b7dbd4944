# 1 "v000038.cu"
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
# 12 "v000038.cu"
__attribute__((visibility("hidden"))) void score6_kernel(long *acc7, unsigned char alpha8, int *__restrict__ acc9, int n10) ;
#if 0
# 13
{ 
# 14
int idx11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
double z12[8]{((15.5F)), (23.75), (8.0), static_cast< double>(idx11), (16U), (13UL), (23.375), (2748L)}; 
# 16
if ((((__device_builtin_variable_threadIdx.x) != alpha8) ? alpha8 : (acc7[alpha8])) > (z12[n10])) { 
# 17
goto finish13; 
# 18
}  
# 19
(acc7[2]) &= (~(static_cast< long>(alpha8 - ('A')))); 
# 20
finish13:; ; 
# 21
} 
#endif
# 23 "v000038.cu"
__attribute__((visibility("hidden"))) void update14_kernel(size_t b15, const unsigned char *in16) ;
#if 0
# 24
{ 
# 25
int idx17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
b15 += idx17; 
# 27
int u18{static_cast< int>(*in16)}; 
# 28
b15 = ((9L > u18) ? 15 : ((in16[u18 & 7]) - ((b15 >= (__device_builtin_variable_blockDim.x)) ? ' ' : u18))); 
# 29
__attribute__((unused)) static unsigned sh_19[16]; 
# 30
} 
#endif
# 32 "v000038.cu"
__attribute__((visibility("hidden"))) void march20_kernel(float b21) ;
#if 0
# 33
{ 
# 34
unsigned tid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
b21 = ((9.125F) * (((tid22 * tid22) > (60)) ? __device_builtin_variable_threadIdx.x : ((6) - b21))); 
# 36
if (((tid22 + 44UL) - (51L)) != b21) { 
# 37
b21 = b21; 
# 38
b21 *= ((tid22 + tid22) << (__device_builtin_variable_blockIdx.z)); 
# 39
b21 = ('\n'); 
# 40
} else { 
# 41
}  
# 42
} 
#endif
# 45 "v000038.cu"
template< class T, class U> __attribute__((unused)) inline short 
# 46
update23(U beta24, int lane25) 
# 47
{int volatile ___ = 1;(void)beta24;(void)lane25;
# 51
::exit(___);}
#if 0
# 47
{ 
# 48
__attribute__((unused)) static size_t sh_26[8]; 
# 49
__attribute__((unused)) static unsigned sh_27; 
# 50
return beta24; 
# 51
} 
#endif
# 53 "v000038.cu"
constexpr int update28(int lane29) 
# 54
{ 
# 55
return -lane29; 
# 56
} 
# 58
int main() 
# 59
{ 
# 60
int len30 = 514; 
# 61
const double *tmp31 = (nullptr); 
# 62
update28(tmp31[len30]); 
# 63
if ((~len30) == len30) { 
# 64
return 2 + len30; }  
# 65
(__cudaPushCallConfiguration(32, 64 * 8)) ? (void)0 : score6_kernel(nullptr, update28(len30), nullptr, (len30 >> len30) * (static_cast< double>(len30))); 
# 66
(__cudaPushCallConfiguration(((dim3)((len30 + 255) / 256)), dim3((len30 + 255) / 256, 128))) ? (void)0 : update14_kernel(update28(tmp31[len30 & 7]) + len30, (const unsigned char *)nullptr); 
# 67
(__cudaPushCallConfiguration(2 * 8, 512)) ? (void)0 : march20_kernel(6); 
# 68
return 0; 
# 69
} 

# 1 "v000038.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7e5064f6_10_v000038_cu_5d842d8e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000038.cudafe1.stub.c"
#include "v000038.cudafe1.stub.c"
# 1 "v000038.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
