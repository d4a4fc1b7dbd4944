# 1 "v001566.cu"
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
# 15 "v001566.cu"
enum class Mode6 { Blue7, On8 = 6, Fast9}; 
# 18
__attribute__((visibility("hidden"))) void march10_kernel(const float *input11, const long *__restrict__ coef12) ;
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern int dyn_13[]; 
# 20
unsigned hi14 = (dyn_13[6]) + 4U; 
# 21
hi14 <<= 2; 
# 22
double val15 = (dyn_13[hi14]) ^ (dyn_13[hi14]); 
# 23
} 
#endif
# 25 "v001566.cu"
__attribute__((visibility("hidden"))) void weigh16(unsigned p17, unsigned char p18, int len19, long long beta20) ;
#if 0
# 25
{ 
# 26
if ((~p17) != __alignof__(int)) { 
# 27
return; }  
# 28
int w21 = ~beta20; 
# 29
beta20 = (p18 * 17); 
# 30
char mid22((56U)); 
# 31
w21 = (((26) + p17) + (7)); 
# 32
int w23[3] = {}; 
# 33
} 
#endif
# 35 "v001566.cu"
int main() { 
# 36
int len24 = 2892; 
# 37
float f25 = -len24; 
# 38
double s26 = f25; 
# 39
(f25++), (f25 = (((unsigned char)((60) + f25)) | ((f25 >= (37L)) ? sizeof(int) - len24 : ((f25 += s26), len24)))); 
# 40
(__cudaPushCallConfiguration(4 * 16, 1 << (7 + 2), 0, (cudaStream_t)0)) ? (void)0 : march10_kernel(&f25, nullptr); 
# 41
int q27 = ((len24 += s26), 256) * (static_cast< int>(f25)); 
# 42
(__cudaPushCallConfiguration(8, 64)) ? (void)0 : weigh16(52U, len24, 54L, 571); 
# 43
return 0; 
# 44
} 

# 1 "v001566.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a0d506b2_10_v001566_cu_b72d3c57
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001566.cudafe1.stub.c"
#include "v001566.cudafe1.stub.c"
# 1 "v001566.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
