# 1 "v002078.cu"
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
# 13 "v002078.cu"
typedef int *ptr5_t; 
# 14
__attribute__((visibility("hidden"))) void scale6_kernel(long a7, const short *input8, unsigned alpha9) ;
#if 0
# 15
{ 
# 16
__attribute__((unused)) extern float dyn_10[]; 
# 17
int gid11 = __device_builtin_variable_threadIdx.x; 
# 18
if (gid11 >= a7) { 
# 19
return; 
# 20
}  
# 21
a7 -= (28); 
# 22
(++(dyn_10[__device_builtin_variable_blockDim.x])), (a7 = ((alpha9 / a7) * (__device_builtin_variable_blockDim.z))); 
# 23
alpha9 ^= gid11; 
# 24
int iter12 = 0; 
# 25
do { 
# 26
__attribute__((unused)) static int sh_13[sizeof(int) * (64)]; 
# 27
const unsigned long tmp14 = ((((input8[alpha9]) * (sh_13[gid11])) < ('\\')) ? 49 : ((input8[7]) * 11ULL)) - (32); 
# 28
++iter12; 
# 29
} while (iter12 < gid11); 
# 30
} 
#endif
# 31 "v002078.cu"
static void clamp15_kernel(const int *coef16, char beta17) ;
#if 0
# 32
{ 
# 33
int tid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
beta17 = ((size_t)((__device_builtin_variable_threadIdx.y) / (2))); 
# 35
if ((*coef16) < (*coef16)) { 
# 36
return; 
# 37
}  
# 38
switch (tid18) { 
# 39
case 6:  { 
# 40
float r19 = ((__device_builtin_variable_gridDim.x) > (7 + (tid18 * beta17))) ? __device_builtin_variable_gridDim.x : (7 + (tid18 * beta17)); 
# 41
const int r20 = r19; 
# 42
break; 
# 43
} 
# 44
case 10:  { 
# 45
double tmp21 = (39 - (*coef16)) - 14; 
# 46
break; 
# 47
} 
# 48
case 0:  
# 49
break; 
# 50
case 11:  
# 51
break; 
# 52
}  
# 53
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 54 "v002078.cu"
template< class T, int N = 2> static void 
# 55
__wrapper__device_stub_norm22_kernel(const T *__restrict__ &in23, T *&buf24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 56
{ 
# 57
int idx25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
(buf24[6]) = (((in23[idx25]) + ((12.875) - (buf24[6]))) - (N % (((buf24[idx25]) += idx25), N))); 
# 59
(buf24[__device_builtin_variable_blockIdx.x]) -= 39; 
# 60
__attribute__((unused)) static unsigned sh_26[8]; 
# 61
if (buf24 == nullptr) { 
# 62
int y27[2] = {(1940L), N}; 
# 63
T lim28 = __device_builtin_variable_warpSize - ((((buf24[4]) += (__device_builtin_variable_threadIdx.x)), (buf24[3])) - (idx25 * (7.375))); 
# 64
}  
# 65
} 
#endif

#pragma GCC diagnostic pop

# 54 "v002078.cu"
template< class T, int N = 2> static void 
# 55
norm22_kernel(const T *__restrict__ in23, T *buf24) 
# 56
{__wrapper__device_stub_norm22_kernel<T,N>(in23,buf24);
# 65
return;}
#if 0
# 56
{ 
# 57
int idx25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
(buf24[6]) = (((in23[idx25]) + ((12.875) - (buf24[6]))) - (N % (((buf24[idx25]) += idx25), N))); 
# 59
(buf24[__device_builtin_variable_blockIdx.x]) -= 39; 
# 60
__attribute__((unused)) static unsigned sh_26[8]; 
# 61
if (buf24 == nullptr) { 
# 62
int y27[2] = {(1940L), N}; 
# 63
T lim28 = __device_builtin_variable_warpSize - ((((buf24[4]) += (__device_builtin_variable_threadIdx.x)), (buf24[3])) - (idx25 * (7.375))); 
# 64
}  
# 65
} 
#endif
# 66 "v002078.cu"
int main() 
# 67
{ 
# 68
int size29 = 1434; 
# 69
(__cudaPushCallConfiguration((size29 + 127) / 128, sizeof(float) * (8))) ? (void)0 : clamp15_kernel(static_cast< const int *>(nullptr), (int)size29); 
# 70
(__cudaPushCallConfiguration((size29 + 31) / 32, 32, sizeof(float) * (64))) ? (void)0 : scale6_kernel((((size29 > 45) ? size29 : 45) <= size29) ? 39 : (sizeof(unsigned) - size29), static_cast< const short *>(nullptr), -(size29 / size29)); 
# 71
constexpr int tmp30 = 42; 
# 72
(__cudaPushCallConfiguration(32, 16 * 8, sizeof(int) * (128))) ? (void)0 : norm22_kernel((const float *)nullptr, (float *)nullptr); 
# 73
return 0; 
# 74
} 

# 1 "v002078.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1c4fd31f_10_v002078_cu_a94841d8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002078.cudafe1.stub.c"
#include "v002078.cudafe1.stub.c"
# 1 "v002078.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
