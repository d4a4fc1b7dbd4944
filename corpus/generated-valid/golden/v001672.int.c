# 1 "v001672.cu"
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
# 22 "v001672.cu"
__attribute__((visibility("hidden"))) void smooth8_kernel(int stride9, short *buf10) ;
#if 0
# 23
{ 
# 24
unsigned idx11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
unsigned lim12 = *buf10; 
# 26
(buf10[__device_builtin_variable_threadIdx.y]) = ((__device_builtin_variable_threadIdx.x) * (stride9 - (__device_builtin_variable_threadIdx.y))); 
# 27
__attribute__((unused)) static unsigned sh_13[4][13]; 
# 28
int lim14 = (25ULL); 
# 29
if (idx11 < ((sh_13[2])[5])) { 
# 30
const float m15 = stride9; 
# 31
}  
# 32
float z16 = idx11 + ((sh_13[3])[0]); 
# 33
} 
#endif
# 35 "v001672.cu"
template< class T, int N = 4> __attribute__((unused)) T 
# 36
trace17(T q18, int len19, float alpha20) 
# 37
{int volatile ___ = 1;(void)q18;(void)len19;(void)alpha20;
# 45
::exit(___);}
#if 0
# 37
{ 
# 38
alpha20 = (38); 
# 39
__attribute__((unused)) static int sh_21[6][sizeof(float) * (3)]; 
# 40
if ((static_cast< T>((sh_21[__device_builtin_variable_warpSize])[5])) > (__device_builtin_variable_blockIdx.y)) { 
# 41
return len19; 
# 42
}  
# 43
constexpr float k22 = (15.0F); 
# 44
return (sh_21[__device_builtin_variable_warpSize])[10]; 
# 45
} 
#endif
# 47 "v001672.cu"
__attribute__((visibility("hidden"))) void update23_kernel(int *acc24, int count25) ;
#if 0
# 48
{ 
# 49
int idx26 = __device_builtin_variable_threadIdx.x; 
# 50
count25 &= count25; 
# 51
static_assert((51 == 51), "bad config");
# 53
#pragma unroll 4
for (
# 53
int j27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j27 < 10; j27 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 54
count25 -= 48; 
# 55
size_t hi28 = (32); 
# 56
(acc24[idx26]) = 39; 
# 57
}  
# 58
unsigned long long lo29 = (41); 
# 59
} 
#endif
# 61 "v001672.cu"
__attribute__((visibility("hidden"))) void scale30_kernel(int *acc31, long *dst32, int count33, int len34) ;
#if 0
# 62
{ 
# 63
int idx35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
if (idx35 >= len34) { 
# 65
return; 
# 66
}  
# 67
const int tmp36 = (sizeof(size_t)); 
# 68
if (dst32 == (nullptr)) { 
# 69
goto out37; 
# 70
}  
# 71
len34 <<= 6; 
# 72
out37:; ; 
# 73
} 
#endif
# 75 "v001672.cu"
__attribute__((visibility("hidden"))) void clamp38_kernel(int *buf39) ;
#if 0
# 76
{ 
# 77
int gid40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 79
#pragma unroll
for (
# 79
int j41 = 0; j41 < 5; j41++) { 
# 80
static_assert(((32 + 20) > 51));
# 81
}  
# 82
(buf39[gid40]) |= (gid40 + (__alignof__(char) - (static_cast< unsigned>(buf39[gid40])))); 
# 83
__attribute__((unused)) static int sh_42; 
# 84
if (buf39 == (nullptr)) { 
# 85
do { sh_42 += gid40; } while (0); 
# 86
auto f43 = __device_builtin_variable_blockIdx.y; 
# 87
}  
# 88
} 
#endif
# 90 "v001672.cu"
int main() 
# 91
{ 
# 92
int n44 = 1338; 
# 93
if ((n44 >> 7) >= n44) { 
# 94
for (int i45 = 0; i45 < n44; i45 += 4) { 
# 95
if (i45 >= (i45 + (i45 * 2558U))) { 
# 96
double base46 = 38 + (n44 + i45); 
# 97
}  
# 98
if (n44 >= i45) { 
# 99
break; 
# 100
}  
# 101
cudaStream_t base47 = (0); 
# 102
}  
# 103
}  
# 104
(__cudaPushCallConfiguration(dim3(32 * 4, 1), 48 + (32 + (48 + 384)), 0, (cudaStream_t)0)) ? (void)0 : smooth8_kernel(-n44, nullptr); 
# 105
(__cudaPushCallConfiguration((n44 + 127) / 128, 38 + 26)) ? (void)0 : update23_kernel(static_cast< int *>(nullptr), 40UL); 
# 106
(__cudaPushCallConfiguration(dim3((n44 + 63) / 64, 32 * 2), dim3(512, (n44 + 31) / 32))) ? (void)0 : scale30_kernel(nullptr, nullptr, n44, n44); 
# 107
return 0; 
# 108
} 

# 1 "v001672.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9443cafb_10_v001672_cu_f48eff58
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001672.cudafe1.stub.c"
#include "v001672.cudafe1.stub.c"
# 1 "v001672.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
