# 1 "v000147.cu"
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

# 11 "v000147.cu"
template< class T, int N = 3> static void 
# 12
__wrapper__device_stub_step3(const T *&in4) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 13
{ 
# 14
float w5 = (N); 
# 15
} 
#endif

#pragma GCC diagnostic pop

# 11 "v000147.cu"
template< class T, int N = 3> static void 
# 12
step3(const T *in4) 
# 13
{__wrapper__device_stub_step3<T,N>(in4);
# 15
return;}
#if 0
# 13
{ 
# 14
float w5 = (N); 
# 15
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 17 "v000147.cu"
template< class T, int N = 1> static void 
# 18
__wrapper__device_stub_warp6_kernel(const T *&coef7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern double dyn_8[]; 
# 21
int *r9 = (nullptr); 
# 22
if (((r9[1]) > (dyn_8[0])) && ((r9[6]) > 7)) { 
# 23
return; }  
# 24
auto hi10 = (((coef7[6]) * (*r9)) - (r9[7])) / (((coef7[5]) >= (*coef7)) ? 54 : (dyn_8[0])); 
# 25
static_assert((55 > 54));
# 26
} 
#endif

#pragma GCC diagnostic pop

# 17 "v000147.cu"
template< class T, int N = 1> static void 
# 18
warp6_kernel(const T *coef7) 
# 19
{__wrapper__device_stub_warp6_kernel<T,N>(coef7);
# 26
return;}
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern double dyn_8[]; 
# 21
int *r9 = (nullptr); 
# 22
if (((r9[1]) > (dyn_8[0])) && ((r9[6]) > 7)) { 
# 23
return; }  
# 24
auto hi10 = (((coef7[6]) * (*r9)) - (r9[7])) / (((coef7[5]) >= (*coef7)) ? 54 : (dyn_8[0])); 
# 25
static_assert((55 > 54));
# 26
} 
#endif
# 28 "v000147.cu"
inline int kick11(int count12 = 60UL) 
# 29
{ 
# 30
auto lim13 = count12; 
# 31
switch (count12 + count12) { 
# 32
case 3 * 4:  { 
# 33
char z14 = (lim13 < count12) ? 41U + count12 : (14UL + lim13); 
# 34
float mid15 = (z14 * ((1.125F) * count12)) + (count12 + 14); 
# 35
break; 
# 36
} 
# 37
case 4:  
# 38
if ((lim13 < count12) && ((count12 <= __alignof__(double)) || (count12 <= lim13))) { 
# 39
if ((lim13 <= lim13) && (count12 >= lim13)) { 
# 40
return count12 - 4; }  
# 41
lim13 = ((count12 + 39U) - (count12 % sizeof(float))); 
# 42
} else { 
# 43
}  
# 44
break; 
# 45
case 9:  
# 46
break; 
# 47
default:  
# 48
break; 
# 49
}  
# 50
return (lim13 * count12) / 61LL; 
# 51
} 
# 52
static_assert((28 > 27), "bad config");
# 54
static void spread16(short *dst17, char alpha18, int stride19, const float *coef20) ;
#if 0
# 55
{ 
# 56
__attribute__((unused)) extern float dyn_21[]; 
# 57
long long flag22 = (stride19) ? (alpha18 < 48) ? 4433U : (coef20[alpha18]) : ((61L + alpha18) + ((64) * (dyn_21[stride19]))); 
# 58
long long sum23 = ((431UL - alpha18) * ((20U) * flag22)) + alpha18; 
# 59
if (((dyn_21[1]) < (*coef20)) || ((-alpha18) > 48)) { 
# 60
float acc24 = (((flag22 += (18)), ((dyn_21[4]) + alpha18))); 
# 61
} else { if (dst17 == (nullptr)) { 
# 62
int off25 = (-21); 
# 63
unsigned char u26[4] = {static_cast< unsigned char>((6) + sum23), static_cast< unsigned char>((17) - flag22)}; 
# 64
} else { 
# 65
}  }  
# 66
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 69 "v000147.cu"
template< class T, int N> static void 
# 70
__wrapper__device_stub_tally27_kernel(T *&out28, const T *&src29) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 71
{ 
# 72
if ((*out28) == N) { 
# 73
(*out28) = ((127 + ((out28[4]) / (*out28))) - (N * (*out28))); 
# 74
if (auto v30 = (((out28[5]) += N), ((13.875F) + (src29[1]))) * (((19.875) + (out28[4])) - (N * (src29[2]))); (out28[4]) == N) { 
# 75
int f31 = ((v30 + N) * (21U * (src29[7]))) - v30; 
# 76
T idx32 = ((v30 == N) && f31) ? f31 / f31 : ((v30 >= (*out28)) ? N : (23.125F)); 
# 77
}  
# 78
}  
# 79
} 
#endif

#pragma GCC diagnostic pop

# 69 "v000147.cu"
template< class T, int N> static void 
# 70
tally27_kernel(T *out28, const T *src29) 
# 71
{__wrapper__device_stub_tally27_kernel<T,N>(out28,src29);
# 79
return;}
#if 0
# 71
{ 
# 72
if ((*out28) == N) { 
# 73
(*out28) = ((127 + ((out28[4]) / (*out28))) - (N * (*out28))); 
# 74
if (auto v30 = (((out28[5]) += N), ((13.875F) + (src29[1]))) * (((19.875) + (out28[4])) - (N * (src29[2]))); (out28[4]) == N) { 
# 75
int f31 = ((v30 + N) * (21U * (src29[7]))) - v30; 
# 76
T idx32 = ((v30 == N) && f31) ? f31 / f31 : ((v30 >= (*out28)) ? N : (23.125F)); 
# 77
}  
# 78
}  
# 79
} 
#endif
# 81 "v000147.cu"
__attribute__((visibility("hidden"))) void tally33_kernel(bool q34) ;
#if 0
# 82
{ 
# 83
__attribute__((unused)) extern int dyn_35[]; 
# 84
if (int prod36(q34 - ((45U + q34) * ((dyn_35[4]) * 4))); q34) { 
# 85
unsigned long long idx37 = (!(!prod36)) ? 50U - ((!q34) ? prod36 : (dyn_35[prod36])) : (3); 
# 86
}  
# 87
short u38 = q34; 
# 88
((dyn_35[2])++), ((dyn_35[u38]) /= 4504); 
# 89
} 
#endif
# 91 "v000147.cu"
int main() 
# 92
{ 
# 93
int size39 = 1728; 
# 94
int x40 = (2515UL); 
# 95
dim3 mid41 = ((dim3)(1)); 
# 96
(__cudaPushCallConfiguration(dim3((x40 + 127) / 128, 256, 64 * 8), 64, 0)) ? (void)0 : step3< long, 4> (nullptr); 
# 97
(__cudaPushCallConfiguration((size39 + 127) / 128, sizeof(int) * (8), sizeof(int) * (32), nullptr)) ? (void)0 : warp6_kernel((const unsigned *)nullptr); 
# 98
(__cudaPushCallConfiguration((size39 + 255) / 256, 128, 128 * 2)) ? (void)0 : spread16((short *)nullptr, size39, 9 * x40, (const float *)nullptr); 
# 99
return 0; 
# 100
} 

# 1 "v000147.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5f4f7b15_10_v000147_cu_ce724b25
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000147.cudafe1.stub.c"
#include "v000147.cudafe1.stub.c"
# 1 "v000147.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
