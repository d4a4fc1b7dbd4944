# 1 "v000844.cu"
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
# 7 "v000844.cu"
__attribute__((visibility("hidden"))) void bias2_kernel(const signed char *__restrict__ input3, int *data4) ;
#if 0
# 7
{ 
# 8
int iter5 = 0; 
# 9
while (iter5 < 9) { 
# 10
float w6 = (24.5F); 
# 11
++iter5; 
# 12
}  
# 13
(data4[iter5])++; 
# 14
if (((*data4) * 5) > 53) { 
# 15
float res7 = (1700LL * ((data4[iter5]) * 1)) % (sizeof(unsigned)); 
# 16
}  
# 17
int *mid8 = data4; 
# 18
} 
#endif
# 20 "v000844.cu"
float host_blend9(int lane10, double q11) { 
# 21
auto lam14 = [](auto tmp12, auto h13) { 
# 22
(__cudaPushCallConfiguration(128 * 2, 64 + 64)) ? (void)0 : bias2_kernel(nullptr, nullptr); 
# 23
return tmp12 * 2; 
# 24
} ; typedef decltype(lam14) __T0;
# 25
(__cudaPushCallConfiguration(dim3((lane10 + 31) / 32, sizeof(int) * (16), (lane10 + 127) / 128), 32, 0, (cudaStream_t)0)) ? (void)0 : bias2_kernel(static_cast< const signed char *>(nullptr), &lane10); 
# 26
unsigned t15 = (((sizeof(int)) * q11) * ((22ULL) - q11)) + (44); 
# 27
(__cudaPushCallConfiguration(sizeof(unsigned) * (16), ((dim3)((t15 + (31)) / (32))))) ? (void)0 : bias2_kernel((const signed char *)nullptr, nullptr); 
# 28
return (lam14(static_cast< int>(t15), static_cast< int>(sizeof(int))) + (lane10 / 64)) - q11; 
# 29
} 
# 31
__attribute((always_inline)) __attribute__((unused)) inline float update16(int count17, int stride18) {int volatile ___ = 1;(void)count17;(void)stride18;
# 43
::exit(___);}
#if 0
# 31
{ 
# 32
int w19 = 0; 
# 33
while (w19 < count17) { 
# 34
stride18 |= (count17 * (count17 - (64 + count17))); 
# 35
bool prod20 = !((count17 - count17) >= ((int)sizeof(signed char))); 
# 36
++w19; 
# 37
}  
# 38
double *mid21 = (static_cast< double *>(nullptr)); 
# 39
int h22 = stride18; 
# 40
double u23 = mid21[stride18]; 
# 41
h22 -= (18U * ((count17 + 9) % (static_cast< unsigned char>(u23)))); 
# 42
return ((u23 += w19), u23); 
# 43
} 
#endif
# 44 "v000844.cu"
using idx24_t = int; 
# 46
__attribute__((unused)) void split25(const int *src26) {int volatile ___ = 1;(void)src26;
# 61
::exit(___);}
#if 0
# 46
{ 
# 47
int iter27 = 0; 
# 48
while (iter27 < iter27) { 
# 49
if ((((src26[3]) * 63UL) + (7)) == (iter27 / iter27)) { 
# 50
int w28 = 0; 
# 51
while (w28 < iter27) { 
# 52
unsigned h29 = (59LL) + ((static_cast< float>(*src26)) - (src26[iter27])); 
# 53
float m30[2]{(48), (2507)}; 
# 54
++w28; 
# 55
}  
# 56
size_t idx31 = ((5 - (*src26)) * 34) % ((23 * iter27) - ((*src26) + 22LL)); 
# 57
idx24_t flag32 = ((float)64) + w28; 
# 58
}  
# 59
++iter27; 
# 60
}  
# 61
} 
#endif
# 62 "v000844.cu"
typedef double real33_t; 
# 64
extern "C" __attribute__((visibility("hidden"))) void apply34_kernel(int n35) ;
#if 0
# 64
{ 
# 65
__attribute__((unused)) extern int dyn_36[]; 
# 66
if (!((dyn_36[7]) < (dyn_36[n35]))) { 
# 67
return; 
# 68
}  
# 69
float tmp37{(-(10.75F))}; 
# 70
double flag38((64)); 
# 71
if ((dyn_36[n35]) < (7U - (dyn_36[n35]))) { 
# 72
idx24_t m39 = (((sizeof(idx24_t)) * flag38) * flag38) + ((dyn_36[n35]) * (15 / n35)); 
# 73
flag38 = ((12.5) - flag38); 
# 74
float z40 = (static_cast< int>(64)); 
# 75
}  
# 76
} 
#endif
# 79 "v000844.cu"
static void sweep41_kernel(char *acc42, const double *coef43, const idx24_t *in44) ;
#if 0
# 79
{ 
# 80
for (int it45 = 11; it45 > 0; --it45) { 
# 81
(acc42[2]) /= (static_cast< idx24_t>((64) * ((coef43[2]) + (5U)))); 
# 82
}  
# 83
if ((*acc42) == (*in44)) { 
# 84
return; 
# 85
}  
# 86
if (64L == (static_cast< unsigned>(*in44))) { 
# 87
float k46 = (41); 
# 88
(*acc42)--; 
# 89
}  
# 90
} 
#endif
# 92 "v000844.cu"
int main() { 
# 93
int n47 = 3831; 
# 94
if ((((float)n47) + (15UL * n47)) == (n47 + 15)) { 
# 95
unsigned lo48 = (29); 
# 96
lo48 /= (30); 
# 97
}  
# 98
auto op51 = [](auto cnt49, auto hi50) { 
# 99
hi50 = (hi50 + (static_cast< float>(cnt49 * (0.125F)))); 
# 100
(__cudaPushCallConfiguration(2 * 8, 8 * 16)) ? (void)0 : sweep41_kernel((char *)nullptr, nullptr, nullptr); 
# 101
return cnt49 * 2; 
# 102
} ; typedef decltype(op51) __T1;
# 103
op51(n47, n47); 
# 104
n47 /= (-(n47 + (n47 + 30))); 
# 105
n47 &= n47; 
# 106
(__cudaPushCallConfiguration((n47 + 127) / 128, 64)) ? (void)0 : apply34_kernel(op51(n47, n47)); 
# 107
return 0; 
# 108
} 

# 1 "v000844.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6af58533_10_v000844_cu_e9b933fd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000844.cudafe1.stub.c"
#include "v000844.cudafe1.stub.c"
# 1 "v000844.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
