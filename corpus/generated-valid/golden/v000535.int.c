# 1 "v000535.cu"
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
# 19 "v000535.cu"
enum class Mode7 { Off8 = 3, Fast9 = 6, High10}; 
# 21
__attribute__((visibility("hidden"))) void split11_kernel(float q12, int lane13, Mode7 b14, int n15) ;
#if 0
# 21
{ 
# 22
int i16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
Mode7 prod17 = b14; 
# 24
{ 
# 25
unsigned char prod18 = __device_builtin_variable_threadIdx.x; 
# 26
--lane13; 
# 27
} 
# 28
} 
#endif
# 30 "v000535.cu"
__attribute__((visibility("hidden"))) void score19(const int *input20, const int *coef21, int lane22) ;
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern int dyn_23[]; 
# 32
int gid24 = __device_builtin_variable_threadIdx.x; 
# 33
if (gid24 >= lane22) { 
# 34
return; 
# 35
}  
# 36
int iter25 = 0; 
# 37
if (gid24 == (*input20)) { 
# 38
goto skip30; 
# 39
}  
# 40
do { 
# 41
int w26 = 0; 
# 42
while (w26 < 12) { 
# 43
unsigned short z27{(9)}; 
# 44
__attribute__((unused)) static double sh_28[64]; 
# 45
++w26; 
# 46
}  
# 47
constexpr long r29 = (58); 
# 48
++iter25; 
# 49
} while (iter25 < gid24); 
# 50
skip30:; ; 
# 51
} 
#endif
# 54 "v000535.cu"
constexpr int sift31(int stride32) { 
# 55
unsigned char h33{(255ULL)}; 
# 56
return h33; 
# 57
} 
# 58
enum class Kind34 { High35, Red36, Mul37}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 60
template< class T, int N> static void 
# 61
__wrapper__device_stub_bump38_kernel(const T *&input39) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 61
{ 
# 62
int gid40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 63
sift31((input39[6]) / N); 
# 64
int off41 = sift31(sift31(((2) * (__device_builtin_variable_threadIdx.x)) + (input39[gid40]))); 
# 65
off41 = sift31(static_cast< T>(input39[__device_builtin_variable_gridDim.z])); 
# 66
} 
#endif

#pragma GCC diagnostic pop

# 60 "v000535.cu"
template< class T, int N> static void 
# 61
bump38_kernel(const T *input39) {__wrapper__device_stub_bump38_kernel<T,N>(input39);
# 66
return;}
#if 0
# 61
{ 
# 62
int gid40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 63
sift31((input39[6]) / N); 
# 64
int off41 = sift31(sift31(((2) * (__device_builtin_variable_threadIdx.x)) + (input39[gid40]))); 
# 65
off41 = sift31(static_cast< T>(input39[__device_builtin_variable_gridDim.z])); 
# 66
} 
#endif
# 67 "v000535.cu"
enum class State42 { 
# 68
On43, 
# 69
On44, 
# 70
Green45, 
# 71
Low46, 
# 72
High47 = 8
# 73
}; 
# 75
template< class T, class U> __attribute__((unused)) T 
# 76
tally48(const U *in49, U *buf50, const U *input51) {int volatile ___ = 1;(void)in49;(void)buf50;(void)input51;
# 87
::exit(___);}
#if 0
# 76
{ 
# 77
for (int it52 = 9; it52 > 0; --it52) { 
# 78
(buf50[6])++; 
# 79
(*buf50) = (it52 >> (61 << (((*buf50) > 32) ? it52 : it52))); 
# 80
}  
# 81
(buf50[2])++; 
# 82
(buf50[__device_builtin_variable_warpSize]) /= (buf50[2]); 
# 83
if (!in49) { 
# 84
return (*in49) - (buf50[5]); 
# 85
}  
# 86
return *input51; 
# 87
} 
#endif
# 89 "v000535.cu"
long host_count53(long *dst54) { 
# 90
(__cudaPushCallConfiguration(dim3(2, 1, 256 * 2), sizeof(int) * (32), 0)) ? (void)0 : bump38_kernel< unsigned, 1> (static_cast< const unsigned *>(nullptr)); 
# 91
(__cudaPushCallConfiguration(((dim3)(2)), 1 << 5, 1 << 8)) ? (void)0 : score19(nullptr, reinterpret_cast< const int *>(dst54), 43UL / ((dst54[6]) + (14U))); 
# 92
auto idx55 = (dst54[7]) >> 1; 
# 93
float h56 = (32) + ((dst54[2]) * (dst54[2])); 
# 94
++(dst54[idx55]); 
# 95
if (idx55 <= h56) { 
# 96
return sift31(h56); 
# 97
}  
# 98
h56 = ((idx55 % (*dst54)) + (33U)); 
# 99
return sizeof(float) + (idx55 * (((dst54[idx55]) > idx55) ? 5 : 10)); 
# 100
} 
# 102
int main() { 
# 103
int len57 = 4006; 
# 104
for (int i58 = len57; i58 > 0; --i58) { 
# 105
host_count53((long *)nullptr); 
# 106
for (int it59 = 0; it59 < i58; ++it59) { 
# 107
len57 |= len57; 
# 108
}  
# 109
}  
# 110
len57 &= (((int)((len57 <= len57) ? 54 : len57)) - 1748L); 
# 111
(__cudaPushCallConfiguration((6 + (6 + (6 + (6 + 8)))) * 8, dim3((len57 + 127) / 128, 2, 512))) ? (void)0 : split11_kernel(((float)len57) + (48 - len57), len57, Mode7::Off8, host_count53(static_cast< long *>(nullptr)) >> len57); 
# 112
return 0; 
# 113
} 

# 1 "v000535.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dcf72d98_10_v000535_cu_19deecf3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000535.cudafe1.stub.c"
#include "v000535.cudafe1.stub.c"
# 1 "v000535.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
