# 1 "v002336.cu"
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
# 22 "v002336.cu"
namespace img6 { 
# 23
unsigned long pivot7(int count8 = 63) 
# 24
{ 
# 25
for (int n9 = 0; n9 < 6; n9++) { 
# 26
int res10{(-35)}; 
# 27
for (int j11 = 0; j11 < count8; j11 += 2) { 
# 28
count8 &= (static_cast< int>(((n9 >= count8) ? 54 : 59) & 15)); 
# 29
if (count8 <= n9) { 
# 30
continue; 
# 31
}  
# 32
count8 %= 4; 
# 33
}  
# 34
}  
# 35
return 50 / count8; 
# 36
} 
# 38
long long run_clamp12(const char *coef13) 
# 39
{ 
# 40
float k14{static_cast< float>(img6::pivot7((((coef13[3]) == (coef13[0])) ? coef13[0] : 44) / ((*coef13) & 15)))}; 
# 41
k14 -= (coef13[2]); 
# 42
cudaStream_t res15 = (0); 
# 43
return ((img6::pivot7() > ((int)(('\177') & (*coef13)))) ? img6::pivot7() : ((int)(('\177') & (*coef13)))); 
# 44
} 
# 45
}
# 47
namespace _GLOBAL__N__8f847042_10_v002336_cu_9aaea146 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__8f847042_10_v002336_cu_9aaea146; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__8f847042_10_v002336_cu_9aaea146 __attribute__((visibility("hidden")))  { 
# 48
struct Sample16 { 
# 49
unsigned flag17; 
# 50
int z18; 
# 51
}; 
# 53
template< class T> 
# 54
struct Acc19 { 
# 55
T val20; 
# 56
unsigned z21; 
# 57
unsigned val22; 
# 58
void scale23(T h24) 
# 59
{ 
# 60
(val22)--; 
# 61
(z21) = h24; 
# 62
} 
# 63
}; 
# 65
__attribute__((unused)) float reduce25(float alpha26, unsigned *buf27, int *acc28) 
# 66
{int volatile ___ = 1;(void)alpha26;(void)buf27;(void)acc28;
# 70
::exit(___);}
#if 0
# 66
{ 
# 67
__attribute__((unused)) static Acc19< long>  sh_29[32]; 
# 68
((sh_29[0]).z21) += img6::pivot7(); 
# 69
return ((((*acc28) / ((sh_29[4]).val22)) > ((buf27[7]) - 37UL)) ? (*acc28) / ((sh_29[4]).val22) : ((buf27[7]) - 37UL)) * ((acc28[3]) | 16); 
# 70
} 
#endif
# 71 "v002336.cu"
}
# 73
__attribute__((unused)) inline void reduce30(unsigned p31, int len32) 
# 74
{int volatile ___ = 1;(void)p31;(void)len32;
# 86
::exit(___);}
#if 0
# 74
{ 
# 75
__attribute__((unused)) static int sh_33[15][8]; 
# 76
if (img6::pivot7(19)) { 
# 77
bool z34 = (p31 & (15)) == len32; 
# 78
int k35{('#')}; 
# 79
}  
# 80
if ((static_cast< float>((sh_33[7])[0])) < reduce25((sh_33[p31])[6], nullptr, nullptr)) { 
# 81
if ((sh_33[12])[6]) { 
# 82
return; 
# 83
}  
# 84
reduce25((len32 | ((sh_33[9])[1])) / 8, (unsigned *)nullptr, nullptr); 
# 85
}  
# 86
} 
#endif
# 88 "v002336.cu"
__attribute__((visibility("hidden"))) void weigh36_kernel(long *buf37) ;
#if 0
# 89
{ 
# 90
__attribute__((unused)) static int sh_38; 
# 91
Sample16 base39 = Sample16{1U, 1}; 
# 92
__attribute__((unused)) static int sh_40[sizeof(float) * (2)][4]; 
# 93
int w41 = 0; 
# 94
while (w41 < (8 + 5)) { 
# 95
auto mid42 = img6::pivot7((sh_40[6])[sh_38]); 
# 96
int *r43 = reinterpret_cast< int *>(buf37); 
# 97
++w41; 
# 98
}  
# 99
} 
#endif
# 101 "v002336.cu"
int main() 
# 102
{ 
# 103
int size44 = 2265; 
# 104
Acc19< long>  hi45 = Acc19< long> {1L, (21), 4U}; 
# 105
dim3 base46 = dim3(2, sizeof(int) * (4), 4 * 4); 
# 106
(__cudaPushCallConfiguration(1 << 3, 8 + (19 + 229))) ? (void)0 : weigh36_kernel(nullptr); 
# 107
return 0; 
# 108
} 

# 1 "v002336.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8f847042_10_v002336_cu_9aaea146
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002336.cudafe1.stub.c"
#include "v002336.cudafe1.stub.c"
# 1 "v002336.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
