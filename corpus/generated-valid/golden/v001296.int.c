# 1 "v001296.cu"
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
# 8 "v001296.cu"
__attribute__((unused)) void kick3(int lane4, unsigned long long alpha5 = 2511) {int volatile ___ = 1;(void)lane4;(void)alpha5;
# 15
::exit(___);}
#if 0
# 8
{ 
# 9
float off6 = ((' ') * alpha5) >> 2; 
# 10
alpha5 = (25); 
# 11
alpha5 = (51L); 
# 12
lane4 = ((__device_builtin_variable_blockIdx.z) + ((lane4 >> 4) - (off6 + off6))); 
# 13
alpha5 = (lane4 * ((alpha5 * (16)) - (lane4 - alpha5))); 
# 14
__attribute__((unused)) static double sh_7; 
# 15
} 
#endif
# 18 "v001296.cu"
__attribute__((visibility("hidden"))) void trace8(float cfg9, unsigned long beta10, unsigned *acc11) ;
#if 0
# 18
{ 
# 19
unsigned idx12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
beta10 = (((acc11[2]) - (__device_builtin_variable_gridDim.y)) + (3)); 
# 21
const long *e13 = reinterpret_cast< const long *>(acc11); 
# 22
if ((__device_builtin_variable_blockIdx.x) && (((__device_builtin_variable_threadIdx.z) * (52)) == (61))) { 
# 23
if ((cfg9 * (__device_builtin_variable_threadIdx.x)) < (__device_builtin_variable_gridDim.y)) { 
# 24
if (double s14 = ((1.375F)); (9LL) >= s14) { 
# 25
__attribute__((unused)) static double sh_15[8]; 
# 26
const int y16 = __device_builtin_variable_blockIdx.x; 
# 27
} else { 
# 28
}  
# 29
} else { 
# 30
}  
# 31
} else { 
# 32
}  
# 33
} 
#endif
# 35 "v001296.cu"
int main() { 
# 36
int count17 = 3206; 
# 37
int w18 = 0; 
# 38
do { 
# 39
double *u19 = ((double *)nullptr); 
# 40
count17--; 
# 41
++w18; 
# 42
} while ((w18 < w18) && (w18 != (+w18))); 
# 43
if ((count17 >> w18) == ((w18 - 24) - w18)) { 
# 44
if ((count17 - count17) < count17) { 
# 45
return (37 * w18) + (w18 * count17); 
# 46
}  
# 47
}  
# 48
float stride20 = (11.5F) / w18; 
# 49
(__cudaPushCallConfiguration(dim3(8, 512, (w18 + 31) / 32), 512)) ? (void)0 : trace8((23.625F), w18, nullptr); 
# 50
return 0; 
# 51
} 

# 1 "v001296.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3f80a1db_10_v001296_cu_aef05aef
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001296.cudafe1.stub.c"
#include "v001296.cudafe1.stub.c"
# 1 "v001296.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
