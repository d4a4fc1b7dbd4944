# 1 "v001351.cu"
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
# 13 "v001351.cu"
enum class Axis9 { 
# 14
Fast10, 
# 15
Mul11, 
# 16
Slow12, 
# 17
Slow13, 
# 18
Red14
# 19
}; 
# 20
static unsigned d_probe15; 
# 22
static void warp16_kernel(double *data17, int len18) ;
#if 0
# 23
{ 
# 24
(*data17) -= (128); 
# 25
float q19 = (58L); 
# 26
float acc20{(8.0F)}; 
# 27
} 
#endif
# 28 "v001351.cu"
static_assert((sizeof(int) == (4)));
# 30
__attribute__((visibility("hidden"))) void march21(unsigned char *dst22) ;
#if 0
# 31
{ 
# 32
if (((d_probe15 += (*dst22)), 35L) == d_probe15) { 
# 33
goto done24; 
# 34
}  
# 35
if (!dst22) { 
# 36
auto prod23 = (((2) * (d_probe15 + (dst22[d_probe15 & (7)]))) + ((d_probe15 += d_probe15), d_probe15)) * (*dst22); 
# 37
if (dst22 == (nullptr)) { 
# 38
return; 
# 39
}  
# 40
}  
# 41
done24:; ; 
# 42
} 
#endif
# 44 "v001351.cu"
static void decay25_kernel(long *acc26, Axis9 b27, int count28) ;
#if 0
# 45
{ 
# 46
if (!acc26) { 
# 47
(*acc26) ^= (12U); 
# 48
switch (b27) { 
# 49
case Axis9::Fast10:  
# 50
(acc26[count28]) = (count28 % ((49) - (count28 - (acc26[5])))); 
# 51
(acc26[3]) = (((3) + (d_probe15 - d_probe15)) + ((count28 += 9L), (acc26[4]))); 
# 52
break; 
# 53
default:  
# 54
break; 
# 55
}  
# 56
}  
# 57
} 
#endif
# 58 "v001351.cu"
typedef float real29_t; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 60
template< class T, int N> __attribute__((unused)) static T 
# 61
fuse30(T *buf31) 
# 62
{int volatile ___ = 1;(void)buf31;
# 72
::exit(___);}
#if 0
# 62
{ 
# 63
if ((buf31[d_probe15]) <= 32) { 
# 64
goto out33; 
# 65
}  
# 66
{ 
# 67
Axis9 u32 = Axis9::Red14; 
# 68
(buf31[0]) = ((2 * ((T)d_probe15)) + N); 
# 69
} 
# 70
out33:; ; 
# 71
return d_probe15; 
# 72
} 
#endif

#pragma GCC diagnostic pop

# 74 "v001351.cu"
int main() 
# 75
{ 
# 76
int n34 = 2816; 
# 77
([=]() mutable { 
# 78
unsigned char sum35 = n34; 
# 79
} )(); 
# 80
Axis9 diff36 = Axis9::Red14; 
# 81
([=]() mutable { 
# 82
Axis9 m37 = Axis9::Slow13; 
# 83
(n34) = (((n34) * 57UL) / (50)); 
# 84
} )(); 
# 85
(n34--), (diff36 = diff36); 
# 86
n34 |= (((long)n34) + (128)); 
# 87
(__cudaPushCallConfiguration(dim3(4, 2 * 2, 4), 32, 256, (cudaStream_t)0)) ? (void)0 : warp16_kernel(nullptr, n34); 
# 88
(__cudaPushCallConfiguration(32 + 224, 8 * 8)) ? (void)0 : march21((unsigned char *)nullptr); 
# 89
(__cudaPushCallConfiguration(16 * 16, 32 * 4, 0)) ? (void)0 : decay25_kernel(nullptr, diff36, 128 * n34); 
# 90
return 0; 
# 91
} 

# 1 "v001351.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__acfba7c6_10_v001351_cu_4ee552ec
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001351.cudafe1.stub.c"
#include "v001351.cudafe1.stub.c"
# 1 "v001351.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
