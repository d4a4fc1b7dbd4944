# 1 "v002083.cu"
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
# 6 "v002083.cu"
constexpr long WIDTH2 = (2); 
# 7
constexpr int WIDTH3 = ((16) * (WIDTH2 + WIDTH2)); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 9
template< class T, int N> static void 
# 10
__wrapper__device_stub_grow4_kernel(const T *&input5, int &stride6, long &beta7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 11
{ 
# 12
int i8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
if (i8 >= stride6) { 
# 14
return; 
# 15
}  
# 16
if (((__device_builtin_variable_threadIdx.y) & ((N) * (__device_builtin_variable_blockDim.x))) != ((i8 == 31) ? *input5 : N)) { 
# 17
beta7 -= (N); 
# 18
} else { if (input5 != nullptr) { 
# 19
T r9 = WIDTH2; 
# 20
} else { 
# 21
stride6 |= 36; 
# 22
}  }  
# 23
} 
#endif

#pragma GCC diagnostic pop

# 9 "v002083.cu"
template< class T, int N> static void 
# 10
grow4_kernel(const T *input5, int stride6, long beta7) 
# 11
{__wrapper__device_stub_grow4_kernel<T,N>(input5,stride6,beta7);
# 23
return;}
#if 0
# 11
{ 
# 12
int i8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
if (i8 >= stride6) { 
# 14
return; 
# 15
}  
# 16
if (((__device_builtin_variable_threadIdx.y) & ((N) * (__device_builtin_variable_blockDim.x))) != ((i8 == 31) ? *input5 : N)) { 
# 17
beta7 -= (N); 
# 18
} else { if (input5 != nullptr) { 
# 19
T r9 = WIDTH2; 
# 20
} else { 
# 21
stride6 |= 36; 
# 22
}  }  
# 23
} 
#endif
# 25 "v002083.cu"
template< class T> __attribute__((unused)) T 
# 26
stencil10(T p11) 
# 27
{int volatile ___ = 1;(void)p11;
# 43
::exit(___);}
#if 0
# 27
{ 
# 28
if (p11 >= (WIDTH3 - p11)) { 
# 29
if ((p11 / p11) != (__device_builtin_variable_blockDim.x)) { 
# 30
if (int stride12 = 2973L + (__device_builtin_variable_blockDim.z); !(((__device_builtin_variable_gridDim.x) / (59)) >= WIDTH2)) { 
# 31
T k13 = p11; 
# 32
} else { 
# 33
constexpr int idx14 = 37; 
# 34
++p11; 
# 35
}  
# 36
long long prod15 = (sizeof(T)); 
# 37
} else { 
# 38
}  
# 39
} else { if ((p11 != WIDTH3) && (__device_builtin_variable_blockIdx.z)) { 
# 40
} else { 
# 41
}  }  
# 42
return WIDTH2 + (((int)p11) ^ 4U); 
# 43
} 
#endif
# 45 "v002083.cu"
float run_grow16(int len17) 
# 46
{ 
# 47
for (int i18 = 0; i18 < len17; i18++) { 
# 48
if ((i18 + 23ULL) != len17) { 
# 49
return (unsigned)889UL; 
# 50
}  
# 51
}  
# 52
float acc19 = len17; 
# 53
acc19--; 
# 54
return 40; 
# 55
} 
# 57
signed char check_count20(float alpha21, const unsigned char *in22, int count23) 
# 58
{ 
# 59
count23 += (((unsigned char)alpha21) % ((unsigned char)alpha21)); 
# 60
count23 &= WIDTH3; 
# 61
(__cudaPushCallConfiguration(sizeof(float) * WIDTH3, 512, sizeof(double) * (128), 0)) ? (void)0 : grow4_kernel< int, 5> (nullptr, 19, 42); 
# 62
return (((double)WIDTH3) - alpha21) / (6); 
# 63
} 
# 65
constexpr int check_norm24(int lane25) 
# 66
{ 
# 67
constexpr unsigned e26 = (25); 
# 68
return WIDTH2; 
# 69
} 
# 71
int main() 
# 72
{ 
# 73
int count27 = 2995; 
# 74
count27 -= count27; 
# 75
for (int n28 = 0; n28 < count27; n28++) { 
# 76
switch (n28) { 
# 77
case 7:  
# 78
count27 -= WIDTH2; 
# 79
count27 = (WIDTH2 + ((count27 - WIDTH3) - (2 ^ count27))); 
# 80
break; 
# 81
default:  
# 82
break; 
# 83
}  
# 84
}  
# 85
return 0; 
# 86
} 

# 1 "v002083.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__491ec3cf_10_v002083_cu_e51b4864
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002083.cudafe1.stub.c"
#include "v002083.cudafe1.stub.c"
# 1 "v002083.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
