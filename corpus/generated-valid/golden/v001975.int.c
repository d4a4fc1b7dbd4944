# 1 "v001975.cu"
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
# 18 "v001975.cu"
static int d_reduce7; 
# 21
__attribute__((visibility("hidden"))) void drift8_kernel(int len9) ;
#if 0
# 21
{ 
# 22
len9 = (__alignof__(double)); 
# 23
int prod10 = 58 << ((d_reduce7 += 4), (len9 & 15)); 
# 24
if ((d_reduce7 + len9) >= d_reduce7) { 
# 25
return; 
# 26
}  
# 27
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29 "v001975.cu"
template< class T, class U> static void 
# 30
__wrapper__device_stub_apply11(U &q12, const float *&input13, float &cfg14, const U *&input15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern int dyn_16[]; 
# 32
d_reduce7 = (dyn_16[d_reduce7]); 
# 33
__attribute__((unused)) static long sh_17[11][14]; 
# 34
} 
#endif

#pragma GCC diagnostic pop

# 29 "v001975.cu"
template< class T, class U> static void 
# 30
apply11(U q12, const float *input13, float cfg14, const U *input15) {__wrapper__device_stub_apply11<T,U>(q12,input13,cfg14,input15);
# 34
return;}
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern int dyn_16[]; 
# 32
d_reduce7 = (dyn_16[d_reduce7]); 
# 33
__attribute__((unused)) static long sh_17[11][14]; 
# 34
} 
#endif
# 36 "v001975.cu"
int main() { 
# 37
int count18 = 546; 
# 38
unsigned idx19(count18 + (static_cast< unsigned>(3217 / count18))); 
# 39
idx19 %= (U'\x20'); 
# 40
(__cudaPushCallConfiguration(dim3((idx19 + (63)) / (64), (count18 + 31) / 32, 128), 1 << (4 + 5))) ? (void)0 : drift8_kernel(2049); 
# 41
(__cudaPushCallConfiguration((count18 + 31) / 32, 1 << (4 + 4))) ? (void)0 : apply11< int, int> (10, nullptr, (18.125F), nullptr); 
# 42
return 0; 
# 43
} 

# 1 "v001975.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f8c24097_10_v001975_cu_92bbb430
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001975.cudafe1.stub.c"
#include "v001975.cudafe1.stub.c"
# 1 "v001975.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
