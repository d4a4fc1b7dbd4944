# 1 "v000189.cu"
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
# 24 "v000189.cu"
__attribute__((visibility("hidden"))) void fold7_kernel(int lane8, const float *coef9) ;
#if 0
# 25
{ 
# 26
__attribute__((unused)) extern unsigned dyn_10[]; 
# 27
if ((dyn_10[3]) > lane8) { 
# 28
return; 
# 29
}  
# 30
int r11 = ((((dyn_10[3]) += 38U), (*coef9))); 
# 31
float w12 = ((double)14); 
# 32
(dyn_10[2]) &= ((33 >> (lane8 & sizeof(float))) + 14); 
# 33
{ 
# 34
int y13 = dyn_10[r11 & 7]; 
# 35
r11 &= 1590; 
# 36
} 
# 37
} 
#endif
# 38 "v000189.cu"
float g_bias14 = (58UL); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 40
__attribute__((unused)) static int kick15(int len16, float *__restrict__ buf17) 
# 41
{int volatile ___ = 1;(void)len16;(void)buf17;
# 47
::exit(___);}
#if 0
# 41
{ 
# 42
if (const float lo18 = (4.75F); (buf17[len16 & 7]) > (len16 + lo18)) { 
# 43
len16 *= ((float)48); 
# 44
static_assert(((2 * 7) > 13));
# 45
}  
# 46
return *buf17; 
# 47
} 
#endif

#pragma GCC diagnostic pop

# 49 "v000189.cu"
static signed char kick19(int stride20, int *acc21, unsigned *buf22) 
# 50
{ 
# 51
double sum23 = 2 % stride20; 
# 52
(__cudaPushCallConfiguration(sizeof(float), ((dim3)(10 + 502)), sizeof(unsigned) * (1024))) ? (void)0 : fold7_kernel(sizeof(long long), reinterpret_cast< const float *>(acc21)); 
# 53
{ 
# 54
(__cudaPushCallConfiguration((stride20 + 255) / 256, 512, sizeof(double) * (32))) ? (void)0 : fold7_kernel((((acc21[stride20]) += 614L), 256) % (51 | (*acc21)), reinterpret_cast< const float *>(acc21)); 
# 55
if (acc21 != (nullptr)) { 
# 56
return *buf22; 
# 57
}  
# 58
} 
# 59
dim3 flag24 = dim3(1 << 2, sizeof(unsigned) * (2), sizeof(float) * (4)); 
# 60
return (stride20 - sizeof(int)); 
# 61
} 
# 63
static float check_shade25(int stride26, const float *in27, signed char alpha28) 
# 64
{ 
# 65
static_assert((35 == 35), "size check");
# 66
(__cudaPushCallConfiguration(1, 256)) ? (void)0 : fold7_kernel(((short)26) << alpha28, nullptr); 
# 67
g_bias14 = alpha28; 
# 68
alpha28 >>= 1; 
# 69
stride26 ^= ((((stride26 >= (in27[1])) || (alpha28 > 31)) || (stride26 >= stride26)) ? 14 : stride26); 
# 70
return ((long long)(in27[stride26 & 7])); 
# 71
} 
# 73
int main() 
# 74
{ 
# 75
int size29 = 357; 
# 76
auto lo30 = (size29 & size29) + 18; 
# 77
g_bias14 *= (5.0F); 
# 78
size29 = size29; 
# 79
return 0; 
# 80
} 

# 1 "v000189.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7a60e127_10_v000189_cu_f89b25fe
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000189.cudafe1.stub.c"
#include "v000189.cudafe1.stub.c"
# 1 "v000189.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
