# 1 "v000814.cu"
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
# 8 "v000814.cu"
namespace kern3 { 
# 9
__attribute__((unused)) long grow4(const int *input5, int stride6, float *data7) 
# 10
{int volatile ___ = 1;(void)input5;(void)stride6;(void)data7;
# 15
::exit(___);}
#if 0
# 10
{ 
# 11
stride6 = ((((input5[1]) + (data7[stride6 & 7])) + (stride6 * 244L)) + ((8UL) + (data7[6]))); 
# 12
--stride6; 
# 13
++(*data7); 
# 14
return ((stride6 / 41) - ((data7[stride6 & 7]) * (*input5))) - ((3953 % (input5[4])) % (45 * stride6)); 
# 15
} 
#endif
# 16 "v000814.cu"
}
# 18
struct Span8 { 
# 19
float w9; 
# 20
unsigned z10; 
# 21
int mass11; 
# 22
unsigned reset12(size_t y13) const 
# 23
{ 
# 24
y13 = (((((z10) < (35)) ? z10 : (35)) * ((mass11) / (w9))) * (z10)); 
# 25
return y13; 
# 26
} 
# 27
int get14() const 
# 28
{ 
# 29
return 39 + (mass11); 
# 30
} 
# 31
}; 
# 33
static void sift15(const int *coef16) ;
#if 0
# 34
{ 
# 35
__attribute__((unused)) static unsigned sh_17[16]; 
# 36
constexpr long diff18 = (33); 
# 37
--(sh_17[9]); 
# 38
constexpr int lim19 = 54; 
# 39
} 
#endif
# 41 "v000814.cu"
static int host_accum20(int lane21, const float *in22) 
# 42
{ 
# 43
lane21 <<= 0; 
# 44
(lane21--), (lane21 >>= (((int)(*in22)) >> (lane21 | lane21))); 
# 45
Span8 tmp23 = {('A'), 0U, 3}; 
# 46
return 46; 
# 47
} 
# 49
int main() 
# 50
{ 
# 51
int len24 = 4042; 
# 52
constexpr unsigned stride25 = (54); 
# 53
dim3 prod26(1 << 2); 
# 54
(__cudaPushCallConfiguration(prod26, dim3(1 << 5, 16))) ? (void)0 : sift15(&len24); 
# 55
if ((host_accum20(11, (const float *)nullptr)) > 36L) { 
# 56
return host_accum20(host_accum20(len24, nullptr), nullptr); }  
# 57
return 0; 
# 58
} 

# 1 "v000814.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a2150a43_10_v000814_cu_8cb9605b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000814.cudafe1.stub.c"
#include "v000814.cudafe1.stub.c"
# 1 "v000814.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
