# 1 "v001045.cu"
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
# 5 "v001045.cu"
__attribute__((visibility("hidden"))) void step1(double cfg2) ;
#if 0
# 6
{ 
# 7
unsigned i3 = __device_builtin_variable_threadIdx.x; 
# 8
float x4 = i3; 
# 9
char lo5 = (61L); 
# 10
float k6 = +i3; 
# 11
auto m7 = x4; 
# 12
} 
#endif
# 14 "v001045.cu"
static int run_accum8(int stride9, int n10, unsigned cfg11) 
# 15
{ 
# 16
dim3 res12((cfg11 + (31)) / (32), 1 << 1, (n10 + 255) / 256); 
# 17
stride9 *= (cfg11 / (1)); 
# 18
dim3 k13((cfg11 + (255)) / (256), 2, 1 << 4); 
# 19
return 41U; 
# 20
} 
# 21
using idx14_t = long long; 
# 22
using ptr15_t = unsigned *; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 25
template< class T, int N = 6> static void 
# 26
__wrapper__device_stub_merge16_kernel(T &alpha17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 27
{ 
# 28
int i18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
alpha17 = (((1L + i18) & (__device_builtin_variable_blockDim.x)) + (40U)); 
# 30
alpha17 += (__device_builtin_variable_blockIdx.y); 
# 31
const T flag19 = (61); 
# 32
alpha17++; 
# 33
} 
#endif

#pragma GCC diagnostic pop

# 25 "v001045.cu"
template< class T, int N = 6> static void 
# 26
merge16_kernel(T alpha17) 
# 27
{__wrapper__device_stub_merge16_kernel<T,N>(alpha17);
# 33
return;}
#if 0
# 27
{ 
# 28
int i18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
alpha17 = (((1L + i18) & (__device_builtin_variable_blockDim.x)) + (40U)); 
# 30
alpha17 += (__device_builtin_variable_blockIdx.y); 
# 31
const T flag19 = (61); 
# 32
alpha17++; 
# 33
} 
#endif
# 35 "v001045.cu"
template< class T, int N = 3> __attribute__((unused)) short 
# 36
fold20(T cfg21, T *dst22) 
# 37
{int volatile ___ = 1;(void)cfg21;(void)dst22;
# 46
::exit(___);}
#if 0
# 37
{ 
# 38
unsigned val23 = *dst22; 
# 39
cfg21++; 
# 40
static_assert((sizeof(int) == (4)));
# 41
float q24 = val23; 
# 42
const T lo25 = ((N) - ((__alignof__(int) <= (dst22[2])) ? val23 : (N))) >> ((__device_builtin_variable_gridDim.z) * 14UL); 
# 43
int cnt26 = cfg21; 
# 44
T hi27 = (N); 
# 45
return cnt26; 
# 46
} 
#endif
# 48 "v001045.cu"
int main() 
# 49
{ 
# 50
int n28 = 2359; 
# 51
bool lim29 = (n28 - (5 + n28)) <= 9UL; 
# 52
n28--; 
# 53
n28 = (lim29 ? n28 >> (n28 - 59) : ((lim29 - 13) * lim29)); 
# 54
bool lo30 = n28 & 1; 
# 55
(__cudaPushCallConfiguration(128, 32, sizeof(int) * (32))) ? (void)0 : step1((12.25)); 
# 56
(__cudaPushCallConfiguration((n28 + 31) / 32, 32)) ? (void)0 : merge16_kernel< double, 6> ((n28 > 57) ? lo30 : 31); 
# 57
return 0; 
# 58
} 

# 1 "v001045.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__986d6b8f_10_v001045_cu_20300b00
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001045.cudafe1.stub.c"
#include "v001045.cudafe1.stub.c"
# 1 "v001045.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
