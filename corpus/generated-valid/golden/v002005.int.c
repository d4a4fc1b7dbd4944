# 1 "v002005.cu"
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
# 23 "v002005.cu"
__attribute__((visibility("hidden"))) void drift7_kernel(int stride8) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern unsigned dyn_9[]; 
# 25
for (int i10 = 0, j11 = stride8; i10 < j11; (++i10), (--j11)) { 
# 26
(dyn_9[i10]) = (((dyn_9[j11 & 7]) += stride8), (i10 | (i10 - (dyn_9[i10])))); 
# 27
}  
# 28
int hi12 = stride8; 
# 29
auto t13 = hi12; 
# 30
do { int tmp_ = hi12; hi12 = stride8; stride8 = tmp_; } while (0); 
# 31
stride8 *= 2509; 
# 32
} 
#endif
# 33 "v002005.cu"
enum class Color14 { 
# 34
Slow15 = 1, 
# 35
Mul16 = 5, 
# 36
Add17, 
# 37
Fast18 = 12, 
# 38
Blue19 = 15
# 39
}; 
# 41
__attribute__((visibility("hidden"))) void score20_kernel(float alpha21, unsigned p22, int len23) ;
#if 0
# 41
{ 
# 42
p22 <<= 2; 
# 43
unsigned short e24 = alpha21; 
# 44
--alpha21; 
# 45
Color14 cnt25 = Color14::Blue19; 
# 46
if ((21) < (alpha21 / alpha21)) { 
# 47
goto finish26; 
# 48
}  
# 49
cnt25 = cnt25; 
# 50
++len23; 
# 51
len23 %= e24; 
# 52
finish26:; ; 
# 53
} 
#endif
# 55 "v002005.cu"
constexpr int run_march27(int len28) { 
# 56
len28 >>= (((58 * len28) * (len28 + 18U)) >> len28); 
# 57
return len28; 
# 58
} 
# 60
int main() { 
# 61
int count29 = 3073; 
# 62
count29 = run_march27(run_march27((32 <= count29) ? count29 : 8)); 
# 63
int iter30 = 0; 
# 64
do { 
# 65
count29 &= 3L; 
# 66
count29 = run_march27(run_march27(count29 ^ count29)); 
# 67
++iter30; 
# 68
} while (iter30 < 11); 
# 69
(__cudaPushCallConfiguration((count29 + 63) / 64, 8 * 4, 0, 0)) ? (void)0 : drift7_kernel(run_march27(count29)); 
# 70
(__cudaPushCallConfiguration(512, 64 + (32 + (58 + (8 + (32 + (8 + 54))))), 0, 0)) ? (void)0 : score20_kernel(run_march27(count29) >> ((count29 += 24), iter30), iter30, run_march27(count29)); 
# 71
return 0; 
# 72
} 

# 1 "v002005.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5c05d7d2_10_v002005_cu_be35902e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002005.cudafe1.stub.c"
#include "v002005.cudafe1.stub.c"
# 1 "v002005.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
