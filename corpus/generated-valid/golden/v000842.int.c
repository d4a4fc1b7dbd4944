# 1 "v000842.cu"
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
# 20 "v000842.cu"
struct Body9 { 
# 21
long mass10; 
# 22
int weight11; 
# 23
double mass12; 
# 24
int vel13; 
# 25
}; 
# 27
struct Tile14 { 
# 28
int y15, weight16; 
# 29
float hi17; 
# 30
unsigned y18; 
# 31
float apply19() const { 
# 32
return 12 * (weight16); 
# 33
} 
# 34
}; 
# 36
__attribute__((visibility("hidden"))) void fold20_kernel(const float *src21, const float *__restrict__ input22, int *__restrict__ dst23) ;
#if 0
# 36
{ 
# 37
(dst23[5]) = (((src21[3]) / (static_cast< float>(src21[3]))) + ((static_cast< size_t>(*input22)) + ((input22[2]) + (input22[3])))); 
# 38
for (int n24 = 0; n24 < 10; ++n24) { 
# 39
float k25 = (static_cast< long>(('a') + (dst23[3]))) << n24; 
# 40
}  
# 41
for (int i26 = 0; i26 < 12; i26 += 2) { 
# 42
if ((long)(dst23[4])) { 
# 43
return; 
# 44
}  
# 45
}  
# 46
Tile14 y27 = Tile14{}; 
# 47
int diff28[3] = {}; 
# 48
} 
#endif
# 49 "v000842.cu"
unsigned g_scale29[] = {(9), (3LL)}; 
# 50
static Body9 c_count30; 
# 51
static int d_shade31[8]; 
# 52
static constexpr int BLOCK32 = (3 + 1); 
# 54
__attribute__((visibility("hidden"))) void reduce33_kernel(const long *src34, unsigned *dst35, int *__restrict__ buf36) ;
#if 0
# 54
{ 
# 55
++(*buf36); 
# 56
constexpr short k37 = (18U); 
# 57
if (constexpr int z38 = (34L); (static_cast< float>(((*buf36) += BLOCK32), (*buf36))) >= (25UL - (d_shade31[4]))) { 
# 58
(*buf36) = (128 << (((buf36[5]) += 2452U), BLOCK32)); 
# 59
(d_shade31[3])++; 
# 60
}  
# 61
float flag39 = (58); 
# 62
} 
#endif
# 63 "v000842.cu"
static Body9 c_scatter40; 
# 65
static void smooth41(int len42, int lane43) ;
#if 0
# 65
{ 
# 66
float lo44 = (BLOCK32); 
# 67
float lo45 = 5 << (len42 - (c_scatter40.mass10)); 
# 68
auto v46 = BLOCK32 << lane43; 
# 69
if (!(32 > len42)) { 
# 70
return; 
# 71
}  
# 72
lo44++; 
# 73
lo44 = (c_scatter40.weight11); 
# 74
} 
#endif
# 76 "v000842.cu"
int main() { 
# 77
int count47 = 1935; 
# 78
auto fn50 = [&](char lo48, unsigned e49)->float { 
# 79
++(count47); 
# 80
return e49; 
# 81
} ; typedef decltype(fn50) __T0;
# 82
fn50(g_scale29[count47], 53UL); 
# 83
(g_scale29[0]) /= ((((g_scale29[1]) * (46)) + ((g_scale29[count47]) % (g_scale29[1]))) * (((g_scale29[1]) += count47), fn50(g_scale29[count47], 40L))); 
# 84
long z51(g_scale29[count47]); 
# 85
bool mid52(((!((g_scale29[z51]) < (30))) || ((z51 >> 7) != (28))) && ((z51 - fn50(g_scale29[z51], BLOCK32)) < z51)); 
# 86
(__cudaPushCallConfiguration(128, 32, 1 << (BLOCK32 + 4), 0)) ? (void)0 : fold20_kernel((const float *)nullptr, (const float *)nullptr, &count47); 
# 87
(__cudaPushCallConfiguration(32, (BLOCK32 + 12) * 8)) ? (void)0 : reduce33_kernel(&z51, static_cast< unsigned *>(nullptr), static_cast< int *>(nullptr)); 
# 88
(__cudaPushCallConfiguration((z51 + (255)) / (256), 1 << (BLOCK32 + (BLOCK32 + 1)), 0, nullptr)) ? (void)0 : smooth41(mid52, fn50(count47 - mid52, g_scale29[1])); 
# 89
return 0; 
# 90
} 

# 1 "v000842.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4f9edaef_10_v000842_cu_61ecc0eb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000842.cudafe1.stub.c"
#include "v000842.cudafe1.stub.c"
# 1 "v000842.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
