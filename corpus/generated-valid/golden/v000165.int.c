# 1 "v000165.cu"
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
# 7 "v000165.cu"
constexpr long BLOCK3 = (1 << 5); 
# 9
__attribute__((visibility("hidden"))) void spread4(int *acc5, const unsigned *coef6, int count7) ;
#if 0
# 9
{ 
# 10
int tid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
if (count7 > BLOCK3) { 
# 12
count7 = (((count7 >= count7) ? -tid8 : count7) * tid8); 
# 13
if (signed char z9 = tid8; 48UL <= (acc5[3])) { 
# 14
long r10 = 34 % (acc5[z9]); 
# 15
int h11 = acc5[(__device_builtin_variable_blockIdx.z) & (7)]; 
# 16
}  
# 17
__attribute__((unused)) static unsigned sh_12[3][12]; 
# 18
} else { 
# 19
}  
# 20
} 
#endif
# 21 "v000165.cu"
__attribute__((visibility("hidden"))) void pivot13(int n14, unsigned char *data15) ;
#if 0
# 21
{ 
# 22
int tid16 = __device_builtin_variable_threadIdx.x; 
# 23
if (tid16 >= n14) { 
# 24
return; 
# 25
}  
# 26
__attribute__((unused)) static float sh_17[16]; 
# 27
if (auto sum18 = BLOCK3; BLOCK3 != (__device_builtin_variable_blockDim.x)) { 
# 28
(sh_17[3]) = (BLOCK3 + tid16); 
# 29
__attribute__((unused)) static int sh_19[16]; 
# 30
unsigned long stride20 = __device_builtin_variable_warpSize; 
# 31
} else { 
# 32
}  
# 33
} 
#endif
# 34 "v000165.cu"
static void march21_kernel(unsigned *dst22) ;
#if 0
# 34
{ 
# 35
int idx23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
if (((*dst22) ^ 44ULL) > (17)) { 
# 37
float y24((dst22[0]) - BLOCK3); 
# 38
}  
# 39
auto t25 = (idx23 & 15) + (((dst22[0]) += 10UL), ((62) + (dst22[idx23]))); 
# 40
if ((t25 - (8)) < t25) { 
# 41
return; 
# 42
}  
# 43
t25 ^= (__device_builtin_variable_blockIdx.y); 
# 44
int mid26 = ((t25 & (1)) ? ((__device_builtin_variable_threadIdx.z) > (34)) ? 51 : __alignof__(int) : ((47 >= idx23) ? dst22[idx23] : idx23)) & (15); 
# 45
} 
#endif
# 46 "v000165.cu"
int main() { 
# 47
int count27 = 3229; 
# 48
(__cudaPushCallConfiguration((count27 + 127) / 128, BLOCK3 + (BLOCK3 + (448)), 0)) ? (void)0 : march21_kernel(nullptr); 
# 49
(__cudaPushCallConfiguration((count27 + 255) / 256, 1 << 5, 0)) ? (void)0 : pivot13(BLOCK3, (unsigned char *)nullptr); 
# 50
constexpr float h28 = (-(18.0F)); 
# 51
int tmp29{static_cast< int>((count27 += 55UL), count27)}; 
# 52
int u30 = count27; 
# 53
(__cudaPushCallConfiguration(8 * 8, 16 * 16)) ? (void)0 : spread4(&u30, nullptr, sizeof(float)); 
# 54
return 0; 
# 55
} 

# 1 "v000165.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8f86e0fe_10_v000165_cu_f8f6b69d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000165.cudafe1.stub.c"
#include "v000165.cudafe1.stub.c"
# 1 "v000165.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
