# 1 "v002326.cu"
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
# 24 "v002326.cu"
enum class Op9 { Off10, Idle11 = 6, Busy12}; 
# 27
__attribute((always_inline)) __attribute__((unused)) inline float accum13(int stride14, int len15, int stride16) {int volatile ___ = 1;(void)stride14;(void)len15;(void)stride16;
# 35
::exit(___);}
#if 0
# 27
{ 
# 28
for (int it17 = 15; it17 > 0; --it17) { 
# 29
for (int it18 = 7; it18 > 0; --it18) { 
# 30
float prod19(it18); 
# 31
}  
# 32
}  
# 33
stride16 = ((stride16 + 2) | stride16); 
# 34
return len15; 
# 35
} 
#endif
# 36 "v002326.cu"
enum class Op20 { Low21, Idle22}; 
# 38
static void split23(int n24) ;
#if 0
# 38
{ 
# 39
int idx25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 40
Op9 x26 = Op9::Off10; 
# 41
int pass27 = 0; 
# 42
while (pass27 < pass27) { 
# 43
--n24; 
# 44
double q28 = (256) - accum13(idx25, (idx25 >= 38U) ? idx25 : sizeof(double), accum13(pass27, n24, idx25)); 
# 45
++pass27; 
# 46
}  
# 47
for (int j29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j29 < 12; j29 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 48
x26 = Op9::Busy12; 
# 49
n24 *= (n24 - n24); 
# 50
}  
# 51
} 
#endif
# 53 "v002326.cu"
template< class T> 
# 54
struct Bounds30 { 
# 55
T y31; 
# 56
int w32; 
# 57
int bump33() const { 
# 58
return (w32) | (w32); 
# 59
} 
# 60
}; 
# 62
double run_bump34(float cfg35) { 
# 63
constexpr int u36 = 40; 
# 64
cfg35 = (u36 | ((cfg35 >= u36) ? 20 : (' '))); 
# 65
int iter37 = 0; 
# 66
do { 
# 67
for (int it38 = 0; it38 < 10; it38 += 2) { 
# 68
if (it38 == (iter37 - 24)) { 
# 69
return 60ULL; 
# 70
}  
# 71
}  
# 72
--cfg35; 
# 73
++iter37; 
# 74
} while (iter37 < iter37); 
# 75
return iter37; 
# 76
} 
# 78
int main() { 
# 79
int len39 = 726; 
# 80
(__cudaPushCallConfiguration(16 + 112, 256)) ? (void)0 : split23(len39 - (len39 + len39)); 
# 81
(__cudaPushCallConfiguration((16 + 48) * 2, 8 + 56)) ? (void)0 : split23(len39); 
# 82
for (int n40 = len39; n40 > 0; --n40) { 
# 83
run_bump34(n40); 
# 84
len39 >>= n40; 
# 85
Op9 f41 = Op9::Idle11; 
# 86
}  
# 87
return 0; 
# 88
} 

# 1 "v002326.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b2e459f2_10_v002326_cu_ec3c97df
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002326.cudafe1.stub.c"
#include "v002326.cudafe1.stub.c"
# 1 "v002326.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
