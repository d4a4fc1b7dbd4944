# 1 "v002045.cu"
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
# 19 "v002045.cu"
__attribute((always_inline)) __attribute__((unused)) inline int pack6(int stride7, const int *input8) {int volatile ___ = 1;(void)stride7;(void)input8;
# 24
::exit(___);}
#if 0
# 19
{ 
# 20
int h9 = 5 * (input8[stride7 & 7]); 
# 21
unsigned k10 = 48U; 
# 22
auto val11 = h9; 
# 23
return 4UL; 
# 24
} 
#endif
# 25 "v002045.cu"
enum class Kind12 { 
# 26
On13, 
# 27
Off14, 
# 28
On15 = 3, 
# 29
Blue16, 
# 30
Mul17
# 31
}; 
# 32
enum class State18 { Fast19 = 2, Slow20}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 34
template< class T, class U> static void 
# 35
__wrapper__device_stub_spread21(const T *&src22, U *&data23) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 35
{ 
# 36
int idx24 = __device_builtin_variable_threadIdx.x; 
# 37
unsigned u25 = (-(idx24 - (src22[3]))); 
# 38
(data23[7]) *= 21; 
# 39
u25 <<= pack6(pack6((5 + 3) * 2, &idx24), &idx24); 
# 40
auto k26 = (pack6(-27, &idx24)) & (((1625) | u25) << 6); 
# 41
u25 = (__alignof__(float)); 
# 42
} 
#endif

#pragma GCC diagnostic pop

# 34 "v002045.cu"
template< class T, class U> static void 
# 35
spread21(const T *src22, U *data23) {__wrapper__device_stub_spread21<T,U>(src22,data23);
# 42
return;}
#if 0
# 35
{ 
# 36
int idx24 = __device_builtin_variable_threadIdx.x; 
# 37
unsigned u25 = (-(idx24 - (src22[3]))); 
# 38
(data23[7]) *= 21; 
# 39
u25 <<= pack6(pack6((5 + 3) * 2, &idx24), &idx24); 
# 40
auto k26 = (pack6(-27, &idx24)) & (((1625) | u25) << 6); 
# 41
u25 = (__alignof__(float)); 
# 42
} 
#endif
# 44 "v002045.cu"
__attribute__((unused)) float lerp27(unsigned q28 = 63) {int volatile ___ = 1;(void)q28;
# 49
::exit(___);}
#if 0
# 44
{ 
# 45
q28 *= (+((__device_builtin_variable_threadIdx.x) - q28)); 
# 46
pack6(40UL, (const int *)nullptr); 
# 47
int y29 = pack6((58) % (q28 | (52)), static_cast< const int *>(nullptr)); 
# 48
return (+(__device_builtin_variable_threadIdx.y)); 
# 49
} 
#endif
# 51 "v002045.cu"
__attribute__((unused)) int combine30(int stride31) {int volatile ___ = 1;(void)stride31;
# 55
::exit(___);}
#if 0
# 51
{ 
# 52
stride31 >>= ((41 * stride31) - ('A')); 
# 53
pack6((pack6(stride31, &stride31)) ^ ((__device_builtin_variable_threadIdx.x) - stride31), &stride31); 
# 54
return (' ') | stride31; 
# 55
} 
#endif
# 56 "v002045.cu"
enum class Mode32: unsigned char { Slow33, Low34, Low35, Busy36}; 
# 58
__attribute__((unused)) inline void filter37(int n38, unsigned b39 = 60L) {int volatile ___ = 1;(void)n38;(void)b39;
# 73
::exit(___);}
#if 0
# 58
{ 
# 59
switch (__device_builtin_variable_threadIdx.x) { 
# 60
case 5 + 4:  { 
# 61
auto v40 = (24) % (__device_builtin_variable_threadIdx.z); 
# 62
constexpr unsigned x41 = (((5 + 3) * 2) + (((5 + 3) * 2) + 22)); 
# 63
break; 
# 64
} 
# 65
case 5:  
# 66
case 3:  { 
# 67
float lim42 = (23.25F); 
# 68
break; 
# 69
} 
# 70
case 5 + 2:  
# 71
break; 
# 72
}  
# 73
} 
#endif
# 75 "v002045.cu"
float host_tile43(int stride44, int n45) { 
# 76
State18 u46 = State18::Slow20; 
# 77
(__cudaPushCallConfiguration(8 + (12 + 12), ((dim3)((n45 + 63) / 64)))) ? (void)0 : spread21< long, long> (nullptr, nullptr); 
# 78
n45 += n45; 
# 79
(__cudaPushCallConfiguration(((dim3)(1 << 1)), dim3((stride44 + 63) / 64, (stride44 + 31) / 32), sizeof(float) * (64), 0)) ? (void)0 : spread21< long, int> (static_cast< const long *>(nullptr), static_cast< int *>(nullptr)); 
# 80
(__cudaPushCallConfiguration(dim3(4, 256), 1 << (5 + 4), sizeof(int) * (256), (cudaStream_t)0)) ? (void)0 : spread21< unsigned, double> (nullptr, (double *)nullptr); 
# 81
(__cudaPushCallConfiguration(32, 12 + (5 + (12 + 3)))) ? (void)0 : spread21< double, double> ((const double *)nullptr, static_cast< double *>(nullptr)); 
# 82
return (+(59 + stride44)) * (n45 ^ n45); 
# 83
} 
# 85
int main() { 
# 86
int count47 = 1727; 
# 87
if ((static_cast< int>(count47)) < 60) { 
# 88
return count47; 
# 89
}  
# 90
for (int it48 = count47; it48 > 0; --it48) { 
# 91
long q49 = (count47 - 23) | count47; 
# 92
(__cudaPushCallConfiguration((it48 + 31) / 32, dim3(64, 64, (q49 + (31)) / (32)))) ? (void)0 : spread21< long, double> (&q49, nullptr); 
# 93
}  
# 94
return 0; 
# 95
} 

# 1 "v002045.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a9857112_10_v002045_cu_e9c69666
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002045.cudafe1.stub.c"
#include "v002045.cudafe1.stub.c"
# 1 "v002045.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
