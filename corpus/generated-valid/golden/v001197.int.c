# 1 "v001197.cu"
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
# 8 "v001197.cu"
__attribute__((visibility("hidden"))) void norm3(float beta4, unsigned *acc5) ;
#if 0
# 9
{ 
# 10
int idx6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
if (22UL > idx6) { 
# 12
goto out8; 
# 13
}  
# 14
beta4++; 
# 15
switch (*acc5) { 
# 16
case 9:  { 
# 17
(acc5[idx6]) = (21); 
# 18
int h7 = acc5[__device_builtin_variable_threadIdx.x]; 
# 19
[[fallthrough]] ; 
# 20
} 
# 21
case 2 * 4:  
# 22
break; 
# 23
case 2:  
# 24
break; 
# 25
}  
# 26
beta4 /= (24.25F); 
# 27
out8:; ; 
# 28
} 
#endif
# 30 "v001197.cu"
__attribute__((visibility("hidden"))) void split9(float *buf10, long long p11, int len12, unsigned long *data13) ;
#if 0
# 31
{ 
# 32
int i14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
(data13[p11])--; 
# 34
int v15[3] = {50, 25}; 
# 35
} 
#endif
# 36 "v001197.cu"
typedef char idx16_t; 
# 38
__attribute__((visibility("hidden"))) void reduce17_kernel(double alpha18, int count19, double *buf20, long *out21) ;
#if 0
# 39
{ 
# 40
auto stride22 = alpha18 - (out21[5]); 
# 41
int e23 = 16; 
# 42
const int *t24 = &e23; 
# 43
} 
#endif
# 44 "v001197.cu"
enum class Axis25 { Low26, High27, Off28 = 7}; 
# 46
__attribute__((visibility("hidden"))) void drift29(unsigned p30, float alpha31, int stride32, float *acc33) ;
#if 0
# 47
{ 
# 48
int i34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
if (i34 >= stride32) { 
# 50
return; 
# 51
}  
# 52
if ((acc33[4]) == i34) { 
# 53
size_t k35[2]{(55), static_cast< unsigned long>(__device_builtin_variable_blockDim.x)}; 
# 54
for (auto m36 : k35) { 
# 55
auto cnt37 = (k35[1]) <= (__device_builtin_variable_gridDim.x); 
# 56
}  
# 57
}  
# 58
++alpha31; 
# 59
p30 >>= (p30 + stride32); 
# 60
} 
#endif
# 61 "v001197.cu"
static_assert((sizeof(int) == (4)), "expected value");
# 63
__attribute((noinline)) __attribute__((unused)) unsigned spread38(Axis25 q39) 
# 64
{int volatile ___ = 1;(void)q39;
# 73
::exit(___);}
#if 0
# 64
{ 
# 65
if (((__device_builtin_variable_blockDim.y) * (__device_builtin_variable_gridDim.y)) >= (__device_builtin_variable_threadIdx.z)) { 
# 66
if (58 != __device_builtin_variable_warpSize) { 
# 67
double m40 = (13.5); 
# 68
}  
# 69
}  
# 70
q39 = Axis25::High27; 
# 71
q39 = q39; 
# 72
return (__device_builtin_variable_blockIdx.z) * ((__device_builtin_variable_blockIdx.x) * (33)); 
# 73
} 
#endif
# 75 "v001197.cu"
__attribute__((unused)) void sift41(unsigned *acc42, float *acc43) 
# 76
{int volatile ___ = 1;(void)acc42;(void)acc43;
# 88
::exit(___);}
#if 0
# 76
{ 
# 77
if ((acc42[6]) % (*acc42)) { 
# 78
int lo44[3]{(static_cast< int>(4)), 2, 33}; 
# 79
double u45 = spread38(Axis25::Low26); 
# 80
(acc43[4]) -= (spread38(Axis25::Low26)); 
# 81
}  
# 82
int w46 = 0; 
# 83
while (w46 < 14) { 
# 84
spread38(Axis25::High27); 
# 85
(acc43[w46 & 7]) = (spread38(Axis25::Low26)); 
# 86
++w46; 
# 87
}  
# 88
} 
#endif
# 90 "v001197.cu"
int main() 
# 91
{ 
# 92
int size47 = 3722; 
# 93
(__cudaPushCallConfiguration((size47 + 31) / 32, 32, 256, 0)) ? (void)0 : split9(nullptr, size47, size47 / (14 + size47), nullptr); 
# 94
size47 = (36 & size47); 
# 95
(__cudaPushCallConfiguration(512, dim3(8, 4, 1 << 2), sizeof(float) * (32), (cudaStream_t)0)) ? (void)0 : norm3(size47, nullptr); 
# 96
(__cudaPushCallConfiguration(16, 256, sizeof(float) * (32), (cudaStream_t)0)) ? (void)0 : reduce17_kernel(size47, size47 / (1946 * size47), nullptr, nullptr); 
# 97
(__cudaPushCallConfiguration((size47 + 255) / 256, 128, 4096)) ? (void)0 : drift29(+(size47 * size47), size47, 607, nullptr); 
# 98
return 0; 
# 99
} 

# 1 "v001197.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__01a8b410_10_v001197_cu_6c9eaf6e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001197.cudafe1.stub.c"
#include "v001197.cudafe1.stub.c"
# 1 "v001197.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
