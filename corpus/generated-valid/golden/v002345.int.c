# 1 "v002345.cu"
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
# 25 "v002345.cu"
__attribute__((visibility("hidden"))) void tally7_kernel(unsigned char q8, const float *src9, double *buf10) ;
#if 0
# 25
{ 
# 26
(buf10[q8]) /= (24.75); 
# 27
short off11 = (3586) * (__device_builtin_variable_threadIdx.x); 
# 28
constexpr int e12 = (7 * 5); 
# 29
} 
#endif
# 32 "v002345.cu"
static void scale13_kernel(unsigned *data14, const unsigned *coef15) ;
#if 0
# 32
{ 
# 33
int gid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
static_assert(((57 + 6) == 63));
# 35
(--(data14[7])), ((data14[gid16]) = ((gid16 != ((*coef15) + (57))) ? ((__device_builtin_variable_blockIdx.x) + (8)) * (2) : (data14[1]))); 
# 36
unsigned lo17 = data14[5]; 
# 37
if (gid16 <= (*data14)) { 
# 38
return; }  
# 39
if (((data14[gid16 & 7]) <= (8)) && (((__device_builtin_variable_threadIdx.x) <= sizeof(double)) || ((coef15[lo17]) & (1)))) { 
# 40
if ((lo17 - 3U) < (*coef15)) { 
# 41
return; }  
# 42
}  
# 43
int u18 = (*coef15) * (0); 
# 44
} 
#endif
# 47 "v002345.cu"
int run_weigh19(int *out20, long *dst21, const double *src22) { 
# 48
(out20[5]) |= (*dst21); 
# 49
(dst21[3]) = ((((38) & (*dst21)) + ((src22[3]) * ('0'))) + (*src22)); 
# 50
constexpr int res23 = 5; 
# 51
(dst21[5]) = ((52 ^ ((out20[5]) ^ 33)) & (((out20[7]) % sizeof(float)) + (6 - (out20[2])))); 
# 52
const char *t24 = ("tile"); 
# 53
int hi25 = ((*dst21) >= (59 * (t24[1]))) ? ((*dst21) += 41LL), res23 : ((t24[0]) + (7 & (out20[0]))); 
# 54
if ((out20[1]) == 21) { 
# 55
goto done26; 
# 56
}  
# 57
if (43 != hi25) { 
# 58
return (57 & (out20[1])) % (t24[1]); }  
# 59
done26:; ; 
# 60
return sizeof(int) + (((*dst21) += sizeof(float)), ' '); 
# 61
} 
# 62
enum Kind27 { HIGH28, SLOW29}; 
# 64
__attribute((always_inline)) __attribute__((unused)) inline int merge30(int *acc31, bool q32, float b33) {int volatile ___ = 1;(void)acc31;(void)q32;(void)b33;
# 72
::exit(___);}
#if 0
# 64
{ 
# 65
Kind27 base34 = HIGH28; 
# 66
do { b33 += b33; } while (0); 
# 67
__attribute__((unused)) static int sh_35[64]; 
# 68
__attribute__((unused)) static float sh_36[16]; 
# 69
if ((__device_builtin_variable_threadIdx.y) >= (-(sh_35[__device_builtin_variable_threadIdx.y]))) { 
# 70
return ((sh_35[__device_builtin_variable_threadIdx.x]) * q32) | (q32 - (__device_builtin_variable_blockIdx.y)); }  
# 71
return (sh_35[__device_builtin_variable_blockIdx.x]) + 57L; 
# 72
} 
#endif
# 74 "v002345.cu"
int main() { 
# 75
int size37 = 2870; 
# 76
long e38 = (size37 & __alignof__(float)) + ((58UL & size37) + (HIGH28)); 
# 77
(__cudaPushCallConfiguration((SLOW29) + (9 + (8 + 46)), dim3((e38 + (31)) / (32), 4, 8 * ((SLOW29) + 1)))) ? (void)0 : scale13_kernel((unsigned *)nullptr, nullptr); 
# 78
e38 = ('0'); 
# 79
(__cudaPushCallConfiguration(57 + 199, 9 + 23, 0)) ? (void)0 : tally7_kernel((e38 % size37) / e38, nullptr, nullptr); 
# 80
return 0; 
# 81
} 

# 1 "v002345.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2f1103bc_10_v002345_cu_75653198
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002345.cudafe1.stub.c"
#include "v002345.cudafe1.stub.c"
# 1 "v002345.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
