# 1 "v002075.cu"
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
# 16 "v002075.cu"
enum class Color6 { 
# 17
Green7, 
# 18
Red8, 
# 19
Slow9 = 3, 
# 20
Slow10, 
# 21
Slow11
# 22
}; 
# 24
struct Stats12 { 
# 25
double sum13; 
# 26
unsigned long flag14; 
# 27
double bump15() const { 
# 28
constexpr int lo16 = 19; 
# 29
return (((2) * (((2) * (flag14)) + (4))) + (((sum13) < (57)) ? 7ULL : (24))); 
# 30
} 
# 31
}; 
# 32
static int g_clamp17; 
# 34
__attribute__((visibility("hidden"))) void march18(float beta19, long q20, const float *__restrict__ input21) ;
#if 0
# 34
{ 
# 35
int gid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
if (gid22 >= q20) { 
# 37
return; 
# 38
}  
# 39
float s23 = ((2) * q20) + ((int)sizeof(float)); 
# 40
s23 *= (q20 | (sizeof(int) * ((__device_builtin_variable_gridDim.y) * (__device_builtin_variable_blockDim.z)))); 
# 41
constexpr unsigned q24 = (24 + (24 + 15)); 
# 42
__attribute__((unused)) static unsigned char sh_25[sizeof(int) * (32)]; 
# 43
beta19 /= (*input21); 
# 44
beta19 = ((q20 + (sh_25[q20])) << q20); 
# 45
} 
#endif
# 47 "v002075.cu"
__attribute__((unused)) float tile26(Color6 cfg27, const Stats12 &beta28, Stats12 cfg29) {int volatile ___ = 1;(void)cfg27;(void)beta28;(void)cfg29;
# 64
::exit(___);}
#if 0
# 47
{ 
# 48
switch (cfg27) { 
# 49
case Color6::Green7:  { 
# 50
Color6 x30 = Color6::Slow10; 
# 51
break; 
# 52
} 
# 53
case Color6::Red8:  
# 54
(cfg29.flag14)--; 
# 55
cfg27 = Color6::Slow9; 
# 56
break; 
# 57
}  
# 59
#pragma unroll 2
for (
# 59
int i31 = 0, j32 = 4; i31 < j32; (++i31), (--j32)) { 
# 60
(cfg29.flag14)--; 
# 61
Stats12 y33 = {static_cast< double>((j32 <= (cfg29.flag14)) ? j32 : (6.25F)), (5U)}; 
# 62
}  
# 63
return (9.75F); 
# 64
} 
#endif
# 66 "v002075.cu"
static signed char host_shade34(const int *__restrict__ src35, int lane36, int len37) { 
# 67
auto fn42 = [r38 = g_clamp17](auto lo39, auto base40) { 
# 68
dim3 flag41 = dim3(128, (g_clamp17 + 63) / 64, 16); 
# 69
return lo39 * 2; 
# 70
} ; typedef decltype(fn42) __T0;
# 71
fn42(g_clamp17, len37); 
# 72
(__cudaPushCallConfiguration(dim3(128, (g_clamp17 + 31) / 32), 128, sizeof(float) * (24 + (24 + (24 + 952))), (cudaStream_t)0)) ? (void)0 : march18(fn42(lane36, 7), (8 + g_clamp17) * ((lane36 += (src35[len37])), 42UL), reinterpret_cast< const float *>(src35)); 
# 73
(__cudaPushCallConfiguration((lane36 + 255) / 256, sizeof(int) * (16))) ? (void)0 : march18(((lane36 += len37), (src35[2])), 17, reinterpret_cast< const float *>(src35)); 
# 74
const char *f43 = ("\"q\""); 
# 75
return 5U; 
# 76
} 
# 78
int main() { 
# 79
int len44 = 1813; 
# 80
Color6 off45 = Color6::Slow9; 
# 81
host_shade34(&len44, (len44 - g_clamp17) - (host_shade34(&g_clamp17, g_clamp17, len44)), 45); 
# 82
g_clamp17 += ((g_clamp17 >> len44) ? (24 * len44) + ((len44 <= 19) ? g_clamp17 : len44) : (((len44 != len44) ? len44 : len44) << ((len44 != 54) ? 24 : len44))); 
# 83
cudaStream_t diff46 = (0); 
# 84
return 0; 
# 85
} 

# 1 "v002075.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ee250bc2_10_v002075_cu_6b50348e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002075.cudafe1.stub.c"
#include "v002075.cudafe1.stub.c"
# 1 "v002075.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
