# 1 "v001774.cu"
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
# 8 "v001774.cu"
double clamp3(float alpha4, size_t *data5, int stride6) { 
# 9
(++stride6), (stride6 = ((56U) * ((stride6 - 39LL) << 6))); 
# 10
alpha4 = stride6; 
# 11
return (15.75); 
# 12
} 
# 14
unsigned norm7(int len8, int lane9, float cfg10) { 
# 15
lane9 = ((23U > lane9) ? 9 : (43 / (len8 | lane9))); 
# 16
lane9 = ((-(cfg10 - cfg10)) - (((+len8) >= len8) ? (lane9 += 4), lane9 : (len8 + sizeof(int)))); 
# 17
return 34; 
# 18
} 
# 20
unsigned warp11(long q12, float *dst13) { 
# 21
unsigned long prod14 = ((60) + q12) - (12); 
# 22
for (int i15 = 8; i15 > 0; --i15) { 
# 23
prod14 = ((((27) < q12) ? (q12 += (*dst13)), prod14 : (8)) | (prod14 * (q12 >> 6))); 
# 24
}  
# 25
if (((prod14 + prod14) - ((dst13[q12 & (7)]) + (sizeof(unsigned)))) != ((11) % prod14)) { 
# 26
int off16 = (+((20) * q12)) + prod14; 
# 27
auto k17 = *dst13; 
# 28
}  
# 29
return (q12 - ((9) * q12)) & 7UL; 
# 30
} 
# 33
extern "C" __attribute__((visibility("hidden"))) void mix18_kernel(const int *coef19) ;
#if 0
# 33
{ } 
#endif
# 36 "v001774.cu"
float relax20(long long *buf21, const float *in22, int lane23) { 
# 37
if (in22 != (nullptr)) { 
# 38
for (int i24 = 0, j25 = 14; i24 < j25; (++i24), (--j25)) { 
# 39
float tmp26{(15.5F)}; 
# 40
}  
# 41
if (in22 != (nullptr)) { 
# 42
return (32L >> (buf21[0])) + (lane23 % 40L); 
# 43
}  
# 44
(buf21[4]) = (*in22); 
# 45
}  
# 46
return (20.375F); 
# 47
} 
# 49
template< class T, int N = 5> 
# 50
__attribute((always_inline)) __attribute__((unused)) inline int scatter27(T *data28) {int volatile ___ = 1;(void)data28;
# 57
::exit(___);}
#if 0
# 50
{ 
# 51
T r29 = ((((data28[2]) / N) != N) ? ((*data28) += N), N : ((3.875F) - (*data28))) + N; 
# 52
for (int n30 = 15; n30 > 0; --n30) { 
# 53
r29 = ((N) / ((n30 == (data28[2])) ? (8.375) : n30)); 
# 54
T w31 = (64); 
# 55
}  
# 56
return N - (((*data28) * 3123) + ((r29 == r29) ? 6 : 59LL)); 
# 57
} 
#endif
# 59 "v001774.cu"
int main() { 
# 60
int n32 = 616; 
# 61
for (int n33 = 0; n33 < 2; n33++) { 
# 62
int off34 = (n32 * (52 * n33)) / ((4210UL * n33) + (1025 * n32)); 
# 63
(n32++), (n32 = (((21L * n33) + (1738 + n32)) & (off34 % (off34 * 41)))); 
# 64
}  
# 65
(__cudaPushCallConfiguration(2, 256, sizeof(int) * (32), 0)) ? (void)0 : mix18_kernel(&n32); 
# 66
return 0; 
# 67
} 

# 1 "v001774.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7a744682_10_v001774_cu_3ad552d9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001774.cudafe1.stub.c"
#include "v001774.cudafe1.stub.c"
# 1 "v001774.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
