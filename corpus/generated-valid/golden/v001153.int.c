# 1 "v001153.cu"
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
# 25 "v001153.cu"
template< class T> 
# 26
struct Tile12 { 
# 27
T flag13; 
# 28
}; 
# 30
struct Span14 { 
# 31
unsigned short w15; 
# 32
unsigned long hi16, mass17; 
# 33
double weight18; 
# 34
}; 
# 35
__attribute__((visibility("hidden"))) void blend19(char *dst20, int count21) ;
#if 0
# 35
{ 
# 36
unsigned i22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
if (i22 >= count21) { 
# 38
return; 
# 39
}  
# 40
count21--; 
# 41
int w23 = 0; 
# 42
if (((dst20 == (nullptr)) ? 8 : (*dst20)) > (__device_builtin_variable_threadIdx.x)) { 
# 43
goto skip25; 
# 44
}  
# 45
do { 
# 46
char lim24 = (((~i22) | 3779L) < ((double)((char)26))) ? (~i22) | 3779L : ((double)((char)26)); 
# 47
--lim24; 
# 48
++w23; 
# 49
} while (w23 < w23); 
# 50
count21 = (((((int)w23) < ((unsigned)(dst20[0]))) ? (int)w23 : ((unsigned)(dst20[0]))) / ((i22 * (56)) - (43))); 
# 51
if (32 == (dst20[5])) { 
# 52
return; 
# 53
}  
# 54
skip25:; ; 
# 55
} 
#endif
# 56 "v001153.cu"
__attribute__((visibility("hidden"))) void drift26_kernel(int *buf27, long *buf28) ;
#if 0
# 56
{ 
# 57
int i29 = __device_builtin_variable_threadIdx.x; 
# 58
int acc30[3] = {4, (9LL)}; 
# 59
++(*buf28); 
# 60
(*buf28) = (acc30[i29]); 
# 61
static_assert((11 > 10), "bad config");
# 62
(buf27[4])++; 
# 63
} 
#endif
# 64 "v001153.cu"
unsigned fuse31(int count32) { 
# 65
if ((count32 & 1) || (count32 >= count32)) { 
# 66
goto skip34; 
# 67
}  
# 68
for (int n33 = 9; n33 > 0; --n33) { 
# 69
count32 = (-22); 
# 70
count32 = (((static_cast< unsigned char>(count32)) < 1) ? static_cast< unsigned char>(count32) : 1); 
# 71
--count32; 
# 72
}  
# 73
skip34:; ; 
# 74
return count32; 
# 75
} 
# 76
static_assert(((11 * 4) > 43), "bad config");
# 77
long check_apply35(const float *in36, int stride37) { 
# 78
stride37 = (fuse31(fuse31(in36[stride37 & 7]) & ((unsigned)8))); 
# 79
if ((in36[5]) != (32)) { 
# 80
return stride37; 
# 81
}  
# 82
return ~((int)(7 ^ stride37)); 
# 83
} 
# 84
int main() { 
# 85
int size38 = 442; 
# 86
++size38; 
# 87
for (int i39 = size38; i39 > 0; --i39) { 
# 88
long f40 = fuse31((18) + ((size38 < 59LL) ? size38 : 59LL)); 
# 89
fuse31(sizeof(double)); 
# 90
size38--; 
# 91
}  
# 92
(__cudaPushCallConfiguration(((dim3)(sizeof(float) * (128))), 64 * 8)) ? (void)0 : blend19((char *)nullptr, size38 * size38); 
# 93
(__cudaPushCallConfiguration(dim3((2 + (5 + 1)) * 8, sizeof(int) * (5 + 27)), 64)) ? (void)0 : drift26_kernel(&size38, static_cast< long *>(nullptr)); 
# 94
return 0; 
# 95
} 

# 1 "v001153.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4b3ace46_10_v001153_cu_4e51d3d7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001153.cudafe1.stub.c"
#include "v001153.cudafe1.stub.c"
# 1 "v001153.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
