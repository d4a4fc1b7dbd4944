# 1 "v002092.cu"
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
# 16 "v002092.cu"
static int c_gather8[4]; 
# 17
static long long d_drift9[64]; 
# 19
int host_bias10(int stride11) 
# 20
{ 
# 21
short s12 = (2 * (stride11 + 1)) + stride11; 
# 22
const int f13 = (-24); 
# 23
return ((2 * ((s12 += stride11), f13)) + s12); 
# 24
} 
# 26
int kick14(int lane15, int *acc16, unsigned p17) 
# 27
{ 
# 28
if ((lane15 >= (*acc16)) && ((*acc16) < lane15) && (((*acc16) << 4) == 19U)) { 
# 29
for (int j18 = 0; j18 < 8; ++j18) { 
# 30
unsigned h19 = (lane15 - (2856 + lane15)) >> j18; 
# 31
if (lane15 >= ((j18 % j18) / 32)) { 
# 32
if ((h19 - (17)) == j18) { 
# 33
continue; 
# 34
}  
# 35
(acc16[4])++; 
# 36
}  
# 37
}   
# 38
}  
# 39
return 2471; 
# 40
} 
# 42
__attribute__((visibility("hidden"))) void weigh20_kernel(const float *__restrict__ in21) ;
#if 0
# 43
{ 
# 44
const unsigned long *x22 = (nullptr); 
# 45
(d_drift9[51]) = ((((d_drift9[38]) += ('A')), (static_cast< int>(*x22))) * (((d_drift9[62]) * (58)) % (static_cast< short>(61)))); 
# 46
} 
#endif
# 48 "v002092.cu"
__attribute__((visibility("hidden"))) void clamp23(float *__restrict__ acc24) ;
#if 0
# 49
{ 
# 50
if (((int)(d_drift9[34])) != ((d_drift9[31]) - (d_drift9[2]))) { 
# 51
if ((51L) <= (((2) * (d_drift9[17])) + (61))) { 
# 52
return; 
# 53
}  
# 54
int iter25 = 0; 
# 55
while (iter25 < iter25) { 
# 56
(acc24[4]) /= ((iter25 % 60) + 31); 
# 57
static_assert((12 > 11), "tile must fit");
# 58
(acc24[iter25]) -= (60); 
# 59
++iter25; 
# 60
}  
# 61
}  
# 62
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 65 "v002092.cu"
template< class T, int N> static void 
# 66
__wrapper__device_stub_decay26_kernel(T &a27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 67
{ 
# 68
__attribute__((unused)) static unsigned sh_28[256]; 
# 69
__attribute__((unused)) static long long sh_29[8]; 
# 70
const float f30 = (c_gather8[0]) + ((c_gather8[3]) | 30); 
# 71
} 
#endif

#pragma GCC diagnostic pop

# 65 "v002092.cu"
template< class T, int N> static void 
# 66
decay26_kernel(T a27) 
# 67
{__wrapper__device_stub_decay26_kernel<T,N>(a27);
# 71
return;}
#if 0
# 67
{ 
# 68
__attribute__((unused)) static unsigned sh_28[256]; 
# 69
__attribute__((unused)) static long long sh_29[8]; 
# 70
const float f30 = (c_gather8[0]) + ((c_gather8[3]) | 30); 
# 71
} 
#endif
# 73 "v002092.cu"
static int run_stencil31(int len32) 
# 74
{ 
# 75
len32++; 
# 76
for (int it33 = 0; it33 < len32; it33++) { 
# 77
for (int j34 = 0; j34 < it33; j34 += 2) { 
# 78
(__cudaPushCallConfiguration((j34 + 63) / 64, 32)) ? (void)0 : clamp23(nullptr); 
# 79
switch (j34) { 
# 80
case 6:  { 
# 81
int f35 = (((54 >= j34) ? len32 : len32) * (static_cast< int>(j34))) + (16 << it33); 
# 82
break; 
# 83
} 
# 84
case 1:  
# 85
len32 += j34; 
# 86
break; 
# 87
}  
# 88
}  
# 89
}  
# 90
return len32 % ((32 - len32) - 45); 
# 91
} 
# 93
int main() 
# 94
{ 
# 95
int len36 = 1540; 
# 96
for (int n37 = 0, j38 = len36; n37 < j38; (++n37), (--j38)) { 
# 97
switch (n37) { 
# 98
case 2:  
# 99
len36 >>= 1; 
# 100
break; 
# 101
default:  
# 102
len36 = 60; 
# 103
break; 
# 104
}  
# 105
}  
# 106
(len36--), (len36 ^= ((len36 - (len36 + 3406)) + (((len36 += len36), len36) & 11UL))); 
# 107
int sum39[5] = {}; 
# 108
(__cudaPushCallConfiguration((len36 + 63) / 64, 32 + 480)) ? (void)0 : weigh20_kernel((const float *)nullptr); 
# 109
(__cudaPushCallConfiguration((len36 + 127) / 128, 64, sizeof(double) * (32), (cudaStream_t)0)) ? (void)0 : decay26_kernel< float, 5> (len36); 
# 110
return 0; 
# 111
} 

# 1 "v002092.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ccc28d1a_10_v002092_cu_0b8fd5f3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002092.cudafe1.stub.c"
#include "v002092.cudafe1.stub.c"
# 1 "v002092.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
