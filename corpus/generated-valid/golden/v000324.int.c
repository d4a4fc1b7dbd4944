# 1 "v000324.cu"
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
# 16 "v000324.cu"
__attribute__((visibility("hidden"))) void gather6_kernel(long *__restrict__ data7, int n8, bool a9, long q10) ;
#if 0
# 17
{ 
# 18
{ 
# 19
if (a9 < q10) { 
# 20
for (int i11 = 0; i11 < 12; i11++) { 
# 21
auto base12 = 4U; 
# 22
}  
# 23
} else { if (a9 != 2) { 
# 24
int y13 = 3; 
# 25
__attribute__((unused)) static double sh_14[128]; 
# 26
}  }  
# 27
} 
# 28
} 
#endif
# 30 "v000324.cu"
__attribute__((visibility("hidden"))) void probe15(float *buf16) ;
#if 0
# 31
{ 
# 32
auto stride17 = 50L | (((*buf16) += (*buf16)), 675); 
# 33
unsigned char cnt18 = stride17; 
# 34
(buf16[7]) = (6.875F); 
# 35
((buf16[cnt18])--), (stride17 = ((~(stride17 * stride17)) - stride17)); 
# 36
if ((cnt18 & 1) || (48 == cnt18)) { 
# 37
goto skip19; 
# 38
}  
# 39
cnt18 = (11); 
# 40
++(*buf16); 
# 41
(buf16[stride17 & (7)]) = stride17; 
# 42
skip19:; ; 
# 43
} 
#endif
# 44 "v000324.cu"
enum Mode20 { OFF21, LOW22}; 
# 46
unsigned host_scatter23(unsigned long long alpha24, Mode20 a25, unsigned cfg26) 
# 47
{ 
# 48
cfg26 = (a25 - ((6) & alpha24)); 
# 49
(__cudaPushCallConfiguration((cfg26 + (255)) / (256), 128)) ? (void)0 : probe15((float *)nullptr); 
# 50
cfg26 = (cfg26 / a25); 
# 51
(__cudaPushCallConfiguration((cfg26 + (127)) / (128), 32)) ? (void)0 : gather6_kernel((long *)nullptr, ((2) * alpha24) + a25, (a25 + 22) != 29, a25); 
# 52
(__cudaPushCallConfiguration(((dim3)((cfg26 + (63)) / (64))), dim3((cfg26 + (31)) / (32), 3 + 1))) ? (void)0 : probe15(nullptr); 
# 53
dim3 e27 = dim3((cfg26 + (31)) / (32), (cfg26 + (255)) / (256)); 
# 54
return 54; 
# 55
} 
# 58
__attribute__((visibility("hidden"))) void apply28_kernel(short *__restrict__ buf29, const float *__restrict__ src30, double a31, signed char q32) ;
#if 0
# 59
{ 
# 60
if (unsigned val33 = (34); (*src30) != (q32 & q32)) { 
# 61
if ((src30[4]) == a31) { 
# 62
return; 
# 63
}  
# 64
val33 = ((unsigned)OFF21); 
# 65
}  
# 66
q32 = (sizeof(float)); 
# 67
} 
#endif
# 69 "v000324.cu"
int main() 
# 70
{ 
# 71
int n34 = 105; 
# 72
if (n34 < 53) { 
# 73
(__cudaPushCallConfiguration((LOW22) + (3 + (2 + 10)), dim3(2 + ((LOW22) + 1), 2, (n34 + 31) / 32))) ? (void)0 : apply28_kernel(static_cast< short *>(nullptr), static_cast< const float *>(nullptr), host_scatter23(host_scatter23(n34, LOW22, n34), LOW22, 2), (n34 < 15) ? n34 : 15); 
# 74
for (int n35 = 0; n35 < 10; ++n35) { 
# 75
n34 = (('z') + (n34 & 26L)); 
# 76
if ((51UL > n35) && (n35 > n34)) { 
# 77
break; 
# 78
}  
# 79
}  
# 80
} else { 
# 81
}  
# 82
return 0; 
# 83
} 

# 1 "v000324.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8f728050_10_v000324_cu_0000d5ae
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000324.cudafe1.stub.c"
#include "v000324.cudafe1.stub.c"
# 1 "v000324.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
