# 1 "v001108.cu"
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
# 15 "v001108.cu"
static float c_spread6; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 17
template< class T, class U> static void 
# 18
__wrapper__device_stub_sift7(U &p8, const int *&src9, int *__restrict__ &data10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 18
{ 
# 19
U sum11 = p8; 
# 20
float diff12 = sum11 - ((*data10) % ((*data10) * (*src9))); 
# 21
} 
#endif

#pragma GCC diagnostic pop

# 17 "v001108.cu"
template< class T, class U> static void 
# 18
sift7(U p8, const int *src9, int *__restrict__ data10) {__wrapper__device_stub_sift7<T,U>(p8,src9,data10);
# 21
return;}
#if 0
# 18
{ 
# 19
U sum11 = p8; 
# 20
float diff12 = sum11 - ((*data10) % ((*data10) * (*src9))); 
# 21
} 
#endif
# 22 "v001108.cu"
enum class Phase13: int { 
# 23
On14, 
# 24
High15, 
# 25
Busy16 = 7, 
# 26
Slow17 = 10, 
# 27
Off18
# 28
}; 
# 30
__attribute__((unused)) unsigned fold19(int count20, int stride21) {int volatile ___ = 1;(void)count20;(void)stride21;
# 43
::exit(___);}
#if 0
# 30
{ 
# 31
int iter22 = 0; 
# 32
do { 
# 33
if (count20) { 
# 34
return 35; }  
# 35
if ((c_spread6 - stride21) != c_spread6) { 
# 36
break; }  
# 37
++iter22; 
# 38
} while (iter22 < stride21); 
# 39
Phase13 sum23 = Phase13::Slow17; 
# 40
int lo24 = (60U / count20) + (15); 
# 41
Phase13 v25 = Phase13::On14; 
# 42
return 64 * count20; 
# 43
} 
#endif
# 45 "v001108.cu"
__attribute((noinline)) __attribute__((unused)) short sift26(int len27, double *data28, Phase13 alpha29) {int volatile ___ = 1;(void)len27;(void)data28;(void)alpha29;
# 54
::exit(___);}
#if 0
# 45
{ 
# 46
static_assert((28 == 28), "size check");
# 47
fold19((float)(8 % len27), fold19(16, (17) - c_spread6)); 
# 48
if ((3) > (data28[4])) { 
# 49
return ((9) - (*data28)) - ((36) - (*data28)); }  
# 50
fold19(c_spread6, (*data28) + c_spread6); 
# 51
len27 = c_spread6; 
# 52
(data28[6]) = (8); 
# 53
return fold19(16, -20LL); 
# 54
} 
#endif
# 56 "v001108.cu"
int main() { 
# 57
int n30 = 1692; 
# 58
float q31 = n30; 
# 59
if (n30 != n30) { 
# 60
return q31; }  
# 61
const float tmp32 = (q31 / (24.0F)) - (n30 + n30); 
# 62
n30--; 
# 63
q31 = (((n30 + 37L) % (29 + n30)) + (-tmp32)); 
# 64
(__cudaPushCallConfiguration((n30 + 63) / 64, 512, 4096, (cudaStream_t)0)) ? (void)0 : sift7< int, long> (-43, &n30, &n30); 
# 65
return 0; 
# 66
} 

# 1 "v001108.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__54dbc637_10_v001108_cu_d197a161
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001108.cudafe1.stub.c"
#include "v001108.cudafe1.stub.c"
# 1 "v001108.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
