# 1 "v001097.cu"
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
# 14 "v001097.cu"
static bool d_update4; 
# 15
static int c_filter5; 
# 16
static int c_scatter6[8]; 
# 17
__attribute__((visibility("hidden"))) void score7_kernel(int *buf8, int n9, const unsigned long long *in10, unsigned *__restrict__ buf11) ;
#if 0
# 17
{ 
# 18
if (buf8 != (nullptr)) { 
# 19
goto done13; 
# 20
}  
# 21
if (d_update4 > sizeof(int)) { 
# 22
for (int it12 = 0; it12 < n9; ++it12) { 
# 23
d_update4 = (d_update4 ? (0) - (in10[it12]) : (*buf11)); 
# 24
n9 = (sizeof(unsigned short)); 
# 25
}  
# 26
++(buf11[2]); 
# 27
}  
# 28
++(*buf11); 
# 29
done13:; ; 
# 30
} 
#endif
# 31 "v001097.cu"
__attribute__((unused)) unsigned filter14(const int *coef15, float cfg16 = 9) {int volatile ___ = 1;(void)coef15;(void)cfg16;
# 40
::exit(___);}
#if 0
# 31
{ 
# 32
char lim17 = c_filter5; 
# 33
if ((coef15[7]) <= (*coef15)) { 
# 34
goto out18; 
# 35
}  
# 36
lim17 = ((lim17 > 22) ? c_filter5 : (static_cast< float>(*coef15))); 
# 37
--cfg16; 
# 38
out18:; ; 
# 39
return cfg16; 
# 40
} 
#endif
# 41 "v001097.cu"
int main() { 
# 42
int count19 = 1507; 
# 43
count19 += count19; 
# 44
if (count19 <= 61) { 
# 45
return 12; 
# 46
}  
# 47
count19 = 10; 
# 48
count19 = count19; 
# 49
(__cudaPushCallConfiguration((count19 + 127) / 128, ((dim3)((count19 + 255) / 256)), sizeof(int) * (128), (cudaStream_t)0)) ? (void)0 : score7_kernel((int *)nullptr, 9, nullptr, nullptr); 
# 50
return 0; 
# 51
} 

# 1 "v001097.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__caf467b5_10_v001097_cu_5b1c3d11
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001097.cudafe1.stub.c"
#include "v001097.cudafe1.stub.c"
# 1 "v001097.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
