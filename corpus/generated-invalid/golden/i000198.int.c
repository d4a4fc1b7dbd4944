# 1 "i000198.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 8 "i000198.cu"
template< class T> static void 
# 9
__wrapper__device_stub_drift3(T &alpha4) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 9
{ 
# 10
unsigned gid5 = __device_builtin_variable_threadIdx.x; 
# 11
long f6 = (alpha4 + gid5) + 1UL; 
# 12
if (f6 > (62)) { 
# 13
return; 
# 14
}  
# 15
} 
#endif

#pragma GCC diagnostic pop

# 8 "i000198.cu"
template< class T> static void 
# 9
drift3(T alpha4) {__wrapper__device_stub_drift3<T>(alpha4);
# 15
return;}
#if 0
# 9
{ 
# 10
unsigned gid5 = __device_builtin_variable_threadIdx.x; 
# 11
long f6 = (alpha4 + gid5) + 1UL; 
# 12
if (f6 > (62)) { 
# 13
return; 
# 14
}  
# 15
} 
#endif
# 17 "i000198.cu"
static void grow7_kernel(int lane8) ;
#if 0
# 17
{ 
# 18
unsigned i9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
for (int n10 = (sizeof(int) * (3)); n10 > 0; --n10) { 
# 20
int *acc11 = &lane8; 
# 21
(acc11[i9]) = 154; 
# 22
}  
# 23
lane8 = (__device_builtin_variable_threadIdx.x); 
# 24
lane8 = (__alignof__(float)); 
# 25
lane8 = ((__device_builtin_variable_gridDim.x) * i9); 
# 26
} 
#endif
# 28 "i000198.cu"
__attribute__((unused)) int accum12(int stride13, int n14) {int volatile ___ = 1;(void)stride13;(void)n14;
# 33
::exit(___);}
#if 0
# 28
{ 
# 29
n14 = n14; 
# 30
++n14; 
# 31
n14++; 
# 32
return (float)(__device_builtin_variable_gridDim.z); 
# 33
} 
#endif
# 35 "i000198.cu"
__attribute__((unused)) void count15(float *data16) {int volatile ___ = 1;(void)data16;
# 48
::exit(___);}
#if 0
# 35
{ 
# 36
int h17 = (((__device_builtin_variable_gridDim.x) ? 0ULL : (__device_builtin_variable_threadIdx.z)) ? (double)(*data16) : (0)) + (*data16); 
# 37
h17 = h17; 
# 38
unsigned long long lim18{(15L)}; 
# 39
for (int n19 = 0; n19 < h17; ++n19) { 
# 40
h17 = ((64 + n19) + 9); 
# 41
if ((data16[__device_builtin_variable_warpSize]) == (data16[3])) { 
# 42
continue; 
# 43
}  
# 44
if (lim18 >= h17) { 
# 45
return; 
# 46
}  
# 47
}  
# 48
} 
#endif
# 50 "i000198.cu"
void spread20(long *data21, float *dst22) { 
# 51
constexpr float m23 = (-(24.875F)); 
# 52
(*dst22) = ((13.875F) / (data21[1])); 
# 53
constexpr int z24 = (13 * 4); 
# 54
(dst22[6]) = (2); 
# 55
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 56
template< class F> static void 
# 57
__wrapper__device_stub_apply_kernel29(F &f, int *&p) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 58
{ 
# 59
(p[__device_builtin_variable_threadIdx.x]) = f(__device_builtin_variable_threadIdx.x); 
# 60
} 
#endif

#pragma GCC diagnostic pop

# 56 "i000198.cu"
template< class F> static void 
# 57
apply_kernel29(F f, int *p) 
# 58
{__wrapper__device_stub_apply_kernel29<F>(f,p);
# 60
return;}
#if 0
# 58
{ 
# 59
(p[__device_builtin_variable_threadIdx.x]) = f(__device_builtin_variable_threadIdx.x); 
# 60
} 
#endif
# 62 "i000198.cu"
int main() { 
# 63
int count25 = 2492; 
# 64
auto op30 = [](int x) { return x * 2; } ; typedef decltype(op30) __T0;
# 65
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : apply_kernel29(op30, nullptr); 
# 66
count25 = count25; 
# 67
(__cudaPushCallConfiguration(1 << 7, sizeof(int) * (8), sizeof(float) * (64), 0)) ? (void)0 : grow7_kernel(46); 
# 68
float tmp26 = ((10.75F) * (count25 << 7U)) + (20.25F); 
# 69
for (int n27 = 0; n27 < count25; ++n27) { 
# 70
(__cudaPushCallConfiguration(128, sizeof(unsigned) * (128), sizeof(int) * (32), nullptr)) ? (void)0 : drift3< long> (tmp26); 
# 71
constexpr float q28 = (4665); 
# 72
}  
# 73
return 0; 
# 74
} 

# 1 "i000198.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__29197597_10_i000198_cu_5f42f392
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000198.cudafe1.stub.c"
#include "i000198.cudafe1.stub.c"
# 1 "i000198.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
