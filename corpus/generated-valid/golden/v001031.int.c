# 1 "v001031.cu"
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
# 22 "v001031.cu"
enum Phase7: unsigned char { 
# 23
ON8, 
# 24
BLUE9 = 2U, 
# 25
GREEN10, 
# 26
ON11 = 9U, 
# 27
FAST12 = 14U
# 28
}; 
# 30
__attribute__((visibility("hidden"))) void spread13(int *data14, int lane15, int count16) ;
#if 0
# 30
{ 
# 31
int off17(-lane15); 
# 32
lane15++; 
# 33
Phase7 lo18 = FAST12; 
# 34
off17 = (3UL); 
# 35
if ((off17 + 41) <= count16) { 
# 36
goto finish19; 
# 37
}  
# 38
off17++; 
# 39
off17--; 
# 40
static_assert((46 > 45), "bad config");
# 41
finish19:; ; 
# 42
} 
#endif
# 43 "v001031.cu"
enum class State20: short { Blue21, Add22}; 
# 45
static void bump23_kernel(long cfg24, unsigned long alpha25, int count26, float *data27) ;
#if 0
# 45
{ 
# 46
if (alpha25 * cfg24) { 
# 47
const double *y28 = (nullptr); 
# 48
static_assert((sizeof(int) == (4)), "tile must fit");
# 49
}  
# 50
} 
#endif
# 52 "v001031.cu"
static void scale29_kernel(int n30, Phase7 b31) ;
#if 0
# 52
{ 
# 53
const unsigned *z32 = (nullptr); 
# 54
b31 = b31; 
# 55
if (n30 + 42) { 
# 56
return; 
# 57
}  
# 58
n30 = n30; 
# 59
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 61 "v001031.cu"
template< class T, int N = 6> static void 
# 62
__wrapper__device_stub_fuse33_kernel(T &a34) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 62
{ 
# 63
if ((a34 + a34) != a34) { 
# 64
return; 
# 65
}  
# 66
--a34; 
# 67
} 
#endif

#pragma GCC diagnostic pop

# 61 "v001031.cu"
template< class T, int N = 6> static void 
# 62
fuse33_kernel(T a34) {__wrapper__device_stub_fuse33_kernel<T,N>(a34);
# 67
return;}
#if 0
# 62
{ 
# 63
if ((a34 + a34) != a34) { 
# 64
return; 
# 65
}  
# 66
--a34; 
# 67
} 
#endif
# 69 "v001031.cu"
__attribute__((visibility("hidden"))) void smooth35_kernel(int *acc36, int *data37, int count38, const double *src39) ;
#if 0
# 69
{ 
# 70
if (((data37[count38]) - (FAST12)) >= count38) { 
# 71
goto out40; 
# 72
}  
# 73
(acc36[count38])--; 
# 74
if ((data37[3]) * (data37[6])) { 
# 75
count38 = (62U); 
# 76
(*acc36) = (50U); 
# 77
}  
# 78
out40:; ; 
# 79
} 
#endif
# 81 "v001031.cu"
int main() { 
# 82
int n41 = 3860; 
# 83
dim3 val42 = ((dim3)(8)); 
# 84
n41--; 
# 85
n41 = (BLUE9); 
# 86
if (n41) { 
# 87
return 45UL; 
# 88
}  
# 89
auto base43 = n41; 
# 90
(__cudaPushCallConfiguration(256, ((dim3)(sizeof(int) * (32))), sizeof(double) * (128))) ? (void)0 : spread13(&base43, 46, base43 + (base43 + base43)); 
# 91
(__cudaPushCallConfiguration(2 + 254, 32, 0)) ? (void)0 : bump23_kernel(n41 - 38, 59U, base43 * base43, (float *)nullptr); 
# 92
(__cudaPushCallConfiguration(32, 32 + 224, 0, nullptr)) ? (void)0 : scale29_kernel(base43, BLUE9); 
# 93
return 0; 
# 94
} 

# 1 "v001031.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a52f20c8_10_v001031_cu_aa7fb327
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001031.cudafe1.stub.c"
#include "v001031.cudafe1.stub.c"
# 1 "v001031.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
