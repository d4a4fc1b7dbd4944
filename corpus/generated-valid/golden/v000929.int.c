# 1 "v000929.cu"
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
# 14 "v000929.cu"
static int run_combine6(int stride7, int len8, const float *__restrict__ in9) 
# 15
{ 
# 16
char stride10 = stride7 - stride7; 
# 17
stride7 = 23; 
# 18
if ((+stride10) < 25) { 
# 19
return (stride7 | 2); }  
# 20
len8 = ((stride10 - (((*in9) > (60)) ? 45 : 622U)) + (+(*in9))); 
# 21
dim3 base11 = dim3(8, 64, (len8 + 63) / 64); 
# 22
if (in9 == (nullptr)) { 
# 23
goto out12; 
# 24
}  
# 25
len8 %= ((static_cast< short>(in9[stride7 & 7])) - 22); 
# 26
out12:; ; 
# 27
return ((stride7 > 50) ? 11 : 32) * ((stride7 * (in9[1])) + len8); 
# 28
} 
# 30
__attribute__((visibility("hidden"))) void grow13_kernel(unsigned char *dst14, bool p15, bool cfg16) ;
#if 0
# 31
{ 
# 32
int gid17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
int f18 = cfg16 - 42; 
# 34
p15 = ((((p15 / 12) > 37) ? f18 : (__device_builtin_variable_threadIdx.z)) != (__device_builtin_variable_gridDim.y)); 
# 35
p15 = p15; 
# 36
constexpr int s19 = 6; 
# 37
} 
#endif
# 39 "v000929.cu"
long run_scatter20(float beta21) 
# 40
{ 
# 41
if (((beta21 + (8)) + (8)) != beta21) { 
# 42
goto finish22; 
# 43
}  
# 44
(__cudaPushCallConfiguration(4, 512)) ? (void)0 : grow13_kernel(nullptr, (-beta21) == (((beta21 != beta21) ? beta21 : beta21) - beta21), (((+beta21) <= (57U)) ? beta21 * (52U) : beta21) >= (43)); 
# 45
static_assert((32 > 31), "expected value");
# 46
(__cudaPushCallConfiguration(32, 16 * 4, sizeof(double) * (64))) ? (void)0 : grow13_kernel(nullptr, beta21 < ((2242U) * beta21), static_cast< long>((beta21 + beta21) + beta21)); 
# 47
finish22:; ; 
# 48
return beta21 + beta21; 
# 49
} 
# 51
int main() 
# 52
{ 
# 53
int size23 = 4007; 
# 54
do { size23 += 16; } while (0); 
# 55
(__cudaPushCallConfiguration(((dim3)(64)), 32, sizeof(float) * (32))) ? (void)0 : grow13_kernel(nullptr, size23 == (size23 & size23), size23); 
# 56
constexpr float val24 = (11.5F); 
# 57
size23 = (size23 ^ size23); 
# 58
return 0; 
# 59
} 

# 1 "v000929.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dc837beb_10_v000929_cu_fc899336
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000929.cudafe1.stub.c"
#include "v000929.cudafe1.stub.c"
# 1 "v000929.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
