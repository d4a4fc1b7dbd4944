# 1 "v002220.cu"
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
# 16 "v002220.cu"
__attribute__((visibility("hidden"))) void score5(const int *in6) ;
#if 0
# 16
{ 
# 17
unsigned i7 = __device_builtin_variable_threadIdx.x; 
# 18
if (i7 & (1)) { 
# 19
__attribute__((unused)) static unsigned sh_8[8]; 
# 20
}  
# 21
int k9 = (-19); 
# 22
} 
#endif
# 24 "v002220.cu"
unsigned long host_kick10(size_t b11) { 
# 25
if (b11 & (1)) { 
# 26
return 8; 
# 27
}  
# 28
++b11; 
# 29
++b11; 
# 30
unsigned long s12 = (18); 
# 31
if ((s12 * (2)) >= s12) { 
# 32
goto out13; 
# 33
}  
# 34
(__cudaPushCallConfiguration((s12 + (255)) / (256), 256)) ? (void)0 : score5((const int *)nullptr); 
# 35
out13:; ; 
# 36
return b11; 
# 37
} 
# 38
__attribute__((section("__nv_managed_data__"))) static float *m_kick14 = 0; 
# 40
float bias15(float beta16) { 
# 41
float r17 = (beta16 > (8)) ? 9 : 8; 
# 42
int idx18 = 3380; 
# 43
int r19 = (-60); 
# 44
(r17--), (beta16 = (beta16 - ((idx18 % 5) * ((8) - beta16)))); 
# 45
double q20 = (16.375); 
# 46
return (float)31; 
# 47
} 
# 49
int main() { 
# 50
int len21 = 699; 
# 51
++len21; 
# 52
const char *sum22 = ("C:\\dir"); 
# 53
len21++; 
# 54
len21 |= 8; 
# 55
return 0; 
# 56
} 

# 1 "v002220.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5cd3d58b_10_v002220_cu_bbe02d6f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002220.cudafe1.stub.c"
#include "v002220.cudafe1.stub.c"
# 1 "v002220.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
