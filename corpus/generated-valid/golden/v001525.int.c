# 1 "v001525.cu"
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
# 20 "v001525.cu"
long g_blend8 = (41); 
# 22
namespace gpu9 { 
# 23
constexpr int host_bump10(int n11, int lane12) 
# 24
{ 
# 25
lane12 = (37U); 
# 26
lane12 = 3; 
# 27
return 59; 
# 28
} 
# 30
static void blend13_kernel(int lane14, float b15) ;
#if 0
# 31
{ 
# 32
__attribute__((unused)) extern float dyn_16[]; 
# 33
if (((b15 += (12.625F)), (dyn_16[lane14 & 7])) < (dyn_16[7])) { 
# 34
(dyn_16[lane14]) /= ((int)(dyn_16[lane14])); 
# 35
}  
# 36
const int diff17 = lane14 - ((((dyn_16[lane14 & 7]) > b15) ? dyn_16[lane14 & 7] : b15) + (((dyn_16[lane14 & 7]) < (15)) ? sizeof(unsigned) : (5))); 
# 37
} 
#endif
# 38 "v001525.cu"
static int d_trace18[4]; 
# 39
}
# 41
__attribute__((unused)) void step19(int *buf20) 
# 42
{int volatile ___ = 1;(void)buf20;
# 50
::exit(___);}
#if 0
# 42
{ 
# 43
int lim21 = buf20[2]; 
# 44
lim21 %= (-44); 
# 45
(buf20[7]) -= ((buf20[lim21]) * (((((gpu9::d_trace18[lim21]) > (buf20[lim21])) ? *buf20 : 4) > (lim21 / (gpu9::d_trace18[1]))) ? ((gpu9::d_trace18[lim21]) > (buf20[lim21])) ? *buf20 : 4 : (lim21 / (gpu9::d_trace18[1])))); 
# 46
float *hi22 = reinterpret_cast< float *>(buf20); 
# 47
const int val23 = buf20[4]; 
# 48
float res24[7]{(10.375F), (static_cast< float>(-(9.625F))), (4.0F), ((float)32), (11.5F), ('\\'), (6.0F)}; 
# 49
int f25(39); 
# 50
} 
#endif
# 52 "v001525.cu"
static double host_rank26(short alpha27) 
# 53
{ 
# 54
g_blend8 |= ((gpu9::host_bump10(g_blend8, gpu9::host_bump10(alpha27, g_blend8))) - 3532UL); 
# 55
if (alpha27 > (g_blend8 + ('\177'))) { 
# 56
if ((alpha27 | g_blend8) != (' ')) { 
# 57
return gpu9::host_bump10(gpu9::host_bump10(g_blend8, alpha27), gpu9::host_bump10(g_blend8, 16)); 
# 58
}  
# 59
(__cudaPushCallConfiguration((g_blend8 + (255)) / (256), 64, 4 + 252, nullptr)) ? (void)0 : gpu9::blend13_kernel(((alpha27 < alpha27) ? g_blend8 : alpha27) - (4 + alpha27), ((int)g_blend8) + (alpha27 + __alignof__(int))); 
# 60
}  
# 61
do { g_blend8 += g_blend8; } while (0); 
# 62
return gpu9::host_bump10(alpha27, 12UL); 
# 63
} 
# 65
int main() 
# 66
{ 
# 67
int size28 = 1306; 
# 68
host_rank26(21); 
# 69
unsigned z29 = gpu9::host_bump10(((size28 += g_blend8), (+size28)), host_rank26(size28 / 1764)); 
# 70
float h30 = host_rank26((int)host_rank26(L'\x30')); 
# 71
return 0; 
# 72
} 

# 1 "v001525.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__47e00f9c_10_v001525_cu_g_blend8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001525.cudafe1.stub.c"
#include "v001525.cudafe1.stub.c"
# 1 "v001525.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
