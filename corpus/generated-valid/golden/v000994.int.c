# 1 "v000994.cu"
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
# 24 "v000994.cu"
struct Vec7 { 
# 25
double lo8; 
# 26
float weight9; 
# 27
unsigned z10; 
# 28
}; 
# 30
__attribute__((visibility("hidden"))) void relax11(short *dst12, const int *in13, unsigned *data14, const unsigned *src15) ;
#if 0
# 30
{ 
# 31
float u16 = (55); 
# 32
int iter17 = 0; 
# 33
do { 
# 34
u16 = (-(7.625F)); 
# 35
++iter17; 
# 36
} while (iter17 < iter17); 
# 37
float flag18 = (2.125F); 
# 38
if (src15 != (nullptr)) { 
# 39
return; }  
# 40
} 
#endif
# 42 "v000994.cu"
int host_filter19(float q20, int *buf21) { 
# 43
if (((buf21[7]) << (buf21[1])) < q20) { 
# 44
goto out22; 
# 45
}  
# 46
(buf21[7]) = q20; 
# 47
(*buf21) = (((buf21[6]) << (buf21[5])) + ((22) - q20)); 
# 48
if ((static_cast< float>(buf21[6])) == (buf21[3])) { 
# 49
return 22; }  
# 50
out22:; ; 
# 51
return 39 << (*buf21); 
# 52
} 
# 54
int main() { 
# 55
int n23 = 1197; 
# 56
long y24 = static_cast< float>(n23); 
# 57
short z25 = (7); 
# 58
z25 = (host_filter19((y24 * n23) & (15), &n23)); 
# 59
z25 = n23; 
# 60
host_filter19((4.375F), static_cast< int *>(nullptr)); 
# 61
int m26 = host_filter19((float)15L, &n23); 
# 62
(__cudaPushCallConfiguration(dim3((y24 + (127)) / (128), 2, 32 * 4), 32 * 2)) ? (void)0 : relax11(&z25, &n23, nullptr, (const unsigned *)nullptr); 
# 63
return 0; 
# 64
} 

# 1 "v000994.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__59399227_10_v000994_cu_86c312bd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000994.cudafe1.stub.c"
#include "v000994.cudafe1.stub.c"
# 1 "v000994.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
