# 1 "v001130.cu"
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
# 11 "v001130.cu"
__attribute__((visibility("hidden"))) void decay6_kernel(float *out7, double alpha8, unsigned char *acc9) ;
#if 0
# 12
{ 
# 13
(*acc9) = (*acc9); 
# 14
if ((16 <= (*acc9)) || (alpha8 > alpha8)) { 
# 15
return; 
# 16
}  
# 17
float w10 = out7[4]; 
# 18
__attribute__((unused)) static float sh_11; 
# 19
__attribute__((unused)) static float sh_12[2][3 * 4]; 
# 20
__attribute__((unused)) static float sh_13[4 + (4 + 2)][2]; 
# 21
} 
#endif
# 22 "v001130.cu"
enum State14 { BUSY15, OFF16}; 
# 24
static void shade17_kernel(float *out18, int stride19, int stride20) ;
#if 0
# 25
{ 
# 26
unsigned short stride21 = (stride20 ^ 38UL) & ((__alignof__(int) + stride19) + (-stride19)); 
# 27
__attribute__((unused)) static double sh_22[64]; 
# 28
(out18[stride19])++; 
# 29
__attribute__((unused)) static int sh_23[1 << 8]; 
# 30
__attribute__((unused)) static int sh_24[16][2]; 
# 31
double idx25 = (sh_23[stride20 & 255]) << (33 << stride21); 
# 32
int base26 = ((sh_23[stride20]) - stride19) ^ 23; 
# 33
} 
#endif
# 35 "v001130.cu"
__attribute((noinline)) __attribute__((unused)) unsigned norm27(int lane28, const double *coef29) 
# 36
{int volatile ___ = 1;(void)lane28;(void)coef29;
# 41
::exit(___);}
#if 0
# 36
{ 
# 37
lane28 *= 30; 
# 38
lane28++; 
# 39
int hi30 = ((*coef29) + (15UL)) + (9); 
# 40
return 12; 
# 41
} 
#endif
# 43 "v001130.cu"
int main() 
# 44
{ 
# 45
int n31 = 2931; 
# 46
int q32 = (4261L); 
# 47
float diff33{(21.75F)}; 
# 48
(__cudaPushCallConfiguration(64, 256 * 2, sizeof(double) * (64), (cudaStream_t)0)) ? (void)0 : decay6_kernel((float *)nullptr, (14.25F) + q32, nullptr); 
# 49
(__cudaPushCallConfiguration(sizeof(float) * (4), 4 * ((OFF16) + 15), 0, nullptr)) ? (void)0 : shade17_kernel((float *)nullptr, q32, ((n31 - 15) + (62UL + n31)) + (+n31)); 
# 50
return 0; 
# 51
} 

# 1 "v001130.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d6cf9408_10_v001130_cu_243fbfe8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001130.cudafe1.stub.c"
#include "v001130.cudafe1.stub.c"
# 1 "v001130.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
