# 1 "v000655.cu"
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
# 17 "v000655.cu"
__attribute__((visibility("hidden"))) void filter6_kernel(unsigned *acc7, int n8, const unsigned char *in9) ;
#if 0
# 18
{ 
# 19
static_assert((sizeof(int) == (4)), "bad config");
# 20
(acc7[n8]) = ((static_cast< int>(+(*in9))) + (-((in9[7]) & 15))); 
# 21
n8 = 35; 
# 22
(acc7[3]) = (n8 - (+((float)n8))); 
# 23
int acc10 = (40U); 
# 24
} 
#endif
# 25 "v000655.cu"
static long c_kick11[8]; 
# 26
enum Phase12: long { IDLE13, GREEN14}; 
# 28
__attribute__((visibility("hidden"))) void count15(unsigned *out16, long *out17, float *__restrict__ acc18) ;
#if 0
# 29
{ 
# 30
for (int it19 = 0; it19 < 2; ++it19) { 
# 31
int w20 = 0; 
# 32
while (w20 < w20) { 
# 33
for (int i21 = 11; i21 > 0; --i21) { 
# 34
float h22 = (c_kick11[it19]) / (it19 + (((out16[it19]) != (*out17)) ? (10.0F) : w20)); 
# 35
++(acc18[6]); 
# 36
double base23 = (GREEN14) * it19; 
# 37
}  
# 38
++w20; 
# 39
}  
# 40
}  
# 41
} 
#endif
# 43 "v000655.cu"
__attribute__((visibility("hidden"))) void accum24_kernel(const double *input25, const size_t *__restrict__ coef26, const int *__restrict__ src27, long long *out28) ;
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern unsigned dyn_29[]; 
# 46
(out28[6]) = (coef26[1]); 
# 47
(*out28) = (2 * (*src27)); 
# 48
} 
#endif
# 49 "v000655.cu"
static unsigned c_tally30; 
# 50
static unsigned long c_probe31[2]; 
# 51
typedef double real32_t; 
# 52
enum Mode33 { MUL34, BUSY35, MUL36, ON37}; 
# 53
const real32_t g_merge38 = (64); 
# 54
enum class Phase39: long { Red40 = 1L, High41, Idle42}; 
# 56
namespace impl43 { 
# 57
struct Span44 { 
# 58
float hi45; 
# 59
int x46; 
# 60
long flag47; 
# 61
int id48; 
# 62
}; 
# 63
enum class Color49 { Green50, On51 = 4, High52 = 6, Idle53}; 
# 64
enum Phase54 { LOW55 = 3, HIGH56 = 7, ADD57 = 12}; 
# 65
}
# 67
constexpr int host_sift58(int count59) 
# 68
{ 
# 69
count59 = (12 - count59); 
# 70
count59--; 
# 71
return count59; 
# 72
} 
# 74
int main() 
# 75
{ 
# 76
int count60 = 2415; 
# 77
count60 = host_sift58(((count60 - count60) + (46U - count60)) + count60); 
# 78
count60 = ((((count60 % count60) > g_merge38) ? host_sift58(count60) : ('a')) + host_sift58(count60)); 
# 79
(__cudaPushCallConfiguration(512, 8 * 4, sizeof(double) * (256))) ? (void)0 : filter6_kernel(static_cast< unsigned *>(nullptr), static_cast< int>(37 * count60), nullptr); 
# 80
(__cudaPushCallConfiguration((count60 + 127) / 128, sizeof(float) * ((MUL36) + 14), 512 * 2)) ? (void)0 : count15((unsigned *)nullptr, nullptr, nullptr); 
# 81
(__cudaPushCallConfiguration((count60 + 255) / 256, 64, sizeof(int) * (64))) ? (void)0 : accum24_kernel(&g_merge38, (const size_t *)nullptr, &count60, nullptr); 
# 82
return 0; 
# 83
} 

# 1 "v000655.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d523aa96_10_v000655_cu_0512db1d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000655.cudafe1.stub.c"
#include "v000655.cudafe1.stub.c"
# 1 "v000655.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
