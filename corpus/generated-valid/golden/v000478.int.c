# 1 "v000478.cu"
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

# 25 "v000478.cu"
template< class T> static void 
# 26
__wrapper__device_stub_weigh7(const T *&coef8, T &b9, int *&data10, unsigned long *&dst11) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 26
{ 
# 27
if (*dst11) { 
# 28
goto finish13; 
# 29
}  
# 30
(*dst11) = ((int)(64 - (data10[3]))); 
# 31
if ((37) >= (dst11[3])) { 
# 32
if (((data10[1]) <= b9) && (((*dst11) + b9) <= b9)) { 
# 33
if ((coef8[5]) == (*dst11)) { 
# 34
__attribute__((unused)) static float sh_12[128]; 
# 35
(*data10) = 23; 
# 36
}  
# 37
}  
# 38
}  
# 39
finish13:; ; 
# 40
} 
#endif

#pragma GCC diagnostic pop

# 25 "v000478.cu"
template< class T> static void 
# 26
weigh7(const T *coef8, T b9, int *data10, unsigned long *dst11) {__wrapper__device_stub_weigh7<T>(coef8,b9,data10,dst11);
# 40
return;}
#if 0
# 26
{ 
# 27
if (*dst11) { 
# 28
goto finish13; 
# 29
}  
# 30
(*dst11) = ((int)(64 - (data10[3]))); 
# 31
if ((37) >= (dst11[3])) { 
# 32
if (((data10[1]) <= b9) && (((*dst11) + b9) <= b9)) { 
# 33
if ((coef8[5]) == (*dst11)) { 
# 34
__attribute__((unused)) static float sh_12[128]; 
# 35
(*data10) = 23; 
# 36
}  
# 37
}  
# 38
}  
# 39
finish13:; ; 
# 40
} 
#endif
# 41 "v000478.cu"
namespace _GLOBAL__N__10418020_10_v000478_cu_508aed96 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__10418020_10_v000478_cu_508aed96; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__10418020_10_v000478_cu_508aed96 __attribute__((visibility("hidden")))  { 
# 42
struct Body14 { 
# 43
float id15; 
# 44
long weight16; 
# 45
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 46
template< class T, class U> static void 
# 47
__wrapper__device_stub_filter17(U &alpha18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 47
{ 
# 48
if (((alpha18 > 43) ? 57U : alpha18) < alpha18) { 
# 49
alpha18 = (alpha18 + 4); 
# 50
unsigned s19 = alpha18 + 4; 
# 51
}  
# 52
long w20 = (alpha18 * alpha18) * (((+alpha18) <= alpha18) ? 63 * alpha18 : 19); 
# 53
} 
#endif

#pragma GCC diagnostic pop

# 46 "v000478.cu"
template< class T, class U> static void 
# 47
filter17(U alpha18) {::_GLOBAL__N__10418020_10_v000478_cu_508aed96::__wrapper__device_stub_filter17<T,U>(alpha18);
# 53
return;}
#if 0
# 47
{ 
# 48
if (((alpha18 > 43) ? 57U : alpha18) < alpha18) { 
# 49
alpha18 = (alpha18 + 4); 
# 50
unsigned s19 = alpha18 + 4; 
# 51
}  
# 52
long w20 = (alpha18 * alpha18) * (((+alpha18) <= alpha18) ? 63 * alpha18 : 19); 
# 53
} 
#endif
# 54 "v000478.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 55
template< class T, int N> static void 
# 56
__wrapper__device_stub_mix21(T *&buf22, float &cfg23) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 56
{ 
# 57
Body14 r24 = Body14{}; 
# 58
(buf22[4])--; 
# 59
__attribute__((unused)) static float sh_25[128]; 
# 60
} 
#endif

#pragma GCC diagnostic pop

# 55 "v000478.cu"
template< class T, int N> static void 
# 56
mix21(T *buf22, float cfg23) {__wrapper__device_stub_mix21<T,N>(buf22,cfg23);
# 60
return;}
#if 0
# 56
{ 
# 57
Body14 r24 = Body14{}; 
# 58
(buf22[4])--; 
# 59
__attribute__((unused)) static float sh_25[128]; 
# 60
} 
#endif
# 61 "v000478.cu"
short accum26(double q27) { 
# 62
q27++; 
# 63
if ((q27 - q27) == (q27 / (sizeof(unsigned)))) { 
# 64
q27 = q27; }  
# 65
float off28 = (-44); 
# 66
constexpr double k29 = ((19.375F)); 
# 67
return sizeof(int); 
# 68
} 
# 69
int main() { 
# 70
int size30 = 129; 
# 71
float f31 = (((accum26(size30)) + (60L / size30)) == ((size30 <= 64) ? 42UL : size30)) ? size30 : (accum26(12)); 
# 72
double m32{(47L)}; 
# 73
(__cudaPushCallConfiguration((size30 + 31) / 32, 512, sizeof(int) * (128))) ? (void)0 : weigh7< unsigned> ((const unsigned *)nullptr, (char)accum26(size30), &size30, (unsigned long *)nullptr); 
# 74
(__cudaPushCallConfiguration(4, 32, sizeof(int) * (128))) ? (void)0 : filter17< unsigned, double> ((m32 * f31) * (size30 + size30)); 
# 75
(__cudaPushCallConfiguration((size30 + 31) / 32, 4 + 252, 0)) ? (void)0 : mix21< unsigned, 6> ((unsigned *)nullptr, f31 + ((m32 > size30) ? 52 : f31)); 
# 76
return 0; 
# 77
} 

# 1 "v000478.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__10418020_10_v000478_cu_508aed96
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000478.cudafe1.stub.c"
#include "v000478.cudafe1.stub.c"
# 1 "v000478.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
