# 1 "v001431.cu"
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
# 21 "v001431.cu"
static int d_kick8[32]; 
# 22
using idx9_t = long; 
# 24
__attribute__((visibility("hidden"))) void blend10_kernel(const int *input11, const char *in12, int *data13) ;
#if 0
# 24
{ 
# 25
__attribute__((unused)) extern unsigned dyn_14[]; 
# 26
int gid15 = __device_builtin_variable_threadIdx.x; 
# 27
if ((data13[0]) > ((d_kick8[1]) + (data13[1]))) { 
# 28
(d_kick8[__device_builtin_variable_threadIdx.x]) = 9; 
# 29
unsigned cnt16 = *data13; 
# 30
}  
# 31
} 
#endif
# 33 "v001431.cu"
idx9_t drift17(int stride18, bool a19, int *data20) { 
# 34
idx9_t y21 = (4); 
# 35
if (y21 < stride18) { 
# 36
return ((+y21) == (22)) ? y21 : (data20[y21]); 
# 37
}  
# 38
static_assert((39 > 38), "expected value");
# 39
a19 = (data20 == (nullptr)); 
# 40
int z22 = y21; 
# 41
return y21; 
# 42
} 
# 44
__attribute__((visibility("hidden"))) void pivot23(int lane24, const unsigned char *input25) ;
#if 0
# 44
{ 
# 45
int i26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
if (i26 >= lane24) { 
# 47
return; 
# 48
}  
# 49
if (drift17((input25[i26]) / 34L, i26 + 1, (int *)nullptr) == drift17(3L, input25 == (nullptr), d_kick8)) { 
# 50
__attribute__((unused)) static float sh_27; 
# 51
}  
# 52
--lane24; 
# 53
} 
#endif
# 56 "v001431.cu"
constexpr int sift28(int count29) { 
# 57
const double s30 = count29; 
# 58
return s30; 
# 59
} 
# 61
int main() { 
# 62
int n31 = 4075; 
# 63
float tmp32 = sift28(sift28(n31 % n31)); 
# 64
if (((drift17(128, n31, static_cast< int *>(nullptr)) == (12)) ? drift17(-12, tmp32 <= tmp32, nullptr) : n31) != (28)) { 
# 65
n31 = tmp32; 
# 66
}  
# 67
n31 = tmp32; 
# 68
const char *w33 = ("path\\to"); 
# 69
if ((w33[1]) & 1) { 
# 70
return 36; 
# 71
}  
# 72
(__cudaPushCallConfiguration((n31 + 31) / 32, 64, 4096, 0)) ? (void)0 : blend10_kernel((const int *)nullptr, static_cast< const char *>(nullptr), nullptr); 
# 73
(__cudaPushCallConfiguration((n31 + 63) / 64, 4 + 60)) ? (void)0 : pivot23(((12) < (((w33[1]) != n31) ? w33[0] : tmp32)) ? static_cast< int>(tmp32) : (1 % (w33[1])), nullptr); 
# 74
return 0; 
# 75
} 

# 1 "v001431.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3ebe62de_10_v001431_cu_b1881116
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001431.cudafe1.stub.c"
#include "v001431.cudafe1.stub.c"
# 1 "v001431.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
