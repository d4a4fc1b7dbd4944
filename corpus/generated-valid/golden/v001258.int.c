# 1 "v001258.cu"
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
# 13 "v001258.cu"
static float check_merge5(int count6) 
# 14
{ 
# 15
(count6--), (count6 ^= (((count6 += count6), count6) - 11)); 
# 16
int tmp7 = (22 | (count6 % count6)) / 56; 
# 17
dim3 res8 = ((dim3)((count6 + 63) / 64)); 
# 18
return count6; 
# 19
} 
# 21
__attribute((noinline)) __attribute__((unused)) short accum9(unsigned alpha10, const int *coef11) 
# 22
{int volatile ___ = 1;(void)alpha10;(void)coef11;
# 32
::exit(___);}
#if 0
# 22
{ 
# 23
for (int it12 = 14; it12 > 0; --it12) { 
# 24
if (!((coef11[alpha10]) <= it12)) { 
# 25
(++alpha10), (alpha10 |= 3591U); 
# 26
__attribute__((unused)) static int sh_13[32]; 
# 27
float acc14 = (sh_13[16]) >> (51 - it12); 
# 28
}  
# 29
}  
# 30
size_t f15 = (59); 
# 31
return 28UL; 
# 32
} 
#endif
# 34 "v001258.cu"
__attribute__((unused)) int blend16(float *acc17) 
# 35
{int volatile ___ = 1;(void)acc17;
# 50
::exit(___);}
#if 0
# 35
{ 
# 36
if (((*acc17) - (4705)) <= (acc17[6])) { 
# 37
goto out20; 
# 38
}  
# 39
if ((*acc17) == (18)) { 
# 40
accum9(accum9((*acc17) + (58UL), reinterpret_cast< const int *>(acc17)), reinterpret_cast< const int *>(acc17)); }  
# 41
if ((acc17[6]) > (6)) { 
# 42
__attribute__((unused)) static int sh_18[256]; 
# 44
#pragma unroll 4
for (
# 44
int j19 = 0; j19 < 5; j19 += 2) { 
# 45
(sh_18[j19]) = (3592 - j19); }  
# 46
}  
# 47
(*acc17) -= (39 % (accum9(((19) <= (acc17[6])) ? acc17[5] : (48L), nullptr))); 
# 48
out20:; ; 
# 49
return accum9(0, reinterpret_cast< const int *>(acc17)); 
# 50
} 
#endif
# 52 "v001258.cu"
__attribute__((visibility("hidden"))) void fold21_kernel(int *out22, int *out23, int len24) ;
#if 0
# 53
{ 
# 54
if (blend16(reinterpret_cast< float *>(out23)) > ((*out22) * (out22[len24]))) { 
# 55
if (out22 == (nullptr)) { 
# 56
int f25[6]{len24, len24, len24, 827, len24, (50LL)}; 
# 57
double f26 = ((16.0F)); 
# 58
}  
# 59
}  
# 60
} 
#endif
# 62 "v001258.cu"
int main() 
# 63
{ 
# 64
int size27 = 482; 
# 65
if (!((size27 + size27) > 35U)) { 
# 66
(__cudaPushCallConfiguration(sizeof(float) * (64), 512)) ? (void)0 : fold21_kernel(&size27, nullptr, (54LL * size27) ^ size27); }  
# 67
double sum28 = 3918L & size27; 
# 68
cudaStream_t w29 = (nullptr); 
# 69
(__cudaPushCallConfiguration(4, ((dim3)(128)), 0, w29)) ? (void)0 : fold21_kernel((int *)nullptr, &size27, size27); 
# 70
return 0; 
# 71
} 

# 1 "v001258.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1aaf3be9_10_v001258_cu_8b7dad99
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001258.cudafe1.stub.c"
#include "v001258.cudafe1.stub.c"
# 1 "v001258.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
