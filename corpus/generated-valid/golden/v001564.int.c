# 1 "v001564.cu"
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
# 20 "v001564.cu"
__attribute__((visibility("hidden"))) void shade7(int *dst8, double *buf9, int count10) ;
#if 0
# 20
{ 
# 21
__attribute__((unused)) extern char dyn_11[]; 
# 22
unsigned tid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
int r13 = __device_builtin_variable_blockIdx.z; 
# 24
for (int i14 = 0, j15 = 11; i14 < j15; (++i14), (--j15)) { 
# 25
if (count10 < 12) { 
# 26
break; }  
# 27
__attribute__((unused)) static signed char sh_16[8]; 
# 28
__attribute__((unused)) static float sh_17[128]; 
# 29
}  
# 30
} 
#endif
# 31 "v001564.cu"
static float d_split18; 
# 33
__attribute__((visibility("hidden"))) void probe19_kernel(const unsigned *in20, float alpha21, unsigned alpha22, int n23) ;
#if 0
# 33
{ 
# 34
int gid24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
if (gid24 >= n23) { 
# 36
return; }  
# 37
__attribute__((unused)) static float sh_25[13][4 + 13]; 
# 38
float base26 = (2 * gid24) + n23; 
# 39
} 
#endif
# 41 "v001564.cu"
static float check_fuse27(int len28, unsigned long b29) { 
# 42
do { len28 += (len28 - (b29 + len28)); } while (0); 
# 43
do { b29 += len28; } while (0); 
# 44
float *z30 = (nullptr); 
# 45
(z30[b29]) = (b29 + ((len28 - 33) - (z30[2]))); 
# 46
do { (z30[4]) += (59UL); } while (0); 
# 47
len28 = (((*z30) - (1700)) - (((z30[b29]) + (20)) + ((38) - (z30[3])))); 
# 48
return b29; 
# 49
} 
# 51
int main() { 
# 52
int n31 = 2005; 
# 53
char val32 = (n31 + 48) * 2; 
# 54
n31 = 41; 
# 55
constexpr int off33 = (22UL); 
# 56
(__cudaPushCallConfiguration((n31 + 63) / 64, 32)) ? (void)0 : shade7(&n31, (double *)nullptr, off33); 
# 57
(__cudaPushCallConfiguration((n31 + 255) / 256, 256)) ? (void)0 : probe19_kernel(nullptr, n31 * check_fuse27(2873U, 15), static_cast< int>(34U), static_cast< int>(check_fuse27(val32, 38))); 
# 58
return 0; 
# 59
} 

# 1 "v001564.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0adcce39_10_v001564_cu_3523f535
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001564.cudafe1.stub.c"
#include "v001564.cudafe1.stub.c"
# 1 "v001564.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
