# 1 "v000861.cu"
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
# 17 "v000861.cu"
unsigned g_pivot6 = (61); 
# 18
using real7_t = float; 
# 20
void rank8(real7_t *acc9, const int *__restrict__ in10) { 
# 21
(acc9[0]) /= (acc9[4]); 
# 22
(acc9[2]) = (((*acc9) + (((*in10) * (in10[1])) + 7UL)) + (((in10[5]) + 43) * 9L)); 
# 23
if (!in10) { 
# 24
return; 
# 25
}  
# 26
for (int i11 = 6; i11 > 0; --i11) { 
# 27
constexpr double m12 = (1.5); 
# 28
--(acc9[i11 & 7]); 
# 29
}  
# 30
} 
# 32
__attribute__((visibility("hidden"))) void probe13_kernel(int len14, unsigned long *__restrict__ buf15, real7_t *__restrict__ buf16, double *acc17) ;
#if 0
# 32
{ 
# 33
if ((len14 << (*buf15)) > 37) { 
# 34
return; 
# 35
}  
# 36
for (int j18 = 5; j18 > 0; --j18) { 
# 37
float sum19 = ~((j18 & 50) + (buf15[j18])); 
# 38
}  
# 39
if (!(((*acc17) == len14) && (*buf15))) { 
# 40
rank8(reinterpret_cast< float *>(acc17), nullptr); 
# 41
if (len14 >= 24) { 
# 42
return; 
# 43
}  
# 44
}  
# 45
} 
#endif
# 46 "v000861.cu"
enum class Phase20: unsigned char { Low21 = 2U, On22 = 7U, High23}; 
# 48
double clamp24(real7_t alpha25, real7_t alpha26) { 
# 49
alpha26 = alpha26; 
# 50
alpha25 = (47UL); 
# 51
auto lim27 = alpha26 * alpha26; 
# 52
for (int n28 = 0; n28 < 8; n28 += 3) { 
# 53
alpha26 += (static_cast< double>(((lim27 - (sizeof(unsigned long long))) + (n28 | 7)) + (9))); 
# 54
}  
# 55
do { lim27 += alpha26; } while (0); 
# 56
return (int)((long long)__alignof__(char)); 
# 57
} 
# 59
extern "C" __attribute__((visibility("hidden"))) void accum29(int lane30, short *acc31) ;
#if 0
# 59
{ 
# 60
for (int i32 = 0; i32 < 5; ++i32) { 
# 61
Phase20 v33 = Phase20::Low21; 
# 62
if (clamp24(lane30, 64) > i32) { 
# 63
continue; 
# 64
}  
# 65
}   
# 66
__attribute__((unused)) static float sh_34[1 << 5]; 
# 67
(sh_34[20]) = (58); 
# 68
if ((3UL <= (acc31[4])) && (!acc31)) { 
# 69
return; 
# 70
}  
# 71
rank8(sh_34, &lane30); 
# 72
} 
#endif
# 74 "v000861.cu"
namespace _GLOBAL__N__27eb2661_10_v000861_cu_g_pivot6 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__27eb2661_10_v000861_cu_g_pivot6; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__27eb2661_10_v000861_cu_g_pivot6 __attribute__((visibility("hidden")))  { 
# 75
static float c_tile35; 
# 76
}
# 78
void run_apply36(Phase20 b37, unsigned b38) { 
# 79
g_pivot6 = ((static_cast< float>((18) % g_pivot6)) * (g_pivot6 + ((29) + b38))); 
# 80
auto idx39 = (double)clamp24(clamp24(37, g_pivot6), b38); 
# 81
if (b38 == ((b38 + sizeof(unsigned char)) + b38)) { 
# 82
b37 = Phase20::Low21; 
# 83
}  
# 84
if (b38 - (39)) { 
# 85
return; 
# 86
}  
# 87
unsigned short x40 = idx39; 
# 88
} 
# 90
int main() { 
# 91
int len41 = 3961; 
# 92
constexpr real7_t mid42 = (19.0F); 
# 93
g_pivot6 = ((((len41 + 6) + 33) + g_pivot6) + (mid42 + len41)); 
# 94
if (len41 <= ((len41 + 37) + len41)) { 
# 95
g_pivot6 |= (862L + len41); 
# 96
constexpr int m43 = 7; 
# 97
len41 = ((g_pivot6 + (2U - (len41 + len41))) + (3)); 
# 98
} else { if (!(len41 <= 40)) { }  }  
# 99
(__cudaPushCallConfiguration((len41 + 31) / 32, 32)) ? (void)0 : probe13_kernel(g_pivot6, nullptr, (float *)nullptr, static_cast< double *>(nullptr)); 
# 100
(__cudaPushCallConfiguration((g_pivot6 + (255)) / (256), 32, sizeof(int) * (128))) ? (void)0 : accum29(37U ^ g_pivot6, nullptr); 
# 101
return 0; 
# 102
} 

# 1 "v000861.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__27eb2661_10_v000861_cu_g_pivot6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000861.cudafe1.stub.c"
#include "v000861.cudafe1.stub.c"
# 1 "v000861.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
