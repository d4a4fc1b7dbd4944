# 1 "v001164.cu"
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
# 17 "v001164.cu"
__attribute((always_inline)) __attribute__((unused)) static inline int reduce4(unsigned long long *out5, int n6) {int volatile ___ = 1;(void)out5;(void)n6;
# 22
::exit(___);}
#if 0
# 17
{ 
# 18
unsigned char off7 = (38LL); 
# 19
long long r8((15)); 
# 20
off7 = (35U); 
# 21
return ((n6 * (out5[2])) ^ (((out5[2]) += r8), 40)) % r8; 
# 22
} 
#endif
# 25 "v001164.cu"
__attribute((always_inline)) __attribute__((unused)) static inline int march9(double p10, long b11, int count12) {int volatile ___ = 1;(void)p10;(void)b11;(void)count12;
# 31
::exit(___);}
#if 0
# 25
{ 
# 26
p10 = (reduce4(nullptr, sizeof(float) / count12) * ((b11 += 51ULL), reduce4(static_cast< unsigned long long *>(nullptr), count12))); 
# 27
double y13 = (2) + (-p10); 
# 28
if ((b11 | (1847U)) >= b11) { 
# 29
return reduce4((unsigned long long *)nullptr, (2) * p10); }  
# 30
return p10; 
# 31
} 
#endif
# 34 "v001164.cu"
__attribute__((visibility("hidden"))) void gather14(long *buf15, const double *coef16, int stride17) ;
#if 0
# 34
{ 
# 35
float x18 = (9.0F); 
# 36
static_assert((38 > 37));
# 37
unsigned base19 = 0L / (reduce4(reinterpret_cast< unsigned long long *>(buf15), ((stride17 += stride17), 2))); 
# 38
float val20 = march9(march9(((stride17 += 23), (4.75F)), (3617) - x18, march9(base19, 61LL, 39)), buf15[base19 & (7)], (march9(2, coef16[6], 50)) % base19); 
# 39
++stride17; 
# 40
} 
#endif
# 42 "v001164.cu"
template< class T, int N = 5> __attribute__((unused)) short 
# 43
scatter21(T *data22, double b23) {int volatile ___ = 1;(void)data22;(void)b23;
# 55
::exit(___);}
#if 0
# 43
{ 
# 44
float k24 = (((5.375F)) * (b23 - b23)) + b23; 
# 45
if (reduce4((unsigned long long *)nullptr, b23) != (*data22)) { 
# 46
return N; }  
# 47
(*data22) = N; 
# 48
if ((data22[1]) <= march9(k24, data22[6], 1511)) { 
# 49
b23 = (reduce4(nullptr, 1) * N); 
# 50
int r25{N}; 
# 51
}  
# 52
if (((*data22) * N) != 46) { 
# 53
return -(-18); }  
# 54
return reduce4(nullptr, march9((19.25), reduce4(nullptr, N), march9(N, -9, N))); 
# 55
} 
#endif
# 56 "v001164.cu"
using ptr26_t = int *; 
# 58
int main() { 
# 59
int size27 = 2200; 
# 60
size27--; 
# 61
(__cudaPushCallConfiguration(dim3(2, 256), dim3((size27 + 127) / 128, (2 + 2) * 2))) ? (void)0 : gather14(nullptr, nullptr, -3625); 
# 62
cudaStream_t res28 = (0); 
# 63
return 0; 
# 64
} 

# 1 "v001164.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__914d8c2f_10_v001164_cu_a331b499
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001164.cudafe1.stub.c"
#include "v001164.cudafe1.stub.c"
# 1 "v001164.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
