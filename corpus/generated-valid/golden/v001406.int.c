# 1 "v001406.cu"
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
# 10 "v001406.cu"
static int d_rank3[16]; 
# 13
inline signed char decay4(float a5, int *data6, int count7) 
# 14
{ 
# 15
for (int j8 = 0, j9 = 4; j8 < j9; (++j8), (--j9)) { 
# 16
if ((j9 / 10U) > 1U) { 
# 17
break; 
# 18
}  
# 19
count7 *= j9; 
# 20
}  
# 21
int f10 = (4477UL); 
# 22
float k11 = (-3487LL); 
# 23
return (k11); 
# 24
} 
# 26
__attribute__((visibility("hidden"))) void bias12(float cfg13, int *data14, int *buf15, const unsigned *src16) ;
#if 0
# 27
{ 
# 28
(buf15[__device_builtin_variable_threadIdx.x]) /= (__device_builtin_variable_warpSize + 11); 
# 29
switch (decay4((0.25F), buf15, 4)) { 
# 30
case 12:  
# 31
static_assert((sizeof(int) == (4)), "expected value");
# 32
break; 
# 33
}  
# 34
(*buf15) |= (-18); 
# 35
cfg13 *= (sizeof(int)); 
# 36
} 
#endif
# 38 "v001406.cu"
int scale17(int lane18) 
# 39
{ 
# 40
{ 
# 41
decay4((decay4((21.25F), &lane18, lane18)) - (58 + lane18), &lane18, 32L); 
# 42
decay4(lane18, &lane18, 32); 
# 43
} 
# 44
return (lane18 != lane18) ? 58 : lane18; 
# 45
} 
# 47
template< class T, class U> __attribute__((unused)) int 
# 48
stencil19(T *acc20, int count21) 
# 49
{int volatile ___ = 1;(void)acc20;(void)count21;
# 58
::exit(___);}
#if 0
# 49
{ 
# 51
#pragma unroll 8
for (
# 51
int j22 = 0; j22 < 8; j22++) { 
# 52
count21 &= (((d_rank3[2]) += (*acc20)), ((30 + count21) * j22)); 
# 53
}  
# 54
decay4(scale17(count21), d_rank3, (d_rank3[1]) * count21); 
# 55
__attribute__((unused)) static double sh_23[32]; 
# 56
(acc20[3])++; 
# 57
return scale17(scale17(58)); 
# 58
} 
#endif
# 60 "v001406.cu"
int main() 
# 61
{ 
# 62
int size24 = 2340; 
# 63
if ((size24 % size24) == 14) { 
# 64
return size24 / (decay4((24.875F), &size24, 15U)); 
# 65
}  
# 66
size24 &= (decay4(size24, &size24, decay4(scale17(size24), &size24, sizeof(float) * size24))); 
# 67
(__cudaPushCallConfiguration(4, dim3(8, (size24 + 255) / 256))) ? (void)0 : bias12(scale17(size24), &size24, nullptr, nullptr); 
# 68
return 0; 
# 69
} 

# 1 "v001406.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e4c920b7_10_v001406_cu_04f833b1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001406.cudafe1.stub.c"
#include "v001406.cudafe1.stub.c"
# 1 "v001406.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
