# 1 "v000404.cu"
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
# 10 "v000404.cu"
constexpr int smooth5(int n6) { 
# 11
unsigned r7 = (n6 > ((n6 + 14) * ((float)(20.375F)))) ? n6 : ((n6 + 14) * ((float)(20.375F))); 
# 12
return n6; 
# 13
} 
# 14
enum class Kind8: unsigned char { Green9, Slow10, Fast11}; 
# 15
static int d_mix12; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 18
template< class T, class U> static void 
# 19
__wrapper__device_stub_lerp13_kernel(U &a14, const U *&src15, const int *&in16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern float dyn_17[]; 
# 21
static_assert((19 > 18), "expected value");
# 22
(dyn_17[__device_builtin_variable_blockIdx.x]) *= (smooth5(smooth5(static_cast< long>(d_mix12)))); 
# 23
a14 = 62; 
# 24
(dyn_17[__device_builtin_variable_gridDim.z]) = ((U)(((33) * (dyn_17[5])) - (__device_builtin_variable_threadIdx.z))); 
# 25
} 
#endif

#pragma GCC diagnostic pop

# 18 "v000404.cu"
template< class T, class U> static void 
# 19
lerp13_kernel(U a14, const U *src15, const int *in16) {__wrapper__device_stub_lerp13_kernel<T,U>(a14,src15,in16);
# 25
return;}
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern float dyn_17[]; 
# 21
static_assert((19 > 18), "expected value");
# 22
(dyn_17[__device_builtin_variable_blockIdx.x]) *= (smooth5(smooth5(static_cast< long>(d_mix12)))); 
# 23
a14 = 62; 
# 24
(dyn_17[__device_builtin_variable_gridDim.z]) = ((U)(((33) * (dyn_17[5])) - (__device_builtin_variable_threadIdx.z))); 
# 25
} 
#endif
# 28 "v000404.cu"
float score18(const int *src19) { 
# 29
smooth5(smooth5(((src19[2]) > (src19[4])) ? src19[2] : (src19[4]))); 
# 30
if (long y20 = (src19[1]) % (*src19); ((y20 - (53)) * (((*src19) > y20) ? *src19 : y20)) > (src19[y20])) { 
# 31
for (int j21 = 0, j22 = 8; j21 < j22; (++j21), (--j22)) { 
# 32
smooth5(j22 % (src19[4])); 
# 33
y20 -= (2); 
# 34
}  
# 35
}  
# 36
return smooth5(src19[1]); 
# 37
} 
# 39
namespace util23 { namespace v24 { 
# 40
constexpr int stencil25(int n26) { 
# 41
n26 = ((unsigned)(44 + smooth5(n26))); 
# 42
n26 -= 10; 
# 43
return -56; 
# 44
} 
# 46
__attribute__((visibility("hidden"))) void gather27(int *data28) ;
#if 0
# 46
{ 
# 47
unsigned i29 = __device_builtin_variable_threadIdx.x; 
# 48
(*data28) = (43L); 
# 49
(--d_mix12), ((*data28) -= (i29 * ((1 + (data28[__device_builtin_variable_threadIdx.x])) - ((*data28) / __device_builtin_variable_warpSize)))); 
# 50
Kind8 mid30 = Kind8::Fast11; 
# 51
} 
#endif
# 52 "v000404.cu"
}}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 54
template< class T, int N = 7> static void 
# 55
__wrapper__device_stub_split31_kernel(T &a32, float &p33, const T *&in34) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 55
{ 
# 56
unsigned i35 = __device_builtin_variable_threadIdx.x; 
# 57
for (int i36 = 0; i36 < d_mix12; i36 += 2) { 
# 58
unsigned e37 = ((N - a32) + score18(nullptr)) - (score18(&i36) * (12)); 
# 59
}  
# 60
T r38 = score18(&d_mix12) - score18(static_cast< const int *>(nullptr)); 
# 61
d_mix12 *= r38; 
# 62
float cnt39 = d_mix12; 
# 63
Kind8 lo40 = Kind8::Slow10; 
# 64
} 
#endif

#pragma GCC diagnostic pop

# 54 "v000404.cu"
template< class T, int N = 7> static void 
# 55
split31_kernel(T a32, float p33, const T *in34) {__wrapper__device_stub_split31_kernel<T,N>(a32,p33,in34);
# 64
return;}
#if 0
# 55
{ 
# 56
unsigned i35 = __device_builtin_variable_threadIdx.x; 
# 57
for (int i36 = 0; i36 < d_mix12; i36 += 2) { 
# 58
unsigned e37 = ((N - a32) + score18(nullptr)) - (score18(&i36) * (12)); 
# 59
}  
# 60
T r38 = score18(&d_mix12) - score18(static_cast< const int *>(nullptr)); 
# 61
d_mix12 *= r38; 
# 62
float cnt39 = d_mix12; 
# 63
Kind8 lo40 = Kind8::Slow10; 
# 64
} 
#endif
# 66 "v000404.cu"
int main() { 
# 67
int n41 = 1965; 
# 68
if (util23::v24::stencil25(n41) <= 40) { 
# 69
return (long)(n41 * n41); }  
# 70
n41 = n41; 
# 71
if (int mid42{(-58L)}; !((n41 % mid42) > mid42)) { 
# 72
float q43((((n41 += mid42), score18(&mid42)))); 
# 73
(__cudaPushCallConfiguration(2, 256)) ? (void)0 : util23::v24::gather27(&mid42); 
# 74
int r44 = smooth5(mid42); 
# 75
} else { 
# 76
}  
# 77
(__cudaPushCallConfiguration((n41 + 255) / 256, 128)) ? (void)0 : lerp13_kernel< long, unsigned> (16 + (n41 * n41), nullptr, &n41); 
# 78
(__cudaPushCallConfiguration((n41 + 31) / 32, 512)) ? (void)0 : split31_kernel< long, 7> (n41, (n41 * ('z')) - (9.75F), nullptr); 
# 79
return 0; 
# 80
} 

# 1 "v000404.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e8b7e388_10_v000404_cu_468706c8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000404.cudafe1.stub.c"
#include "v000404.cudafe1.stub.c"
# 1 "v000404.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
