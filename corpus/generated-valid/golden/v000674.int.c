# 1 "v000674.cu"
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
# 11 "v000674.cu"
__attribute__((unused)) float norm3(int count4) {int volatile ___ = 1;(void)count4;
# 25
::exit(___);}
#if 0
# 11
{ 
# 12
unsigned res5[7] = {}; 
# 13
long x6 = 23L; 
# 14
for (int j7 = 0, j8 = 9; j7 < j8; (++j7), (--j8)) { 
# 15
int iter9 = 0; 
# 16
while (iter9 < x6) { 
# 17
for (int i10 = 0, j11 = (1 << 3); i10 < j11; (++i10), (--j11)) { 
# 18
float q12 = i10; 
# 19
float off13((32)); 
# 20
}  
# 21
++iter9; 
# 22
}  
# 23
}  
# 24
return 48; 
# 25
} 
#endif
# 27 "v000674.cu"
__attribute__((visibility("hidden"))) void apply14(int len15) ;
#if 0
# 27
{ 
# 28
if (12 <= len15) { 
# 29
return; 
# 30
}  
# 31
int lim16[1 << 1] = {}; 
# 32
norm3(256); 
# 33
len15 = ((((lim16[len15]) + 2) - norm3(53)) - len15); 
# 34
int acc17[2]{((int)256), (18UL)}; 
# 35
(lim16[0]) *= (lim16[0]); 
# 36
norm3(2 * (lim16[1])); 
# 37
} 
#endif
# 39 "v000674.cu"
__attribute__((visibility("hidden"))) void clamp18_kernel(int *acc19, const float *__restrict__ coef20) ;
#if 0
# 39
{ 
# 40
int gid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
(*acc19) ^= (((acc19[gid21]) += 36), (acc19[6])); 
# 42
const int q22 = 256; 
# 43
const unsigned long long sum23 = (256 + ((*acc19) - q22)) - (coef20[__device_builtin_variable_threadIdx.y]); 
# 44
double idx24 = (256); 
# 45
} 
#endif
# 47 "v000674.cu"
extern "C" __attribute__((visibility("hidden"))) void step25_kernel(long *acc26, float *out27, const double *__restrict__ input28, const int *input29) ;
#if 0
# 47
{ 
# 48
int i30 = __device_builtin_variable_threadIdx.x; 
# 49
unsigned long long sum31 = (2717); 
# 50
auto s32 = (float)(norm3(256) * norm3(*acc26)); 
# 51
__attribute__((unused)) static int sh_33; 
# 52
int sum34 = (((char)(*input29)) - 256) / ((unsigned)(__device_builtin_variable_gridDim.x)); 
# 53
int k35 = (int)(i30 + norm3(256)); 
# 54
norm3(sizeof(int)); 
# 55
} 
#endif
# 57 "v000674.cu"
int main() { 
# 58
int n36 = 3377; 
# 59
for (int n37 = 7; n37 > 0; --n37) { 
# 60
int res38{(51U)}; 
# 61
const char *mid39 = ("warp size"); 
# 62
(__cudaPushCallConfiguration(256, 512, 256 + (256 + 3584), 0)) ? (void)0 : apply14(mid39[0]); 
# 63
}  
# 64
(__cudaPushCallConfiguration((n36 + 127) / 128, 512, 256 + (256 + 512), 0)) ? (void)0 : clamp18_kernel(nullptr, nullptr); 
# 65
(__cudaPushCallConfiguration(1, 32, sizeof(int) * (256), (cudaStream_t)0)) ? (void)0 : step25_kernel((long *)nullptr, (float *)nullptr, nullptr, nullptr); 
# 66
return 0; 
# 67
} 

# 1 "v000674.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__175f9e93_10_v000674_cu_1dfffdec
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000674.cudafe1.stub.c"
#include "v000674.cudafe1.stub.c"
# 1 "v000674.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
