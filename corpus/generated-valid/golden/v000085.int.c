# 1 "v000085.cu"
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
# 7 "v000085.cu"
static void bump2(int len3, const long *input4) ;
#if 0
# 8
{ 
# 9
switch (input4[len3 & 7]) { 
# 10
case 5:  { 
# 11
const long e5 = ((*input4) << 2) >> (sizeof(int) << len3); 
# 12
[[fallthrough]] ; 
# 13
} 
# 14
case 1:  { 
# 15
len3 = (*input4); 
# 16
constexpr int lim6 = (-55); 
# 17
break; 
# 18
} 
# 19
case 8:  { 
# 20
bool val7 = *input4; 
# 21
break; 
# 22
} 
# 23
}  
# 24
} 
#endif
# 25 "v000085.cu"
static long g_scale8; 
# 26
const char *g_combine9 = ("tile"); 
# 28
__attribute__((visibility("hidden"))) void bias10_kernel(float *buf11) ;
#if 0
# 29
{ 
# 30
constexpr double tmp12 = (-43L); 
# 31
if ((25) != (buf11[5])) { 
# 32
goto out13; 
# 33
}  
# 34
(*buf11) /= ((6) + (buf11[4])); 
# 35
out13:; ; 
# 36
} 
#endif
# 38 "v000085.cu"
static void mix14_kernel(float alpha15, const int *input16, float *out17) ;
#if 0
# 39
{ 
# 40
float t18 = alpha15; 
# 41
if ((+t18) < t18) { 
# 42
if (t18 == (*input16)) { 
# 43
return; 
# 44
}  
# 45
constexpr float lim19 = (11.75F); 
# 46
alpha15 *= ((input16[6]) - ((*out17) * (5 << (*input16)))); 
# 47
}  
# 48
} 
#endif
# 50 "v000085.cu"
namespace _GLOBAL__N__fbea8d3a_10_v000085_cu_4ab0136c __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__fbea8d3a_10_v000085_cu_4ab0136c; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__fbea8d3a_10_v000085_cu_4ab0136c __attribute__((visibility("hidden")))  { 
# 51
void apply20_kernel(int stride21, double b22, const int *coef23, int *buf24) ;
#if 0
# 52
{ 
# 53
stride21 = (0UL | (coef23[6])); 
# 54
int pass25 = 0; 
# 55
do { 
# 56
if ((-(coef23[4])) > 2) { 
# 57
continue; 
# 58
}  
# 59
b22++; 
# 60
++pass25; 
# 61
} while (pass25 < 5); 
# 62
if ((*coef23) & 1) { 
# 63
return; 
# 64
}  
# 65
} 
#endif
# 67 "v000085.cu"
void pivot26_kernel(int count27, int count28, int *buf29, size_t *buf30) ;
#if 0
# 68
{ 
# 69
for (int i31 = count27; i31 > 0; --i31) { 
# 70
constexpr unsigned long long u32 = (6 * 10); 
# 71
}  
# 72
if (int x33 = (-(11 * count27)) - 2; (19LL * x33) >= (x33 + (3132UL * count27))) { 
# 73
x33 *= x33; 
# 74
}  
# 75
count27--; 
# 76
} 
#endif
# 77 "v000085.cu"
}
# 79
int main() 
# 80
{ 
# 81
int size34 = 3640; 
# 82
g_scale8 = (g_combine9[0]); 
# 83
(__cudaPushCallConfiguration((size34 + 255) / 256, dim3(1 << 4, (g_scale8 + (127)) / (128)))) ? (void)0 : mix14_kernel((3) * (g_scale8 - (30)), &size34, static_cast< float *>(nullptr)); 
# 84
(__cudaPushCallConfiguration(32, dim3(2, (size34 + 63) / 64, 128))) ? (void)0 : bump2(size34, nullptr); 
# 85
(__cudaPushCallConfiguration(dim3((size34 + 31) / 32, (size34 + 31) / 32), 256 * 2, sizeof(float) * (128), 0)) ? (void)0 : bias10_kernel(nullptr); 
# 86
(__cudaPushCallConfiguration(((dim3)(1)), ((dim3)(32 * 16)))) ? (void)0 : apply20_kernel(g_combine9[1], g_combine9[1], &size34, &size34); 
# 87
return 0; 
# 88
} 

# 1 "v000085.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fbea8d3a_10_v000085_cu_4ab0136c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000085.cudafe1.stub.c"
#include "v000085.cudafe1.stub.c"
# 1 "v000085.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
