# 1 "v000136.cu"
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
# 18 "v000136.cu"
__attribute__((visibility("hidden"))) void combine6(float beta7, unsigned a8, const float *input9, const float *coef10) ;
#if 0
# 18
{ 
# 19
int gid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
if ((coef10[4]) >= a8) { 
# 21
return; 
# 22
}  
# 23
a8 = (62L - gid11); 
# 24
beta7 = (sizeof(unsigned char)); 
# 25
auto lo12 = ((sizeof(double) + a8) + gid11) ^ (9); 
# 26
float z13 = (18.625F); 
# 27
} 
#endif
# 29 "v000136.cu"
__attribute__((unused)) long stencil14(const unsigned *coef15, int count16, unsigned q17) {int volatile ___ = 1;(void)coef15;(void)count16;(void)q17;
# 46
::exit(___);}
#if 0
# 29
{ 
# 30
if ((q17 + (48)) >= 39UL) { 
# 31
return 19; 
# 32
}  
# 33
unsigned long long v18 = ((__device_builtin_variable_blockDim.x) - (__device_builtin_variable_gridDim.y)) & (33); 
# 34
switch (~(__device_builtin_variable_gridDim.y)) { 
# 35
case 11:  { 
# 36
long y19 = (289U); 
# 37
y19 = count16; 
# 38
break; 
# 39
} 
# 40
case 7:  { 
# 41
long off20[6]{((long)55), 3L, 9L, (9U), (532LL), (6)}; 
# 42
break; 
# 43
} 
# 44
}  
# 45
return ((((__device_builtin_variable_threadIdx.x) - sizeof(float)) + (coef15[v18 & (7)])) / (2)); 
# 46
} 
#endif
# 47 "v000136.cu"
static constexpr float kL21 = (1.5F); 
# 49
constexpr int host_kick22(int count23) { 
# 50
int off24 = count23 / 2; 
# 51
constexpr bool lo25 = false; 
# 52
return 48; 
# 53
} 
# 55
inline float run_tile26(float a27) { 
# 56
if ((a27 + kL21) < a27) { 
# 57
return a27 - ((a27 > kL21) ? a27 : (0.625F)); 
# 58
}  
# 59
(__cudaPushCallConfiguration(4, 32)) ? (void)0 : combine6((2.875F) / (a27 + (48)), (a27 / (2)) / (2), &a27, nullptr); 
# 60
a27 = ((((kL21 > a27) ? 44U : 4515L) == (48)) ? (a27 * kL21) / (2) : ((61) - a27)); 
# 61
a27--; 
# 62
(__cudaPushCallConfiguration(8, 64, 0, nullptr)) ? (void)0 : combine6(((12.125F) - a27) * kL21, a27 + (22), &a27, nullptr); 
# 63
return (19.375F); 
# 64
} 
# 66
int main() { 
# 67
int count28 = 2879; 
# 68
constexpr float f29 = (20.125F); 
# 69
count28 = (f29 / (+((count28 != f29) ? 15LL : kL21))); 
# 70
return 0; 
# 71
} 

# 1 "v000136.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__55d3c060_10_v000136_cu_5e55ae52
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000136.cudafe1.stub.c"
#include "v000136.cudafe1.stub.c"
# 1 "v000136.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
