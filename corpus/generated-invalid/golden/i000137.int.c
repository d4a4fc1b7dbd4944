# 1 "i000137.cu"
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
# 8 "i000137.cu"
__attribute__((visibility("hidden"))) void smooth3(long *dst4, float *out5, unsigned alpha6, int stride7) ;
#if 0
# 8
{ 
# 9
int idx8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
if ((dst4[stride7]) <= ((*out5) + idx8)) { 
# 11
return; }  
# 12
(dst4[idx8]) |= stride7; 
# 13
short w9 = ((float)(9 * __device_builtin_variable_warpSize)) * ((double)(idx8 * (dst4[3]))); 
# 14
if (w9 & 1) { 
# 15
goto out12; 
# 16
}  
# 17
if (int z10 = ((int)50UL); (w9 - 2559L) != z10) { 
# 18
if ((__device_builtin_variable_threadIdx.z) == 32L) { 
# 19
alpha6++; 
# 20
} else { 
# 21
int val11 = (out5[3]) * (out5[3]); 
# 22
}  
# 23
}  
# 24
out12:; ; 
# 25
} 
#endif
# 32 "i000137.cu"
__attribute__((visibility("hidden"))) void map_split14(double *data, int n) ;
#if 0
# 32
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif
# 33 "i000137.cu"
__attribute__((visibility("hidden"))) void map_tile15(double *data, int n) ;
#if 0
# 33
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif
# 36 "i000137.cu"
struct Acc16 { 
# 37
double z17; 
# 38
signed char weight18; 
# 39
double flag19; 
# 40
}; 
# 42
Acc16 operator+(Acc16 a, Acc16 b) { 
# 43
Acc16 r = a; 
# 44
(r.z17) += (b.z17); 
# 45
(r.weight18) += (b.weight18); 
# 46
(r.flag19) += (b.flag19); 
# 47
return r; 
# 48
} 
# 51
template< class T, class U> __attribute__((unused)) T 
# 52
sweep20(U b21) {int volatile ___ = 1;(void)b21;
# 56
::exit(___);}
#if 0
# 52
{ 
# 53
b21 += 40; 
# 54
unsigned long long u22[4]{(51), 243ULL, (54U), (13)}; 
# 55
return (8.25F); 
# 56
} 
#endif
# 58 "i000137.cu"
int main() { 
# 59
int count23 = 172; 
# 60
count23 = (count23 / 0); 
# 61
if (unsigned long w24 = count23; (count23 + ('\t')) < w24) { 
# 62
w24--; 
# 63
count23 -= (w24 / (count23 * count23)); 
# 64
}  
# 65
(__cudaPushCallConfiguration(128, 512, 256)) ? (void)0 : smooth3(static_cast< long *>(nullptr), static_cast< float *>(nullptr), ((int)sizeof(float)) + count23, count23); 
# 66
(__cudaPushCallConfiguration(sizeof(float), 64 * 4, 0, nullptr)) ? (void)0 : map_split14(nullptr, static_cast< unsigned>(count23)); 
# 67
(__cudaPushCallConfiguration(((dim3)(64)), dim3(32 * 2, 1 << 4), 1024)) ? (void)0 : map_tile15(nullptr, count23); 
# 68
return 0; 
# 69
} 

# 1 "i000137.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3bca7d60_10_i000137_cu_942b35b6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000137.cudafe1.stub.c"
#include "i000137.cudafe1.stub.c"
# 1 "i000137.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
