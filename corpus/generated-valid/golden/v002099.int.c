# 1 "v002099.cu"
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
# 13 "v002099.cu"
__attribute__((visibility("hidden"))) void trace3_kernel(double *out4) ;
#if 0
# 13
{ 
# 14
unsigned idx5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
constexpr int lim6 = 28; 
# 16
float mid7 = (sizeof(float)) - (out4[idx5]); 
# 17
mid7 = (sizeof(size_t) * idx5); 
# 18
int e8 = (sizeof(unsigned)); 
# 19
} 
#endif
# 21 "v002099.cu"
__attribute__((unused)) float update9(long p10) {int volatile ___ = 1;(void)p10;
# 32
::exit(___);}
#if 0
# 21
{ 
# 23
#pragma unroll 2
for (
# 23
int j11 = 0; j11 < (4 * 2); j11 += 2) { 
# 24
long long lo12 = ((64) + (p10 + p10)) * (22); 
# 26
#pragma unroll
for (
# 26
int i13 = 0; i13 < j11; i13 += 3) { 
# 27
lo12 >>= 3; 
# 28
}  
# 29
}  
# 30
bool off14 = __device_builtin_variable_warpSize >> 3; 
# 31
return off14; 
# 32
} 
#endif
# 34 "v002099.cu"
long pivot15(unsigned *buf16, int lane17) { 
# 35
int val18 = ((unsigned char)(-lane17)) - lane17; 
# 36
long off19 = ((lane17 << 7) << ((20) % (buf16[6]))) & sizeof(int); 
# 37
return off19 << ((__alignof__(double) - lane17) ^ off19); 
# 38
} 
# 39
enum class Phase20 { Mul21, Idle22 = 4, On23 = 9}; 
# 40
static float c_warp24; 
# 41
unsigned g_step25 = 32U; 
# 42
enum Color26: short { 
# 43
ON27 = 3, 
# 44
ON28, 
# 45
GREEN29, 
# 46
FAST30, 
# 47
BUSY31 = 11
# 48
}; 
# 50
__attribute__((visibility("hidden"))) void apply32_kernel(const unsigned *in33) ;
#if 0
# 50
{ 
# 51
__attribute__((unused)) extern int dyn_34[]; 
# 52
unsigned i35 = __device_builtin_variable_threadIdx.x; 
# 53
if (in33 == (nullptr)) { 
# 54
return; 
# 55
}  
# 56
(dyn_34[i35 & (7)]) = ((22 * (dyn_34[i35])) - (((51) * i35) * (5 - (dyn_34[2])))); 
# 57
__attribute__((unused)) static float sh_36[8]; 
# 58
} 
#endif
# 60 "v002099.cu"
__attribute__((visibility("hidden"))) void mix37_kernel(int *out38, double *dst39, const int *input40) ;
#if 0
# 60
{ 
# 61
__attribute__((unused)) extern int dyn_41[]; 
# 62
unsigned i42 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 63
Phase20 m43 = Phase20::On23; 
# 64
(out38[i42]) = (out38[2]); 
# 65
} 
#endif
# 67 "v002099.cu"
__attribute__((visibility("hidden"))) void gather44_kernel(float cfg45, float *data46) ;
#if 0
# 67
{ 
# 68
__attribute__((unused)) extern float dyn_47[]; 
# 69
unsigned gid48 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 70
Phase20 sum49 = Phase20::Mul21; 
# 71
(data46[gid48 & (7)]) = (c_warp24 + ((__device_builtin_variable_blockIdx.y) / (__device_builtin_variable_warpSize ^ gid48))); 
# 72
cfg45++; 
# 73
if (!((data46[3]) > (data46[7]))) { 
# 74
return; 
# 75
}  
# 76
Phase20 lim50 = Phase20::Idle22; 
# 77
Phase20 s51 = Phase20::Idle22; 
# 78
__attribute__((unused)) static size_t sh_52[256]; 
# 79
} 
#endif
# 81 "v002099.cu"
__attribute__((visibility("hidden"))) void apply53_kernel(const int *src54, int *out55, const int *src56) ;
#if 0
# 81
{ 
# 82
int gid57 = __device_builtin_variable_threadIdx.x; 
# 84
#pragma unroll
for (
# 84
int j58 = 0; j58 < gid57; ++j58) { 
# 85
float v59 = (__alignof__(double)); 
# 86
(*out55) = (((4 + j58) + 3974) * v59); 
# 87
}  
# 88
(out55[4]) *= ((static_cast< unsigned char>(63LL)) << ((*out55) - (*src56))); 
# 89
} 
#endif
# 91 "v002099.cu"
static unsigned tally60(unsigned q61, unsigned short a62, int count63) { 
# 92
Phase20 acc64 = Phase20::On23; 
# 93
{ 
# 94
(__cudaPushCallConfiguration((count63 + 255) / 256, ((dim3)(5 + ((ON28) + 119))))) ? (void)0 : gather44_kernel((1) - q61, nullptr); 
# 95
(__cudaPushCallConfiguration((g_step25 + (31)) / (32), 128, 0, nullptr)) ? (void)0 : mix37_kernel(nullptr, (double *)nullptr, nullptr); 
# 96
} 
# 97
(__cudaPushCallConfiguration((q61 + (255)) / (256), ((dim3)(1 << 7)))) ? (void)0 : apply32_kernel((const unsigned *)nullptr); 
# 98
dim3 f65 = dim3(512, (q61 + (255)) / (256)); 
# 99
int q66((41UL + (~a62)) + (50U)); 
# 100
return q66 - (count63 * ((q66 != __alignof__(double)) ? 1941 : 15)); 
# 101
} 
# 103
int main() { 
# 104
int len67 = 482; 
# 105
g_step25++; 
# 106
for (int it68 = 0; it68 < 16; it68++) { 
# 107
g_step25 = (33); 
# 108
if (it68 == len67) { 
# 109
break; 
# 110
}  
# 111
dim3 f69(5 + 123); 
# 112
}  
# 113
g_step25 = ((len67 & 47) - sizeof(float)); 
# 114
(__cudaPushCallConfiguration(((dim3)(4)), 1 << ((ON27) + 2), sizeof(int) * (256), nullptr)) ? (void)0 : trace3_kernel(static_cast< double *>(nullptr)); 
# 115
(__cudaPushCallConfiguration((g_step25 + (255)) / (256), (ON27) + ((ON28) + 25))) ? (void)0 : apply53_kernel(nullptr, nullptr, (const int *)nullptr); 
# 116
return 0; 
# 117
} 

# 1 "v002099.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1bc30a1b_10_v002099_cu_aa607f6a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002099.cudafe1.stub.c"
#include "v002099.cudafe1.stub.c"
# 1 "v002099.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
