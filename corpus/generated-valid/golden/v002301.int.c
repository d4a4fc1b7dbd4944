# 1 "v002301.cu"
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
# 11 "v002301.cu"
template< class T> 
# 12
struct Pixel6 { 
# 13
T y7; 
# 14
T y8; 
# 15
T y9; 
# 16
T apply10() const { 
# 17
return (y8) + (y8); 
# 18
} 
# 19
}; 
# 20
static int c_gather11[4]; 
# 21
constexpr unsigned LANES12 = (sizeof(float) * (32)); 
# 22
constexpr double kT13 = (0.25); 
# 25
constexpr int march14(int lane15, int len16) { 
# 26
lane15 ^= LANES12; 
# 27
return +((4UL + len16) % (40 - len16)); 
# 28
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 31
template< class T> static void 
# 32
__wrapper__device_stub_sift17_kernel(T &beta18, T *&out19, const unsigned char *&coef20, int *&out21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 32
{ 
# 33
__attribute__((unused)) extern char dyn_22[]; 
# 34
int gid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
if ((dyn_22[6]) <= (__device_builtin_variable_gridDim.x)) { 
# 36
return; 
# 37
}  
# 38
if (((__device_builtin_variable_blockIdx.x) - (__device_builtin_variable_threadIdx.x)) & (1)) { 
# 39
return; 
# 40
}  
# 41
} 
#endif

#pragma GCC diagnostic pop

# 31 "v002301.cu"
template< class T> static void 
# 32
sift17_kernel(T beta18, T *out19, const unsigned char *coef20, int *out21) {__wrapper__device_stub_sift17_kernel<T>(beta18,out19,coef20,out21);
# 41
return;}
#if 0
# 32
{ 
# 33
__attribute__((unused)) extern char dyn_22[]; 
# 34
int gid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
if ((dyn_22[6]) <= (__device_builtin_variable_gridDim.x)) { 
# 36
return; 
# 37
}  
# 38
if (((__device_builtin_variable_blockIdx.x) - (__device_builtin_variable_threadIdx.x)) & (1)) { 
# 39
return; 
# 40
}  
# 41
} 
#endif
# 42 "v002301.cu"
enum class Level24: unsigned { 
# 43
On25, 
# 44
Mul26 = 3U, 
# 45
Mul27 = 9U, 
# 46
On28, 
# 47
Busy29
# 48
}; 
# 51
unsigned split30(float *acc31, int n32, Level24 p33) { 
# 52
(*acc31) = (((n32 += 45), LANES12) | LANES12); 
# 53
double x34 = LANES12 + ((acc31 != (nullptr)) ? kT13 : (LANES12 & n32)); 
# 54
if ((p33 == Level24::On25) && ((n32 >= 57) || (!acc31))) { 
# 55
signed char cnt35[7] = {(22L), (4U), (static_cast< signed char>(52))}; 
# 56
int *f36 = (nullptr); 
# 57
}  
# 58
return 16U; 
# 59
} 
# 61
float bump37(double *buf38, int stride39, int count40) { 
# 62
unsigned sum41 = ((29 + stride39) + (('\177') / stride39)) * ((buf38[1]) / (2)); 
# 63
int *off42 = &count40; 
# 64
(count40++), (stride39 ^= ((((42) - sum41) | (LANES12 + count40)) & (((off42[2]) ^ (' ')) | (count40 - (u'\x7a'))))); 
# 65
return (sum41 & ((off42[count40]) - 30U)) + sum41; 
# 66
} 
# 68
int main() { 
# 69
int n43 = 2237; 
# 70
int flag44 = LANES12 + (((n43 | n43) + (631 * n43)) + 41); 
# 71
if ((n43 / n43) <= 29) { 
# 72
return '\?'; 
# 73
}  
# 74
(__cudaPushCallConfiguration((flag44 + 127) / 128, LANES12 + (384))) ? (void)0 : sift17_kernel< float> (((flag44 += flag44), (52 & flag44)), nullptr, nullptr, (int *)nullptr); 
# 75
return 0; 
# 76
} 

# 1 "v002301.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__55f3322b_10_v002301_cu_76a1788d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002301.cudafe1.stub.c"
#include "v002301.cudafe1.stub.c"
# 1 "v002301.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
