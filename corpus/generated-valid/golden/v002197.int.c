# 1 "v002197.cu"
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
# 10 "v002197.cu"
unsigned fold5(char cfg6, int stride7, unsigned char *data8) 
# 11
{ 
# 12
int res9[4] = {}; 
# 13
long e10{9L}; 
# 14
return sizeof(int); 
# 15
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 17
template< class T, int N = 6> static void 
# 18
__wrapper__device_stub_update11_kernel(T &p12) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
if (p12 != 52) { 
# 21
goto out16; 
# 22
}  
# 23
p12 = (((256) + fold5(44U, __alignof__(double), static_cast< unsigned char *>(nullptr))) + p12); 
# 24
if (fold5(p12, (p12 != sizeof(float)) ? N : 7, (unsigned char *)nullptr) > (static_cast< int>(N))) { 
# 25
long long s13[6] = {}; 
# 26
__attribute__((unused)) static unsigned long sh_14[16]; 
# 27
int off15 = ((45) - ((sh_14[9]) - ('0'))) * p12; 
# 28
} else { 
# 29
fold5(N, 17UL, static_cast< unsigned char *>(nullptr)); 
# 30
}  
# 31
out16:; ; 
# 32
} 
#endif

#pragma GCC diagnostic pop

# 17 "v002197.cu"
template< class T, int N = 6> static void 
# 18
update11_kernel(T p12) 
# 19
{__wrapper__device_stub_update11_kernel<T,N>(p12);
# 32
return;}
#if 0
# 19
{ 
# 20
if (p12 != 52) { 
# 21
goto out16; 
# 22
}  
# 23
p12 = (((256) + fold5(44U, __alignof__(double), static_cast< unsigned char *>(nullptr))) + p12); 
# 24
if (fold5(p12, (p12 != sizeof(float)) ? N : 7, (unsigned char *)nullptr) > (static_cast< int>(N))) { 
# 25
long long s13[6] = {}; 
# 26
__attribute__((unused)) static unsigned long sh_14[16]; 
# 27
int off15 = ((45) - ((sh_14[9]) - ('0'))) * p12; 
# 28
} else { 
# 29
fold5(N, 17UL, static_cast< unsigned char *>(nullptr)); 
# 30
}  
# 31
out16:; ; 
# 32
} 
#endif
# 34 "v002197.cu"
int main() 
# 35
{ 
# 36
int size17 = 3386; 
# 37
size17 = (static_cast< double>(fold5(size17 % 14, static_cast< int>(u'\x20'), nullptr))); 
# 38
int *diff18 = (static_cast< int *>(nullptr)); 
# 39
(__cudaPushCallConfiguration(sizeof(float) * (8), 1 << 6)) ? (void)0 : update11_kernel((unsigned)fold5(size17, size17, reinterpret_cast< unsigned char *>(diff18))); 
# 40
return 0; 
# 41
} 

# 1 "v002197.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3040ae8d_10_v002197_cu_26b6c5a0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002197.cudafe1.stub.c"
#include "v002197.cudafe1.stub.c"
# 1 "v002197.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
