# 1 "v002185.cu"
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
# 7 "v002185.cu"
struct Tile2 { 
# 8
float flag3; 
# 9
unsigned x4; 
# 10
unsigned char sum5; 
# 11
unsigned vel6; 
# 12
}; 
# 14
template< class T> 
# 15
struct Pixel7 { 
# 16
T y8, w9; 
# 17
T norm10(T q11) const 
# 18
{ 
# 19
q11 = (24.375); 
# 20
return q11; 
# 21
} 
# 22
}; 
# 24
namespace math12 { 
# 25
struct Pixel13 { 
# 26
long long vel14; 
# 27
float lo15; 
# 28
int sum16; 
# 29
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 31
template< class T> static void 
# 32
__wrapper__device_stub_probe17(T *__restrict__ &buf18, Pixel13 &beta19, const int *&input20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 33
{ 
# 34
if (!((*buf18) >= (*buf18))) { 
# 35
goto skip23; 
# 36
}  
# 37
if ((32U) != (beta19.lo15)) { 
# 38
if ((beta19.sum16) < (input20[4])) { 
# 39
--(buf18[3]); 
# 40
for (int n21 = 13; n21 > 0; --n21) { 
# 41
if (((beta19.lo15) != (39UL)) || ((beta19.lo15) == (16))) { 
# 42
continue; 
# 43
}  
# 44
beta19 = beta19; 
# 45
}  
# 46
} else { if (auto w22 = (((*input20) + (*input20)) * ((*input20) + (beta19.lo15))) / ((input20[0]) - (7.625)); ((beta19.sum16) + 5) < ((31) * (beta19.vel14))) { 
# 47
} else { 
# 48
}  }  
# 49
}  
# 50
skip23:; ; 
# 51
} 
#endif

#pragma GCC diagnostic pop

# 31 "v002185.cu"
template< class T> static void 
# 32
probe17(T *__restrict__ buf18, Pixel13 beta19, const int *input20) 
# 33
{::math12::__wrapper__device_stub_probe17<T>(buf18,beta19,input20);
# 51
return;}
#if 0
# 33
{ 
# 34
if (!((*buf18) >= (*buf18))) { 
# 35
goto skip23; 
# 36
}  
# 37
if ((32U) != (beta19.lo15)) { 
# 38
if ((beta19.sum16) < (input20[4])) { 
# 39
--(buf18[3]); 
# 40
for (int n21 = 13; n21 > 0; --n21) { 
# 41
if (((beta19.lo15) != (39UL)) || ((beta19.lo15) == (16))) { 
# 42
continue; 
# 43
}  
# 44
beta19 = beta19; 
# 45
}  
# 46
} else { if (auto w22 = (((*input20) + (*input20)) * ((*input20) + (beta19.lo15))) / ((input20[0]) - (7.625)); ((beta19.sum16) + 5) < ((31) * (beta19.vel14))) { 
# 47
} else { 
# 48
}  }  
# 49
}  
# 50
skip23:; ; 
# 51
} 
#endif
# 53 "v002185.cu"
struct Vec24 { 
# 54
unsigned mass25; 
# 55
double sum26; 
# 56
unsigned long z27; 
# 57
size_t count28; 
# 58
}; 
# 59
}
# 60
using ptr29_t = int *; 
# 62
__attribute__((visibility("hidden"))) void count30_kernel(int len31, math12::Pixel13 alpha32, math12::Vec24 p33, int lane34) ;
#if 0
# 63
{ 
# 64
for (int it35 = 0; it35 < 7; it35++) { 
# 65
p33 = p33; 
# 66
static_assert(((sizeof(float) * (8)) > (31)), "bad config");
# 67
static_assert((32 == 32), "bad config");
# 68
}  
# 69
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 71 "v002185.cu"
template< class T, int N = 6> static void 
# 72
__wrapper__device_stub_decay36_kernel(const T *__restrict__ &src37) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 73
{ 
# 74
static_assert((49 == 49), "bad config");
# 75
long f38{(1532)}; 
# 76
} 
#endif

#pragma GCC diagnostic pop

# 71 "v002185.cu"
template< class T, int N = 6> static void 
# 72
decay36_kernel(const T *__restrict__ src37) 
# 73
{__wrapper__device_stub_decay36_kernel<T,N>(src37);
# 76
return;}
#if 0
# 73
{ 
# 74
static_assert((49 == 49), "bad config");
# 75
long f38{(1532)}; 
# 76
} 
#endif
# 78 "v002185.cu"
int main() 
# 79
{ 
# 80
int size39 = 437; 
# 81
(__cudaPushCallConfiguration(2, 256, sizeof(double) * (64), nullptr)) ? (void)0 : count30_kernel(size39 + 1, math12::Pixel13{(-1845L), (L'\x7a'), static_cast< int>(3849 - size39)}, math12::Vec24{(34LL), static_cast< double>(size39 * 51), static_cast< size_t>(size39 + ('A')), (static_cast< size_t>(22U))}, 54U); 
# 82
math12::Pixel13 prod40 = {7LL, (12.125F), ('z')}; 
# 83
size39--; 
# 84
(__cudaPushCallConfiguration((size39 + 63) / 64, 512, 1024, 0)) ? (void)0 : math12::probe17((long *)nullptr, prod40, &size39); 
# 85
(__cudaPushCallConfiguration((size39 + 127) / 128, 512)) ? (void)0 : decay36_kernel< int, 1> (&size39); 
# 86
return 0; 
# 87
} 

# 1 "v002185.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a7294fb6_10_v002185_cu_6e51ca69
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002185.cudafe1.stub.c"
#include "v002185.cudafe1.stub.c"
# 1 "v002185.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
