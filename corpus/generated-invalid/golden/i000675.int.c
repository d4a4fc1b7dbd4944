# 1 "i000675.cu"
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
# 15 "i000675.cu"
__attribute__((section("__nv_managed_data__"))) static int (*m_bump6)[4] = 0; 
# 17
__attribute__((visibility("hidden"))) void reduce7(int *__restrict__ out8) ;
#if 0
# 17
{ 
# 18
int *lim9 = ((int *)nullptr); 
# 19
for (int it10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it10 < 8; it10 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 20
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump6)))[it10]) %= ((55L - (*out8)) * ((it10 * 905) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump6)))[2]))); 
# 21
int m11 = (sizeof(long)); 
# 22
}  
# 23
} 
#endif
# 24 "i000675.cu"
typedef double real12_t; 
# 27
int run_decay13(float a14) { 
# 28
int pass15 = 0; 
# 29
do { 
# 30
(__cudaPushCallConfiguration((pass15 + 31) / 32, 15 + 49)) ? (void)0 : reduce7(nullptr); 
# 31
++pass15; 
# 32
} while (pass15 < 8); 
# 33
int x16 = (sizeof(float)) - a14; 
# 34
int diff17 = pass15; 
# 35
cudaStream_t m18 = ((cudaStream_t)0); 
# 36
double e19 = sizeof(unsigned) - diff17; 
# 37
return ((diff17 += 9L), (static_cast< char>((57) + e19))); 
# 38
} 
# 41
struct alignas(8) Pixel20 { 
# 42
float x21; 
# 43
int sum22; 
# 44
}; 
# 46
__attribute__((unused)) inline void grow23(int n24) {int volatile ___ = 1;(void)n24;
# 49
::exit(___);}
#if 0
# 46
{ 
# 47
__attribute__((unused)) static int sh_25; 
# 48
Pixel20 flag26 = {(22.125F), sh_25}; 
# 49
} 
#endif
# 50 "i000675.cu"
static constexpr unsigned WIDTH27 = (32); 
# 57
__attribute__((visibility("hidden"))) void map_pack29(unsigned *data, int n) ;
#if 0
# 57
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((unsigned)2)); }  } 
#endif
# 58 "i000675.cu"
__attribute__((visibility("hidden"))) void map_sift30(float *data, int n) ;
#if 0
# 58
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((float)2)); }  } 
#endif
# 60 "i000675.cu"
float host_trace31(float alpha32) { 
# 61
auto step37 = [m33 = WIDTH27 - alpha32](int r34, float diff35)->int { 
# 62
unsigned prod36 = (__alignof__(char)); 
# 63
r34 = ((((3) * diff35) * WIDTH27) + (15 * (static_cast< int>(m33)))); 
# 64
return ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump6)))[prod36]) += 19), 15); 
# 65
} ; typedef decltype(step37) __T0;
# 66
for (int j38 = 0; j38 < 5; j38++) { 
# 67
([&]() { 
# 68
(++((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump6)))[j38])), (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump6)))[1]) &= (WIDTH27 + (j38))); 
# 69
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump6)))[j38]) = (16UL); 
# 70
} )(); 
# 71
(__cudaPushCallConfiguration((15) + ((15) + (WIDTH27 + (15 + (15 + 420)))), 15 + 241)) ? (void)0 : map_sift30((float *)nullptr, alpha32); 
# 72
}  
# 73
Pixel20 lim39 = {(6.0F), (45LL)}; 
# 74
const int cnt40 = 16; 
# 75
return WIDTH27 - (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump6)))[3]) + ((0.875F) * (lim39.sum22))); 
# 76
} 
# 77
struct Q_45 { 
# 78
void Q_45::run(); 
# 79
}; 
# 81
int main() { 
# 82
int len41 = 383; 
# 83
float lo42 = (52) + ((len41 + 16) - (14.125F)); 
# 84
([]() { 
# 85
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump6)))[0]) -= (('0') * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump6)))[2])); 
# 86
} )(); 
# 87
constexpr bool f43 = true; 
# 88
Pixel20 s44{(42), (-31)}; 
# 89
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump6)))[0]) |= 17; 
# 90
(__cudaPushCallConfiguration((len41 + 31) / 32, 512, 4096, nullptr)) ? (void)0 : map_pack29(nullptr, s44.sum22); 
# 91
return 0; 
# 92
} 

# 1 "i000675.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__79462393_10_i000675_cu_3ad7d3ea
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000675.cudafe1.stub.c"
#include "i000675.cudafe1.stub.c"
# 1 "i000675.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
