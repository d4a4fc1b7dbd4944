# 1 "v000455.cu"
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
# 17 "v000455.cu"
__attribute__((visibility("hidden"))) void sift9_kernel(double beta10) ;
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern int dyn_11[]; 
# 19
int idx12 = __device_builtin_variable_threadIdx.x; 
# 20
(dyn_11[__device_builtin_variable_threadIdx.x]) = (((dyn_11[4]) < ((int)(dyn_11[idx12]))) ? dyn_11[4] : ((int)(dyn_11[idx12]))); 
# 21
__attribute__((unused)) static float sh_13[8 * 4]; 
# 22
} 
#endif
# 23 "v000455.cu"
static_assert((sizeof(int) == (4)), "expected value");
# 25
struct Pixel14 { 
# 26
unsigned vel15; 
# 27
unsigned char sum16; 
# 28
char hi17; 
# 29
int lo18; 
# 30
}; 
# 32
inline Pixel14 operator+(Pixel14 a, Pixel14 b) { 
# 33
Pixel14 r = a; 
# 34
(r.vel15) += (b.vel15); 
# 35
(r.sum16) += (b.sum16); 
# 36
(r.hi17) += (b.hi17); 
# 37
(r.lo18) += (b.lo18); 
# 38
return r; 
# 39
} 
# 42
__attribute__((visibility("hidden"))) void relax19(int *__restrict__ buf20) ;
#if 0
# 42
{ 
# 43
int tid21 = __device_builtin_variable_threadIdx.x; 
# 44
double z22 = __device_builtin_variable_gridDim.x; 
# 45
Pixel14 prod23 = Pixel14{(13L), (37), (char)z22, 63}; 
# 46
} 
#endif
# 48 "v000455.cu"
void sift24(int count25, int stride26) { 
# 49
if (stride26 < stride26) { 
# 50
stride26++; 
# 51
++stride26; 
# 52
}  
# 53
} 
# 55
float tile27(float *dst28) { 
# 56
if ((dst28[1]) != (dst28[5])) { 
# 57
(dst28[1]) = ((((dst28[3]) < (*dst28)) ? dst28[3] : (*dst28)) * (-(((dst28[5]) < (*dst28)) ? dst28[5] : (*dst28)))); 
# 58
Pixel14 w29 = {831U, (static_cast< unsigned char>(40)), (60), 50}; 
# 59
(dst28[5]) = ((w29.sum16) + 16L); 
# 60
}  
# 61
Pixel14 acc30 = Pixel14{(48), (static_cast< unsigned char>(8)), (char)(dst28[3]), ((int)2U)}; 
# 62
constexpr unsigned cnt31 = (1773UL); 
# 63
if ((acc30.hi17) || ((*dst28) != (acc30.sum16))) { 
# 64
goto out32; 
# 65
}  
# 66
(acc30.hi17)++; 
# 67
out32:; ; 
# 68
return (6.0F); 
# 69
} 
# 71
signed char decay33(int n34) { 
# 72
auto fn35 = []()->float { 
# 73
sift24(1776, tile27(nullptr) / (60U)); 
# 74
return (12.375F); 
# 75
} ; typedef decltype(fn35) __T0;
# 76
auto lam37 = [](float off36) { 
# 77
off36 = tile27(&off36); 
# 78
(__cudaPushCallConfiguration(((dim3)(1 << (4 + 2))), dim3(128 * 2, 2, 32), 1 << (4 + 4), (cudaStream_t)0)) ? (void)0 : relax19((int *)nullptr); 
# 79
} ; typedef decltype(lam37) __T1;
# 80
lam37(n34); 
# 81
if ((n34 - n34) <= 8) { 
# 82
return 43 >> (n34 - 4); }  
# 83
if (n34 >= n34) { 
# 84
return 38U; }  
# 85
int off38 = 62; 
# 86
return 8; 
# 87
} 
# 89
int main() { 
# 90
int count39 = 468; 
# 91
(__cudaPushCallConfiguration((count39 + 31) / 32, 1 << (4 + 2), 256, 0)) ? (void)0 : sift9_kernel(-tile27((float *)nullptr)); 
# 92
count39 = (((count39 * count39) < ((unsigned char)(59L - count39))) ? count39 * count39 : ((unsigned char)(59L - count39))); 
# 93
(__cudaPushCallConfiguration(((dim3)(1 << 1)), dim3(2, 2 * 2, (count39 + 127) / 128))) ? (void)0 : sift9_kernel(tile27(nullptr)); 
# 94
return 0; 
# 95
} 

# 1 "v000455.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__98eb0b9d_10_v000455_cu_f90e2368
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000455.cudafe1.stub.c"
#include "v000455.cudafe1.stub.c"
# 1 "v000455.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
