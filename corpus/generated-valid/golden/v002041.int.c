# 1 "v002041.cu"
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
# 16 "v002041.cu"
__attribute__((visibility("hidden"))) void scale7(int stride8, const long long *input9) ;
#if 0
# 16
{ 
# 17
unsigned i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
int h11[7] = {26, 46, 1, (38UL), 43, (64L)}; 
# 19
stride8 -= (h11[__device_builtin_variable_threadIdx.z]); 
# 20
if (i10 < ((__device_builtin_variable_threadIdx.x) | i10)) { 
# 21
if (i10 > stride8) { 
# 22
int w12 = 0; 
# 23
while ((w12 < 10) && ((i10 >= (40)) || (stride8 <= (__device_builtin_variable_blockDim.y)))) { 
# 24
stride8 = (__device_builtin_variable_threadIdx.x); 
# 25
if ((h11[__device_builtin_variable_blockDim.y]) != 40) { 
# 26
continue; 
# 27
}  
# 28
++w12; 
# 29
}  
# 30
}  
# 31
}  
# 32
} 
#endif
# 34 "v002041.cu"
__attribute__((visibility("hidden"))) void mix13(unsigned b14, const int *input15, int n16) ;
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern int dyn_17[]; 
# 36
int i18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
if (i18 >= n16) { 
# 38
return; 
# 39
}  
# 40
if ((input15[i18]) != (input15[__device_builtin_variable_gridDim.y])) { 
# 41
return; 
# 42
}  
# 43
if (((n16 + ((int)i18)) + (n16 % (dyn_17[0]))) > 27) { 
# 44
const float prod19 = n16; 
# 45
__attribute__((unused)) static float sh_20; 
# 46
}  
# 47
int q21[6]{(-2037), n16, n16, n16, (18L), (21L)}; 
# 48
b14 = (*input15); 
# 49
} 
#endif
# 51 "v002041.cu"
__attribute__((visibility("hidden"))) void sift22(unsigned alpha23, long long b24) ;
#if 0
# 51
{ 
# 52
unsigned gid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 53
alpha23 *= alpha23; 
# 54
int x26 = (gid25 != alpha23) ? (gid25 != (23)) ? __device_builtin_variable_threadIdx.x : (44) : (__device_builtin_variable_threadIdx.y); 
# 55
} 
#endif
# 57 "v002041.cu"
__attribute__((visibility("hidden"))) void apply27_kernel(int lane28, int lane29, int *data30, bool a31) ;
#if 0
# 57
{ 
# 58
int idx32 = __device_builtin_variable_threadIdx.x; 
# 59
if (idx32 >= lane29) { 
# 60
return; 
# 61
}  
# 62
int s33[3]{(1873U), 5, (50ULL)}; 
# 63
long long acc34 = lane29; 
# 64
} 
#endif
# 66 "v002041.cu"
char check_mix35(float alpha36, float b37) { 
# 67
--alpha36; 
# 68
auto step41 = [tmp38 = (128) / alpha36](float stride39)->double { 
# 69
stride39 = stride39; 
# 70
float s40 = (128); 
# 71
stride39 *= ((stride39 != ((s40 == (45)) ? sizeof(int) : (tmp38))) ? 40 : ((s40 += s40), (tmp38))); 
# 72
return stride39; 
# 73
} ; typedef decltype(step41) __T0;
# 74
alpha36 *= (alpha36 * (step41(b37) * (6))); 
# 75
(__cudaPushCallConfiguration(8, 512, 0, 0)) ? (void)0 : scale7(alpha36, nullptr); 
# 76
return (alpha36); 
# 77
} 
# 79
int main() { 
# 80
int n42 = 474; 
# 81
int sum43 = n42 * 42; 
# 82
long prod44 = sum43; 
# 83
int h45 = sum43 + (63 << sum43); 
# 84
(__cudaPushCallConfiguration((h45 + 255) / 256, 1 << 7, sizeof(double) * (128), (cudaStream_t)0)) ? (void)0 : mix13(29, &n42, h45); 
# 85
(__cudaPushCallConfiguration((h45 + 127) / 128, 128 + 128, 0, nullptr)) ? (void)0 : sift22(n42, prod44); 
# 86
(__cudaPushCallConfiguration(1, 32, 1 << 8, (cudaStream_t)0)) ? (void)0 : apply27_kernel(((unsigned)n42) & ((int)2), (15 * sum43) & (prod44 & h45), (int *)nullptr, (n42 < 4) ? 128 & h45 : (('a') << h45)); 
# 87
return 0; 
# 88
} 

# 1 "v002041.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__26e7e645_10_v002041_cu_3323913c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002041.cudafe1.stub.c"
#include "v002041.cudafe1.stub.c"
# 1 "v002041.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
