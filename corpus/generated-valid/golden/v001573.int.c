# 1 "v001573.cu"
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
# 16 "v001573.cu"
struct Acc5 { 
# 17
unsigned x6; 
# 18
bool weight7; 
# 19
}; 
# 21
namespace gpu8 { 
# 22
struct Vec9 { 
# 23
char mass10; 
# 24
float hi11; 
# 25
}; 
# 27
__attribute__((visibility("hidden"))) void pivot12(float *__restrict__ acc13, int *__restrict__ data14, double *dst15, short p16) ;
#if 0
# 28
{ 
# 29
__attribute__((unused)) extern int dyn_17[]; 
# 30
unsigned gid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
int h19 = ((((*dst15) += (128)), 18ULL)); 
# 32
if ((*data14) >= (*data14)) { 
# 33
return; 
# 34
}  
# 35
long k20 = (((p16 += p16), (dyn_17[h19 & 7]))); 
# 36
if (!((__device_builtin_variable_threadIdx.x) < (31))) { 
# 37
goto done21; 
# 38
}  
# 39
(data14[2])++; 
# 40
done21:; ; 
# 41
} 
#endif
# 43 "v001573.cu"
int bias22(int stride23, int stride24, int len25) 
# 44
{ 
# 45
if (((len25 >= len25) ? 3 + 29 : stride24) != len25) { 
# 46
goto skip26; 
# 47
}  
# 48
stride24 = (3 + 29); 
# 49
--stride23; 
# 50
skip26:; ; 
# 51
return stride24; 
# 52
} 
# 53
}
# 56
void warp27(const gpu8::Vec9 &b28, int n29, double cfg30) 
# 57
{ 
# 58
int stride31 = n29 | ((3 <= gpu8::bias22(b28.hi11, n29, -4)) ? n29 : (1 * n29)); 
# 59
n29 = ((5 * ((b28.mass10) & (b28.mass10))) ^ (((short)stride31) >> (b28.mass10))); 
# 60
gpu8::Vec9 mid32{(static_cast< char>((float)(11.25F))), (1.0F)}; 
# 61
stride31--; 
# 62
static_assert((40 > 39), "tile must fit");
# 63
} 
# 66
static void bump33(gpu8::Vec9 q34) ;
#if 0
# 67
{ 
# 68
unsigned idx35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 69
if ((q34.hi11) >= (3)) { 
# 70
goto out36; 
# 71
}  
# 72
static_assert(((3 + (1 + 2)) > 5));
# 73
if (((q34.hi11) < (__device_builtin_variable_threadIdx.z)) && ((__device_builtin_variable_threadIdx.z) == (38))) { 
# 74
return; 
# 75
}  
# 76
if (((__device_builtin_variable_threadIdx.x) - idx35) >= (q34.hi11)) { 
# 77
return; 
# 78
}  
# 79
out36:; ; 
# 80
} 
#endif
# 82 "v001573.cu"
long run_step37(Acc5 beta38, int count39, unsigned long long *acc40) 
# 83
{ 
# 84
(beta38.x6) >>= (beta38.x6); 
# 85
(__cudaPushCallConfiguration(2 * (3 + (1 + 12)), (1 + 31) * (3 + 13), 32 * 8, 0)) ? (void)0 : gpu8::pivot12(reinterpret_cast< float *>(acc40), reinterpret_cast< int *>(acc40), reinterpret_cast< double *>(acc40), 61); 
# 86
(acc40[0]) = (((((acc40[count39 & 7]) + (acc40[count39])) >= (beta38.x6)) || ((unsigned char)(beta38.weight7))) ? 3 : gpu8::bias22(gpu8::bias22(1206, count39, 28LL), gpu8::bias22(*acc40, beta38.x6, 'A'), count39 & count39)); 
# 87
++count39; 
# 88
return (long)gpu8::bias22(3, (beta38.weight7) | (*acc40), acc40[count39]); 
# 89
} 
# 91
int main() 
# 92
{ 
# 93
int n41 = 1314; 
# 94
(__cudaPushCallConfiguration(dim3((n41 + 255) / 256, (3 + 13) * (3 + 1)), dim3(128, 128))) ? (void)0 : bump33(gpu8::Vec9{(char)(2 % n41), (27U)}); 
# 95
cudaStream_t z42 = ((cudaStream_t)0); 
# 96
int m43 = (-26); 
# 97
return 0; 
# 98
} 

# 1 "v001573.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__aa6bdf30_10_v001573_cu_9cd6b8ea
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001573.cudafe1.stub.c"
#include "v001573.cudafe1.stub.c"
# 1 "v001573.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
