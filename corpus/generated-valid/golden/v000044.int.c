# 1 "v000044.cu"
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
# 26 "v000044.cu"
__attribute__((visibility("hidden"))) void map_split9(int *data, int n) ;
#if 0
# 26
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((int)2)); }  } 
#endif
# 27 "v000044.cu"
typedef float real10_t; 
# 29
__attribute((always_inline)) __attribute__((unused)) static inline int update11(real10_t q12) {int volatile ___ = 1;(void)q12;
# 35
::exit(___);}
#if 0
# 29
{ 
# 30
q12 = (q12 * q12); 
# 31
do { q12 += ((q12 * (__device_builtin_variable_blockDim.x)) + (12)); } while (0); 
# 32
constexpr int s13 = 1891; 
# 33
constexpr double h14 = ((12.625F)); 
# 34
return -59; 
# 35
} 
#endif
# 37 "v000044.cu"
__attribute__((unused)) int rank15(const float *in16) {int volatile ___ = 1;(void)in16;
# 48
::exit(___);}
#if 0
# 37
{ 
# 38
double k17 = 216UL % ((__device_builtin_variable_threadIdx.z) % 48U); 
# 39
real10_t lim18 = (0U); 
# 40
lim18 = (__device_builtin_variable_threadIdx.y); 
# 41
if (in16 == (nullptr)) { 
# 42
static_assert((30 == 30), "expected value");
# 43
if (__device_builtin_variable_warpSize <= (static_cast< int>(in16[4]))) { 
# 44
return 5; 
# 45
}  
# 46
}  
# 47
return static_cast< unsigned long>((32) + k17); 
# 48
} 
#endif
# 50 "v000044.cu"
inline void pivot19(size_t b20) { 
# 51
for (int j21 = (5 + 1); j21 > 0; --j21) { 
# 52
b20 = (static_cast< real10_t>(b20)); 
# 53
b20 += ((static_cast< short>(b20 + b20)) ^ (((16) - b20) * (42))); 
# 54
b20 = (~(((j21 - 5) + j21) + ((j21 + j21) + j21))); 
# 55
}  
# 56
if ((b20 * (33L)) >= b20) { 
# 57
goto skip22; 
# 58
}  
# 59
(__cudaPushCallConfiguration((b20 + (63)) / (64), 256)) ? (void)0 : map_split9(nullptr, (float)(('0') + b20)); 
# 60
b20 = b20; 
# 61
if ((+b20) < b20) { 
# 62
return; 
# 63
}  
# 64
skip22:; ; 
# 65
} 
# 67
template< class T, int N> 
# 68
__attribute((always_inline)) __attribute__((unused)) inline T pivot23(const T *coef24) {int volatile ___ = 1;(void)coef24;
# 72
::exit(___);}
#if 0
# 68
{ 
# 69
for (int j25 = 12; j25 > 0; --j25) { }  
# 70
const T y26 = ((24.75)); 
# 71
return __device_builtin_variable_blockDim.x; 
# 72
} 
#endif
# 75 "v000044.cu"
void grow27(real10_t alpha28) { 
# 76
--alpha28; 
# 77
const float lo29 = ((15.75F) * ((unsigned long long)alpha28)) + (55); 
# 78
} 
# 80
int main() { 
# 81
int len30 = 1348; 
# 82
(__cudaPushCallConfiguration(2, 32)) ? (void)0 : map_split9(&len30, 14); 
# 83
len30 = (static_cast< int>(len30)); 
# 84
len30 = len30; 
# 85
len30--; 
# 86
return 0; 
# 87
} 

# 1 "v000044.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__86a6075e_10_v000044_cu_8000a750
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000044.cudafe1.stub.c"
#include "v000044.cudafe1.stub.c"
# 1 "v000044.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
