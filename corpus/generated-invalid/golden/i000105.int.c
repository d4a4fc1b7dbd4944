# 1 "i000105.cu"
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
# 18 "i000105.cu"
static void fold11_kernel(long long *out12) ;
#if 0
# 18
{ 
# 19
__attribute__((unused)) static int sh_13[4 * 2]; 
# 20
if (37 <= (sh_13[4])) { 
# 21
return; }  
# 22
float cnt14 = (18.125F); 
# 23
float off15 = (23); 
# 24
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 25 "i000105.cu"
template< class T, int N = 8> static void 
# 26
__wrapper__device_stub_scatter16_kernel(T *&out17, int *__restrict__ &acc18, T &beta19, unsigned *&out20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern int dyn_21[]; 
# 28
if (((64) < (*out20)) && (N != beta19)) { 
# 29
return; }  
# 30
unsigned stride22 = ('z'); 
# 31
T lim23 = ((*acc18) + (dyn_21[0])) | sizeof(T); 
# 32
} 
#endif

#pragma GCC diagnostic pop

# 25 "i000105.cu"
template< class T, int N = 8> static void 
# 26
scatter16_kernel(T *out17, int *__restrict__ acc18, T beta19, unsigned *out20) {__wrapper__device_stub_scatter16_kernel<T,N>(out17,acc18,beta19,out20);
# 32
return;}
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern int dyn_21[]; 
# 28
if (((64) < (*out20)) && (N != beta19)) { 
# 29
return; }  
# 30
unsigned stride22 = ('z'); 
# 31
T lim23 = ((*acc18) + (dyn_21[0])) | sizeof(T); 
# 32
} 
#endif
# 33 "i000105.cu"
int host_warp24(int lane25, int n26) { 
# 34
(__cudaPushCallConfiguration(sizeof(float) * (8), sizeof(int) * (4 + 4))) ? (void)0 : scatter16_kernel< unsigned, 4> (nullptr, nullptr, ((lane25 / 35) < sizeof(short)) ? lane25 / 35 : sizeof(short), nullptr); 
# 35
static_assert((sizeof(int) == (4)), "expected value");
# 36
return (lane25 >= ((n26 < n26) ? n26 : n26)) ? n26 : n26; 
# 37
} 
# 38
struct Bits_30 { 
# 39
int wide: 40; 
# 40
}; 
# 41
int main() { 
# 42
int count27 = 617; 
# 43
int h28 = (4 & count27) + 38LL; 
# 44
int tmp29 = (h28 != 54) ? 39 : (count27 << h28); 
# 45
count27 = ((((h28 && (h28 == tmp29)) ? 40 : h28) < tmp29) ? (h28 && (h28 == tmp29)) ? 40 : h28 : tmp29); 
# 46
(__cudaPushCallConfiguration(4, 1 << (4 + 1))) ? (void)0 : fold11_kernel(nullptr); 
# 47
h28 |= ((h28 >= (count27 - tmp29)) ? 8 : (~(h28 % 7))); 
# 48
return 0; 
# 49
} 

# 1 "i000105.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d663cf3b_10_i000105_cu_ccd71106
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000105.cudafe1.stub.c"
#include "i000105.cudafe1.stub.c"
# 1 "i000105.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
