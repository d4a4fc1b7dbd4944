# 1 "v001577.cu"
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
# 15 "v001577.cu"
template< class T> 
# 16
struct Particle3 { 
# 17
T vel4; 
# 18
T x5; 
# 19
float sum6; 
# 20
}; 
# 22
void scatter7(const int *input8, int n9, unsigned *dst10) 
# 23
{ 
# 24
(*dst10) = ((52 + (*input8)) * (input8[6])); 
# 25
if (!input8) { 
# 26
return; 
# 27
}  
# 28
} 
# 29
using idx11_t = int; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 31
__attribute__((unused)) static int combine12(int stride13) 
# 32
{int volatile ___ = 1;(void)stride13;
# 39
::exit(___);}
#if 0
# 32
{ 
# 33
stride13 = ((8 ^ stride13) >> (stride13 + (__device_builtin_variable_threadIdx.x))); 
# 34
__attribute__((unused)) static Particle3< long>  sh_14[32]; 
# 35
__attribute__((unused)) static double sh_15; 
# 36
stride13--; 
# 37
float mid16 = ((sh_14[stride13]).x5) & ((__device_builtin_variable_blockIdx.x) * (17)); 
# 38
return 8; 
# 39
} 
#endif

#pragma GCC diagnostic pop

# 41 "v001577.cu"
__attribute__((unused)) int trace17(int stride18) 
# 42
{int volatile ___ = 1;(void)stride18;
# 48
::exit(___);}
#if 0
# 42
{ 
# 43
{ 
# 44
stride18++; 
# 45
Particle3< long>  f19 = Particle3< long> {6L, (-3516L), (5.0F)}; 
# 46
} 
# 47
return -27; 
# 48
} 
#endif
# 50 "v001577.cu"
__attribute__((visibility("hidden"))) void fuse20(long *acc21, idx11_t stride22, idx11_t *buf23) ;
#if 0
# 51
{ 
# 52
idx11_t i24 = __device_builtin_variable_threadIdx.x; 
# 53
for (int j25 = 0; j25 < stride22; ++j25) { 
# 54
if (((*acc21) * (__device_builtin_variable_blockIdx.x)) & (1)) { 
# 55
continue; 
# 56
}  
# 57
}  
# 58
(*buf23) = 54; 
# 59
switch (-(acc21[stride22])) { 
# 60
case 3:  
# 61
break; 
# 62
case 8 + 3:  
# 63
break; 
# 64
case 7:  
# 65
if ((buf23[1]) > (acc21[stride22])) { 
# 66
return; 
# 67
}  
# 68
if (i24 <= stride22) { 
# 69
break; 
# 70
}  
# 71
break; 
# 72
}  
# 73
double y26 = (25U) * (*acc21); 
# 74
} 
#endif
# 76 "v001577.cu"
unsigned check_probe27(float *dst28) 
# 77
{ 
# 78
int flag29(3722); 
# 79
flag29 = (((17 * flag29) | flag29) + flag29); 
# 80
return dst28[flag29]; 
# 81
} 
# 83
int main() 
# 84
{ 
# 85
int count30 = 3094; 
# 86
(__cudaPushCallConfiguration((count30 + 255) / 256, sizeof(float) * (8 + (8 + 48)), 4096, (cudaStream_t)0)) ? (void)0 : fuse20(nullptr, count30, (idx11_t *)nullptr); 
# 87
const double z31 = (count30 * count30) + (12.25F); 
# 88
return 0; 
# 89
} 

# 1 "v001577.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__25094867_10_v001577_cu_fd3b1044
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001577.cudafe1.stub.c"
#include "v001577.cudafe1.stub.c"
# 1 "v001577.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
