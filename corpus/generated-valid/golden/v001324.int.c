# 1 "v001324.cu"
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
# 16 "v001324.cu"
struct __attribute((aligned(16))) Bounds7 { 
# 17
double mass8; 
# 18
float id9; 
# 19
}; 
# 20
enum class Color10: unsigned { Busy11, Idle12, Add13, Busy14 = 5U}; 
# 21
static int c_pivot15[8]; 
# 22
__attribute__((visibility("hidden"))) void gather16(float q17, int stride18, unsigned b19, int stride20) ;
#if 0
# 22
{ 
# 23
stride18++; 
# 24
if (const unsigned s21 = (5) + b19; (((s21 - (24)) >= 43L) ? 8 : s21) >= (s21 % (c_pivot15[stride20 & 7]))) { 
# 25
auto prod22 = b19; 
# 26
}  
# 27
auto mid23 = stride20 / (static_cast< int>(stride20 / 2)); 
# 28
stride20++; 
# 29
mid23 ^= (c_pivot15[3]); 
# 30
} 
#endif
# 31 "v001324.cu"
__attribute__((visibility("hidden"))) void clamp24_kernel(int stride25) ;
#if 0
# 31
{ 
# 32
stride25--; 
# 33
Color10 lo26 = Color10::Busy11; 
# 34
if (stride25 >= 24) { 
# 35
int w27 = 0; 
# 36
while (w27 < 15) { 
# 37
stride25 &= 29; 
# 38
if (w27 < w27) { 
# 39
return; 
# 40
}  
# 41
++w27; 
# 42
}  
# 43
}  
# 44
} 
#endif
# 45 "v001324.cu"
static int g_score28; 
# 46
__attribute__((visibility("hidden"))) void scale29_kernel(Color10 b30) ;
#if 0
# 46
{ 
# 47
if (int r31 = c_pivot15[1]; (24 & (c_pivot15[r31])) < (((c_pivot15[r31]) + 24) / 2)) { 
# 48
unsigned cnt32{(55UL)}; 
# 49
}  
# 50
const bool hi33 = (c_pivot15[6]) < 7; 
# 51
b30 = b30; 
# 52
} 
#endif
# 53 "v001324.cu"
__attribute__((unused)) float lerp34(int stride35, float b36) {int volatile ___ = 1;(void)stride35;(void)b36;
# 58
::exit(___);}
#if 0
# 53
{ 
# 54
stride35 %= stride35; 
# 55
b36--; 
# 56
auto res37 = stride35; 
# 57
return b36; 
# 58
} 
#endif
# 59 "v001324.cu"
static float d_tally38; 
# 60
__attribute__((visibility("hidden"))) void sift39(const unsigned *src40, double *out41, const double *in42, int lane43) ;
#if 0
# 60
{ 
# 61
lane43 = 24; 
# 62
(out41[0]) /= (lerp34((d_tally38 - (c_pivot15[7])) + lerp34(*out41, out41[0]), (c_pivot15[lane43 & 7]) / 2)); 
# 63
} 
#endif
# 64 "v001324.cu"
int main() { 
# 65
int count44 = 3901; 
# 66
g_score28--; 
# 67
count44++; 
# 68
count44 = ((count44 + 42) / 2); 
# 69
do { count44 += g_score28; } while (0); 
# 70
(__cudaPushCallConfiguration(256, 512)) ? (void)0 : gather16(g_score28, 36 | (g_score28 & 36), (g_score28 & 55) / 2, count44 ^ ((count44 <= count44) ? 12 : 1)); 
# 71
(__cudaPushCallConfiguration((count44 + 127) / 128, 16 * 8)) ? (void)0 : clamp24_kernel(39L); 
# 72
(__cudaPushCallConfiguration((g_score28 + 63) / 64, 512)) ? (void)0 : scale29_kernel(Color10::Add13); 
# 73
return 0; 
# 74
} 

# 1 "v001324.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__29058be4_10_v001324_cu_1ab3373b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001324.cudafe1.stub.c"
#include "v001324.cudafe1.stub.c"
# 1 "v001324.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
