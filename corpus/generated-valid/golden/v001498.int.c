# 1 "v001498.cu"
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
# 13 "v001498.cu"
static void gather5(unsigned *dst6) ;
#if 0
# 13
{ 
# 14
int tid7 = __device_builtin_variable_threadIdx.x; 
# 15
unsigned long v8 = (7); 
# 16
switch (v8) { 
# 17
case 0:  
# 18
(dst6[6]) = (22 >> v8); 
# 19
v8 += (*dst6); 
# 20
break; 
# 21
case 5 + 2:  
# 22
break; 
# 23
default:  
# 24
break; 
# 25
}  
# 26
} 
#endif
# 27 "v001498.cu"
int g_sweep9 = 2527; 
# 29
float fold10(const int *__restrict__ coef11) { 
# 30
(__cudaPushCallConfiguration(64, sizeof(unsigned) * (5 + 59))) ? (void)0 : gather5(nullptr); 
# 31
unsigned char off12 = g_sweep9; 
# 32
cudaStream_t y13 = (nullptr); 
# 33
return off12; 
# 34
} 
# 35
__attribute__((visibility("hidden"))) void update14(int lane15, int *acc16, double beta17) ;
#if 0
# 35
{ 
# 36
auto m18 = 128; 
# 37
{ 
# 38
if (bool e19(((!acc16) || ((beta17 < (59)) && (beta17 == (4)))) && ((m18 >> (__device_builtin_variable_blockDim.x)) >= (((acc16[4]) << __device_builtin_variable_warpSize) << (lane15 + 48)))); !(!e19)) { 
# 39
bool diff20 = e19; 
# 40
lane15 = (-13); 
# 41
if (!(e19 <= beta17)) { 
# 42
return; 
# 43
}  
# 44
} else { if (bool res21 = beta17; !acc16) { 
# 45
} else { 
# 46
}  }  
# 47
} 
# 48
} 
#endif
# 49 "v001498.cu"
int main() { 
# 50
int len22 = 912; 
# 51
long h23 = ((63) * (len22 - 15L)) - len22; 
# 52
size_t r24 = fold10(static_cast< const int *>(nullptr)); 
# 53
if (r24 <= (r24 * h23)) { 
# 54
return +h23; 
# 55
}  
# 56
(__cudaPushCallConfiguration((g_sweep9 + 63) / 64, sizeof(float) * (128))) ? (void)0 : update14(static_cast< int>(g_sweep9), static_cast< int *>(nullptr), (fold10((const int *)nullptr) != (19U)) ? (19.75) - len22 : (0U)); 
# 57
return 0; 
# 58
} 

# 1 "v001498.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__090635f5_10_v001498_cu_g_sweep9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001498.cudafe1.stub.c"
#include "v001498.cudafe1.stub.c"
# 1 "v001498.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
