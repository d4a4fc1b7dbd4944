# 1 "v000464.cu"
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
# 17 "v000464.cu"
__attribute__((unused)) float tally6(int count7, int lane8, unsigned beta9) 
# 18
{int volatile ___ = 1;(void)count7;(void)lane8;(void)beta9;
# 30
::exit(___);}
#if 0
# 18
{ 
# 19
double w10{(9.0)}; 
# 20
if (beta9 == __device_builtin_variable_warpSize) { 
# 21
return (4.375F); 
# 22
}  
# 23
if (((w10 * (23L)) != beta9) && (!(beta9 == (6)))) { 
# 24
for (int n11 = 2; n11 > 0; --n11) { 
# 25
beta9 |= count7; 
# 26
constexpr float x12 = (19.0F); 
# 27
}  
# 28
}  
# 29
return lane8 | ((lane8 % count7) + 32); 
# 30
} 
#endif
# 32 "v000464.cu"
__attribute__((visibility("hidden"))) void shade13(unsigned p14) ;
#if 0
# 33
{ 
# 34
int i15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
int prod16 = p14; 
# 36
double f17 = prod16; 
# 37
prod16 = prod16; 
# 38
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 40 "v000464.cu"
template< class T> static void 
# 41
__wrapper__device_stub_combine18(const T *&input19, T *&buf20, const T *&coef21, int &stride22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 42
{ 
# 43
int idx23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
if (idx23 >= stride22) { 
# 45
return; 
# 46
}  
# 47
if ((input19[1]) <= 44) { 
# 48
int *hi24 = &stride22; 
# 49
for (int it25 = 0, j26 = stride22; it25 < j26; (++it25), (--j26)) { 
# 50
if (24 < ((__device_builtin_variable_threadIdx.y) + (38U * (*buf20)))) { 
# 51
stride22 &= ((unsigned)41L); 
# 52
if ((it25 & (hi24[it25])) <= (coef21[it25 & 7])) { 
# 53
continue; 
# 54
}  
# 55
} else { if (((*coef21) * 3) != (*input19)) { 
# 56
continue; 
# 57
}  }  
# 58
}  
# 59
}  
# 60
} 
#endif

#pragma GCC diagnostic pop

# 40 "v000464.cu"
template< class T> static void 
# 41
combine18(const T *input19, T *buf20, const T *coef21, int stride22) 
# 42
{__wrapper__device_stub_combine18<T>(input19,buf20,coef21,stride22);
# 60
return;}
#if 0
# 42
{ 
# 43
int idx23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
if (idx23 >= stride22) { 
# 45
return; 
# 46
}  
# 47
if ((input19[1]) <= 44) { 
# 48
int *hi24 = &stride22; 
# 49
for (int it25 = 0, j26 = stride22; it25 < j26; (++it25), (--j26)) { 
# 50
if (24 < ((__device_builtin_variable_threadIdx.y) + (38U * (*buf20)))) { 
# 51
stride22 &= ((unsigned)41L); 
# 52
if ((it25 & (hi24[it25])) <= (coef21[it25 & 7])) { 
# 53
continue; 
# 54
}  
# 55
} else { if (((*coef21) * 3) != (*input19)) { 
# 56
continue; 
# 57
}  }  
# 58
}  
# 59
}  
# 60
} 
#endif
# 61 "v000464.cu"
static unsigned short c_reduce27; 
# 63
__attribute__((visibility("hidden"))) void update28(bool alpha29) ;
#if 0
# 64
{ 
# 65
unsigned idx30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 66
unsigned diff31 = (24); 
# 67
if (alpha29) { 
# 68
tally6(__device_builtin_variable_blockIdx.x, idx30 - (alpha29 | alpha29), c_reduce27); 
# 69
}  
# 70
diff31 = ((((__device_builtin_variable_blockDim.y) - c_reduce27) | (diff31 + 21U)) & 3392L); 
# 71
if (tally6(diff31, idx30, c_reduce27) > c_reduce27) { 
# 72
return; 
# 73
}  
# 74
constexpr float diff32 = (2.75F); 
# 75
const short *w33 = (static_cast< const short *>(nullptr)); 
# 76
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 78 "v000464.cu"
template< class T> static void 
# 79
__wrapper__device_stub_grow34(T &alpha35) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 80
{ 
# 81
int idx36 = __device_builtin_variable_threadIdx.x; 
# 82
if ((c_reduce27 > alpha35) && (alpha35 >= 1) && (alpha35 > 24)) { 
# 83
tally6(tally6(59, __device_builtin_variable_blockDim.x, __device_builtin_variable_threadIdx.y), alpha35, c_reduce27 | 32); 
# 84
int e37 = tally6(alpha35, c_reduce27, 42); 
# 85
}  
# 86
} 
#endif

#pragma GCC diagnostic pop

# 78 "v000464.cu"
template< class T> static void 
# 79
grow34(T alpha35) 
# 80
{__wrapper__device_stub_grow34<T>(alpha35);
# 86
return;}
#if 0
# 80
{ 
# 81
int idx36 = __device_builtin_variable_threadIdx.x; 
# 82
if ((c_reduce27 > alpha35) && (alpha35 >= 1) && (alpha35 > 24)) { 
# 83
tally6(tally6(59, __device_builtin_variable_blockDim.x, __device_builtin_variable_threadIdx.y), alpha35, c_reduce27 | 32); 
# 84
int e37 = tally6(alpha35, c_reduce27, 42); 
# 85
}  
# 86
} 
#endif
# 88 "v000464.cu"
int score38(int count39, short cfg40) 
# 89
{ 
# 90
count39 ^= (static_cast< short>(59)); 
# 91
int w41 = 0; 
# 92
while (w41 < 3) { 
# 93
count39 ^= w41; 
# 94
++w41; 
# 95
}  
# 96
float idx42 = w41 ^ 63; 
# 97
cfg40 %= (((w41 ^ w41) & (37 % cfg40)) + count39); 
# 98
return static_cast< int>((float)(cfg40 & count39)); 
# 99
} 
# 101
int main() 
# 102
{ 
# 103
int len43 = 687; 
# 104
unsigned k44 = (static_cast< float>((23.875F))) * len43; 
# 105
for (int j45 = 0; j45 < len43; j45++) { 
# 106
(__cudaPushCallConfiguration(sizeof(int) * (4), 32, 0, 0)) ? (void)0 : shade13((16 & j45) - score38(15, j45)); 
# 107
}  
# 108
score38(k44, 49); 
# 109
score38(+len43, (len43 * len43) + (('z') + k44)); 
# 110
k44 &= (28LL ^ (k44 + len43)); 
# 111
(__cudaPushCallConfiguration((len43 + 63) / 64, 256)) ? (void)0 : combine18< unsigned> (&k44, &k44, &k44, 13L + (~k44)); 
# 112
(__cudaPushCallConfiguration(dim3((len43 + 255) / 256, 24 + (11 + 93)), 256 * 2)) ? (void)0 : update28((k44 + len43) + (len43 + k44)); 
# 113
(__cudaPushCallConfiguration(dim3(64, sizeof(unsigned) * (16), (len43 + 127) / 128), 64, 0, (cudaStream_t)0)) ? (void)0 : grow34< int> (((k44 += (8)), 22)); 
# 114
return 0; 
# 115
} 

# 1 "v000464.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__67f71628_10_v000464_cu_37342245
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000464.cudafe1.stub.c"
#include "v000464.cudafe1.stub.c"
# 1 "v000464.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
