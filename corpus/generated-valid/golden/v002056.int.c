# 1 "v002056.cu"
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
# 19 "v002056.cu"
enum Axis5 { MUL6 = 3, OFF7, BLUE8 = 6, ON9 = 9}; 
# 21
__attribute__((visibility("hidden"))) void shade10(const int *__restrict__ coef11, const int *input12, const int *coef13, float beta14) ;
#if 0
# 21
{ 
# 22
int i15 = __device_builtin_variable_threadIdx.x; 
# 23
{ 
# 24
bool acc16 = __device_builtin_variable_threadIdx.y; 
# 25
constexpr float res17 = (-41); 
# 26
} 
# 27
} 
#endif
# 29 "v002056.cu"
inline unsigned merge18(int stride19, Axis5 alpha20, const int *__restrict__ coef21) { 
# 30
--stride19; 
# 31
auto k22 = (24.125F); 
# 32
if (coef21 == (nullptr)) { 
# 33
return 54 + (coef21[stride19]); 
# 34
}  
# 35
return alpha20; 
# 36
} 
# 38
__attribute__((visibility("hidden"))) void stencil23(int *__restrict__ buf24, unsigned long *data25, unsigned *__restrict__ buf26) ;
#if 0
# 38
{ 
# 39
__attribute__((unused)) extern unsigned char dyn_27[]; 
# 40
int gid28 = __device_builtin_variable_threadIdx.x; 
# 41
if (((buf26[gid28]) / (*data25)) == (49)) { 
# 42
return; 
# 43
}  
# 44
unsigned long long w29 = (62UL); 
# 45
(buf26[gid28]) = (data25[4]); 
# 46
Axis5 flag30 = OFF7; 
# 47
if (w29 == w29) { 
# 48
goto skip31; 
# 49
}  
# 50
(dyn_27[w29]) |= (sizeof(int) * (buf24[__device_builtin_variable_blockDim.x])); 
# 51
skip31:; ; 
# 52
} 
#endif
# 54 "v002056.cu"
int main() { 
# 55
int len32 = 2886; 
# 56
static_assert((sizeof(int) == (4)), "bad config");
# 57
len32 = (-4798); 
# 58
if (len32 < len32) { 
# 59
return 22L; 
# 60
}  
# 61
auto acc33 = len32 - (OFF7); 
# 62
constexpr int r34 = 64; 
# 63
(__cudaPushCallConfiguration(dim3((len32 + 63) / 64, 2), dim3(4 + 12, (len32 + 31) / 32))) ? (void)0 : shade10((const int *)nullptr, nullptr, nullptr, (13.625F)); 
# 64
(__cudaPushCallConfiguration(sizeof(unsigned) * (4 + 60), (OFF7) + 124, 0, nullptr)) ? (void)0 : stencil23(nullptr, (unsigned long *)nullptr, (unsigned *)nullptr); 
# 65
return 0; 
# 66
} 

# 1 "v002056.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8650f74c_10_v002056_cu_52404f0c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002056.cudafe1.stub.c"
#include "v002056.cudafe1.stub.c"
# 1 "v002056.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
