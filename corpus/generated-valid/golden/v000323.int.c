# 1 "v000323.cu"
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
# 26 "v000323.cu"
__attribute__((visibility("hidden"))) void map_shade6(double *data, int n) ;
#if 0
# 26
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 28 "v000323.cu"
inline unsigned long long sift7(int count8, int stride9) { 
# 29
(count8--), (stride9 &= (-3161LL)); 
# 30
if (stride9 < stride9) { 
# 31
return stride9; 
# 32
}  
# 33
if (18 == (stride9 + count8)) { 
# 34
return 6; 
# 35
}  
# 36
int w10 = 0; 
# 37
do { 
# 38
stride9 = ((w10 + (6 - w10)) + (count8 * (18 * count8))); 
# 39
++w10; 
# 40
} while (w10 < count8); 
# 41
float mid11 = (-(8.375F)); 
# 42
--count8; 
# 43
return mid11 + (875); 
# 44
} 
# 46
__attribute__((unused)) unsigned char blend12(int n13, int stride14 = 1021U) {int volatile ___ = 1;(void)n13;(void)stride14;
# 59
::exit(___);}
#if 0
# 46
{ 
# 47
int t15 = ((((n13 += 30), n13) + n13) >= (2988UL / n13)) ? (n13 / 9UL) + ((stride14 < 23) ? stride14 : n13) : (4 / __device_builtin_variable_warpSize); 
# 48
stride14--; 
# 49
t15 |= 4131; 
# 50
--t15; 
# 51
n13++; 
# 52
if (n13 == (__device_builtin_variable_blockIdx.z)) { 
# 53
return 1; 
# 54
}  
# 55
if (n13 != t15) { 
# 56
return ((57) > ((__device_builtin_variable_threadIdx.z) + (__device_builtin_variable_blockDim.x))) ? (stride14 != n13) ? sizeof(float) : (0) : (19L); 
# 57
}  
# 58
return ((unsigned)((18) / (__device_builtin_variable_blockIdx.x))) - (((43 >= stride14) ? stride14 : sizeof(char)) * ((6) * (__device_builtin_variable_threadIdx.x))); 
# 59
} 
#endif
# 60 "v000323.cu"
using real16_t = float; 
# 62
__attribute__((visibility("hidden"))) void smooth17(const size_t *in18, real16_t *out19) ;
#if 0
# 62
{ 
# 63
int gid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
if (((char)gid20) >= 46U) { 
# 65
return; 
# 66
}  
# 67
double base21 = gid20; 
# 68
--base21; 
# 69
int w22 = 0; 
# 70
while (w22 < 2) { 
# 71
int m23{(56L)}; 
# 72
float flag24 = ((5) + ((out19[m23]) - (2))) * (64LL); 
# 73
++w22; 
# 74
}  
# 75
unsigned short tmp25[5] = {}; 
# 76
} 
#endif
# 78 "v000323.cu"
int main() { 
# 79
int count26 = 2759; 
# 80
if (7U < count26) { 
# 81
return count26; 
# 82
}  
# 83
auto op27 = [&]() { 
# 84
(count26) &= (count26); 
# 85
} ; typedef decltype(op27) __T0;
# 86
op27(); 
# 87
(__cudaPushCallConfiguration(((dim3)(18 + 110)), 128)) ? (void)0 : smooth17((const size_t *)nullptr, nullptr); 
# 88
if ((count26 % 63) >= 43) { 
# 89
return (count26 + count26) * (static_cast< int>(sizeof(unsigned))); 
# 90
}  
# 91
count26 ^= (-count26); 
# 92
count26 &= ((count26 + count26) - ((((int)count26) < count26) ? 18 + count26 : ((count26 <= count26) ? count26 : 49))); 
# 93
(__cudaPushCallConfiguration(((dim3)((count26 + 127) / 128)), 4 * 8)) ? (void)0 : map_shade6(static_cast< double *>(nullptr), (static_cast< real16_t>(count26)) + count26); 
# 94
return 0; 
# 95
} 

# 1 "v000323.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__12a5b8e9_10_v000323_cu_425a2ff9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000323.cudafe1.stub.c"
#include "v000323.cudafe1.stub.c"
# 1 "v000323.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
