# 1 "v001345.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 18 "v001345.cu"
__attribute__((unused)) static void split7(int lane8, int stride9, const unsigned *src10) {int volatile ___ = 1;(void)lane8;(void)stride9;(void)src10;
# 22
::exit(___);}
#if 0
# 18
{ 
# 19
++stride9; 
# 20
stride9 >>= (lane8 + ((src10[7]) << 2)); 
# 21
__attribute__((unused)) static float sh_11[16]; 
# 22
} 
#endif

#pragma GCC diagnostic pop

# 24 "v001345.cu"
__attribute__((visibility("hidden"))) void scatter12(unsigned a13, size_t *acc14, short a15) ;
#if 0
# 24
{ 
# 25
(acc14[5])++; 
# 26
if ((*acc14) >= a15) { 
# 27
goto out16; 
# 28
}  
# 29
a15 %= 42; 
# 30
split7(__device_builtin_variable_threadIdx.x, *acc14, (const unsigned *)nullptr); 
# 31
static_assert(((13 * 2) > 25), "tile must fit");
# 32
out16:; ; 
# 33
} 
#endif
# 34 "v001345.cu"
static unsigned c_sift17; 
# 36
__attribute((always_inline)) __attribute__((unused)) inline long lerp18(float p19, const double *__restrict__ in20, short alpha21) {int volatile ___ = 1;(void)p19;(void)in20;(void)alpha21;
# 41
::exit(___);}
#if 0
# 36
{ 
# 37
float res22(c_sift17 - __device_builtin_variable_warpSize); 
# 38
int prod23 = __device_builtin_variable_blockDim.x; 
# 39
__attribute__((unused)) static int sh_24[64]; 
# 40
return ((((__device_builtin_variable_threadIdx.x) + 57ULL) > res22) ? (__device_builtin_variable_threadIdx.x) + 57ULL : res22); 
# 41
} 
#endif
# 43 "v001345.cu"
struct Sample25 { 
# 44
float sum26; 
# 45
unsigned mass27; 
# 46
float apply28(int hi29) const { 
# 47
hi29 = ((mass27) + (mass27)); 
# 48
hi29 = 25; 
# 49
return +(((sum26) > (sum26)) ? sum26 : (sum26)); 
# 50
} 
# 51
void apply30(float hi31) { 
# 52
--hi31; 
# 53
long z32 = (hi31 > (mass27)) ? hi31 : (mass27); 
# 54
} 
# 55
}; 
# 57
int main() { 
# 58
int size33 = 185; 
# 59
unsigned short y34[5] = {(35), (static_cast< unsigned short>(54UL)), (static_cast< unsigned short>(48))}; 
# 60
(y34[size33]) ^= 59; 
# 61
(__cudaPushCallConfiguration(((dim3)(32)), 48 + (48 + 160))) ? (void)0 : scatter12(y34[2], (size_t *)nullptr, size33); 
# 62
return 0; 
# 63
} 

# 1 "v001345.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1ef91921_10_v001345_cu_0b18ca22
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001345.cudafe1.stub.c"
#include "v001345.cudafe1.stub.c"
# 1 "v001345.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
