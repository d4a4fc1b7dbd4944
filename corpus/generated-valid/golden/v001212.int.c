# 1 "v001212.cu"
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
# 7 "v001212.cu"
__attribute__((unused)) int tally2(const unsigned char *input3, int n4, float alpha5) 
# 8
{int volatile ___ = 1;(void)input3;(void)n4;(void)alpha5;
# 19
::exit(___);}
#if 0
# 8
{ 
# 9
n4 *= sizeof(float); 
# 10
int iter6 = 0; 
# 11
do { 
# 12
n4 = (__device_builtin_variable_blockIdx.x); 
# 13
n4 = ((6 ^ n4) + 30U); 
# 14
++iter6; 
# 15
} while (iter6 < n4); 
# 16
n4 = (16UL); 
# 17
n4 += (__device_builtin_variable_threadIdx.x); 
# 18
return input3[iter6]; 
# 19
} 
#endif
# 21 "v001212.cu"
__attribute__((visibility("hidden"))) void decay7_kernel(int n8) ;
#if 0
# 22
{ 
# 23
int idx9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
if (idx9 >= n8) { 
# 25
return; }  
# 26
n8 = 59; 
# 27
n8 ^= n8; 
# 28
} 
#endif
# 30 "v001212.cu"
__attribute__((unused)) void grow10(int n11, int count12 = 9U) 
# 31
{int volatile ___ = 1;(void)n11;(void)count12;
# 39
::exit(___);}
#if 0
# 31
{ 
# 32
int acc13(((double)sizeof(int))); 
# 33
n11 = acc13; 
# 34
n11 = count12; 
# 35
acc13 ^= ((56ULL * count12) * (tally2((const unsigned char *)nullptr, (__device_builtin_variable_blockIdx.x) + ('A'), +n11))); 
# 36
count12 = (n11 - n11); 
# 37
count12 &= acc13; 
# 38
count12 ^= (((n11 + 31) + count12) - (tally2(nullptr, 31U, count12) + (4640 - acc13))); 
# 39
} 
#endif
# 41 "v001212.cu"
float pivot14(int n15) 
# 42
{ 
# 43
n15 |= (n15 + 7); 
# 44
int mid16 = n15; 
# 45
mid16 = ((n15 += (-581)), (0 - n15)); 
# 46
++mid16; 
# 47
for (int n17 = 0; n17 < mid16; ++n17) { 
# 48
if (mid16 >= n15) { 
# 49
return 9; }  
# 50
mid16 = ((float)((1 * n17) - 52)); 
# 51
}  
# 52
return (unsigned)(~n15); 
# 53
} 
# 56
__attribute__((visibility("hidden"))) void pack18(const int *coef19, long *__restrict__ out20, const unsigned long long *in21) ;
#if 0
# 57
{ 
# 58
int tid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 59
int e23{tid22}; 
# 60
unsigned tmp24 = (21); 
# 61
int prod25 = tally2(reinterpret_cast< const unsigned char *>(coef19), pivot14(sizeof(double)), (8.375F)); 
# 62
for (int n26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n26 < 2; n26 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 63
for (int j27 = 0, j28 = e23; j27 < j28; (++j27), (--j28)) { 
# 64
(*out20) = (50); }  
# 65
__attribute__((unused)) static unsigned long long sh_29; 
# 66
}  
# 67
} 
#endif
# 69 "v001212.cu"
void drift30(char a31, const float *in32) 
# 70
{ 
# 71
pivot14(a31 % a31); 
# 72
a31 &= a31; 
# 73
for (int j33 = 0, j34 = 4; j33 < j34; (++j33), (--j34)) { 
# 74
auto f35 = in32[j33 & 7]; 
# 75
if (!(31UL == j33)) { 
# 76
return; }  
# 77
a31 = ((127U) / pivot14(60)); 
# 78
}  
# 79
} 
# 81
unsigned short host_trace36(float *acc37, const int *src38) 
# 82
{ 
# 83
float mid39{(7.125F)}; 
# 84
unsigned char f40{static_cast< unsigned char>(src38[6])}; 
# 85
(*acc37) = ((-(*acc37)) / ((int)pivot14(*src38))); 
# 86
(acc37[5]) += (acc37[2]); 
# 87
(__cudaPushCallConfiguration(128, 64)) ? (void)0 : pack18(src38, reinterpret_cast< long *>(acc37), reinterpret_cast< const unsigned long long *>(acc37)); 
# 88
(__cudaPushCallConfiguration(4, 128, 0, 0)) ? (void)0 : decay7_kernel(pivot14(sizeof(long long))); 
# 89
return pivot14(acc37[f40 & 7]) - (acc37[f40]); 
# 90
} 
# 92
int main() 
# 93
{ 
# 94
int n41 = 1029; 
# 95
(__cudaPushCallConfiguration(sizeof(float), 64)) ? (void)0 : pack18(&n41, nullptr, (const unsigned long long *)nullptr); 
# 96
pivot14(-n41); 
# 97
int tmp42 = (n41 ^ (' ')) % 13; 
# 98
int stride43 = (-1); 
# 99
drift30(pivot14(sizeof(int) * tmp42), nullptr); 
# 100
tmp42 &= stride43; 
# 101
return 0; 
# 102
} 

# 1 "v001212.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__80927d4d_10_v001212_cu_3746e0d6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001212.cudafe1.stub.c"
#include "v001212.cudafe1.stub.c"
# 1 "v001212.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
