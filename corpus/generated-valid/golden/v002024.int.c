# 1 "v002024.cu"
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
# 9 "v002024.cu"
__attribute__((unused)) void kick3(int stride4, char *dst5, bool a6) 
# 10
{int volatile ___ = 1;(void)stride4;(void)dst5;(void)a6;
# 15
::exit(___);}
#if 0
# 10
{ 
# 11
(*dst5)--; 
# 12
double h7 = (signed char)(__device_builtin_variable_blockDim.z); 
# 13
if ((unsigned)(*dst5)) { 
# 14
return; }  
# 15
} 
#endif
# 17 "v002024.cu"
namespace math8 { 
# 18
__attribute__((visibility("hidden"))) void clamp9(const double *input10, const int *__restrict__ src11, int stride12) ;
#if 0
# 19
{ 
# 20
stride12 = stride12; 
# 21
stride12 = (stride12 & (4197U << ((__device_builtin_variable_threadIdx.x) & (src11[6])))); 
# 22
stride12 |= (((unsigned)(*input10)) * ((src11[2]) | stride12)); 
# 23
if ((__device_builtin_variable_blockDim.y) >= ((float)(input10[0]))) { 
# 24
return; }  
# 25
stride12 %= ((long)(src11[stride12 & 7])); 
# 26
} 
#endif
# 27 "v002024.cu"
}
# 28
enum class Kind13: unsigned { Green14, Red15 = 3U, On16 = 5U, Fast17 = 8U}; 
# 30
namespace img18 { 
# 31
__attribute__((visibility("hidden"))) void apply19(int count20, int count21) ;
#if 0
# 32
{ 
# 33
__attribute__((unused)) extern int dyn_22[]; 
# 34
unsigned idx23 = __device_builtin_variable_threadIdx.x; 
# 35
if (idx23 >= count21) { 
# 36
return; }  
# 37
(dyn_22[count20]) >>= (64U - (__device_builtin_variable_threadIdx.y)); 
# 38
static_assert((40 > 39), "expected value");
# 39
Kind13 stride24 = Kind13::Green14; 
# 40
} 
#endif
# 41 "v002024.cu"
}
# 43
int filter25(int stride26, int n27, int n28) 
# 44
{ 
# 45
stride26 = (('A') + ((n28 % stride26) / (stride26 * stride26))); 
# 46
auto op29 = [&]()->int { 
# 47
(n28) = (sizeof(float)); 
# 48
(__cudaPushCallConfiguration(((n27) + 127) / 128, sizeof(unsigned) * (128))) ? (void)0 : img18::apply19(2, 44); 
# 49
(__cudaPushCallConfiguration(16, 64)) ? (void)0 : math8::clamp9((const double *)nullptr, nullptr, 7); 
# 50
return (int)L'\x7a'; 
# 51
} ; typedef decltype(op29) __T0;
# 52
stride26 = (-0); 
# 53
Kind13 acc30 = Kind13::Red15; 
# 54
return n27; 
# 55
} 
# 57
int main() 
# 58
{ 
# 59
int size31 = 2118; 
# 60
size31 = ((~size31) - size31); 
# 61
auto op34 = [=](int w32, unsigned long w33) mutable->unsigned char { 
# 62
(__cudaPushCallConfiguration((w33 + (127)) / (128), 32, 1024)) ? (void)0 : math8::clamp9(nullptr, (const int *)nullptr, (unsigned)53UL); 
# 63
(__cudaPushCallConfiguration(1 << 2, 256, sizeof(float) * (32))) ? (void)0 : math8::clamp9((const double *)nullptr, (const int *)nullptr, size31); 
# 64
++w33; 
# 65
return ('a') << ((int)w32); 
# 66
} ; typedef decltype(op34) __T1;
# 67
size31 &= 39; 
# 68
([&]{ 
# 69
++(size31); 
# 70
} )(); 
# 71
--size31; 
# 72
(__cudaPushCallConfiguration(16, 32, sizeof(int) * (32))) ? (void)0 : img18::apply19(+size31, size31 / size31); 
# 73
return 0; 
# 74
} 

# 1 "v002024.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9e79e3d7_10_v002024_cu_c971aeb9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002024.cudafe1.stub.c"
#include "v002024.cudafe1.stub.c"
# 1 "v002024.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
