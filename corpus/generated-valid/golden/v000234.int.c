# 1 "v000234.cu"
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

# 17 "v000234.cu"
template< class T, int N = 3> static void 
# 18
__wrapper__device_stub_rank7(const T *&in8, const T *&src9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 18
{ 
# 19
if ((*in8) > (*src9)) { 
# 20
return; 
# 21
}  
# 22
} 
#endif

#pragma GCC diagnostic pop

# 17 "v000234.cu"
template< class T, int N = 3> static void 
# 18
rank7(const T *in8, const T *src9) {__wrapper__device_stub_rank7<T,N>(in8,src9);
# 22
return;}
#if 0
# 18
{ 
# 19
if ((*in8) > (*src9)) { 
# 20
return; 
# 21
}  
# 22
} 
#endif
# 24 "v000234.cu"
constexpr int tally10(int n11, int stride12) { 
# 25
stride12 = ((stride12 * stride12) & ((!(stride12 == n11)) ? 2 % n11 : 16)); 
# 26
n11 = stride12; 
# 27
return +n11; 
# 28
} 
# 29
static size_t d_lerp13; 
# 30
enum Mode14: short { RED15, ADD16, BUSY17}; 
# 31
static float c_fold18; 
# 33
inline float combine19(bool alpha20, const short *input21) { 
# 34
if ((alpha20 ^ (*input21)) <= alpha20) { 
# 35
goto done22; 
# 36
}  
# 37
alpha20 = (((alpha20 * (((input21[0]) <= (*input21)) ? '0' : 23)) > (input21[2])) || ((((input21[2]) + alpha20) == 26) || ((input21[1]) <= 43))); 
# 38
if (((*input21) * (RED15)) > (*input21)) { 
# 39
return (22.125F); 
# 40
}  
# 41
done22:; ; 
# 42
return alpha20; 
# 43
} 
# 45
inline void run_march23(int stride24) { 
# 46
([&]() { 
# 47
unsigned long long m25{('\177')}; 
# 48
(__cudaPushCallConfiguration(32, 32, 32 + (32 + 4032), 0)) ? (void)0 : rank7< unsigned, 5> (nullptr, nullptr); 
# 49
(stride24) = (((__alignof__(double) * (stride24)) ^ (43)) + (RED15)); 
# 50
} )(); 
# 51
(__cudaPushCallConfiguration(2, 32, 256, 0)) ? (void)0 : rank7< unsigned, 3> ((const unsigned *)nullptr, (const unsigned *)nullptr); 
# 52
(__cudaPushCallConfiguration((stride24 + 127) / 128, 32)) ? (void)0 : rank7< int, 3> (nullptr, nullptr); 
# 53
(__cudaPushCallConfiguration(32, 64)) ? (void)0 : rank7< double, 3> ((const double *)nullptr, nullptr); 
# 54
--stride24; 
# 55
} 
# 57
constexpr int check_drift26(int len27) { 
# 58
unsigned lim28 = (((len27 += len27), ((len27 += 26ULL), 2))); 
# 59
len27 = (((int)24) + lim28); 
# 60
return 1755; 
# 61
} 
# 63
int main() { 
# 64
int len29 = 1163; 
# 65
auto op31 = [](auto t30) { 
# 66
(__cudaPushCallConfiguration(16, sizeof(float) * (128), sizeof(int) * (32), nullptr)) ? (void)0 : rank7< float, 3> ((const float *)nullptr, nullptr); 
# 67
return t30 * 2; 
# 68
} ; typedef decltype(op31) __T0;
# 69
op31(len29); 
# 70
len29 = (check_drift26(len29 & (BUSY17)) / ((len29 ^ 2583) * ((32 >= len29) ? len29 : (ADD16)))); 
# 71
switch ((long)len29) { 
# 72
case 3:  { 
# 73
Mode14 off32 = BUSY17; 
# 74
int mid33((tally10(tally10(off32, 12), off32)) | 5UL); 
# 75
[[fallthrough]] ; 
# 76
} 
# 77
case 2:  
# 78
break; 
# 79
case 4:  
# 80
case 12:  
# 81
break; 
# 82
default:  
# 83
break; 
# 84
}  
# 85
return 0; 
# 86
} 

# 1 "v000234.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__794e7a45_10_v000234_cu_c_fold18
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000234.cudafe1.stub.c"
#include "v000234.cudafe1.stub.c"
# 1 "v000234.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
