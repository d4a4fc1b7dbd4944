# 1 "v001617.cu"
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
# 19 "v001617.cu"
static unsigned char d_fuse5; 
# 21
unsigned long long check_probe6(int stride7) 
# 22
{ 
# 23
if (stride7 & 1) { 
# 24
return 15; 
# 25
}  
# 26
stride7 = ((stride7 * ((stride7 += 2970U), 54U)) + (11)); 
# 27
if (double t8 = stride7 - stride7; t8 == stride7) { 
# 28
if (double prod9 = t8; prod9 >= (63LL - stride7)) { 
# 29
if (('a') != stride7) { 
# 30
return (stride7 * stride7) | (4 * stride7); 
# 31
}  
# 32
} else { 
# 33
static_assert(((15 + (15 + (15 + (1 + (1 + (1 + 5)))))) > 52), "bad config");
# 34
long long *tmp10 = (static_cast< long long *>(nullptr)); 
# 35
}  
# 36
}  
# 37
return 2146; 
# 38
} 
# 40
struct Sample11 { 
# 41
int lo12; 
# 42
char val13; 
# 43
int z14; 
# 44
float vel15; 
# 45
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 47
template< class T, int N = 7> static void 
# 48
__wrapper__device_stub_drift16(const T *&coef17, int &lane18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 49
{ 
# 50
if (!coef17) { 
# 51
return; 
# 52
}  
# 53
int t19(N); 
# 54
float stride20 = (((lane18 += lane18), (coef17[5]))); 
# 55
if (d_fuse5 != 58L) { 
# 56
auto tmp21 = 1; 
# 57
tmp21 |= 40; 
# 58
}  
# 59
lane18++; 
# 60
} 
#endif

#pragma GCC diagnostic pop

# 47 "v001617.cu"
template< class T, int N = 7> static void 
# 48
drift16(const T *coef17, int lane18) 
# 49
{__wrapper__device_stub_drift16<T,N>(coef17,lane18);
# 60
return;}
#if 0
# 49
{ 
# 50
if (!coef17) { 
# 51
return; 
# 52
}  
# 53
int t19(N); 
# 54
float stride20 = (((lane18 += lane18), (coef17[5]))); 
# 55
if (d_fuse5 != 58L) { 
# 56
auto tmp21 = 1; 
# 57
tmp21 |= 40; 
# 58
}  
# 59
lane18++; 
# 60
} 
#endif
# 62 "v001617.cu"
static void filter22(int *buf23, int n24) ;
#if 0
# 63
{ 
# 64
if ((d_fuse5 | (n24 & 2739)) > (46 | n24)) { 
# 65
d_fuse5 = n24; 
# 66
(buf23[n24])--; 
# 67
}  
# 68
float prod25 = 1 - d_fuse5; 
# 69
Sample11 sum26 = Sample11{}; 
# 70
prod25 = (24.25F); 
# 71
prod25 *= n24; 
# 72
} 
#endif
# 74 "v001617.cu"
class Vec27 { 
# 75
double z28; 
# 76
int mass29; 
# 78
public: Vec27(double b30, int a31) : z28(b30), mass29(a31) { } 
# 79
void mix32(int diff33) 
# 80
{ 
# 81
diff33 = 15; 
# 82
} 
# 83
double bump34() const 
# 84
{ 
# 85
return (11.5); 
# 86
} 
# 87
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 89
template< class T, int N> static void 
# 90
__wrapper__device_stub_scale35(const T *&coef36, int &count37) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 91
{ 
# 92
T *z38 = const_cast< T *>(coef36); 
# 93
switch (count37 * 11L) { 
# 94
case 1 + 10:  
# 95
break; 
# 96
case 0:  
# 97
break; 
# 98
case 1 + 8:  { 
# 99
float s39 = count37; 
# 100
int *u40 = (nullptr); 
# 101
break; 
# 102
} 
# 103
default:  
# 104
static_assert(((1 + 14) > 14), "size check");
# 105
break; 
# 106
}  
# 107
count37 %= d_fuse5; 
# 108
} 
#endif

#pragma GCC diagnostic pop

# 89 "v001617.cu"
template< class T, int N> static void 
# 90
scale35(const T *coef36, int count37) 
# 91
{__wrapper__device_stub_scale35<T,N>(coef36,count37);
# 108
return;}
#if 0
# 91
{ 
# 92
T *z38 = const_cast< T *>(coef36); 
# 93
switch (count37 * 11L) { 
# 94
case 1 + 10:  
# 95
break; 
# 96
case 0:  
# 97
break; 
# 98
case 1 + 8:  { 
# 99
float s39 = count37; 
# 100
int *u40 = (nullptr); 
# 101
break; 
# 102
} 
# 103
default:  
# 104
static_assert(((1 + 14) > 14), "size check");
# 105
break; 
# 106
}  
# 107
count37 %= d_fuse5; 
# 108
} 
#endif
# 110 "v001617.cu"
int main() 
# 111
{ 
# 112
int count41 = 600; 
# 113
if (long long w42{5LL}; (count41 * w42) & (1)) { 
# 114
(__cudaPushCallConfiguration(256, 256)) ? (void)0 : scale35< long, 8> ((const long *)nullptr, check_probe6((count41 >= w42) ? w42 : (sizeof(float)))); 
# 115
if (count41 > count41) { 
# 116
return count41; 
# 117
}  
# 118
} else { 
# 119
Sample11 u43 = Sample11{}; 
# 120
}  
# 121
(__cudaPushCallConfiguration((count41 + 31) / 32, sizeof(float) * (128))) ? (void)0 : drift16< long, 4> (nullptr, check_probe6(check_probe6(count41))); 
# 122
(__cudaPushCallConfiguration(1 + 255, 64 * (1 + 1))) ? (void)0 : filter22(nullptr, check_probe6(check_probe6(count41))); 
# 123
return 0; 
# 124
} 

# 1 "v001617.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2cddcf69_10_v001617_cu_d_fuse5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001617.cudafe1.stub.c"
#include "v001617.cudafe1.stub.c"
# 1 "v001617.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
