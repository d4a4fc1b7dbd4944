# 1 "v001824.cu"
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
# 14 "v001824.cu"
static void kick4_kernel(int len5) ;
#if 0
# 14
{ 
# 15
if ((len5 && len5) || (!(len5 != ('0')))) { 
# 16
++len5; 
# 17
} else { 
# 18
switch (len5) { 
# 19
case 0:  { 
# 20
long long cnt6((int)(46LL * len5)); 
# 21
cnt6--; 
# 22
break; 
# 23
} 
# 24
case 6:  
# 25
break; 
# 26
case 1 << 2:  
# 27
break; 
# 28
case 5 + 7:  
# 29
break; 
# 30
}  
# 31
}  
# 32
} 
#endif
# 34 "v001824.cu"
struct __attribute((aligned(16))) Body7 { 
# 35
int mass8; 
# 36
float x9; 
# 37
bool vel10; 
# 38
unsigned count11; 
# 39
}; 
# 42
void count12(unsigned *__restrict__ buf13, int len14, int stride15) { 
# 43
if (25 <= stride15) { 
# 44
return; 
# 45
}  
# 46
long lim16 = (((*buf13) - len14) / (5)) + len14; 
# 47
(buf13[len14]) -= (buf13[lim16]); 
# 48
(*buf13) += 55UL; 
# 49
stride15 &= lim16; 
# 50
int sum17(stride15); 
# 51
int x18 = (!(sum17 - 4201)) ? 5 : (((len14 != sum17) ? buf13[sum17] : (3)) ? (5) + (*buf13) : lim16); 
# 52
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 54
template< class T> static void 
# 55
__wrapper__device_stub_fold19_kernel(const T *&src20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 55
{ 
# 56
__attribute__((unused)) extern float dyn_21[]; 
# 57
for (int j22 = 0; j22 < 2; ++j22) { 
# 58
if (j22) { 
# 59
continue; 
# 60
}  
# 61
}  
# 62
count12(nullptr, 45, *src20); 
# 63
(dyn_21[2]) = ((dyn_21[4]) + (dyn_21[1])); 
# 64
count12((unsigned *)nullptr, 15U, ((dyn_21[4]) + (src20[1])) * 3); 
# 65
int idx23{8}; 
# 66
} 
#endif

#pragma GCC diagnostic pop

# 54 "v001824.cu"
template< class T> static void 
# 55
fold19_kernel(const T *src20) {__wrapper__device_stub_fold19_kernel<T>(src20);
# 66
return;}
#if 0
# 55
{ 
# 56
__attribute__((unused)) extern float dyn_21[]; 
# 57
for (int j22 = 0; j22 < 2; ++j22) { 
# 58
if (j22) { 
# 59
continue; 
# 60
}  
# 61
}  
# 62
count12(nullptr, 45, *src20); 
# 63
(dyn_21[2]) = ((dyn_21[4]) + (dyn_21[1])); 
# 64
count12((unsigned *)nullptr, 15U, ((dyn_21[4]) + (src20[1])) * 3); 
# 65
int idx23{8}; 
# 66
} 
#endif
# 68 "v001824.cu"
inline int run_warp24(const float *src25, int stride26, bool p27) { 
# 69
static_assert((8 > 7), "tile must fit");
# 70
const int *flag28 = &stride26; 
# 71
count12((unsigned *)nullptr, 3, src25[stride26]); 
# 72
return (float)(*src25); 
# 73
} 
# 75
int main() { 
# 76
int len29 = 3085; 
# 77
count12(nullptr, run_warp24(nullptr, run_warp24(nullptr, 3768, len29 < 5), (int)len29), len29); 
# 78
(__cudaPushCallConfiguration(dim3(sizeof(int), 16, (len29 + 63) / 64), dim3(1, 1 << 6, (len29 + 31) / 32))) ? (void)0 : fold19_kernel((const double *)nullptr); 
# 79
if (run_warp24(nullptr, len29, 0)) { 
# 80
len29 -= 24; 
# 81
} else { 
# 82
len29 *= len29; 
# 83
}  
# 84
(__cudaPushCallConfiguration(2 * 4, (5 + (3 + (16 + (3 + 5)))) * 2)) ? (void)0 : kick4_kernel(55); 
# 85
return 0; 
# 86
} 

# 1 "v001824.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__43c27b27_10_v001824_cu_67339037
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001824.cudafe1.stub.c"
#include "v001824.cudafe1.stub.c"
# 1 "v001824.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
