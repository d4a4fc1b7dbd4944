# 1 "v001117.cu"
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
# 13 "v001117.cu"
double rank6(double alpha7, int n8, const float *__restrict__ in9) { 
# 14
int stride10 = (55UL); 
# 15
long *h11 = ((long *)nullptr); 
# 16
n8 = (*h11); 
# 17
return *in9; 
# 18
} 
# 20
__attribute__((visibility("hidden"))) void reduce12(float *out13, int count14, int *__restrict__ dst15) ;
#if 0
# 20
{ 
# 21
float f16[8] = {}; 
# 22
(dst15[count14 & 7]) %= (((long)17) - (count14 % (61 + (dst15[2])))); 
# 23
} 
#endif
# 25 "v001117.cu"
__attribute__((visibility("hidden"))) void march17_kernel(const float *input18, int lane19, int len20, int stride21) ;
#if 0
# 25
{ 
# 26
int mid22((((len20 += lane19), 26))); 
# 27
stride21 ^= 36; 
# 28
if (!(lane19 == stride21)) { 
# 29
return; 
# 30
}  
# 31
__attribute__((unused)) static int sh_23[32]; 
# 32
const long *z24 = (nullptr); 
# 33
len20 = (-((int)(1U % mid22))); 
# 34
} 
#endif
# 36 "v001117.cu"
float run_blend25(char *__restrict__ out26) { 
# 37
if (((*out26) + (*out26)) >= (*out26)) { 
# 38
(out26[7]) = (4); 
# 39
(out26[5]) = (out26[0]); 
# 40
} else { 
# 41
}  
# 42
return sizeof(int) * (out26[6]); 
# 43
} 
# 45
int main() { 
# 46
int count27 = 1764; 
# 47
float tmp28[4 + (2 + 2)] = {}; 
# 48
(++count27), (count27 <<= (((-((long long)(tmp28[count27]))) < (4)) ? 38 + count27 : (~(46ULL - count27)))); 
# 49
auto fn31 = [](char mid29, int acc30) { 
# 50
mid29 -= 47; 
# 51
mid29 -= acc30; 
# 52
static_assert((sizeof(int) == (4)), "bad config");
# 53
} ; typedef decltype(fn31) __T0;
# 54
fn31(count27, 50); 
# 55
(__cudaPushCallConfiguration(((dim3)((count27 + 127) / 128)), 1 << 5, sizeof(unsigned) * (128 + 896))) ? (void)0 : reduce12(tmp28, count27, &count27); 
# 56
(__cudaPushCallConfiguration(dim3((count27 + 31) / 32, 2), 4 + (4 + (2 + (4 + 50))))) ? (void)0 : march17_kernel(tmp28, tmp28[count27 & 7], sizeof(unsigned), (tmp28[count27 & 7]) + ((unsigned)(tmp28[count27 & 7]))); 
# 57
unsigned *q32 = (nullptr); 
# 58
return 0; 
# 59
} 

# 1 "v001117.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__31d8ffd1_10_v001117_cu_78d46a86
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001117.cudafe1.stub.c"
#include "v001117.cudafe1.stub.c"
# 1 "v001117.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
