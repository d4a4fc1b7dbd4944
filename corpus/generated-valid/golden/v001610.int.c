# 1 "v001610.cu"
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
# 15 "v001610.cu"
template< class T> long 
# 16
probe5(T cfg6) 
# 17
{ 
# 18
cfg6 *= 42; 
# 19
const float x7 = cfg6; 
# 20
T m8 = cfg6; 
# 21
m8 = ((5.75F) * m8); 
# 22
return m8; 
# 23
} 
# 30
__attribute__((visibility("hidden"))) void map_warp10(double *data, int n) ;
#if 0
# 30
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 31 "v001610.cu"
__attribute__((visibility("hidden"))) void map_fold11(double *data, int n) ;
#if 0
# 31
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 34 "v001610.cu"
template< class T, int N> __attribute__((unused)) void 
# 35
apply12(T b13, const T *input14, int *dst15) 
# 36
{int volatile ___ = 1;(void)b13;(void)input14;(void)dst15;
# 39
::exit(___);}
#if 0
# 36
{ 
# 37
b13 = ((float)(((*dst15) + 49) % 8)); 
# 38
float z16 = (N); 
# 39
} 
#endif
# 42 "v001610.cu"
__attribute__((visibility("hidden"))) void update17(const int *coef18, int *data19) ;
#if 0
# 43
{ 
# 44
if ((data19[6]) > ((*data19) + 23U)) { 
# 45
return; }  
# 46
auto flag20 = (*data19) / (coef18[6]); 
# 47
} 
#endif
# 50 "v001610.cu"
__attribute__((visibility("hidden"))) void drift21_kernel(double *data22, int len23) ;
#if 0
# 51
{ 
# 52
if ((len23 == len23) || (42 > len23)) { 
# 53
return; }  
# 54
float stride24 = (12.75F); 
# 55
stride24 = ('A'); 
# 56
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 58 "v001610.cu"
template< class T, class U> static void 
# 59
__wrapper__device_stub_count25(U *&data26) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 60
{ 
# 61
(data26[2]) = 42; 
# 63
#pragma unroll 2
for (
# 63
int i27 = 0; i27 < 14; ++i27) { 
# 64
(*data26) = (*data26); 
# 66
#pragma unroll
for (
# 66
int i28 = 0; i28 < 16; i28 += 3) { 
# 68
#pragma unroll 4
for (
# 68
int n29 = 0; n29 < i27; ++n29) { 
# 69
(data26[n29]) = (static_cast< double>(sizeof(U) * (data26[n29]))); }  
# 70
U diff30 = ((sizeof(int) + i27) - i28) - (21.625F); 
# 71
}  
# 72
}  
# 73
} 
#endif

#pragma GCC diagnostic pop

# 58 "v001610.cu"
template< class T, class U> static void 
# 59
count25(U *data26) 
# 60
{__wrapper__device_stub_count25<T,U>(data26);
# 73
return;}
#if 0
# 60
{ 
# 61
(data26[2]) = 42; 
# 63
#pragma unroll 2
for (
# 63
int i27 = 0; i27 < 14; ++i27) { 
# 64
(*data26) = (*data26); 
# 66
#pragma unroll
for (
# 66
int i28 = 0; i28 < 16; i28 += 3) { 
# 68
#pragma unroll 4
for (
# 68
int n29 = 0; n29 < i27; ++n29) { 
# 69
(data26[n29]) = (static_cast< double>(sizeof(U) * (data26[n29]))); }  
# 70
U diff30 = ((sizeof(int) + i27) - i28) - (21.625F); 
# 71
}  
# 72
}  
# 73
} 
#endif
# 75 "v001610.cu"
static long check_sift31(const float *in32) 
# 76
{ 
# 77
int flag33 = *in32; 
# 78
auto op35 = []()->int { 
# 79
auto val34 = ((int)12); 
# 80
return val34; 
# 81
} ; typedef decltype(op35) __T0;
# 82
op35(); 
# 83
const char *r36 = ("ok"); 
# 84
flag33 = 1558; 
# 85
flag33 ^= flag33; 
# 86
return 50; 
# 87
} 
# 89
int main() 
# 90
{ 
# 91
int n37 = 3144; 
# 92
const int *idx38 = (static_cast< const int *>(nullptr)); 
# 93
(__cudaPushCallConfiguration(dim3((n37 + 31) / 32, (n37 + 255) / 256, 1), sizeof(unsigned) * (42 + (42 + (42 + 2))))) ? (void)0 : map_warp10(nullptr, idx38[n37]); 
# 94
n37 %= (idx38[n37]); 
# 95
n37 += 21; 
# 96
(__cudaPushCallConfiguration(((dim3)((n37 + 31) / 32)), 256)) ? (void)0 : drift21_kernel(nullptr, n37); 
# 97
(__cudaPushCallConfiguration(((dim3)(16)), 42 + (42 + 44))) ? (void)0 : map_fold11(nullptr, idx38[n37 & 7]); 
# 98
(__cudaPushCallConfiguration(4 * 4, 32, sizeof(unsigned) * (64))) ? (void)0 : update17(idx38 + 2, static_cast< int *>(nullptr)); 
# 99
(__cudaPushCallConfiguration(dim3(4 * 2, (n37 + 127) / 128), 32, sizeof(float) * (32), 0)) ? (void)0 : count25< unsigned, float> ((float *)nullptr); 
# 100
return 0; 
# 101
} 

# 1 "v001610.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b10af7d0_10_v001610_cu_267095d7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001610.cudafe1.stub.c"
#include "v001610.cudafe1.stub.c"
# 1 "v001610.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
