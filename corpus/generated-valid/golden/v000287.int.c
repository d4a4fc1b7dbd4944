# 1 "v000287.cu"
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
# 13 "v000287.cu"
__attribute__((visibility("hidden"))) void apply4_kernel(const int *in5, float p6) ;
#if 0
# 13
{ 
# 14
int idx7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
float r8 = (9.0F); 
# 16
--r8; 
# 17
for (int j9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j9 < idx7; j9 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 18
int pass10 = 0; 
# 19
while (pass10 < idx7) { 
# 20
for (int i11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i11 < 9; i11 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 21
r8++; 
# 22
}  
# 23
++pass10; 
# 24
}  
# 25
}  
# 26
float y12 = (10.75F); 
# 27
} 
#endif
# 30 "v000287.cu"
unsigned char sift13(float p14, short *dst15, unsigned *buf16) { 
# 31
(buf16[3]) = ((buf16[3]) - ((static_cast< long>(44)) | (dst15[5]))); 
# 32
int idx17 = static_cast< double>((buf16[7]) / p14); 
# 33
return idx17; 
# 34
} 
# 35
static float d_update18; 
# 37
__attribute__((visibility("hidden"))) void grow19_kernel(int count20, int lane21, int count22) ;
#if 0
# 37
{ 
# 38
int idx23 = __device_builtin_variable_threadIdx.x; 
# 39
if (idx23 >= count20) { 
# 40
return; 
# 41
}  
# 42
sift13((sift13(count20, nullptr, nullptr)) * ((4589) % (__device_builtin_variable_threadIdx.y)), static_cast< short *>(nullptr), nullptr); 
# 43
int k24[3] = {}; 
# 44
for (int n25 = 0; n25 < 9; n25++) { 
# 45
if (n25 + 44) { 
# 46
return; 
# 47
}  
# 48
}  
# 49
unsigned lim26 = sift13((__device_builtin_variable_gridDim.x) & (-count22), (short *)nullptr, (unsigned *)nullptr); 
# 50
if (!(count20 < 20)) { 
# 51
goto finish27; 
# 52
}  
# 53
lim26 = (k24[idx23]); 
# 54
finish27:; ; 
# 55
} 
#endif
# 57 "v000287.cu"
constexpr int trace28(int len29, bool q30) { 
# 58
int mid31 = ('0'); 
# 59
return 14; 
# 60
} 
# 62
__attribute__((visibility("hidden"))) void relax32_kernel(int *dst33, int *acc34) ;
#if 0
# 62
{ 
# 63
int tid35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
trace28(trace28((acc34[7]) - d_update18, (__device_builtin_variable_gridDim.y) == d_update18), __device_builtin_variable_blockIdx.y); 
# 65
for (int i36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i36 < 10; i36 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 66
(*dst33) = (i36 - ((__device_builtin_variable_warpSize >> 6) - (((acc34[tid35]) >= (acc34[i36])) ? acc34[5] : 2))); 
# 67
--d_update18; 
# 68
}  
# 69
} 
#endif
# 71 "v000287.cu"
constexpr int run_stencil37(int n38, size_t q39) { 
# 72
int r40 = trace28(n38, ((n38 == q39) ? 21 : ((q39 <= n38) ? n38 : q39)) >= (trace28(q39, n38))); 
# 73
long y41(4 >> trace28(r40, (-n38) > 29L)); 
# 74
return (static_cast< double>(y41)) - (40UL + q39); 
# 75
} 
# 77
int main() { 
# 78
int count42 = 2700; 
# 79
count42 = (trace28(count42 % count42, true) + (4137 * count42)); 
# 80
++count42; 
# 81
auto step45 = [](char acc43, int z44) { 
# 82
z44 = acc43; 
# 83
acc43 = acc43; 
# 84
acc43 = z44; 
# 85
} ; typedef decltype(step45) __T0;
# 86
step45(count42, count42); 
# 87
(__cudaPushCallConfiguration((count42 + 255) / 256, 256)) ? (void)0 : relax32_kernel(nullptr, nullptr); 
# 88
float lim46[8] = {(33L), (44U), (1.375F), (float)(count42 / (4.625F)), (0.125F)}; 
# 89
count42 = (trace28((count42 == count42) ? 21 : count42, (trace28(count42, 43 == count42)) > (lim46[0])) >> (60 % (count42 - count42))); 
# 90
(__cudaPushCallConfiguration(dim3((count42 + 31) / 32, 1 << 6, 21 + 107), 21 + (21 + (21 + 193)))) ? (void)0 : apply4_kernel(static_cast< const int *>(nullptr), 21 + count42); 
# 91
(__cudaPushCallConfiguration((count42 + 31) / 32, 21 + 43)) ? (void)0 : grow19_kernel(58UL, 20 % (count42 + count42), ((lim46[count42]) == (46)) ? lim46[count42 & 7] : ((21 != count42) ? 63UL : (lim46[count42 & 7]))); 
# 92
return 0; 
# 93
} 

# 1 "v000287.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1c2be4ba_10_v000287_cu_a8f9142c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000287.cudafe1.stub.c"
#include "v000287.cudafe1.stub.c"
# 1 "v000287.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
