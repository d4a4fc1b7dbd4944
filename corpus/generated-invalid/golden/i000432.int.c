# 1 "i000432.cu"
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
# 7 "i000432.cu"
__attribute__((visibility("hidden"))) void apply3_kernel(const int *in4, signed char *acc5, int count6, const unsigned *in7) ;
#if 0
# 8
{ 
# 9
++(acc5[5]); 
# 10
int s8 = ('0'); 
# 11
int off9 = in7[7]; 
# 12
} 
#endif
# 14 "i000432.cu"
__attribute__((unused)) void march10(unsigned *out11, int *buf12) 
# 15
{int volatile ___ = 1;(void)out11;(void)buf12;
# 18
::exit(___);}
#if 0
# 15
{ 
# 16
constexpr double q13 = (-(23.0)); 
# 17
float e14 = ((int)1957) * (buf12[3]); 
# 18
} 
#endif
# 19 "i000432.cu"
namespace detail15 { namespace v16 { 
# 20
__attribute__((unused)) unsigned smooth17(const unsigned *src18, int count19, const double *in20) 
# 21
{int volatile ___ = 1;(void)src18;(void)count19;(void)in20;
# 25
::exit(___);}
#if 0
# 21
{ 
# 22
(count19--), (count19 = ((10) - (((*src18) - 24L) * ((*src18) - (54))))); 
# 23
count19 = (sizeof(long) + (*src18)); 
# 24
return (count19 % count19) * (static_cast< int>(3564)); 
# 25
} 
#endif
# 26 "i000432.cu"
}}
# 28
static void tally21_kernel(int count22) ;
#if 0
# 29
{ 
# 30
float q23 = (24.375F); 
# 31
if (count22 * count22) { 
# 32
return; }  
# 33
unsigned u24[4] = {}; 
# 34
count22 %= (((u24[3]) > (q23 / (8))) ? count22 | 1770 : count22); 
# 35
int s25 = (33U); 
# 36
(u24[count22]) &= ((u24[s25 & 3]) + (12)); 
# 37
} 
#endif
# 38 "i000432.cu"
unsigned gather26(float *acc27, const float *src28, unsigned short p29 = 11) 
# 39
{ 
# 40
int iter30 = 0; 
# 41
do { 
# 42
float *stride31 = const_cast< float *>(src28); 
# 43
++iter30; 
# 44
} while (iter30 < iter30); 
# 45
int w32(iter30); 
# 46
(__cudaPushCallConfiguration(2, dim3((w32 + 255) / 256, 2), 0)) ? (void)0 : tally21_kernel(39); 
# 47
double v33 = *acc27; 
# 48
unsigned u34[3]{(53), (22), (33)}; 
# 49
return (static_cast< double>((18LL) + (acc27[p29]))) + (static_cast< unsigned char>(3477LL % p29)); 
# 50
} 
# 51
int main() 
# 52
{ 
# 53
int size35 = 1522; 
# 54
short small36 = (70000); 
# 55
static_assert(((19 * 3) == 57));
# 56
(__cudaPushCallConfiguration(1 << 4, 1 << 8)) ? (void)0 : apply3_kernel(nullptr, nullptr, size35, static_cast< const unsigned *>(nullptr)); 
# 57
(__cudaPushCallConfiguration(1 << 9, 16 * 8, 0)) ? (void)0 : apply3_kernel(nullptr, nullptr, size35, nullptr); 
# 58
size35 ^= (((size35 * size35) ^ (2 & size35)) | ('#')); 
# 59
return 0; 
# 60
} 

# 1 "i000432.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5cd91ce1_10_i000432_cu_0338c5d9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000432.cudafe1.stub.c"
#include "i000432.cudafe1.stub.c"
# 1 "i000432.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
