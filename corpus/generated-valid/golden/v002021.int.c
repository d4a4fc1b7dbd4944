# 1 "v002021.cu"
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
# 10 "v002021.cu"
int g_tile6 = 26; 
# 11
static float c_gather7[2]; 
# 13
__attribute__((visibility("hidden"))) void merge8(int n9, int lane10) ;
#if 0
# 13
{ 
# 14
int gid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
int iter12 = 0; 
# 16
do { 
# 17
if ((__device_builtin_variable_blockDim.y) < lane10) { 
# 18
return; 
# 19
}  
# 20
++iter12; 
# 21
} while (iter12 < n9); 
# 22
if (8U != (__device_builtin_variable_blockIdx.y)) { 
# 23
return; 
# 24
}  
# 25
const double *tmp13 = (nullptr); 
# 26
++lane10; 
# 27
lane10 += ((~(__device_builtin_variable_blockIdx.z)) + (gid11 + (128 * (1 << 1)))); 
# 28
} 
#endif
# 29 "v002021.cu"
static int d_smooth14; 
# 31
__attribute__((visibility("hidden"))) void fold15_kernel(int lane16, const int *in17, const unsigned *__restrict__ coef18, int *out19) ;
#if 0
# 31
{ 
# 32
__attribute__((unused)) extern int dyn_20[]; 
# 33
(dyn_20[5]) >>= ((1191) * ((coef18[5]) * ((long)sizeof(int)))); 
# 34
float diff21 = ((((c_gather7[lane16]) == (dyn_20[d_smooth14])) ? sizeof(unsigned) : (0.25F)) / ((128 * (1 << 1)) * d_smooth14)) * (sizeof(int)); 
# 35
long r22 = lane16 << d_smooth14; 
# 36
} 
#endif
# 38 "v002021.cu"
float host_apply23(const unsigned long long *__restrict__ input24, int n25, int count26) { 
# 39
unsigned v27 = (((45) % (*input24)) + (5)) + n25; 
# 40
long prod28 = g_tile6 + count26; 
# 41
if (v27 != (*input24)) { 
# 42
g_tile6 = (+g_tile6); 
# 43
if ((n25 * prod28) > v27) { 
# 44
if (g_tile6 != (count26 * 1L)) { 
# 45
return (8.0F) * (input24[7]); 
# 46
}  
# 47
(__cudaPushCallConfiguration(128, 32 + 32)) ? (void)0 : fold15_kernel(22U, nullptr, reinterpret_cast< const unsigned *>(input24), nullptr); 
# 48
}  
# 49
}  
# 50
return (v27 & sizeof(float)) - g_tile6; 
# 51
} 
# 52
static int c_drift29[4]; 
# 54
template< class T, int N = 4> __attribute__((unused)) inline float 
# 55
combine30(T p31, const float *__restrict__ input32) {int volatile ___ = 1;(void)p31;(void)input32;
# 59
::exit(___);}
#if 0
# 55
{ 
# 56
T base33((input32 == (nullptr)) ? (17.875) : ((unsigned)((p31 += (input32[__device_builtin_variable_threadIdx.z])), 33))); 
# 57
base33 = d_smooth14; 
# 58
return c_gather7[0]; 
# 59
} 
#endif
# 61 "v002021.cu"
int main() { 
# 62
int len34 = 2724; 
# 63
(__cudaPushCallConfiguration((g_tile6 + 255) / 256, 64)) ? (void)0 : merge8((len34 < 32) ? len34 : 12, '\n'); 
# 64
int *f35 = ((int *)nullptr); 
# 65
host_apply23(reinterpret_cast< const unsigned long long *>(f35), (25UL - g_tile6) / ((int)(128 * (1 << 1))), g_tile6); 
# 66
if (!f35) { 
# 67
return g_tile6; 
# 68
}  
# 69
(__cudaPushCallConfiguration(256, 1 << 7)) ? (void)0 : fold15_kernel(57UL, f35, reinterpret_cast< const unsigned *>(f35), (int *)nullptr); 
# 70
auto u36 = (58) - host_apply23(reinterpret_cast< const unsigned long long *>(f35), len34 % len34, len34); 
# 71
return 0; 
# 72
} 

# 1 "v002021.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a9a713e5_10_v002021_cu_g_tile6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002021.cudafe1.stub.c"
#include "v002021.cudafe1.stub.c"
# 1 "v002021.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
