# 1 "v000555.cu"
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
# 7 "v000555.cu"
struct Body2 { 
# 8
double count3; 
# 9
float y4; 
# 10
}; 
# 12
__attribute((noinline)) __attribute__((unused)) void mix5(size_t b6 = 48) {int volatile ___ = 1;(void)b6;
# 22
::exit(___);}
#if 0
# 12
{ 
# 13
__attribute__((unused)) static int sh_7[32]; 
# 14
(sh_7[28])--; 
# 15
(sh_7[13]) = (-3); 
# 16
if (((sh_7[6]) * b6) != b6) { 
# 17
return; 
# 18
}  
# 19
b6 <<= ((sh_7[b6]) + b6); 
# 20
constexpr size_t flag8 = 2171UL; 
# 21
(sh_7[b6 & (31)]) %= sizeof(Body2); 
# 22
} 
#endif
# 23 "v000555.cu"
enum Color9 { 
# 24
SLOW10, 
# 25
OFF11, 
# 26
RED12, 
# 27
BLUE13, 
# 28
GREEN14
# 29
}; 
# 31
__attribute__((visibility("hidden"))) void probe15(short *acc16, int count17) ;
#if 0
# 31
{ 
# 32
__attribute__((unused)) extern float dyn_18[]; 
# 33
(acc16[count17 & 7])++; 
# 34
int *cnt19 = &count17; 
# 35
if (acc16 == (nullptr)) { 
# 36
return; 
# 37
}  
# 38
float e20 = (((dyn_18[2]) += (4924)), count17) ^ 44LL; 
# 39
} 
#endif
# 41 "v000555.cu"
inline int check_step21(Body2 b22, Body2 beta23, long beta24) { 
# 42
const int q25 = (GREEN14); 
# 43
unsigned flag26(beta24); 
# 44
float z27((4.875F)); 
# 45
(__cudaPushCallConfiguration(4, 1 << 5)) ? (void)0 : probe15(nullptr, z27); 
# 46
z27 = (5.375F); 
# 47
(__cudaPushCallConfiguration((RED12) + ((RED12) + 124), 256, 0)) ? (void)0 : probe15(static_cast< short *>(nullptr), beta24); 
# 48
(__cudaPushCallConfiguration((beta24 + (31)) / (32), 64, (OFF11) + ((BLUE13) + 4092))) ? (void)0 : probe15(nullptr, 18); 
# 49
return beta23.y4; 
# 50
} 
# 52
int main() { 
# 53
int size28 = 231; 
# 54
size28 &= ((size28 % (9L * size28)) + (58U)); 
# 55
(__cudaPushCallConfiguration((size28 + 31) / 32, 128 * ((OFF11) + 1), sizeof(float) * (128))) ? (void)0 : probe15(nullptr, 1 ^ (-size28)); 
# 56
size28 = 61; 
# 57
size28 *= ((size28 + 3672U) & (SLOW10)); 
# 58
Body2 stride29 = Body2{((19.5F)), (1.0F)}; 
# 59
static_assert((sizeof(int) == (4)), "expected value");
# 60
return 0; 
# 61
} 

# 1 "v000555.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__53b7d838_10_v000555_cu__Z4mix5m
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000555.cudafe1.stub.c"
#include "v000555.cudafe1.stub.c"
# 1 "v000555.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
