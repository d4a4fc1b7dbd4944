# 1 "v002140.cu"
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
# 20 "v002140.cu"
__attribute__((visibility("hidden"))) void map_scatter6(unsigned *data, int n) ;
#if 0
# 20
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((unsigned)1)); }  } 
#endif
# 21 "v002140.cu"
static double d_spread7; 
# 22
static int d_mix8; 
# 24
double run_tally9(int n10, float b11, const int *in12) { 
# 25
n10++; 
# 26
short cnt13{static_cast< short>(n10)}; 
# 27
++cnt13; 
# 28
dim3 t14((n10 + 255) / 256); 
# 29
n10 = (~(4U % (*in12))); 
# 30
(__cudaPushCallConfiguration(1 << 1, 1 << (4 + 5))) ? (void)0 : map_scatter6((unsigned *)nullptr, 8); 
# 31
return cnt13; 
# 32
} 
# 35
extern "C" __attribute__((visibility("hidden"))) void step15(const int *in16, float *dst17, int count18, signed char *dst19) ;
#if 0
# 35
{ 
# 36
static_assert((sizeof(int) == (4)), "size check");
# 37
count18 = (((count18 - d_mix8) & (~(*dst19))) + ((7 << (dst19[d_mix8])) << d_mix8)); 
# 38
int iter20 = 0; 
# 39
while (iter20 < count18) { 
# 40
int w21 = ((unsigned)(count18 - (*in16))) & ('#'); 
# 41
++iter20; 
# 42
}  
# 43
double diff22 = (3 * (dst19[d_mix8])) / (count18 ^ iter20); 
# 44
} 
#endif
# 47 "v002140.cu"
__attribute__((visibility("hidden"))) void trace23(const unsigned char *src24, float *buf25) ;
#if 0
# 47
{ 
# 48
d_spread7 += (44); 
# 49
++d_spread7; 
# 50
d_mix8 = ((d_mix8 + (buf25[0])) * (((buf25[7]) + (*buf25)) * ((src24[1]) & sizeof(double)))); 
# 51
} 
#endif
# 53 "v002140.cu"
namespace img26 { 
# 54
static float c_clamp27; 
# 56
float run_blend28(int len29, unsigned beta30, int lane31) { 
# 57
lane31--; 
# 58
dim3 mid32 = dim3((len29 + 31) / 32, (lane31 + 255) / 256, (lane31 + 31) / 32); 
# 59
if (lane31 <= lane31) { 
# 60
return -(3.375F); 
# 61
}  
# 62
int diff33 = len29; 
# 63
(__cudaPushCallConfiguration(8, sizeof(int) * (64), 1024, nullptr)) ? (void)0 : trace23((const unsigned char *)nullptr, nullptr); 
# 64
dim3 w34((len29 + 63) / 64, 1 + 1); 
# 65
return (20.75F); 
# 66
} 
# 67
}
# 69
int main() { 
# 70
int count35 = 1474; 
# 71
int w36 = 0; 
# 72
while (w36 < 9) { 
# 73
if (count35 > 51UL) { 
# 74
count35 = ((1 + w36) * count35); 
# 75
(__cudaPushCallConfiguration(64 + 64, dim3(1 + 31, (w36 + 31) / 32), 0)) ? (void)0 : step15(nullptr, (float *)nullptr, -(-32), (signed char *)nullptr); 
# 76
}  
# 77
(__cudaPushCallConfiguration((count35 + 63) / 64, 64 + 192, 64 + (64 + 896))) ? (void)0 : trace23(nullptr, (float *)nullptr); 
# 78
++w36; 
# 79
}  
# 80
return 0; 
# 81
} 

# 1 "v002140.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__55075285_10_v002140_cu_3dfd0a17
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002140.cudafe1.stub.c"
#include "v002140.cudafe1.stub.c"
# 1 "v002140.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
