# 1 "v001680.cu"
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
# 18 "v001680.cu"
static int c_accum10; 
# 19
enum class Kind11 { Fast12, Mul13, High14}; 
# 20
enum class Phase15: short { Green16 = 1, Slow17}; 
# 21
const float g_scatter18 = (10); 
# 23
__attribute__((visibility("hidden"))) void mix19_kernel(int lane20) ;
#if 0
# 24
{ 
# 25
lane20 = (lane20 * 57); 
# 26
lane20--; 
# 27
lane20 = (((c_accum10 - lane20) == (lane20 + c_accum10)) ? ((lane20 <= 5) ? c_accum10 : c_accum10) * ((lane20 <= 5) ? c_accum10 : c_accum10) : (('A') * c_accum10)); 
# 28
const unsigned h21 = (13); 
# 29
lane20 ^= (((lane20 * h21) * lane20) + (-(31L - lane20))); 
# 30
} 
#endif
# 32 "v001680.cu"
long mix22(Phase15 b23, float *data24, unsigned char p25) 
# 33
{ 
# 34
(__cudaPushCallConfiguration(4 * (3 + (3 + 2)), 32)) ? (void)0 : mix19_kernel(7); 
# 35
if (!(b23 != Phase15::Green16)) { 
# 36
return *data24; 
# 37
}  
# 38
return (((33) * (data24[p25])) * (g_scatter18 / p25)) + ((p25 / 2) - p25); 
# 39
} 
# 41
int main() 
# 42
{ 
# 43
int len26 = 3474; 
# 44
++len26; 
# 45
auto fn29 = [](auto hi27, auto s28) { 
# 46
hi27 = ((!((s28 * hi27) >= 4)) ? s28 : (hi27 + 62)); 
# 47
(__cudaPushCallConfiguration(4 * 2, 13 + 243)) ? (void)0 : mix19_kernel(s28 * s28); 
# 48
return hi27 * 2; 
# 49
} ; typedef decltype(fn29) __T0;
# 50
fn29(len26, len26); 
# 51
(--len26), (len26 = fn29(len26, len26)); 
# 52
int y30 = fn29(len26, len26); 
# 53
return 0; 
# 54
} 

# 1 "v001680.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bc1a95a1_10_v001680_cu_8eb8405e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001680.cudafe1.stub.c"
#include "v001680.cudafe1.stub.c"
# 1 "v001680.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
