# 1 "v000449.cu"
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
# 6 "v000449.cu"
static double d_drift2[8]; 
# 7
static int c_step3[2]; 
# 9
__attribute__((visibility("hidden"))) void stencil4(const int *__restrict__ in5, int *acc6) ;
#if 0
# 9
{ 
# 10
unsigned tmp7 = (45); 
# 11
tmp7 = (d_drift2[tmp7]); 
# 12
(d_drift2[tmp7 & (7)]) *= (57 & (c_step3[0])); 
# 13
for (double w8 : d_drift2) { 
# 14
w8 = ((acc6[0]) * (acc6[0])); 
# 15
--(d_drift2[4]); 
# 16
}  
# 17
auto off9 = 36UL; 
# 18
} 
#endif
# 20 "v000449.cu"
constexpr int run_pivot10(int stride11) { 
# 21
return (-(stride11 / 17)) - ((stride11 * stride11) * stride11); 
# 22
} 
# 23
typedef unsigned idx12_t; 
# 25
__attribute__((visibility("hidden"))) void trace13_kernel(int count14, int *data15, int count16) ;
#if 0
# 25
{ 
# 26
int sum17 = d_drift2[count16 & 7]; 
# 27
unsigned e18 = 41 + count14; 
# 28
int stride19[7] = {}; 
# 29
for (int j20 = 0; j20 < 7; j20++) { 
# 30
--count14; }  
# 31
static_assert((41 == 41), "size check");
# 32
} 
#endif
# 35 "v000449.cu"
__attribute__((visibility("hidden"))) void warp21_kernel(const int *__restrict__ coef22, int len23, long *__restrict__ data24) ;
#if 0
# 35
{ 
# 36
__attribute__((unused)) static unsigned char sh_25[64]; 
# 37
idx12_t u26[2]{3U, (31)}; 
# 38
if ((44) <= ((u26[0]) / (4))) { 
# 39
goto out30; 
# 40
}  
# 41
for (int it27 = 0; it27 < 8; it27 += 3) { 
# 42
for (auto z28 : d_drift2) { 
# 43
__attribute__((unused)) static int sh_29; 
# 44
z28 = ((((sh_25[it27]) / (23.125)) - (31)) + ((unsigned short)10L)); 
# 45
}  
# 46
}  
# 47
out30:; ; 
# 48
} 
#endif
# 49 "v000449.cu"
static double d_shade31; 
# 51
__attribute__((visibility("hidden"))) void trace32_kernel(const idx12_t *coef33, const int *src34, const float *__restrict__ coef35, idx12_t *data36) ;
#if 0
# 51
{ 
# 52
constexpr float e37 = (57); 
# 53
int w38 = 0; 
# 54
while (w38 < w38) { 
# 55
d_shade31 = (coef33[w38 & 7]); 
# 56
++w38; 
# 57
}  
# 58
++(data36[w38]); 
# 59
float idx39 = (*coef33) + (*coef35); 
# 60
if (((coef35[3]) * (62)) <= (42)) { 
# 61
goto out40; 
# 62
}  
# 63
if (!coef33) { 
# 64
return; }  
# 65
out40:; ; 
# 66
} 
#endif
# 68 "v000449.cu"
float check_probe41(int lane42, double beta43) { 
# 69
for (int i44 = 0; i44 < lane42; i44 += 4) { 
# 70
for (int i45 = 0; i45 < lane42; ++i45) { 
# 71
int x46 = (run_pivot10(i44) + i45) | ((i44 * i44) + lane42); 
# 72
}  
# 73
(__cudaPushCallConfiguration(dim3((i44 + 255) / 256, 32 * 2, 512), sizeof(int) * (8), 0, 0)) ? (void)0 : trace13_kernel((lane42 + 34) << (i44 & 54), nullptr, -(-30)); 
# 74
(__cudaPushCallConfiguration((i44 + 255) / 256, 64, 0)) ? (void)0 : stencil4(nullptr, (int *)nullptr); 
# 75
}  
# 76
beta43 = (run_pivot10(lane42 << (lane42 + 4))); 
# 77
return ((long)(lane42 * 1331L)) & (41L * lane42); 
# 78
} 
# 80
int main() { 
# 81
int count47 = 187; 
# 82
const char *lim48 = ("ok"); 
# 83
count47 = (' '); 
# 84
switch (count47 << 3U) { 
# 85
case 3 * 3:  
# 86
--count47; 
# 87
check_probe41(47, sizeof(int)); 
# 88
[[fallthrough]] ; 
# 89
case 1:  
# 90
break; 
# 91
}  
# 92
(__cudaPushCallConfiguration(16, dim3((count47 + 31) / 32, sizeof(int) * (2)), 512 * 8, (cudaStream_t)0)) ? (void)0 : warp21_kernel((const int *)nullptr, run_pivot10(run_pivot10(count47)), nullptr); 
# 93
(__cudaPushCallConfiguration(2, 32)) ? (void)0 : trace32_kernel(nullptr, nullptr, nullptr, nullptr); 
# 94
return 0; 
# 95
} 

# 1 "v000449.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ef5d9d95_10_v000449_cu_d_drift2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000449.cudafe1.stub.c"
#include "v000449.cudafe1.stub.c"
# 1 "v000449.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
