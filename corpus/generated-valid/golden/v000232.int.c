# 1 "v000232.cu"
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
# 23 "v000232.cu"
__attribute((always_inline)) __attribute__((unused)) inline unsigned kick9(int len10) 
# 24
{int volatile ___ = 1;(void)len10;
# 33
::exit(___);}
#if 0
# 24
{ 
# 26
#pragma unroll 4
for (
# 26
int n11 = 0; n11 < 3; ++n11) { 
# 27
for (int j12 = 0; j12 < n11; ++j12) { 
# 28
float *u13 = (nullptr); 
# 29
float diff14{(22.125F)}; 
# 30
}  
# 31
}  
# 32
return len10 + ((__device_builtin_variable_blockIdx.x) ^ (len10 * len10)); 
# 33
} 
#endif
# 34 "v000232.cu"
__attribute((always_inline)) __attribute__((unused)) inline float tally15(unsigned long long *__restrict__ out16, int lane17, int lane18) 
# 35
{int volatile ___ = 1;(void)out16;(void)lane17;(void)lane18;
# 42
::exit(___);}
#if 0
# 35
{ 
# 36
unsigned off19 = *out16; 
# 37
auto s20 = ((((out16[3]) + (20LL)) * ((9) - (out16[1]))) == ((*out16) ? off19 : (out16[lane17 & 7]))) ? __device_builtin_variable_threadIdx.x : ((__device_builtin_variable_warpSize >= ((out16[6]) << lane17)) ? lane17 ^ off19 : ((out16[6]) - off19)); 
# 38
if (((lane17 > s20) ? __device_builtin_variable_blockIdx.y : (__device_builtin_variable_blockIdx.y)) <= off19) { 
# 39
return 16; 
# 40
}  
# 41
return out16[2]; 
# 42
} 
#endif
# 43 "v000232.cu"
constexpr int run_update21(int lane22, int n23) 
# 44
{ 
# 45
bool lo24 = ((lane22) ? 13 | lane22 : (n23 * n23)) > (n23 & 1); 
# 46
int tmp25 = (-27LL); 
# 47
return 128; 
# 48
} 
# 49
namespace detail26 { 
# 50
constexpr int check_scatter27(int count28, int lane29) 
# 51
{ 
# 52
return (float)(14 / (count28 & 2)); 
# 53
} 
# 54
}
# 55
enum class Op30 { Fast31, Red32}; 
# 56
static float c_fold33; 
# 57
__attribute__((visibility("hidden"))) void norm34_kernel(int lane35, int *out36) ;
#if 0
# 58
{ 
# 59
int gid37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 60
if (((lane35 - 44) & ((out36 != (nullptr)) ? __device_builtin_variable_threadIdx.x : lane35)) <= (55)) { 
# 61
(*out36) = 49; 
# 62
int idx38 = (c_fold33 + (gid37 + gid37)) / (((__device_builtin_variable_blockIdx.y) / gid37) - c_fold33); 
# 63
}  
# 64
} 
#endif
# 65 "v000232.cu"
namespace detail39 { 
# 66
static int c_clamp40; 
# 67
}
# 68
__attribute__((visibility("hidden"))) void trace41(int len42, int n43, size_t *__restrict__ dst44, int *acc45) ;
#if 0
# 69
{ 
# 70
int idx46 = __device_builtin_variable_threadIdx.x; 
# 71
if (idx46 >= len42) { 
# 72
return; 
# 73
}  
# 74
if ((8UL) > ((float)(idx46 % idx46))) { 
# 75
if (((dst44[detail39::c_clamp40]) ^ (1)) <= len42) { 
# 76
return; 
# 77
}  
# 78
len42 = n43; 
# 79
short f47 = (+((*acc45) >> (__device_builtin_variable_gridDim.x))) + 4; 
# 80
}  
# 81
if (idx46 >= c_fold33) { 
# 82
do { len42 += (((dst44[idx46]) | (__device_builtin_variable_threadIdx.x)) - (*dst44)); } while (0); 
# 83
}  
# 84
const int *sum48 = &idx46; 
# 85
} 
#endif
# 86 "v000232.cu"
int main() 
# 87
{ 
# 88
int count49 = 668; 
# 89
int w50 = 0; 
# 90
while ((w50 < w50) && (count49 >= count49)) { 
# 91
dim3 u51 = dim3(8, (w50 + 255) / 256); 
# 92
++w50; 
# 93
}  
# 94
(__cudaPushCallConfiguration((count49 + 255) / 256, (13 + 19) * 2)) ? (void)0 : norm34_kernel((33) * ((float)w50), &count49); 
# 95
int *t52 = &count49; 
# 96
if (count49 != ((t52[w50]) | count49)) { 
# 97
return (count49 - w50) ? (t52[6]) + count49 : 48; 
# 98
}  
# 99
(__cudaPushCallConfiguration(dim3(128, (count49 + 31) / 32, (w50 + 255) / 256), 64 * (4 + 4))) ? (void)0 : trace41(((t52[count49]) - w50) + (44U + count49), ((t52 == (nullptr)) && (count49 > w50)) ? 4 : ((t52[count49 & 7]) * (t52[w50])), (unsigned long *)nullptr, nullptr); 
# 100
return 0; 
# 101
} 

# 1 "v000232.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5c252599_10_v000232_cu_c_fold33
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000232.cudafe1.stub.c"
#include "v000232.cudafe1.stub.c"
# 1 "v000232.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
