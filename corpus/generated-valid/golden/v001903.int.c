# 1 "v001903.cu"
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
# 9 "v001903.cu"
__attribute__((unused)) float rank3(double cfg4) 
# 10
{int volatile ___ = 1;(void)cfg4;
# 18
::exit(___);}
#if 0
# 10
{ 
# 11
if ((44) >= cfg4) { 
# 12
return cfg4; }  
# 13
for (int j5 = 0, j6 = 8; j5 < j6; (++j5), (--j6)) { 
# 14
unsigned m7 = ((7 * j6) / 2400U) / j5; 
# 15
cfg4 = (m7 - (26)); 
# 16
}  
# 17
return (13.875F); 
# 18
} 
#endif
# 21 "v001903.cu"
__attribute__((visibility("hidden"))) void pivot8_kernel(int count9, int len10, const size_t *in11) ;
#if 0
# 22
{ 
# 23
if (count9 != (len10 - count9)) { 
# 24
return; }  
# 25
(len10++), (count9 = (56 << (*in11))); 
# 26
} 
#endif
# 28 "v001903.cu"
static float host_combine12(int count13) 
# 29
{ 
# 30
count13++; 
# 31
double mid14 = count13; 
# 32
long z15(count13); 
# 33
auto lam20 = [r16 = mid14](int m17, int e18) { 
# 34
unsigned short q19 = m17 * 11; 
# 35
} ; typedef decltype(lam20) __T0;
# 36
lam20(count13, 22LL); 
# 37
(__cudaPushCallConfiguration((z15 + (31)) / (32), 32)) ? (void)0 : pivot8_kernel(count13 * 58, z15, (const unsigned long *)nullptr); 
# 38
if (57 > count13) { 
# 39
return -(19.125F); }  
# 40
count13 = (-0); 
# 41
return +(((22.125F)) - mid14); 
# 42
} 
# 44
__attribute__((visibility("hidden"))) void fold21_kernel(const size_t *__restrict__ coef22, const float *__restrict__ coef23, unsigned q24, int *out25) ;
#if 0
# 45
{ 
# 46
rank3((long)(-('z'))); 
# 47
q24 = (q24 >> q24); 
# 48
(*out25) = (rank3(rank3(48UL)) + ((28U) + rank3(*coef22))); 
# 49
rank3((float)(5 / (*out25))); 
# 50
} 
#endif
# 52 "v001903.cu"
inline int pivot26(size_t *__restrict__ acc27, int lane28, int *data29) 
# 53
{ 
# 54
(acc27[1])++; 
# 55
if (sizeof(int) > ((data29[3]) - (acc27[4]))) { 
# 56
return (((acc27[6]) += (*acc27)), (sizeof(int) * (acc27[lane28]))); }  
# 57
(data29[lane28])++; 
# 58
return (((data29[6]) += 7), lane28) >> 1; 
# 59
} 
# 60
static long c_step30[2]; 
# 61
static_assert((sizeof(int) == (4)), "size check");
# 64
__attribute((always_inline)) __attribute__((unused)) inline int combine31(size_t q32, unsigned char a33) 
# 65
{int volatile ___ = 1;(void)q32;(void)a33;
# 71
::exit(___);}
#if 0
# 65
{ 
# 66
q32++; 
# 67
a33 = (rank3((7.75) + q32) + (pivot26(&q32, q32, (int *)nullptr))); 
# 68
q32 = (51); 
# 69
int t34 = (pivot26(&q32, rank3(3853), nullptr)) - ((q32 + q32) + (12 * a33)); 
# 70
return pivot26(nullptr, sizeof(double) + (c_step30[0]), &t34); 
# 71
} 
#endif
# 73 "v001903.cu"
static void gather35(unsigned *out36, const long *coef37) ;
#if 0
# 74
{ 
# 75
for (int it38 = 0; it38 < 13; it38++) { 
# 76
(out36[2]) = (((int)((9) - (*coef37))) - (it38 + 25)); }  
# 77
--(*out36); 
# 78
float lim39 = (14.25F); 
# 79
} 
#endif
# 81 "v001903.cu"
size_t check_grow40(float b41, const unsigned *__restrict__ src42, int n43) 
# 82
{ 
# 83
if ((n43 + n43) == (src42[n43])) { 
# 84
goto skip45; 
# 85
}  
# 86
for (int j44 = 0; j44 < n43; j44++) { 
# 87
b41 = (host_combine12(47) - j44); 
# 88
(__cudaPushCallConfiguration(16, 1 << 6, sizeof(int) * (32), nullptr)) ? (void)0 : gather35(const_cast< unsigned *>(src42), nullptr); 
# 89
}  
# 90
skip45:; ; 
# 91
return pivot26(nullptr, (*src42) * (src42[4]), &n43) + pivot26(nullptr, n43 - b41, &n43); 
# 92
} 
# 94
int main() 
# 95
{ 
# 96
int count46 = 752; 
# 97
auto fn48 = [=]()->unsigned { 
# 98
dim3 prod47(2, ((count46) + 31) / 32, 128); 
# 99
(__cudaPushCallConfiguration(((count46) + 255) / 256, 1 << 8, 0)) ? (void)0 : gather35((unsigned *)nullptr, nullptr); 
# 100
return check_grow40(host_combine12(count46), (const unsigned *)nullptr, check_grow40(count46, nullptr, 52)); 
# 101
} ; typedef decltype(fn48) __T1;
# 102
static_assert((47 > 46), "tile must fit");
# 103
if ((count46 * 25L) <= (22)) { 
# 104
return 12; }  
# 105
(__cudaPushCallConfiguration(dim3(2, 32, 128 * 4), sizeof(float) * (32), 0, (cudaStream_t)0)) ? (void)0 : fold21_kernel((const unsigned long *)nullptr, (const float *)nullptr, count46, &count46); 
# 106
return 0; 
# 107
} 

# 1 "v001903.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6f89c35b_10_v001903_cu_b6286945
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001903.cudafe1.stub.c"
#include "v001903.cudafe1.stub.c"
# 1 "v001903.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
