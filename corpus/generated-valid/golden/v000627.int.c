# 1 "v000627.cu"
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
# 10 "v000627.cu"
__attribute__((unused)) int bias5(float a6, int n7, float cfg8 = 641) {int volatile ___ = 1;(void)a6;(void)n7;(void)cfg8;
# 17
::exit(___);}
#if 0
# 10
{ 
# 11
cfg8 = (19.0F); 
# 12
cfg8 -= a6; 
# 13
cfg8 += (47); 
# 14
n7 &= 15; 
# 15
cfg8 = a6; 
# 16
return (44) - (n7 - sizeof(unsigned)); 
# 17
} 
#endif
# 19 "v000627.cu"
__attribute__((visibility("hidden"))) void weigh9(const float *input10, const signed char *coef11, const float *__restrict__ input12, int lane13) ;
#if 0
# 19
{ 
# 20
unsigned tid14 = __device_builtin_variable_threadIdx.x; 
# 21
if (tid14 >= lane13) { 
# 22
return; 
# 23
}  
# 24
constexpr float val15 = (1.125F); 
# 25
bias5(bias5(bias5(__device_builtin_variable_threadIdx.y, 7), *input10), (31) + ((coef11[tid14 & (7)]) | (__device_builtin_variable_threadIdx.y))); 
# 26
constexpr int lo16 = (6 * 10); 
# 27
if ((__device_builtin_variable_threadIdx.z) == (((__device_builtin_variable_threadIdx.z) > (19)) ? 30 : lane13)) { 
# 28
constexpr int prod17 = 1635; 
# 29
lane13 -= bias5(tid14, (coef11[5]) * bias5(-(13.0F), prod17)); 
# 30
bias5(-(16.0F), bias5(bias5(input12[0], input10[lane13]), prod17, tid14)); 
# 31
} else { 
# 32
}  
# 33
} 
#endif
# 35 "v000627.cu"
void scale18(double *__restrict__ out19, long p20) { 
# 36
int lim21 = *out19; 
# 37
int iter22 = 0; 
# 38
while (iter22 < 6) { 
# 39
(out19[p20 & (7)])--; 
# 40
int lim23(62); 
# 41
if (p20 > (*out19)) { 
# 42
return; 
# 43
}  
# 44
++iter22; 
# 45
}  
# 46
unsigned val24 = *out19; 
# 47
} 
# 49
int bias25(double q26, int count27) { 
# 50
q26 -= count27; 
# 51
float w28{('A')}; 
# 52
bool y29 = (w28 != (w28 * q26)) || (!((w28 - (216)) >= q26)); 
# 53
if (y29 == (count27 & 33)) { 
# 54
if (count27 != q26) { 
# 55
(__cudaPushCallConfiguration(1 << 9, sizeof(float) * (64))) ? (void)0 : weigh9(&w28, nullptr, &w28, w28 * ((w28 > w28) ? 57 : q26)); 
# 56
static unsigned q30 = 33U; 
# 57
}  
# 58
} else { 
# 59
}  
# 60
return y29; 
# 61
} 
# 63
int main() { 
# 64
int size31 = 1639; 
# 65
size31 = (-((size31 << 6) >> (58 - size31))); 
# 66
float base32 = size31; 
# 67
++base32; 
# 68
size31 ^= bias25((((short)base32) <= 48) ? (56L) * base32 : size31, (+base32) + ((6UL) * base32)); 
# 69
return 0; 
# 70
} 

# 1 "v000627.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cd0abe0d_10_v000627_cu_202a4880
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000627.cudafe1.stub.c"
#include "v000627.cudafe1.stub.c"
# 1 "v000627.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
