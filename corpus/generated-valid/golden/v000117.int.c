# 1 "v000117.cu"
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
# 9 "v000117.cu"
signed char update3(int n4) { 
# 10
signed char y5 = n4 / (n4 + n4); 
# 11
if (y5 == 23) { 
# 12
return __alignof__(int); 
# 13
}  
# 14
short stride6 = (4899UL); 
# 15
return 47; 
# 16
} 
# 18
namespace util7 { 
# 19
__attribute__((visibility("hidden"))) void combine8_kernel(unsigned cfg9) ;
#if 0
# 19
{ 
# 20
int gid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
cfg9 &= ((((1) + (__device_builtin_variable_threadIdx.y)) + gid10) >> (update3(cfg9))); 
# 22
double u11((40)); 
# 23
} 
#endif
# 25 "v000117.cu"
__attribute__((visibility("hidden"))) void step12(int count13) ;
#if 0
# 25
{ 
# 26
if (count13 >= 48) { 
# 27
return; 
# 28
}  
# 29
static_assert((sizeof(int) == (4)));
# 30
} 
#endif
# 31 "v000117.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 34
template< class T> static void 
# 35
__wrapper__device_stub_spread14_kernel(T &beta15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 35
{ 
# 36
int idx16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
beta15 = (idx16 + (idx16 * (update3(46)))); 
# 38
T r17(beta15); 
# 39
constexpr float w18 = (-(1.5F)); 
# 40
beta15 = (__device_builtin_variable_blockIdx.x); 
# 41
update3(r17 / r17); 
# 42
auto cnt19 = update3(12); 
# 43
} 
#endif

#pragma GCC diagnostic pop

# 34 "v000117.cu"
template< class T> static void 
# 35
spread14_kernel(T beta15) {__wrapper__device_stub_spread14_kernel<T>(beta15);
# 43
return;}
#if 0
# 35
{ 
# 36
int idx16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
beta15 = (idx16 + (idx16 * (update3(46)))); 
# 38
T r17(beta15); 
# 39
constexpr float w18 = (-(1.5F)); 
# 40
beta15 = (__device_builtin_variable_blockIdx.x); 
# 41
update3(r17 / r17); 
# 42
auto cnt19 = update3(12); 
# 43
} 
#endif
# 45 "v000117.cu"
__attribute__((visibility("hidden"))) void smooth20_kernel(long long *__restrict__ acc21, float *__restrict__ buf22, int *__restrict__ out23, const short *in24) ;
#if 0
# 45
{ 
# 46
int gid25 = __device_builtin_variable_threadIdx.x; 
# 47
float e26 = update3(update3(sizeof(unsigned))); 
# 48
e26 = (update3(7)); 
# 49
auto acc27 = (56 + (in24[1])) * 30; 
# 50
update3((int)(acc27 >> 12)); 
# 51
update3(acc27); 
# 52
} 
#endif
# 54 "v000117.cu"
int host_spread28(unsigned short b29) { 
# 55
if (int lim30 = ((update3(b29)) - ((b29 < 30) ? b29 : 30)) * (update3(update3(b29))); ((b29 - 9) * (lim30 * b29)) == (update3(b29))) { 
# 56
(__cudaPushCallConfiguration(2, 1 << 6, 512 * 2, (cudaStream_t)0)) ? (void)0 : util7::step12(b29 << b29); 
# 57
}  
# 58
int w31 = 0; 
# 59
do { 
# 60
(__cudaPushCallConfiguration((w31 + 31) / 32, 1 << 6)) ? (void)0 : util7::step12(b29 / (update3(56LL))); 
# 61
static_assert((3 > 2), "expected value");
# 62
++w31; 
# 63
} while ((w31 < 7) && (w31 == 55) && (w31 <= 58U)); 
# 64
(__cudaPushCallConfiguration((w31 + 255) / 256, 64)) ? (void)0 : util7::step12(update3(62U)); 
# 65
return 46U; 
# 66
} 
# 68
int main() { 
# 69
int size32 = 2244; 
# 70
if (((size32 < size32) ? size32 : size32) <= (' ')) { 
# 71
return (size32 << 6) - size32; 
# 72
}  
# 73
if ((16 <= size32) && ((update3(size32)) != size32)) { 
# 74
if ((size32 * size32) == 27LL) { 
# 75
return sizeof(int); 
# 76
}  
# 77
(__cudaPushCallConfiguration(2, 512, 0, 0)) ? (void)0 : util7::combine8_kernel(update3((size32 < size32) ? size32 : size32)); 
# 78
constexpr int q33 = (7L); 
# 79
}  
# 80
(__cudaPushCallConfiguration((size32 + 31) / 32, sizeof(int) * (32))) ? (void)0 : spread14_kernel< float> (size32); 
# 81
(__cudaPushCallConfiguration(1 << 5, 128)) ? (void)0 : smooth20_kernel((long long *)nullptr, nullptr, nullptr, nullptr); 
# 82
return 0; 
# 83
} 

# 1 "v000117.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__97aff465_10_v000117_cu_310cfd36
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000117.cudafe1.stub.c"
#include "v000117.cudafe1.stub.c"
# 1 "v000117.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
