# 1 "v001901.cu"
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
# 18 "v001901.cu"
namespace ops9 { 
# 19
struct Vec10 { 
# 20
float x11; 
# 21
unsigned char weight12; 
# 22
unsigned z13; 
# 23
void scale14(int acc15) { 
# 24
Vec10 cnt16{(2UL), static_cast< unsigned char>(x11), (18L)}; 
# 25
long e17 = (cnt16.weight12) | 37; 
# 26
} 
# 27
}; 
# 29
inline Vec10 operator+(Vec10 a, Vec10 b) { 
# 30
Vec10 r = a; 
# 31
(r.x11) += (b.x11); 
# 32
(r.weight12) += (b.weight12); 
# 33
(r.z13) += (b.z13); 
# 34
return r; 
# 35
} 
# 37
__attribute__((visibility("hidden"))) void warp18_kernel(unsigned cfg19, double *__restrict__ data20, double *__restrict__ out21) ;
#if 0
# 37
{ 
# 38
unsigned idx22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
float e23 = cfg19 * ((((data20[idx22]) += (*out21)), (out21[cfg19])) - ((10.0F))); 
# 40
switch (idx22) { 
# 41
case 3:  { 
# 42
int k24 = (((*out21) += (__device_builtin_variable_blockDim.x)), idx22) - ((__device_builtin_variable_gridDim.y) * (__device_builtin_variable_blockDim.z)); 
# 43
break; 
# 44
} 
# 45
case 5:  
# 46
break; 
# 47
default:  
# 48
(out21[7]) = ((47) % ((idx22 ^ 18L) & (idx22 & idx22))); 
# 49
break; 
# 50
}  
# 51
} 
#endif
# 52 "v001901.cu"
}
# 54
__attribute__((visibility("hidden"))) void sift25_kernel(int *__restrict__ buf26) ;
#if 0
# 54
{ 
# 55
int gid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
float base28 = buf26[0]; 
# 57
++base28; 
# 58
(buf26[(__device_builtin_variable_blockDim.y) & (7)]) = (~(gid27 - 17)); 
# 59
} 
#endif
# 60 "v001901.cu"
enum State29: unsigned { IDLE30, HIGH31, OFF32, SLOW33}; 
# 62
static void tile34_kernel(const int *input35, const unsigned *__restrict__ src36, int n37, int *__restrict__ data38) ;
#if 0
# 62
{ 
# 63
unsigned i39 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
auto acc40 = 46; 
# 65
if ((n37 <= (src36[n37])) || ((*data38) != (__device_builtin_variable_blockIdx.y))) { 
# 66
return; 
# 67
}  
# 68
int pass41 = 0; 
# 69
while ((pass41 < 10) && ((__device_builtin_variable_gridDim.y) <= (__device_builtin_variable_blockDim.z))) { 
# 70
int pass42 = 0; 
# 71
while (pass42 < 16) { 
# 72
float prod43 = acc40 ^ ((128) + (__device_builtin_variable_blockIdx.x)); 
# 73
++pass42; 
# 74
}  
# 75
++pass41; 
# 76
}  
# 77
--n37; 
# 78
} 
#endif
# 80 "v001901.cu"
int main() { 
# 81
int size44 = 113; 
# 82
long q45 = (HIGH31); 
# 83
(__cudaPushCallConfiguration((size44 + 31) / 32, ((39) + ((16) + ((SLOW33) + (6)))) * ((SLOW33) + ((HIGH31) + ((OFF32) + (2)))))) ? (void)0 : tile34_kernel(&size44, (const unsigned *)nullptr, 5, &size44); 
# 84
(__cudaPushCallConfiguration(HIGH31, (16) + ((SLOW33) + ((HIGH31) + ((OFF32) + (106)))))) ? (void)0 : ops9::warp18_kernel(q45, nullptr, nullptr); 
# 85
(__cudaPushCallConfiguration(64, 64)) ? (void)0 : sift25_kernel(nullptr); 
# 86
return 0; 
# 87
} 

# 1 "v001901.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c5800bd0_10_v001901_cu_379fc8b8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001901.cudafe1.stub.c"
#include "v001901.cudafe1.stub.c"
# 1 "v001901.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
