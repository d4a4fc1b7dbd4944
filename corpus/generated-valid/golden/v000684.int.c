# 1 "v000684.cu"
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
# 8 "v000684.cu"
__attribute((always_inline)) __attribute__((unused)) inline int accum3(float *out4) {int volatile ___ = 1;(void)out4;
# 12
::exit(___);}
#if 0
# 8
{ 
# 9
char base5 = (40 * __device_builtin_variable_warpSize) & (__device_builtin_variable_blockIdx.x); 
# 10
(out4[2])--; 
# 11
return 22L + base5; 
# 12
} 
#endif
# 14 "v000684.cu"
namespace impl6 { 
# 15
enum class Kind7 { Busy8 = 1, High9 = 6, Slow10}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 17
template< class T> static void 
# 18
__wrapper__device_stub_tally11_kernel(const T *&in12, const char *&coef13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 18
{ 
# 19
T tmp14 = coef13[0]; 
# 21
#pragma unroll
for (
# 21
int j15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j15 < 10; j15 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 22
Kind7 h16 = impl6::Kind7::Slow10; 
# 23
if (tmp14 >= (-(in12[j15 & 7]))) { 
# 24
return; }  
# 25
accum3((float *)nullptr); 
# 26
}  
# 27
tmp14 = (static_cast< T>(accum3((float *)nullptr))); 
# 28
} 
#endif

#pragma GCC diagnostic pop

# 17 "v000684.cu"
template< class T> static void 
# 18
tally11_kernel(const T *in12, const char *coef13) {::impl6::__wrapper__device_stub_tally11_kernel<T>(in12,coef13);
# 28
return;}
#if 0
# 18
{ 
# 19
T tmp14 = coef13[0]; 
# 21
#pragma unroll
for (
# 21
int j15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j15 < 10; j15 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 22
Kind7 h16 = impl6::Kind7::Slow10; 
# 23
if (tmp14 >= (-(in12[j15 & 7]))) { 
# 24
return; }  
# 25
accum3((float *)nullptr); 
# 26
}  
# 27
tmp14 = (static_cast< T>(accum3((float *)nullptr))); 
# 28
} 
#endif
# 30 "v000684.cu"
__attribute__((unused)) double tile17(double *dst18, Kind7 beta19, int n20) {int volatile ___ = 1;(void)dst18;(void)beta19;(void)n20;
# 34
::exit(___);}
#if 0
# 30
{ 
# 31
n20 = (__device_builtin_variable_gridDim.x); 
# 32
float u21 = n20 ^ (((__device_builtin_variable_blockIdx.y) + (__device_builtin_variable_threadIdx.x)) * (accum3(reinterpret_cast< float *>(dst18)))); 
# 33
return accum3(reinterpret_cast< float *>(dst18)); 
# 34
} 
#endif
# 35 "v000684.cu"
}
# 38
__attribute((noinline)) __attribute__((unused)) int relax22(float *acc23, int n24, const float *src25) {int volatile ___ = 1;(void)acc23;(void)n24;(void)src25;
# 50
::exit(___);}
#if 0
# 38
{ 
# 39
if (((src25[__device_builtin_variable_threadIdx.x]) == (45)) || ((*acc23) != n24)) { 
# 40
return ((float)(__device_builtin_variable_gridDim.y)) / (11); }  
# 41
if ((src25[n24]) >= (src25[6])) { 
# 42
if ((((__device_builtin_variable_gridDim.x) + (__device_builtin_variable_threadIdx.x)) * (6)) < (accum3(acc23))) { 
# 43
(acc23[6]) = (accum3(acc23) + ((static_cast< int>(41)) - (n24 - __device_builtin_variable_warpSize))); }  
# 44
if ((((*src25) < (src25[5])) ? *src25 : (src25[5])) > (30)) { 
# 45
return 10; }  
# 46
(acc23[4]) = (src25[n24]); 
# 47
}  
# 48
unsigned lim26((48)); 
# 49
return __device_builtin_variable_threadIdx.x; 
# 50
} 
#endif
# 51 "v000684.cu"
typedef int idx27_t; 
# 53
inline float split28(double *data29) { 
# 54
(*data29) = ((short)31); 
# 55
(data29[1]) = (((((*data29) < (data29[6])) ? *data29 : (data29[6])) < (58)) ? ((*data29) < (data29[6])) ? *data29 : (data29[6]) : (58)); 
# 56
++(*data29); 
# 57
return (14.0F); 
# 58
} 
# 60
extern "C" __attribute__((visibility("hidden"))) void fold30(double *buf31, const int *src32) ;
#if 0
# 60
{ 
# 61
idx27_t tid33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 62
(buf31[tid33]) = (buf31[3]); 
# 63
long long base34 = tid33; 
# 64
} 
#endif
# 65 "v000684.cu"
const char *g_norm35 = ("raw \\n text"); 
# 68
__attribute((always_inline)) __attribute__((unused)) inline float fold36(idx27_t stride37, double a38) {int volatile ___ = 1;(void)stride37;(void)a38;
# 74
::exit(___);}
#if 0
# 68
{ 
# 69
for (int it39 = 0, j40 = stride37; it39 < j40; (++it39), (--j40)) { 
# 70
idx27_t val41 = j40; 
# 71
a38 = a38; 
# 72
}  
# 73
return impl6::tile17(static_cast< double *>(nullptr), impl6::Kind7::High9, 3 * (stride37 * 4)); 
# 74
} 
#endif
# 76 "v000684.cu"
unsigned march42(impl6::Kind7 b43) { 
# 77
if (split28((double *)nullptr) >= (g_norm35[1])) { 
# 78
return (5) + split28(nullptr); }  
# 79
auto step44 = []() { } ; typedef decltype(step44) __T0;
# 80
step44(); 
# 81
(__cudaPushCallConfiguration(dim3(16, 1), sizeof(int) * (16), 64 * 16)) ? (void)0 : impl6::tally11_kernel((const float *)nullptr, nullptr); 
# 82
if ((+(g_norm35[0])) > (g_norm35[1])) { 
# 83
return split28(nullptr); }  
# 84
b43 = b43; 
# 85
b43 = impl6::Kind7::High9; 
# 86
return (g_norm35[0]) * split28(nullptr); 
# 87
} 
# 89
int main() { 
# 90
int n45 = 2860; 
# 91
split28(nullptr); 
# 92
(__cudaPushCallConfiguration(dim3(sizeof(int) * (4), 2 * 2, 4), sizeof(unsigned) * (128))) ? (void)0 : fold30(nullptr, nullptr); 
# 93
n45 = n45; 
# 94
idx27_t off46 = +n45; 
# 95
(__cudaPushCallConfiguration(dim3(128, (n45 + 31) / 32, (off46 + 31) / 32), 512, sizeof(float) * (256))) ? (void)0 : fold30((double *)nullptr, (const int *)nullptr); 
# 96
return 0; 
# 97
} 

# 1 "v000684.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__950f0942_10_v000684_cu_de68f284
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000684.cudafe1.stub.c"
#include "v000684.cudafe1.stub.c"
# 1 "v000684.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
