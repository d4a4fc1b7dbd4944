# 1 "v002265.cu"
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
# 16 "v002265.cu"
__attribute__((visibility("hidden"))) void split7(int n8, int *out9, const size_t *src10) ;
#if 0
# 17
{ 
# 18
(out9[n8]) = 32; 
# 19
const double *x11 = reinterpret_cast< const double *>(src10); 
# 20
if (!x11) { 
# 21
goto done15; 
# 22
}  
# 23
if ((out9[n8]) & 1) { 
# 25
#pragma unroll
for (
# 25
int it12 = 0; it12 < n8; it12++) { 
# 26
n8 = 32; 
# 27
__attribute__((unused)) static float sh_13; 
# 28
short x14 = src10[n8]; 
# 29
}  
# 30
}  
# 31
done15:; ; 
# 32
} 
#endif
# 34 "v002265.cu"
void check_scale16(const int *input17, int count18, char *buf19) 
# 35
{ 
# 36
(__cudaPushCallConfiguration(1, 4 * (6 + (6 + 4)), 0)) ? (void)0 : split7((int)count18, nullptr, nullptr); 
# 37
(buf19[2]) = count18; 
# 38
count18 = 128; 
# 39
(*buf19) = (*buf19); 
# 40
--count18; 
# 41
} 
# 43
int main() 
# 44
{ 
# 45
int count20 = 3204; 
# 46
count20 = 32; 
# 47
--count20; 
# 48
long v21 = count20; 
# 49
return 0; 
# 50
} 

# 1 "v002265.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9e8d8379_10_v002265_cu_91a55db7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002265.cudafe1.stub.c"
#include "v002265.cudafe1.stub.c"
# 1 "v002265.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
