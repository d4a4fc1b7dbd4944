# 1 "v000125.cu"
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
# 20 "v000125.cu"
__attribute__((unused)) void grow9(int lane10) {int volatile ___ = 1;(void)lane10;
# 23
::exit(___);}
#if 0
# 20
{ 
# 21
--lane10; 
# 22
int flag11 = (sizeof(long long)); 
# 23
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 25 "v000125.cu"
__attribute__((unused)) static double mix12(int len13, int count14, unsigned q15) {int volatile ___ = 1;(void)len13;(void)count14;(void)q15;
# 35
::exit(___);}
#if 0
# 25
{ 
# 26
if ((len13 < count14) || (!(count14 >= 24U))) { 
# 27
size_t w16{(29)}; 
# 28
if ((len13 == w16) || ((len13 == w16) && (w16 < len13))) { 
# 29
--len13; 
# 30
int base17 = (28UL); 
# 31
q15 = (37); 
# 32
}  
# 33
}  
# 34
return -(15.5); 
# 35
} 
#endif

#pragma GCC diagnostic pop

# 36 "v000125.cu"
__attribute__((visibility("hidden"))) void filter18(int lane19) ;
#if 0
# 36
{ 
# 37
__attribute__((unused)) extern float dyn_20[]; 
# 38
if (mix12(dyn_20[lane19], dyn_20[lane19 & 7], dyn_20[lane19]) > (53)) { 
# 39
goto done22; 
# 40
}  
# 41
if (13 >= ((lane19 ^ lane19) | lane19)) { 
# 42
constexpr unsigned char stride21 = (17); 
# 43
}  
# 44
lane19--; 
# 45
done22:; ; 
# 46
} 
#endif
# 47 "v000125.cu"
constexpr int run_fold23(int len24, int len25) { 
# 48
len25 &= ((len25 & 15) + __alignof__(double)); 
# 49
return len25 - 173; 
# 50
} 
# 51
int main() { 
# 52
int len26 = 2066; 
# 53
--len26; 
# 54
(len26++), (len26 = run_fold23(run_fold23(len26 * len26, len26 + 3), len26 - len26)); 
# 55
(__cudaPushCallConfiguration((len26 + 63) / 64, 256)) ? (void)0 : filter18(len26 * 42LL); 
# 56
return 0; 
# 57
} 

# 1 "v000125.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7a06463e_10_v000125_cu_ebadbe79
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000125.cudafe1.stub.c"
#include "v000125.cudafe1.stub.c"
# 1 "v000125.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
