# 1 "v001522.cu"
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
# 12 "v001522.cu"
__attribute__((visibility("hidden"))) void fuse8_kernel(int lane9) ;
#if 0
# 13
{ 
# 14
unsigned gid10 = __device_builtin_variable_threadIdx.x; 
# 15
constexpr int s11 = 4730; 
# 16
--lane9; 
# 17
const int v12 = (__device_builtin_variable_threadIdx.y) + ((s11 * lane9) + (L'\x20')); 
# 18
unsigned *q13 = (nullptr); 
# 19
int f14 = __device_builtin_variable_threadIdx.z; 
# 20
if (lane9 >= ((8 < lane9) ? 3 : 3572)) { 
# 21
return; }  
# 22
lane9++; 
# 23
} 
#endif
# 24 "v001522.cu"
struct Tile15 { 
# 25
int w16; 
# 26
long val17; 
# 27
char w18; 
# 28
bool w19; 
# 29
void get20(unsigned cnt21) 
# 30
{ 
# 31
cnt21--; 
# 32
const float val22 = w16; 
# 33
} 
# 34
}; 
# 35
__attribute__((visibility("hidden"))) void trace23_kernel(int count24, int *buf25, bool cfg26) ;
#if 0
# 36
{ 
# 37
count24 = 16; 
# 38
float val27 = (3); 
# 39
(*buf25) = (__device_builtin_variable_threadIdx.x); 
# 40
++(buf25[(__device_builtin_variable_blockIdx.x) & (7)]); 
# 41
} 
#endif
# 42 "v001522.cu"
__attribute__((visibility("hidden"))) void lerp28(int *acc29, const int *input30) ;
#if 0
# 43
{ 
# 44
unsigned gid31 = __device_builtin_variable_threadIdx.x; 
# 45
(*acc29) ^= ((47 % (acc29[__device_builtin_variable_warpSize])) % 32); 
# 46
int *base32 = acc29; 
# 47
(*base32) |= (*acc29); 
# 48
int pass33 = 0; 
# 49
while (pass33 < pass33) { 
# 50
unsigned long long flag34 = pass33; 
# 51
(acc29[1]) = ((((__device_builtin_variable_blockIdx.y) % (8)) | (61)) + (__device_builtin_variable_threadIdx.z)); 
# 52
++pass33; 
# 53
}  
# 54
(base32[5]) &= (__device_builtin_variable_threadIdx.x); 
# 55
} 
#endif
# 56 "v001522.cu"
static unsigned run_split35(long long q36) 
# 57
{ 
# 58
(__cudaPushCallConfiguration(32, 32)) ? (void)0 : lerp28(nullptr, (const int *)nullptr); 
# 59
char hi37 = (((16) % q36) * ((q36 < q36) ? q36 : q36)) - ((25) + ((q36 <= q36) ? q36 : q36)); 
# 60
bool sum38 = (q36 | (3)) < (hi37 % 8); 
# 61
if ((sum38 / hi37) >= 43U) { 
# 62
return -hi37; }  
# 63
return 54; 
# 64
} 
# 65
int main() 
# 66
{ 
# 67
int count39 = 395; 
# 68
auto step43 = [=](double tmp40, int s41) mutable->float { 
# 69
float hi42 = count39; 
# 70
return run_split35(count39); 
# 71
} ; typedef decltype(step43) __T0;
# 72
step43(count39, 30); 
# 73
count39 = (run_split35(32) - count39); 
# 74
switch (count39) { 
# 75
case 6:  
# 76
--count39; 
# 77
[[fallthrough]] ; 
# 78
case 10:  
# 79
break; 
# 80
default:  
# 81
++count39; 
# 82
break; 
# 83
}  
# 84
float res44[2] = {}; 
# 85
(__cudaPushCallConfiguration(3 + 5, 32 * (3 + (3 + 2)), 0)) ? (void)0 : fuse8_kernel((count39 % 8) * step43(res44[count39], 58U)); 
# 86
(__cudaPushCallConfiguration(128, 16 * 8, 0)) ? (void)0 : trace23_kernel(run_split35(L'\x30') & (48), nullptr, (((res44[1]) += count39), ' ') % 8); 
# 87
return 0; 
# 88
} 

# 1 "v001522.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__da373725_10_v001522_cu_27337c7d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001522.cudafe1.stub.c"
#include "v001522.cudafe1.stub.c"
# 1 "v001522.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
