# 1 "v001363.cu"
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
# 9 "v001363.cu"
__attribute__((visibility("hidden"))) void apply4_kernel(int count5, float *acc6, int *__restrict__ out7, float *__restrict__ dst8) ;
#if 0
# 9
{ 
# 10
__attribute__((unused)) extern size_t dyn_9[]; 
# 11
if ((out7[6]) > (dst8[count5])) { 
# 12
goto done13; 
# 13
}  
# 14
if (constexpr int sum10 = 62; (((out7[7]) & 27) + 18U) >= (dst8[count5 & 7])) { 
# 15
--(*acc6); 
# 16
} else { if (count5 < ((unsigned char)(out7[count5]))) { 
# 17
if ((*dst8) == (*out7)) { 
# 18
--count5; 
# 19
(*acc6) = (2.125F); 
# 20
}  
# 21
constexpr signed char mid11 = (20); 
# 22
(dyn_9[2]) = ((256) % (dyn_9[count5 & 7])); 
# 23
} else { if (const int u12 = (-45); !acc6) { }  }  }  
# 24
done13:; ; 
# 25
} 
#endif
# 26 "v001363.cu"
static int c_gather14; 
# 28
int main() { 
# 29
int len15 = 852; 
# 30
if ((len15 + 58) >= (len15 * len15)) { 
# 31
float t16(len15); 
# 32
short m17 = (sizeof(unsigned short)); 
# 33
}  
# 34
(__cudaPushCallConfiguration(((dim3)((len15 + 31) / 32)), 16 + 240, 0)) ? (void)0 : apply4_kernel(17, nullptr, nullptr, (float *)nullptr); 
# 35
return 0; 
# 36
} 

# 1 "v001363.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4152159d_10_v001363_cu_0a676bfb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001363.cudafe1.stub.c"
#include "v001363.cudafe1.stub.c"
# 1 "v001363.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
