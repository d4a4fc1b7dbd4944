# 1 "v000037.cu"
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
# 5 "v000037.cu"
__attribute__((visibility("hidden"))) void bump1_kernel(int *__restrict__ acc2) ;
#if 0
# 5
{ 
# 6
int gid3 = __device_builtin_variable_threadIdx.x; 
# 7
(*acc2) = (acc2[6]); 
# 8
if ((*acc2) < (*acc2)) { 
# 9
return; }  
# 10
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 12 "v000037.cu"
template< class T, int N> static void 
# 13
__wrapper__device_stub_decay4(T &a5, T *__restrict__ &dst6, int &len7, T &alpha8) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 13
{ 
# 14
a5 = (57LL + alpha8); 
# 15
__attribute__((unused)) static int sh_9[64]; 
# 16
T diff10 = (N); 
# 17
} 
#endif

#pragma GCC diagnostic pop

# 12 "v000037.cu"
template< class T, int N> static void 
# 13
decay4(T a5, T *__restrict__ dst6, int len7, T alpha8) {__wrapper__device_stub_decay4<T,N>(a5,dst6,len7,alpha8);
# 17
return;}
#if 0
# 13
{ 
# 14
a5 = (57LL + alpha8); 
# 15
__attribute__((unused)) static int sh_9[64]; 
# 16
T diff10 = (N); 
# 17
} 
#endif
# 18 "v000037.cu"
static float c_spread11; 
# 20
__attribute__((visibility("hidden"))) void gather12(long *acc13, double beta14, const size_t *__restrict__ input15) ;
#if 0
# 20
{ 
# 21
__attribute__((unused)) extern double dyn_16[]; 
# 22
__attribute__((unused)) static unsigned long sh_17[4 * 16]; 
# 23
auto tmp18 = 57UL; 
# 24
++(acc13[tmp18]); 
# 25
--tmp18; 
# 26
} 
#endif
# 28 "v000037.cu"
int host_stencil19(unsigned *buf20, int *__restrict__ dst21, const int *in22) { 
# 29
double s23 = buf20[7]; 
# 30
switch (*buf20) { 
# 31
case 8:  
# 32
{ 
# 33
(__cudaPushCallConfiguration(8, 256, sizeof(double) * (128), 0)) ? (void)0 : bump1_kernel(reinterpret_cast< int *>(buf20)); 
# 34
s23 = (*dst21); 
# 35
} 
# 36
break; 
# 37
default:  
# 38
break; 
# 39
}  
# 40
return ((*in22) / (in22[0])) * 36; 
# 41
} 
# 43
static int check_sweep24(unsigned long b25, float b26) { 
# 44
--b26; 
# 45
b25 = (host_stencil19(nullptr, nullptr, nullptr)); 
# 46
b26 = (static_cast< int>((host_stencil19((unsigned *)nullptr, nullptr, (const int *)nullptr)) + b25)); 
# 47
double off27 = (38); 
# 48
if (!(b26 <= off27)) { 
# 49
return off27 / (host_stencil19(static_cast< unsigned *>(nullptr), nullptr, nullptr)); }  
# 50
cudaStream_t r28 = (0); 
# 51
return host_stencil19(nullptr, (int *)nullptr, nullptr); 
# 52
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 54
template< class T> static void 
# 55
__wrapper__device_stub_split29(T *&buf30, int &lane31, T *__restrict__ &data32) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 55
{ 
# 56
unsigned gid33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 57
--(data32[gid33]); 
# 58
static_assert((22 == 22));
# 59
const T *base34 = (static_cast< const T *>(nullptr)); 
# 60
float m35 = (static_cast< float>(lane31)) - (*data32); 
# 61
(*data32) = lane31; 
# 62
} 
#endif

#pragma GCC diagnostic pop

# 54 "v000037.cu"
template< class T> static void 
# 55
split29(T *buf30, int lane31, T *__restrict__ data32) {__wrapper__device_stub_split29<T>(buf30,lane31,data32);
# 62
return;}
#if 0
# 55
{ 
# 56
unsigned gid33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 57
--(data32[gid33]); 
# 58
static_assert((22 == 22));
# 59
const T *base34 = (static_cast< const T *>(nullptr)); 
# 60
float m35 = (static_cast< float>(lane31)) - (*data32); 
# 61
(*data32) = lane31; 
# 62
} 
#endif
# 64 "v000037.cu"
float weigh36(float *__restrict__ dst37, int count38, int stride39) { 
# 65
(__cudaPushCallConfiguration((stride39 + 255) / 256, 32)) ? (void)0 : decay4< long, 6> ('a', reinterpret_cast< long *>(dst37), (13) + (dst37[3]), -(static_cast< int>(count38))); 
# 66
switch (stride39 - count38) { 
# 67
case 4:  
# 68
break; 
# 69
default:  { 
# 70
const int sum40 = static_cast< double>(56 + stride39); 
# 71
break; 
# 72
} 
# 73
}  
# 74
(dst37[1]) = (10.0F); 
# 75
const int *base41 = reinterpret_cast< const int *>(dst37); 
# 76
return *dst37; 
# 77
} 
# 79
int main() { 
# 80
int len42 = 2627; 
# 81
len42 = check_sweep24(9U, host_stencil19(nullptr, nullptr, nullptr)); 
# 82
(__cudaPushCallConfiguration(32 * 4, 512)) ? (void)0 : split29< int> (nullptr, host_stencil19(static_cast< unsigned *>(nullptr), (int *)nullptr, nullptr), static_cast< int *>(nullptr)); 
# 83
static_assert((sizeof(int) == (4)), "expected value");
# 84
int pass43 = 0; 
# 85
while (pass43 < len42) { 
# 86
bool x44 = pass43; 
# 87
int e45 = host_stencil19(nullptr, nullptr, nullptr); 
# 88
++pass43; 
# 89
}  
# 90
(__cudaPushCallConfiguration((pass43 + 255) / 256, 32, sizeof(float) * (256), nullptr)) ? (void)0 : gather12(nullptr, -(5.75F), nullptr); 
# 91
return 0; 
# 92
} 

# 1 "v000037.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__263374a0_10_v000037_cu_194a778c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000037.cudafe1.stub.c"
#include "v000037.cudafe1.stub.c"
# 1 "v000037.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
