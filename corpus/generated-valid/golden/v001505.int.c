# 1 "v001505.cu"
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
# 7 "v001505.cu"
enum Level3: long { SLOW4 = 2L, SLOW5 = 8L}; 
# 8
static int g_weigh6; 
# 10
__attribute__((visibility("hidden"))) void grow7_kernel(unsigned *acc8, int n9, float *dst10) ;
#if 0
# 10
{ 
# 11
int pass11 = 0; 
# 12
do { 
# 13
++(acc8[pass11]); 
# 14
if ((SLOW4) != ((dst10[6]) + (28))) { 
# 15
return; }  
# 16
if (!(n9 == n9)) { 
# 17
size_t f12 = pass11; 
# 18
auto m13 = (4) + f12; 
# 19
}  
# 20
++pass11; 
# 21
} while ((pass11 < pass11) && (pass11 == (SLOW4))); 
# 22
} 
#endif
# 24 "v001505.cu"
__attribute__((visibility("hidden"))) void accum14_kernel(unsigned b15, unsigned alpha16) ;
#if 0
# 24
{ 
# 25
auto base17 = b15; 
# 26
Level3 y18 = SLOW5; 
# 27
} 
#endif
# 28 "v001505.cu"
enum State19 { 
# 29
FAST20, 
# 30
FAST21, 
# 31
RED22 = 7, 
# 32
GREEN23, 
# 33
SLOW24
# 34
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 37
template< class T> static void 
# 38
__wrapper__device_stub_relax25_kernel(const T *&src26, const double *&src27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 38
{ 
# 39
T e28 = ((22.25)); 
# 40
e28 = 5; 
# 41
} 
#endif

#pragma GCC diagnostic pop

# 37 "v001505.cu"
template< class T> static void 
# 38
relax25_kernel(const T *src26, const double *src27) {__wrapper__device_stub_relax25_kernel<T>(src26,src27);
# 41
return;}
#if 0
# 38
{ 
# 39
T e28 = ((22.25)); 
# 40
e28 = 5; 
# 41
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 43 "v001505.cu"
template< class T, int N = 2> static void 
# 44
__wrapper__device_stub_norm29_kernel(T &beta30) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 44
{ 
# 45
beta30 = (50 - beta30); 
# 46
long tmp31 = (N); 
# 47
if (beta30 <= beta30) { 
# 48
goto skip35; 
# 49
}  
# 51
#pragma unroll 8
for (
# 51
int j32 = 0, j33 = tmp31; j32 < j33; (++j32), (--j33)) { 
# 52
for (int it34 = 0; it34 < tmp31; ++it34) { 
# 53
if (((unsigned long long)beta30) >= (+it34)) { 
# 54
if (j33 == N) { 
# 55
continue; }  
# 56
}  
# 57
}  
# 58
}  
# 59
tmp31 = (-25); 
# 60
skip35:; ; 
# 61
} 
#endif

#pragma GCC diagnostic pop

# 43 "v001505.cu"
template< class T, int N = 2> static void 
# 44
norm29_kernel(T beta30) {__wrapper__device_stub_norm29_kernel<T,N>(beta30);
# 61
return;}
#if 0
# 44
{ 
# 45
beta30 = (50 - beta30); 
# 46
long tmp31 = (N); 
# 47
if (beta30 <= beta30) { 
# 48
goto skip35; 
# 49
}  
# 51
#pragma unroll 8
for (
# 51
int j32 = 0, j33 = tmp31; j32 < j33; (++j32), (--j33)) { 
# 52
for (int it34 = 0; it34 < tmp31; ++it34) { 
# 53
if (((unsigned long long)beta30) >= (+it34)) { 
# 54
if (j33 == N) { 
# 55
continue; }  
# 56
}  
# 57
}  
# 58
}  
# 59
tmp31 = (-25); 
# 60
skip35:; ; 
# 61
} 
#endif
# 63 "v001505.cu"
int main() { 
# 64
int count36 = 3395; 
# 65
if (g_weigh6 != (30 * g_weigh6)) { 
# 66
double hi37 = count36 << 5; 
# 67
}  
# 68
if (((g_weigh6 += 63), g_weigh6) >= count36) { 
# 69
return (unsigned long long)SLOW4; }  
# 70
(__cudaPushCallConfiguration((g_weigh6 + 63) / 64, (FAST21) + 511)) ? (void)0 : grow7_kernel((unsigned *)nullptr, g_weigh6, nullptr); 
# 71
(__cudaPushCallConfiguration(4 * 16, (SLOW24) + ((RED22) + ((SLOW5) + (232))), 0)) ? (void)0 : accum14_kernel((RED22) + (count36 % g_weigh6), (53) / (count36 + 19U)); 
# 72
(__cudaPushCallConfiguration(1 << (FAST21), 128, ((RED22) + ((SLOW4) + (55))) * (4))) ? (void)0 : relax25_kernel< int> ((const int *)nullptr, (const double *)nullptr); 
# 73
return 0; 
# 74
} 

# 1 "v001505.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3d205cfc_10_v001505_cu_ce396a5d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001505.cudafe1.stub.c"
#include "v001505.cudafe1.stub.c"
# 1 "v001505.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
