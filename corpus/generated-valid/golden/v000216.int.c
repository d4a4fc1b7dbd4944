# 1 "v000216.cu"
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
# 21 "v000216.cu"
void sweep5(const int *input6, float beta7, int stride8) 
# 22
{ 
# 23
unsigned long res9 = (-(*input6)) / 44; 
# 24
unsigned short tmp10 = (((stride8 += 12), res9)); 
# 25
if ((9 + stride8) <= beta7) { 
# 26
do { beta7 += (32); } while (0); 
# 27
beta7 = (*input6); 
# 28
}  
# 29
long base11 = (786U) - (res9 >> ((beta7 += tmp10), 4060L)); 
# 30
} 
# 32
static void update12_kernel(int len13, const unsigned *__restrict__ coef14) ;
#if 0
# 33
{ 
# 34
unsigned i15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
len13 = ((((__device_builtin_variable_gridDim.x) - (2513)) * ((__device_builtin_variable_blockIdx.x) % (coef14[__device_builtin_variable_warpSize & 7]))) * (53U % (coef14[2]))); 
# 36
const double r16 = (4); 
# 37
len13 = ((33) & (coef14[len13 & 7])); 
# 38
bool off17{true}; 
# 39
} 
#endif
# 41 "v000216.cu"
float blend18(int count19) 
# 42
{ 
# 43
(__cudaPushCallConfiguration((count19 + 255) / 256, 1 << (4 + 2), 1 << 8, 0)) ? (void)0 : update12_kernel(count19, nullptr); 
# 44
count19 = (-(count19 + count19)); 
# 45
(__cudaPushCallConfiguration((count19 + 63) / 64, sizeof(unsigned) * (4 + 4))) ? (void)0 : update12_kernel(18UL - (count19 + count19), nullptr); 
# 46
int w20 = 0; 
# 47
do { 
# 48
auto lam25 = [lo21 = count19](float lim22, float k23) { 
# 49
constexpr float idx24 = (3512); 
# 50
k23 = (lo21); 
# 51
} ; typedef decltype(lam25) __T0;
# 52
lam25(count19, (18.75F)); 
# 53
count19 = w20; 
# 54
const char *x26 = ("tile"); 
# 55
++w20; 
# 56
} while ((w20 < 12) && ((w20 + count19) < 11U)); 
# 57
return (w20 - count19) ^ count19; 
# 58
} 
# 60
int main() 
# 61
{ 
# 62
int count27 = 4034; 
# 63
switch (count27) { 
# 64
case 11:  
# 65
do { count27 += count27; } while (0); 
# 66
count27 = ((count27 | count27) | (count27 >> (8 * count27))); 
# 67
break; 
# 68
}  
# 69
int acc28 = (29LL); 
# 70
return 0; 
# 71
} 

# 1 "v000216.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a987e1ae_10_v000216_cu_1959b788
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000216.cudafe1.stub.c"
#include "v000216.cudafe1.stub.c"
# 1 "v000216.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
