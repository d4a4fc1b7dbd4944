# 1 "v001151.cu"
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
# 8 "v001151.cu"
enum Phase4 { LOW5, SLOW6 = 4, SLOW7}; 
# 10
__attribute__((visibility("hidden"))) void pack8(const int *input9, int *__restrict__ out10, Phase4 alpha11, bool p12) ;
#if 0
# 10
{ 
# 11
unsigned idx13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
unsigned long long u14 = *out10; 
# 13
Phase4 x15 = SLOW6; 
# 14
u14 += (x15 / (1945L * (__device_builtin_variable_gridDim.x))); 
# 15
} 
#endif
# 16 "v001151.cu"
static_assert((57 > 56), "tile must fit");
# 19
static void merge16_kernel(unsigned short *__restrict__ data17, int len18, const long long *src19, const int *src20) ;
#if 0
# 19
{ 
# 20
int i21 = __device_builtin_variable_threadIdx.x; 
# 21
if (i21 >= len18) { 
# 22
return; 
# 23
}  
# 24
len18 = ((*data17) - (data17[2])); 
# 25
float t22 = (-(src19[5])) / i21; 
# 26
if ((len18 + (*data17)) != 34L) { 
# 27
goto skip23; 
# 28
}  
# 29
++(data17[__device_builtin_variable_blockDim.z]); 
# 30
skip23:; ; 
# 31
} 
#endif
# 34 "v001151.cu"
char lerp24(short b25, int len26) { 
# 35
auto u27 = LOW5; 
# 36
if (len26 <= u27) { 
# 37
return b25 / (b25 / u27); 
# 38
}  
# 39
return ((int)(2380 + b25)) + (sizeof(float) + (len26 + 62)); 
# 40
} 
# 41
double g_sweep28 = (12); 
# 42
typedef int idx29_t; 
# 44
int run_smooth30(unsigned alpha31, int len32, idx29_t count33) { 
# 45
{ 
# 46
int iter34 = 0; 
# 47
while (iter34 < iter34) { 
# 48
int e35 = lerp24(40UL, lerp24(1, 51 / iter34)); 
# 49
if (g_sweep28 == alpha31) { 
# 50
constexpr unsigned short v36 = (26L); 
# 51
--count33; 
# 52
e35 -= (((36U - e35) + (11)) % ((SLOW7) + alpha31)); 
# 53
}  
# 54
++iter34; 
# 55
}  
# 56
} 
# 57
return LOW5; 
# 58
} 
# 60
float check_clamp37(float beta38, float p39, unsigned long a40) { 
# 61
if (float hi41 = a40; (hi41 + ((17) + beta38)) < g_sweep28) { 
# 62
float off42{(16.375F)}; 
# 63
}  
# 64
if ((7) < g_sweep28) { 
# 65
return beta38; 
# 66
}  
# 67
Phase4 x43 = SLOW6; 
# 68
++g_sweep28; 
# 69
a40 += (39); 
# 70
return ((run_smooth30(SLOW6, 8U, 36U)) + (x43 + sizeof(long long))) + (398); 
# 71
} 
# 73
int main() { 
# 74
int count44 = 233; 
# 75
g_sweep28 /= (((count44 + g_sweep28) + ((3.625F))) * g_sweep28); 
# 76
if ((52) == ((run_smooth30(4518L, count44, g_sweep28)) * 1U)) { 
# 77
int lo45 = (LOW5); 
# 78
}  
# 79
if ((g_sweep28 / (SLOW7)) != (18U)) { 
# 80
return static_cast< idx29_t>('\a'); 
# 81
}  
# 82
(__cudaPushCallConfiguration((count44 + 63) / 64, ((SLOW7) + 27) * 16, sizeof(double) * (256))) ? (void)0 : pack8((const int *)nullptr, static_cast< idx29_t *>(nullptr), SLOW7, (lerp24(51UL, g_sweep28)) > count44); 
# 83
(__cudaPushCallConfiguration((count44 + 63) / 64, 128, sizeof(double) * (128))) ? (void)0 : merge16_kernel(nullptr, g_sweep28, static_cast< const long long *>(nullptr), nullptr); 
# 84
return 0; 
# 85
} 

# 1 "v001151.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e13306cd_10_v001151_cu_37205ec6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001151.cudafe1.stub.c"
#include "v001151.cudafe1.stub.c"
# 1 "v001151.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
