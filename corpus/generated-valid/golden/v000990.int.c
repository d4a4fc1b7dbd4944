# 1 "v000990.cu"
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
# 12 "v000990.cu"
enum class Color6 { Red7, On8 = 4}; 
# 14
__attribute__((visibility("hidden"))) void bump9(unsigned *acc10) ;
#if 0
# 15
{ 
# 16
int tid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
if (__device_builtin_variable_blockIdx.x) { 
# 18
return; 
# 19
}  
# 20
int w12 = 0; 
# 21
do { 
# 22
if ((w12 * (*acc10)) >= tid11) { 
# 23
int cnt13 = (int)tid11; 
# 24
Color6 prod14 = Color6::On8; 
# 25
} else { 
# 26
int h15 = w12; 
# 27
}  
# 28
++w12; 
# 29
} while (w12 < w12); 
# 30
} 
#endif
# 32 "v000990.cu"
__attribute__((visibility("hidden"))) void accum16(const float *src17, char *dst18) ;
#if 0
# 33
{ 
# 34
__attribute__((unused)) extern size_t dyn_19[]; 
# 35
int gid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
int pass21 = 0; 
# 37
do { 
# 38
Color6 x22 = Color6::Red7; 
# 39
x22 = Color6::On8; 
# 40
--(dyn_19[__device_builtin_variable_threadIdx.y]); 
# 41
++pass21; 
# 42
} while (pass21 < gid20); 
# 43
(dyn_19[gid20]) = pass21; 
# 44
} 
#endif
# 46 "v000990.cu"
__attribute__((unused)) float warp23(int count24, const double *input25) 
# 47
{int volatile ___ = 1;(void)count24;(void)input25;
# 61
::exit(___);}
#if 0
# 47
{ 
# 48
if (float lo26 = (37 - count24) + ((int)(*input25)); ((lo26 += lo26), (__device_builtin_variable_threadIdx.x)) < ((2026U) * (input25[3]))) { 
# 49
lo26++; 
# 50
for (int i27 = 0, j28 = 14; i27 < j28; (++i27), (--j28)) { 
# 51
if (count24 < 53) { 
# 52
--count24; 
# 53
if (((signed char)i27) >= count24) { 
# 54
return +((lo26 += (46)), lo26); 
# 55
}  
# 56
} else { 
# 57
}  
# 58
}  
# 59
}  
# 60
return count24; 
# 61
} 
#endif
# 63 "v000990.cu"
float run_trace29(signed char *out30, int lane31, float *dst32) 
# 64
{ 
# 65
if (bool prod33 = !out30; prod33 >= (*dst32)) { 
# 66
int iter34 = 0; 
# 67
do { 
# 68
int r35 = 3; 
# 69
(__cudaPushCallConfiguration(dim3(4, sizeof(int)), dim3(8, (lane31 + 255) / 256), 64 * 16, 0)) ? (void)0 : bump9(nullptr); 
# 70
const char *e36 = ("2"); 
# 71
++iter34; 
# 72
} while (iter34 < lane31); 
# 73
}  
# 74
return (3.25F); 
# 75
} 
# 77
int main() 
# 78
{ 
# 79
int count37 = 1889; 
# 80
count37 = 3; 
# 81
for (int n38 = 0; n38 < (3 * 2); n38++) { 
# 82
count37--; 
# 83
Color6 res39 = Color6::Red7; 
# 84
Color6 z40 = res39; 
# 85
}  
# 86
(__cudaPushCallConfiguration(dim3(1, 2 + (2 + 252), 2), sizeof(float) * (3 + (3 + 2)), sizeof(float) * (32))) ? (void)0 : accum16(nullptr, nullptr); 
# 87
return 0; 
# 88
} 

# 1 "v000990.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d65b0570_10_v000990_cu_f0f9fa91
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000990.cudafe1.stub.c"
#include "v000990.cudafe1.stub.c"
# 1 "v000990.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
