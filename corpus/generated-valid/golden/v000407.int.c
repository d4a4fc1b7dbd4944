# 1 "v000407.cu"
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
# 11 "v000407.cu"
static float d_count4; 
# 13
__attribute__((unused)) void grow5(int len6) 
# 14
{int volatile ___ = 1;(void)len6;
# 22
::exit(___);}
#if 0
# 14
{ 
# 15
const int r7 = 38; 
# 16
if (__device_builtin_variable_gridDim.y) { 
# 17
return; 
# 18
}  
# 19
--len6; 
# 20
d_count4 = ((256 + len6) % (((int)(__device_builtin_variable_blockDim.y)) + 2752UL)); 
# 21
len6--; 
# 22
} 
#endif
# 24 "v000407.cu"
__attribute__((visibility("hidden"))) void blend8(int stride9) ;
#if 0
# 25
{ 
# 26
grow5(stride9); 
# 27
float sum10 = ((stride9 | stride9) + 2413L) / ((float)((d_count4 < d_count4) ? d_count4 : d_count4)); 
# 28
stride9 = (596UL); 
# 29
} 
#endif
# 31 "v000407.cu"
__attribute__((visibility("hidden"))) void tile11_kernel(const int *coef12, float *__restrict__ buf13, int stride14, char *acc15) ;
#if 0
# 32
{ 
# 33
int gid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
if (gid16 >= stride14) { 
# 35
return; 
# 36
}  
# 37
for (int j17 = 5; j17 > 0; --j17) { 
# 38
do { (acc15[__device_builtin_variable_gridDim.x]) += ((((d_count4 += gid16), j17) < 38UL) ? (d_count4 += gid16), j17 : 38UL); } while (0); 
# 39
if ((coef12[5]) != ('A')) { 
# 40
(*buf13)--; 
# 41
constexpr size_t x18 = (23); 
# 42
} else { if (((__device_builtin_variable_threadIdx.x) - 15UL) <= gid16) { 
# 43
} else { 
# 44
}  }  
# 45
}  
# 46
} 
#endif
# 48 "v000407.cu"
float host_scale19(float cfg20, double beta21, int count22) 
# 49
{ 
# 50
count22++; 
# 51
long long v23((256)); 
# 52
double u24 = static_cast< int>((256) - (v23 ^ (52))); 
# 53
double res25 = v23; 
# 54
(__cudaPushCallConfiguration(8, sizeof(float) * (8))) ? (void)0 : blend8(cfg20); 
# 55
res25 = count22; 
# 56
--cfg20; 
# 57
return ((((v23 - count22) + (static_cast< unsigned char>(res25))) < count22) ? (v23 - count22) + (static_cast< unsigned char>(res25)) : count22); 
# 58
} 
# 60
int main() 
# 61
{ 
# 62
int size26 = 429; 
# 63
(size26++), (size26 = size26); 
# 64
auto lam29 = [=](int x27, size_t res28) mutable->unsigned { 
# 65
if ((-x27) == ((U'\x20') * x27)) { 
# 66
res28 = (31); 
# 67
} else { 
# 68
x27 = (host_scale19(host_scale19(256 / (size26), 2U, res28), size26, res28)); 
# 69
}  
# 70
return 22U; 
# 71
} ; typedef decltype(lam29) __T0;
# 72
lam29(size26, 256); 
# 73
dim3 e30(1); 
# 74
if (size26 & 1) { 
# 75
return ((lam29(size26, 15UL) < size26) ? lam29(size26, 15UL) : size26); 
# 76
}  
# 77
(__cudaPushCallConfiguration(((dim3)((size26 + 31) / 32)), 256 * 2)) ? (void)0 : tile11_kernel(nullptr, nullptr, host_scale19(lam29(size26, size26), 59, size26 / size26), (char *)nullptr); 
# 78
return 0; 
# 79
} 

# 1 "v000407.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fa024c66_10_v000407_cu_4718f175
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000407.cudafe1.stub.c"
#include "v000407.cudafe1.stub.c"
# 1 "v000407.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
