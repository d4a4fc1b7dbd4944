# 1 "v002231.cu"
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
# 22 "v002231.cu"
__attribute__((visibility("hidden"))) void update5_kernel(const int *__restrict__ src6, const unsigned short *__restrict__ input7, const int *input8) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern int dyn_9[]; 
# 25
((dyn_9[5])++), ((dyn_9[(__device_builtin_variable_blockDim.x) & (7)]) %= (*input8)); 
# 26
(dyn_9[__device_builtin_variable_warpSize]) >>= ((__device_builtin_variable_blockIdx.x) * (((dyn_9[0]) += (dyn_9[__device_builtin_variable_threadIdx.x])), ((15) * (__device_builtin_variable_blockDim.x)))); 
# 27
--(dyn_9[5]); 
# 28
} 
#endif
# 29 "v002231.cu"
bool g_blend10 = (0); 
# 31
static int host_trace11(int stride12) 
# 32
{ 
# 33
stride12 >>= g_blend10; 
# 34
stride12 = (52LL); 
# 35
{ 
# 36
if (g_blend10 >= stride12) { 
# 37
return -2761; }  
# 38
stride12 -= (12 | (stride12 | 8)); 
# 39
} 
# 40
constexpr long t13 = (5 + 2); 
# 41
return t13; 
# 42
} 
# 44
static void combine14_kernel(char *dst15) ;
#if 0
# 45
{ 
# 46
__attribute__((unused)) extern int dyn_16[]; 
# 47
unsigned idx17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
(dst15[__device_builtin_variable_threadIdx.x]) ^= sizeof(float); 
# 49
int mid18 = static_cast< float>(idx17); 
# 50
float cnt19 = idx17; 
# 51
int v20[6] = {}; 
# 52
} 
#endif
# 53 "v002231.cu"
enum class Mode21 { Red22, Red23 = 5}; 
# 55
__attribute__((unused)) inline void bias24(int count25, signed char *dst26) 
# 56
{int volatile ___ = 1;(void)count25;(void)dst26;
# 64
::exit(___);}
#if 0
# 56
{ 
# 57
if ((*dst26) + 41) { 
# 58
return; }  
# 59
(*dst26) = (__device_builtin_variable_threadIdx.x); 
# 60
static_assert((11 == 11));
# 61
if (((dst26[1]) + 61) == (dst26[5])) { 
# 62
return; }  
# 63
constexpr unsigned q27 = (3047); 
# 64
} 
#endif
# 66 "v002231.cu"
constexpr int check_pivot28(int stride29, int len30) 
# 67
{ 
# 68
len30 *= 5; 
# 69
return len30; 
# 70
} 
# 72
int main() 
# 73
{ 
# 74
int count31 = 1633; 
# 75
count31 %= ((1836UL + g_blend10) ^ (' ')); 
# 76
g_blend10 = (0); 
# 77
(__cudaPushCallConfiguration((count31 + 255) / 256, 128)) ? (void)0 : update5_kernel(&count31, (const unsigned short *)nullptr, &count31); 
# 78
(__cudaPushCallConfiguration(2, 64, 1 << 12)) ? (void)0 : combine14_kernel(nullptr); 
# 79
return 0; 
# 80
} 

# 1 "v002231.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d90f9b5e_10_v002231_cu_d9b3972e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002231.cudafe1.stub.c"
#include "v002231.cudafe1.stub.c"
# 1 "v002231.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
