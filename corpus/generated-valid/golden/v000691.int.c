# 1 "v000691.cu"
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
# 22 "v000691.cu"
template< class T, int N> T 
# 23
apply6(T *__restrict__ acc7, int n8, float a9) { 
# 24
for (int i10 = 0; i10 < n8; ++i10) { 
# 25
a9 = ((-(*acc7)) + (n8 * N)); 
# 26
}  
# 27
(acc7[n8]) = ((a9 <= a9) ? (3.5F) : (N)); 
# 28
a9 = n8; 
# 29
return 32U; 
# 30
} 
# 33
__attribute__((visibility("hidden"))) void rank11_kernel(float *data12, unsigned *data13, const signed char *in14) ;
#if 0
# 33
{ 
# 34
unsigned tid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
float hi16 = (((__device_builtin_variable_warpSize == (*in14)) ? __device_builtin_variable_threadIdx.z : (data13[tid15])) + (((31) + tid15) - apply6< long, 1> (reinterpret_cast< long *>(data12), tid15, in14[__device_builtin_variable_blockIdx.x]))) + (1); 
# 36
hi16 = tid15; 
# 37
} 
#endif
# 38 "v000691.cu"
static_assert((28 > 27), "expected value");
# 40
__attribute__((visibility("hidden"))) void lerp17(signed char *__restrict__ data18, const float *input19, const int *in20) ;
#if 0
# 40
{ 
# 41
int idx21 = __device_builtin_variable_threadIdx.x; 
# 42
int iter22 = 0; 
# 43
do { 
# 44
(*data18) = (apply6< long, 3> (reinterpret_cast< long *>(data18), 14ULL - (apply6< int, 6> (reinterpret_cast< int *>(data18), __device_builtin_variable_warpSize, __device_builtin_variable_blockIdx.z)), *input19)); 
# 45
++iter22; 
# 46
} while (iter22 < iter22); 
# 47
__attribute__((unused)) static unsigned sh_23; 
# 48
(*data18) = (apply6< int, 3> (reinterpret_cast< int *>(data18), (((*input19) < (35)) ? 38UL : (9)) / sh_23, (21.5F) + (__device_builtin_variable_blockDim.x))); 
# 49
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 52 "v000691.cu"
__attribute__((unused)) static unsigned tally24(const char *__restrict__ input25, int stride26) {int volatile ___ = 1;(void)input25;(void)stride26;
# 61
::exit(___);}
#if 0
# 52
{ 
# 53
__attribute__((unused)) static int sh_27; 
# 54
__attribute__((unused)) static double sh_28[256]; 
# 55
if (27UL <= (*input25)) { 
# 56
sh_27 = (((input25[stride26]) + ((input25[stride26]) * sh_27)) + apply6< float, 2> (nullptr, 53, *input25)); 
# 57
apply6< unsigned, 2> (nullptr, 3, 1 / stride26); 
# 58
float base29((apply6< unsigned, 8> (nullptr, 10 + stride26, sh_27)) * ((10L + (*input25)) * ((sh_27 + sh_27) + stride26))); 
# 59
}  
# 60
return 1; 
# 61
} 
#endif

#pragma GCC diagnostic pop

# 63 "v000691.cu"
void host_weigh30(float cfg31, float beta32) { 
# 64
(__cudaPushCallConfiguration(1 + 1, 256)) ? (void)0 : rank11_kernel(&beta32, (unsigned *)nullptr, (const signed char *)nullptr); 
# 65
(__cudaPushCallConfiguration(4, 128, 1024)) ? (void)0 : lerp17(nullptr, &beta32, nullptr); 
# 66
double stride33 = apply6< float, 4> (&cfg31, ((325) * cfg31) - cfg31, (2.75F)); 
# 67
static_assert((2 > 1), "bad config");
# 68
char h34 = (-127); 
# 69
int diff35[3] = {}; 
# 70
} 
# 72
int main() { 
# 73
int n36 = 1302; 
# 74
n36 = n36; 
# 75
n36 = (apply6< unsigned, 4> ((unsigned *)nullptr, apply6< int, 5> (&n36, n36, 1) - (n36 % 54), ((int)10) - (n36 * n36))); 
# 76
(__cudaPushCallConfiguration(2, 128, 0)) ? (void)0 : lerp17(nullptr, nullptr, nullptr); 
# 77
(__cudaPushCallConfiguration((n36 + 255) / 256, 1 + (10 + 501), sizeof(float) * (128))) ? (void)0 : rank11_kernel((float *)nullptr, (unsigned *)nullptr, nullptr); 
# 78
n36 = n36; 
# 79
return 0; 
# 80
} 

# 1 "v000691.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9fb1d0c0_10_v000691_cu_ceb1d99d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000691.cudafe1.stub.c"
#include "v000691.cudafe1.stub.c"
# 1 "v000691.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
