# 1 "v001051.cu"
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
# 15 "v001051.cu"
__attribute((noinline)) __attribute__((unused)) void pack6(short *__restrict__ data7, int *__restrict__ buf8) {int volatile ___ = 1;(void)data7;(void)buf8;
# 18
::exit(___);}
#if 0
# 15
{ 
# 16
__attribute__((unused)) static double sh_9[12][16]; 
# 17
((sh_9[__device_builtin_variable_blockDim.z])[14]) = (data7[__device_builtin_variable_blockIdx.x]); 
# 18
} 
#endif
# 20 "v001051.cu"
__attribute__((unused)) double trace10(int *__restrict__ out11, int count12) {int volatile ___ = 1;(void)out11;(void)count12;
# 27
::exit(___);}
#if 0
# 20
{ 
# 21
__attribute__((unused)) static int sh_13[16]; 
# 22
(sh_13[2]) = (47 + count12); 
# 23
pack6(nullptr, nullptr); 
# 24
unsigned stride14 = -count12; 
# 25
stride14 = (((__device_builtin_variable_gridDim.x) / count12) - (+((23) + stride14))); 
# 26
return (stride14 < (__device_builtin_variable_blockIdx.y)) ? count12 + stride14 : (12UL * count12); 
# 27
} 
#endif
# 29 "v001051.cu"
template< class T> __attribute__((unused)) T 
# 30
score15(const T *input16, T *data17, bool a18) {int volatile ___ = 1;(void)input16;(void)data17;(void)a18;
# 38
::exit(___);}
#if 0
# 30
{ 
# 31
(*data17) = trace10(nullptr, 47); 
# 32
a18 = (trace10(static_cast< int *>(nullptr), a18) > ((data17[2]) * (*data17))); 
# 33
if (a18) { 
# 34
return sizeof(unsigned); }  
# 35
auto e19 = trace10(static_cast< int *>(nullptr), 13L); 
# 36
static_assert((7 > 6));
# 37
return *input16; 
# 38
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 40 "v001051.cu"
__attribute__((unused)) static void probe20(float b21, double alpha22, int lane23) {int volatile ___ = 1;(void)b21;(void)alpha22;(void)lane23;
# 43
::exit(___);}
#if 0
# 40
{ 
# 41
__attribute__((unused)) static int sh_24[256]; 
# 42
lane23 = alpha22; 
# 43
} 
#endif

#pragma GCC diagnostic pop

# 45 "v001051.cu"
__attribute__((visibility("hidden"))) void probe25(float *dst26, int *__restrict__ out27, float *data28, const unsigned *coef29) ;
#if 0
# 45
{ 
# 46
unsigned tid30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 47
__attribute__((unused)) static char sh_31[64]; 
# 48
(*dst26) = (31L); 
# 49
int v32{(42UL)}; 
# 50
unsigned r33 = sh_31[28]; 
# 51
(data28[__device_builtin_variable_warpSize]) = ((trace10(out27, data28[r33]) + (+r33)) + (27)); 
# 52
v32 = (*dst26); 
# 53
trace10(out27, score15(&v32, &v32, (__device_builtin_variable_blockDim.y) + tid30)); 
# 54
} 
#endif
# 56 "v001051.cu"
__attribute__((unused)) unsigned long long grow34(float beta35, short alpha36) {int volatile ___ = 1;(void)beta35;(void)alpha36;
# 71
::exit(___);}
#if 0
# 56
{ 
# 57
unsigned base37 = (alpha36 * ('A')) - 29; 
# 58
alpha36 = (score15< long> (nullptr, nullptr, trace10(static_cast< int *>(nullptr), 31) == beta35)); 
# 59
auto lo38 = trace10((int *)nullptr, alpha36); 
# 60
if (((__device_builtin_variable_threadIdx.y) + beta35) <= (sizeof(unsigned char))) { 
# 61
return trace10((int *)nullptr, lo38) + (1U + base37); }  
# 62
__attribute__((unused)) static double sh_39[9][7]; 
# 63
__attribute__((unused)) static long sh_40[47 + (47 + 34)]; 
# 64
if (beta35 >= ((sh_39[3])[base37])) { 
# 65
goto done41; 
# 66
}  
# 67
if (lo38 == (__device_builtin_variable_threadIdx.z)) { 
# 68
return lo38; }  
# 69
done41:; ; 
# 70
return 42; 
# 71
} 
#endif
# 73 "v001051.cu"
int main() { 
# 74
int n42 = 3937; 
# 75
unsigned k43 = sizeof(int) % ((n42 - n42) - n42); 
# 76
bool lo44 = n42; 
# 77
long long prod45 = lo44 - n42; 
# 78
(__cudaPushCallConfiguration((n42 + 63) / 64, 32)) ? (void)0 : probe25(nullptr, &n42, static_cast< float *>(nullptr), &k43); 
# 79
return 0; 
# 80
} 

# 1 "v001051.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2a6fd568_10_v001051_cu_287015fa
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001051.cudafe1.stub.c"
#include "v001051.cudafe1.stub.c"
# 1 "v001051.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
