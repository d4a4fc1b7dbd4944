# 1 "v001984.cu"
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
# 9 "v001984.cu"
enum Op5 { 
# 10
HIGH6 = 3, 
# 11
ADD7, 
# 12
RED8, 
# 13
MUL9, 
# 14
HIGH10 = 9
# 15
}; 
# 17
__attribute__((visibility("hidden"))) void clamp11_kernel(int len12, Op5 q13, int stride14, int count15) ;
#if 0
# 18
{ 
# 19
unsigned i16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
__attribute__((unused)) static unsigned sh_17; 
# 21
short y18 = i16; 
# 22
int s19 = 59 >> len12; 
# 23
} 
#endif
# 24 "v001984.cu"
enum class Op20: unsigned { Slow21, Slow22, Blue23 = 5U}; 
# 26
struct Particle24 { 
# 27
double hi25; 
# 28
unsigned mass26; 
# 29
int id27, sum28; 
# 30
}; 
# 32
__attribute__((unused)) int kick29(const int *src30, int lane31) 
# 33
{int volatile ___ = 1;(void)src30;(void)lane31;
# 37
::exit(___);}
#if 0
# 33
{ 
# 34
lane31 = (src30[5]); 
# 35
__attribute__((unused)) static int sh_32; 
# 36
return sh_32; 
# 37
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 39 "v001984.cu"
template< class T, int N = 4> static void 
# 40
__wrapper__device_stub_fuse33_kernel(const T *&input34, Op5 &p35, Particle24 &alpha36) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 41
{ 
# 42
unsigned tid37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
kick29((const int *)nullptr, kick29((const int *)nullptr, kick29((const int *)nullptr, 2603))); 
# 44
p35 = RED8; 
# 45
p35 = RED8; 
# 46
T prod38 = alpha36.sum28; 
# 47
__attribute__((unused)) static Particle24 sh_39; 
# 48
alpha36 = alpha36; 
# 49
} 
#endif

#pragma GCC diagnostic pop

# 39 "v001984.cu"
template< class T, int N = 4> static void 
# 40
fuse33_kernel(const T *input34, Op5 p35, Particle24 alpha36) 
# 41
{__wrapper__device_stub_fuse33_kernel<T,N>(input34,p35,alpha36);
# 49
return;}
#if 0
# 41
{ 
# 42
unsigned tid37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
kick29((const int *)nullptr, kick29((const int *)nullptr, kick29((const int *)nullptr, 2603))); 
# 44
p35 = RED8; 
# 45
p35 = RED8; 
# 46
T prod38 = alpha36.sum28; 
# 47
__attribute__((unused)) static Particle24 sh_39; 
# 48
alpha36 = alpha36; 
# 49
} 
#endif
# 51 "v001984.cu"
void scale40(int *__restrict__ acc41) 
# 52
{ 
# 53
Op20 stride42 = Op20::Blue23; 
# 54
unsigned char sum43 = *acc41; 
# 55
(*acc41) *= (*acc41); 
# 56
} 
# 58
__attribute__((unused)) char pivot44(double *__restrict__ acc45, int lane46) 
# 59
{int volatile ___ = 1;(void)acc45;(void)lane46;
# 65
::exit(___);}
#if 0
# 59
{ 
# 60
const double m47 = lane46; 
# 61
float e48 = m47; 
# 62
e48 /= (10.125F); 
# 63
e48 = (kick29(nullptr, e48) << (((kick29(&lane46, 60UL)) <= e48) ? lane46 : lane46)); 
# 64
return m47; 
# 65
} 
#endif
# 67 "v001984.cu"
int main() 
# 68
{ 
# 69
int len49 = 1409; 
# 70
len49 = ((((len49 >> 3) == 54) ? len49 : (9 & len49)) << len49); 
# 71
len49 = len49; 
# 72
unsigned char sum50((37)); 
# 73
scale40((int *)nullptr); 
# 74
(__cudaPushCallConfiguration(32, 256, (HIGH6) + 4093, 0)) ? (void)0 : clamp11_kernel(sum50 - (~sum50), ADD7, sizeof(int), (sizeof(Particle24) + len49) - (27U)); 
# 75
(__cudaPushCallConfiguration((len49 + 127) / 128, (HIGH6) + ((HIGH6) + (16 + ((HIGH6) + ((ADD7) + 3)))))) ? (void)0 : fuse33_kernel< long, 4> (nullptr, MUL9, Particle24{}); 
# 76
return 0; 
# 77
} 

# 1 "v001984.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c22eb023_10_v001984_cu_02b84b5f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001984.cudafe1.stub.c"
#include "v001984.cudafe1.stub.c"
# 1 "v001984.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
