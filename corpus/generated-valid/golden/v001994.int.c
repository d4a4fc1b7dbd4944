# 1 "v001994.cu"
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
# 14 "v001994.cu"
__attribute__((visibility("hidden"))) void march4_kernel(long long a5, int n6, int len7) ;
#if 0
# 15
{ 
# 16
int f8 = ((static_cast< int>(59)) * (a5 / a5)) - (sizeof(long)); 
# 17
long long q9{(29)}; 
# 18
const int q10 = 45; 
# 19
} 
#endif
# 20 "v001994.cu"
static float c_gather11; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 22
template< class T> static void 
# 23
__wrapper__device_stub_scale12(T *&dst13, float &q14, T *__restrict__ &buf15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 24
{ 
# 25
__attribute__((unused)) extern unsigned dyn_16[]; 
# 26
T w17 = buf15[0]; 
# 27
if ((buf15[3]) > w17) { 
# 28
goto finish18; 
# 29
}  
# 30
(buf15[4]) = (dst13[1]); 
# 31
finish18:; ; 
# 32
} 
#endif

#pragma GCC diagnostic pop

# 22 "v001994.cu"
template< class T> static void 
# 23
scale12(T *dst13, float q14, T *__restrict__ buf15) 
# 24
{__wrapper__device_stub_scale12<T>(dst13,q14,buf15);
# 32
return;}
#if 0
# 24
{ 
# 25
__attribute__((unused)) extern unsigned dyn_16[]; 
# 26
T w17 = buf15[0]; 
# 27
if ((buf15[3]) > w17) { 
# 28
goto finish18; 
# 29
}  
# 30
(buf15[4]) = (dst13[1]); 
# 31
finish18:; ; 
# 32
} 
#endif
# 34 "v001994.cu"
extern "C" {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 35
__attribute__((unused)) static void clamp23(long *__restrict__ dst24) 
# 36
{int volatile ___ = 1;(void)dst24;
# 55
::exit(___);}
#if 0
# 36
{ 
# 37
if (dst24 != (nullptr)) { 
# 38
switch (*dst24) { 
# 39
case 5:  
# 40
break; 
# 41
case 11:  
# 42
if (c_gather11 == (dst24[2])) { 
# 43
return; 
# 44
}  
# 45
break; 
# 46
case 6:  { 
# 47
++(*dst24); 
# 48
auto mid25 = c_gather11 + (dst24[3]); 
# 49
break; 
# 50
} 
# 51
}  
# 52
int mid26 = (-57); 
# 53
}  
# 54
(dst24[6]) = ((6) | (*dst24)); 
# 55
} 
#endif

#pragma GCC diagnostic pop

# 57 "v001994.cu"
__attribute__((visibility("hidden"))) void split19_kernel(int n20) ;
#if 0
# 58
{ 
# 59
n20 = c_gather11; 
# 60
n20--; 
# 61
__attribute__((unused)) static unsigned sh_21[32]; 
# 62
if (c_gather11 != c_gather11) { 
# 63
goto done22; 
# 64
}  
# 65
(sh_21[n20]) *= (~((n20 / 54U) * ((sh_21[n20]) + (14)))); 
# 66
--(sh_21[n20]); 
# 67
done22:; ; 
# 68
} 
#endif
# 69 "v001994.cu"
}
# 71
int host_combine27(int count28) 
# 72
{ 
# 73
if (count28 & 1) { 
# 74
return (!(count28 == count28)) ? count28 : (64ULL + count28); 
# 75
}  
# 76
auto lam31 = [=](unsigned u29, int cnt30) mutable->long { 
# 77
cnt30 = 53; 
# 78
++(count28); 
# 79
return (!(u29 <= u29)) ? cnt30 : (((count28) == (count28)) ? 34 : (count28)); 
# 80
} ; typedef decltype(lam31) __T0;
# 81
lam31(count28, count28); 
# 82
auto lam34 = [tmp32 = count28 << count28](double val33)->float { 
# 83
val33 *= (-(8.5)); 
# 84
return 34; 
# 85
} ; typedef decltype(lam34) __T1;
# 86
++count28; 
# 87
unsigned flag35 = count28 + (static_cast< signed char>(count28)); 
# 88
count28 -= ((count28 <= 16) ? 10U : lam31(static_cast< unsigned>(count28), 25UL)); 
# 89
const char *prod36 = ("path\\to"); 
# 90
return flag35 - (prod36[0]); 
# 91
} 
# 93
int main() 
# 94
{ 
# 95
int count37 = 2645; 
# 96
int e38 = 1006; 
# 97
count37--; 
# 98
(__cudaPushCallConfiguration(1 << 6, ((dim3)((e38 + 63) / 64)), sizeof(double) * (64), nullptr)) ? (void)0 : march4_kernel(~host_combine27(count37), e38, count37); 
# 99
(__cudaPushCallConfiguration(512, dim3(10 + 246, (count37 + 127) / 128))) ? (void)0 : scale12(static_cast< long *>(nullptr), host_combine27(48UL), (long *)nullptr); 
# 100
(__cudaPushCallConfiguration(4, sizeof(float) * (8))) ? (void)0 : split19_kernel(e38); 
# 101
return 0; 
# 102
} 

# 1 "v001994.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ff4e9993_10_v001994_cu_0b557ff1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001994.cudafe1.stub.c"
#include "v001994.cudafe1.stub.c"
# 1 "v001994.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
