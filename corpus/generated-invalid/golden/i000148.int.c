# 1 "i000148.cu"
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
# 18 "i000148.cu"
__attribute__((visibility("hidden"))) void blend6_kernel(long *acc7, int len8, int lane9) ;
#if 0
# 18
{ 
# 19
if (!(!((acc7[7]) >= len8))) { 
# 20
unsigned diff10[8] = {6U, static_cast< unsigned>(+len8), (31)}; 
# 21
}  
# 22
int z11[2]{lane9, (57UL)}; 
# 23
float hi12 = (48); 
# 24
if (((acc7[1]) + lane9) > (z11[len8])) { 
# 25
hi12 = ((unsigned)lane9); 
# 26
lane9 = ((z11[lane9]) - (acc7[lane9 & 7])); 
# 27
}  
# 28
} 
#endif
# 29 "i000148.cu"
constexpr long BLOCK13 = (7); 
# 30
constexpr int WIDTH14 = ((4) * (sizeof(unsigned) * (2))); 
# 32
__attribute__((visibility("hidden"))) void tally15_kernel(int n16) ;
#if 0
# 32
{ 
# 33
unsigned h17 = (BLOCK13); 
# 34
__attribute__((unused)) static long long sh_18[32]; 
# 35
} 
#endif
# 36 "i000148.cu"
enum Mode19 { 
# 37
OFF20 = 1, 
# 38
GREEN21, 
# 39
GREEN22, 
# 40
IDLE23, 
# 41
LOW24
# 42
}; 
# 44
int split25(double p26, int stride27) { 
# 45
int w28 = 0; 
# 46
while (w28 < 10) { 
# 47
if ((stride27 % w28) >= (GREEN21)) { 
# 48
continue; 
# 49
}  
# 50
++w28; 
# 51
}  
# 52
++stride27; 
# 53
return p26; 
# 54
} 
# 57
int grow29(unsigned long long *acc30) { 
# 58
split25((__alignof__(int)) * (((*acc30) < (*acc30)) ? (22.0F) : BLOCK13), split25(acc30[1], BLOCK13 * (acc30[4]))); 
# 59
size_t stride31 = split25((7.875), BLOCK13 & (*acc30)); 
# 60
(*acc30) >>= stride31; 
# 61
return BLOCK13; 
# 62
} 
# 65
static void fold32_kernel(const double *src33) ;
#if 0
# 65
{ 
# 66
if (((((*src33) < WIDTH14) ? *src33 : WIDTH14) > WIDTH14) || (((*src33) > (34U)) || ((src33[2]) < (24)))) { 
# 67
if (((int)(src33[1])) <= WIDTH14) { 
# 68
return; 
# 69
}  
# 70
}  
# 71
split25(29UL, (src33[5]) + (split25(54U, 60L))); 
# 72
} 
#endif
# 74 "i000148.cu"
float run_scatter34(int count35, int len36) { 
# 75
cudaStream_t q37 = (nullptr); 
# 76
if ((len36 == count35) || count35) { 
# 77
const int x38 = BLOCK13 + count35; 
# 78
}  
# 79
len36 = (-24); 
# 80
return -(len36 + BLOCK13); 
# 81
} 
# 82
int host_only40(int x) 
# 83
{ 
# 84
return x + 1; 
# 85
} 
# 86
__attribute__((visibility("hidden"))) void uses_host41(int *p) ;
#if 0
# 87
{ 
# 88
(p[__device_builtin_variable_threadIdx.x]) = host_only40(p[__device_builtin_variable_threadIdx.x]); 
# 89
} 
#endif
# 91 "i000148.cu"
int main() { 
# 92
int len39 = 3931; 
# 93
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : uses_host41(nullptr); 
# 94
(__cudaPushCallConfiguration(OFF20, 1 << ((GREEN21) + ((GREEN22) + 4)), 1 << 8, (cudaStream_t)0)) ? (void)0 : fold32_kernel(nullptr); 
# 95
if (len39 != 18) { 
# 96
return WIDTH14; 
# 97
}  
# 98
split25(((len39) ? len39 : 1560) << (4 * len39), (2851ULL << len39) + BLOCK13); 
# 99
len39 &= grow29((unsigned long long *)nullptr); 
# 100
(__cudaPushCallConfiguration(16, 1 << 6, 256 * ((GREEN21) + 2), (cudaStream_t)0)) ? (void)0 : blend6_kernel(nullptr, BLOCK13, WIDTH14 - (len39 * (LOW24))); 
# 101
(__cudaPushCallConfiguration((len39 + 255) / 256, 64, sizeof(float) * (128), (cudaStream_t)0)) ? (void)0 : tally15_kernel(run_scatter34(BLOCK13 % len39, len39 + WIDTH14)); 
# 102
return 0; 
# 103
} 

# 1 "i000148.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d189b126_10_i000148_cu_9e405258
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000148.cudafe1.stub.c"
#include "i000148.cudafe1.stub.c"
# 1 "i000148.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
