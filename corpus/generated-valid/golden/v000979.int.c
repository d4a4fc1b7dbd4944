# 1 "v000979.cu"
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
# 18 "v000979.cu"
int g_merge9[] = {(28LL), ('z'), 29, 40}; 
# 20
static void grow10_kernel(const float *src11, const float *coef12) ;
#if 0
# 20
{ 
# 21
unsigned idx13 = __device_builtin_variable_threadIdx.x; 
# 22
switch (idx13) { 
# 23
case 3:  
# 24
case 5 * 2:  
# 25
break; 
# 26
case 4:  { 
# 27
unsigned long long f14 = idx13; 
# 28
f14 -= (((int)(__device_builtin_variable_threadIdx.x)) * (f14 & (15))); 
# 29
break; 
# 30
} 
# 31
}  
# 32
int q15 = 58; 
# 33
} 
#endif
# 34 "v000979.cu"
static int c_probe16; 
# 35
static int d_weigh17; 
# 37
namespace gpu18 { 
# 38
static int d_norm19[64]; 
# 40
__attribute__((unused)) int combine20(const float *in21) {int volatile ___ = 1;(void)in21;
# 48
::exit(___);}
#if 0
# 40
{ 
# 41
const float off22 = (11U); 
# 42
if (c_probe16) { 
# 43
goto done23; 
# 44
}  
# 45
++d_weigh17; 
# 46
done23:; ; 
# 47
return 13; 
# 48
} 
#endif
# 49 "v000979.cu"
}
# 51
inline int host_sift24(int n25, double *data26) { 
# 52
for (int i27 = 0; i27 < n25; ++i27) { 
# 53
(__cudaPushCallConfiguration(dim3(2, (n25 + 63) / 64), 5 + (5 + 22))) ? (void)0 : grow10_kernel(nullptr, (const float *)nullptr); 
# 54
}  
# 55
dim3 val28 = ((dim3)((n25 + 31) / 32)); 
# 56
const unsigned short sum29 = ((49) * ((data26[6]) + (18))) + (data26[n25]); 
# 57
int *v30 = (g_merge9); 
# 58
return (52UL << n25); 
# 59
} 
# 61
int main() { 
# 62
int count31 = 3368; 
# 63
auto diff32 = static_cast< unsigned long>(24 * count31); 
# 64
for (int i33 = 0; i33 < 16; i33 += 1) { 
# 65
(__cudaPushCallConfiguration(dim3(256, (i33 + 255) / 256), (5 + 27) * (5 + 3))) ? (void)0 : grow10_kernel(static_cast< const float *>(nullptr), (const float *)nullptr); 
# 66
}  
# 67
(__cudaPushCallConfiguration(5 + 3, ((dim3)((count31 + 127) / 128)))) ? (void)0 : grow10_kernel(nullptr, static_cast< const float *>(nullptr)); 
# 68
count31 -= host_sift24(69L, nullptr); 
# 69
return 0; 
# 70
} 

# 1 "v000979.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1463f49b_10_v000979_cu_g_merge9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000979.cudafe1.stub.c"
#include "v000979.cudafe1.stub.c"
# 1 "v000979.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
