# 1 "v001232.cu"
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
# 8 "v001232.cu"
__attribute__((visibility("hidden"))) void drift3(long b4, const int *src5) ;
#if 0
# 8
{ 
# 9
int i6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
if (i6 >= b4) { 
# 11
return; }  
# 12
signed char sum7 = ('z'); 
# 13
int sum8 = (((b4 += (__device_builtin_variable_threadIdx.z)), ((__device_builtin_variable_gridDim.x) * i6))); 
# 14
for (int i9 = 0; i9 < 15; ++i9) { 
# 15
__attribute__((unused)) static float sh_10; 
# 16
if (sh_10 == i6) { 
# 17
break; }  
# 18
}  
# 19
b4 = ((2145) | (__device_builtin_variable_blockIdx.x)); 
# 20
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 22 "v001232.cu"
__attribute__((unused)) static float decay11(int n12 = -47LL) {int volatile ___ = 1;(void)n12;
# 34
::exit(___);}
#if 0
# 22
{ 
# 24
#pragma unroll 2
for (
# 24
int i13 = 0; i13 < n12; ++i13) { 
# 25
if (int x14{(' ')}; x14 >= (__device_builtin_variable_blockDim.x)) { 
# 26
if (sizeof(long long) < (static_cast< int>(i13))) { 
# 27
return (__device_builtin_variable_blockDim.x) | i13; }  
# 28
int y15 = i13; 
# 29
} else { 
# 30
unsigned tmp16 = (__device_builtin_variable_blockDim.z) % (8); 
# 31
}  
# 32
}  
# 33
return (4) / ((__device_builtin_variable_threadIdx.x) & n12); 
# 34
} 
#endif

#pragma GCC diagnostic pop

# 36 "v001232.cu"
constexpr int run_smooth17(int stride18) { 
# 37
stride18 = (((stride18 + stride18) * (stride18 + 54)) + 55L); 
# 38
stride18 = (58L); 
# 39
return 128; 
# 40
} 
# 42
struct __attribute((aligned(8))) Vec19 { 
# 43
unsigned id20; 
# 44
int lo21; 
# 45
unsigned lo22; 
# 46
int y23; 
# 47
}; 
# 49
inline Vec19 operator+(Vec19 a, Vec19 b) { 
# 50
Vec19 r = a; 
# 51
(r.id20) += (b.id20); 
# 52
(r.lo21) += (b.lo21); 
# 53
(r.lo22) += (b.lo22); 
# 54
(r.y23) += (b.y23); 
# 55
return r; 
# 56
} 
# 58
struct alignas(8) Body24 { 
# 59
float y25; 
# 60
int id26; 
# 61
short vel27; 
# 62
}; 
# 64
__attribute__((visibility("hidden"))) void warp28(float q29, int stride30, int count31) ;
#if 0
# 64
{ 
# 65
unsigned idx32 = __device_builtin_variable_threadIdx.x; 
# 66
if (idx32 >= count31) { 
# 67
return; }  
# 68
if (idx32) { 
# 69
return; }  
# 70
int diff33 = stride30 + 128; 
# 71
Body24 acc34 = Body24{q29, (4313UL), (17)}; 
# 72
} 
#endif
# 74 "v001232.cu"
__attribute__((visibility("hidden"))) void mix35_kernel(double *buf36, unsigned b37, unsigned b38, const float *__restrict__ input39) ;
#if 0
# 74
{ 
# 75
int tid40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 76
for (int i41 = 0; i41 < tid40; i41++) { 
# 77
float hi42 = ((~(tid40 + b37)) >= (tid40 % 38)) ? 128 : ((float)(i41 + 6)); 
# 78
}  
# 79
int iter43 = 0; 
# 80
do { 
# 81
b38 = ((int)(__device_builtin_variable_blockIdx.z)); 
# 82
if (input39 != (nullptr)) { 
# 83
if (!(b37 > (__device_builtin_variable_threadIdx.z))) { 
# 84
continue; }  
# 85
int base44 = input39[b37]; 
# 86
}  
# 87
++iter43; 
# 88
}  while (iter43 < 7); 
# 89
} 
#endif
# 91 "v001232.cu"
int main() { 
# 92
int len45 = 2279; 
# 93
int base46((3025 * len45) & sizeof(unsigned)); 
# 94
{ 
# 95
(__cudaPushCallConfiguration((base46 + 63) / 64, 64, 1024 * 4, 0)) ? (void)0 : drift3(((49 > len45) ? 38UL : (3)) & ((len45 += len45), len45), &len45); 
# 96
(__cudaPushCallConfiguration(256, 256)) ? (void)0 : warp28(len45, (base46 % 8) * len45, 18); 
# 97
} 
# 98
int stride47 = (len45 % 8) % 8; 
# 99
float h48 = (int)(48UL + (base46 >> len45)); 
# 100
(__cudaPushCallConfiguration((len45 + 31) / 32, 128)) ? (void)0 : mix35_kernel((double *)nullptr, base46, 35L * base46, &h48); 
# 101
return 0; 
# 102
} 

# 1 "v001232.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fa522e2d_10_v001232_cu_5a1bbe5a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001232.cudafe1.stub.c"
#include "v001232.cudafe1.stub.c"
# 1 "v001232.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
