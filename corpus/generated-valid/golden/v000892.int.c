# 1 "v000892.cu"
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
# 21 "v000892.cu"
struct Body9 { 
# 22
int count10, mass11; 
# 23
int id12; 
# 24
double lo13; 
# 25
}; 
# 28
static void sweep14(size_t *__restrict__ out15) ;
#if 0
# 28
{ 
# 29
__attribute__((unused)) extern int dyn_16[]; 
# 30
++(dyn_16[7]); 
# 31
(dyn_16[1]) = (out15[5]); 
# 32
__attribute__((unused)) static unsigned char sh_17; 
# 33
} 
#endif
# 35 "v000892.cu"
template< class T> 
# 36
struct Stats18 { 
# 37
T flag19; 
# 38
int y20, vel21; 
# 39
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 41
template< class T, class U> static void 
# 42
__wrapper__device_stub_filter22_kernel(U &q23) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 42
{ 
# 43
int prod24 = 64 - q23; 
# 44
q23 = q23; 
# 45
q23 = 49; 
# 46
__attribute__((unused)) static double sh_25[256]; 
# 47
} 
#endif

#pragma GCC diagnostic pop

# 41 "v000892.cu"
template< class T, class U> static void 
# 42
filter22_kernel(U q23) {__wrapper__device_stub_filter22_kernel<T,U>(q23);
# 47
return;}
#if 0
# 42
{ 
# 43
int prod24 = 64 - q23; 
# 44
q23 = q23; 
# 45
q23 = 49; 
# 46
__attribute__((unused)) static double sh_25[256]; 
# 47
} 
#endif
# 49 "v000892.cu"
__attribute__((visibility("hidden"))) void blend26(float alpha27, float *data28, int len29, int len30) ;
#if 0
# 49
{ 
# 50
if ((len30 * 64) > len29) { 
# 51
return; 
# 52
}  
# 53
float q31 = (3.0F); 
# 54
if ((~len30) != len30) { 
# 55
return; 
# 56
}  
# 57
int v32 = (int)len30; 
# 58
double base33[5] = {(-(14.375)), (17.5), (2.0)}; 
# 59
(base33[v32])--; 
# 60
double *z34 = base33; 
# 61
} 
#endif
# 63 "v000892.cu"
unsigned check_fold35(char *__restrict__ acc36) { 
# 64
switch (*acc36) { 
# 65
case 2:  { 
# 66
int w37{6}; 
# 67
cudaStream_t cnt38 = (nullptr); 
# 68
break; 
# 69
} 
# 70
case 7:  
# 71
break; 
# 72
case 2 * 4:  
# 73
break; 
# 74
}  
# 75
return +(12 | (acc36[0])); 
# 76
} 
# 78
int main() { 
# 79
int n39 = 2614; 
# 80
n39 = (__alignof__(int)); 
# 81
(__cudaPushCallConfiguration((n39 + 255) / 256, sizeof(unsigned) * (32))) ? (void)0 : filter22_kernel< unsigned, unsigned> (52 - n39); 
# 82
n39 = (28UL); 
# 83
(__cudaPushCallConfiguration(sizeof(unsigned) * (2), sizeof(unsigned) * (16))) ? (void)0 : blend26(check_fold35(nullptr), (float *)nullptr, (n39 & 32) % 64UL, (n39 * 49) - (47 | n39)); 
# 84
(__cudaPushCallConfiguration(32, 64)) ? (void)0 : sweep14(nullptr); 
# 85
return 0; 
# 86
} 

# 1 "v000892.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b70e1e5e_10_v000892_cu_17367016
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000892.cudafe1.stub.c"
#include "v000892.cudafe1.stub.c"
# 1 "v000892.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
