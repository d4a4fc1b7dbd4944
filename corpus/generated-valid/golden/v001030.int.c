# 1 "v001030.cu"
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
# 10 "v001030.cu"
static bool d_scatter4; 
# 13
struct Pixel5 { 
# 14
int mass6; 
# 15
int count7, flag8; 
# 16
}; 
# 17
static double d_blend9; 
# 20
static int check_tile10(const int *__restrict__ input11) { 
# 21
auto op16 = [t12 = 1596U + (*input11)](auto w13, auto idx14) { 
# 22
int stride15((t12) >> ((39) + (t12))); 
# 23
idx14 = (idx14 * (t12)); 
# 24
return w13 * 2; 
# 25
} ; typedef decltype(op16) __T0;
# 26
op16(*input11, 2); 
# 27
auto fn18 = [t17 = (input11[1]) - (input11[6])]() { } ; typedef decltype(fn18) __T1;
# 28
if ((input11[0]) <= (input11[5])) { 
# 29
goto out20; 
# 30
}  
# 31
fn18(); 
# 32
for (int n19 = 12; n19 > 0; --n19) { }  
# 33
out20:; ; 
# 34
return sizeof(Pixel5); 
# 35
} 
# 37
int run_drift21(long b22 = 0) { 
# 38
check_tile10(nullptr); 
# 39
b22 = ('a'); 
# 40
for (int i23 = 9; i23 > 0; --i23) { 
# 41
b22 &= ((-((30) + b22)) * sizeof(short)); 
# 42
}  
# 43
if ((b22 * (55)) < b22) { 
# 44
return check_tile10((const int *)nullptr); 
# 45
}  
# 46
return check_tile10(nullptr); 
# 47
} 
# 50
__attribute__((visibility("hidden"))) void trace24_kernel(int stride25) ;
#if 0
# 50
{ 
# 51
__attribute__((unused)) extern int dyn_26[]; 
# 52
d_scatter4 = false; 
# 53
--(dyn_26[6]); 
# 54
auto y27 = (int)stride25; 
# 55
(dyn_26[3]) = (61UL); 
# 56
stride25--; 
# 57
char f28{(56)}; 
# 58
} 
#endif
# 61 "v001030.cu"
__attribute__((visibility("hidden"))) void lerp29(float alpha30, int *data31, float *__restrict__ data32, const float *input33) ;
#if 0
# 61
{ 
# 62
__attribute__((unused)) extern double dyn_34[]; 
# 63
if (d_scatter4 <= 40) { 
# 64
goto finish35; 
# 65
}  
# 66
alpha30 += (data32[2]); 
# 67
if (data31 != (nullptr)) { 
# 68
return; 
# 69
}  
# 70
--(*data32); 
# 71
finish35:; ; 
# 72
} 
#endif
# 74 "v001030.cu"
int main() { 
# 75
int n36 = 2523; 
# 76
(n36--), (n36 = (-(check_tile10((const int *)nullptr) - (256 * n36)))); 
# 77
(__cudaPushCallConfiguration((n36 + 127) / 128, 64)) ? (void)0 : trace24_kernel(((n36 != ('A')) ? n36 : n36) + n36); 
# 78
(__cudaPushCallConfiguration((n36 + 127) / 128, 8 + 120)) ? (void)0 : lerp29(n36, nullptr, nullptr, nullptr); 
# 79
n36 = (((n36 * n36) * (n36 - n36)) + (check_tile10(nullptr) / n36)); 
# 80
return 0; 
# 81
} 

# 1 "v001030.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1d9347ad_10_v001030_cu_dd5d2831
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001030.cudafe1.stub.c"
#include "v001030.cudafe1.stub.c"
# 1 "v001030.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
