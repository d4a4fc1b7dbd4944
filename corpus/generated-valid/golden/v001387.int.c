# 1 "v001387.cu"
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

# 12 "v001387.cu"
template< class T, class U> static void 
# 13
__wrapper__device_stub_count5(T *&dst6, T *&data7, U &alpha8, T &alpha9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 13
{ 
# 14
unsigned y10(alpha8); 
# 15
alpha9 = ((y10 == (static_cast< short>(dst6[y10]))) ? (y10 * 16U) - (static_cast< T>(alpha8)) : (*data7)); 
# 16
if (((*dst6) < alpha9) ? y10 : (40)) { 
# 17
return; 
# 18
}  
# 19
for (int j11 = 0; j11 < 10; j11 += 4) { 
# 20
const float q12 = (sizeof(double) + (*data7)) / (12 - (*dst6)); 
# 21
constexpr double res13 = ((5.75F)); 
# 22
}  
# 23
} 
#endif

#pragma GCC diagnostic pop

# 12 "v001387.cu"
template< class T, class U> static void 
# 13
count5(T *dst6, T *data7, U alpha8, T alpha9) {__wrapper__device_stub_count5<T,U>(dst6,data7,alpha8,alpha9);
# 23
return;}
#if 0
# 13
{ 
# 14
unsigned y10(alpha8); 
# 15
alpha9 = ((y10 == (static_cast< short>(dst6[y10]))) ? (y10 * 16U) - (static_cast< T>(alpha8)) : (*data7)); 
# 16
if (((*dst6) < alpha9) ? y10 : (40)) { 
# 17
return; 
# 18
}  
# 19
for (int j11 = 0; j11 < 10; j11 += 4) { 
# 20
const float q12 = (sizeof(double) + (*data7)) / (12 - (*dst6)); 
# 21
constexpr double res13 = ((5.75F)); 
# 22
}  
# 23
} 
#endif
# 25 "v001387.cu"
struct Sample14 { 
# 26
float count15; 
# 27
double lo16; 
# 28
unsigned short id17; 
# 29
}; 
# 31
inline Sample14 operator+(Sample14 a, Sample14 b) { 
# 32
Sample14 r = a; 
# 33
(r.count15) += (b.count15); 
# 34
(r.lo16) += (b.lo16); 
# 35
(r.id17) += (b.id17); 
# 36
return r; 
# 37
} 
# 39
__attribute__((visibility("hidden"))) void clamp18_kernel(int len19, float *__restrict__ out20, const unsigned *__restrict__ input21) ;
#if 0
# 39
{ 
# 40
len19 %= 39; 
# 41
len19 *= (((*out20) + (1)) / (((2) - (*input21)) >> len19)); 
# 42
(out20[1]) = (((out20[4]) / (len19 - (*out20))) * (((27L) * (out20[len19])) + ((22.25F) + len19))); 
# 43
} 
#endif
# 45 "v001387.cu"
template< class T, int N = 5> T 
# 46
sweep22(T *dst23, int n24) { 
# 47
for (int n25 = 0; n25 < 12; n25++) { 
# 48
--n24; 
# 49
for (int j26 = n25; j26 > 0; --j26) { 
# 50
(dst23[j26]) += (j26 * (20.5F)); 
# 51
}  
# 52
int t27 = n25 - ((static_cast< float>(n25)) + ((n25 <= n24) ? sizeof(T) : (dst23[n25]))); 
# 53
}  
# 54
(dst23[n24]) *= N; 
# 55
return n24; 
# 56
} 
# 58
__attribute__((unused)) float count28(int n29, const unsigned *__restrict__ src30, unsigned p31) {int volatile ___ = 1;(void)n29;(void)src30;(void)p31;
# 64
::exit(___);}
#if 0
# 58
{ 
# 59
n29 |= ((long)(src30[n29])); 
# 60
constexpr long idx32 = (14LL); 
# 61
Sample14 cnt33 = Sample14{(34), (-(24.25)), (static_cast< unsigned short>(2UL))}; 
# 62
(cnt33.count15) -= n29; 
# 63
return (31 * n29) + (((cnt33.count15) + (cnt33.id17)) - (55UL)); 
# 64
} 
#endif
# 66 "v001387.cu"
__attribute__((visibility("hidden"))) void probe34_kernel(int lane35, int stride36) ;
#if 0
# 66
{ 
# 67
stride36 = (static_cast< int>(lane35)); 
# 68
lane35 = stride36; 
# 69
if (((stride36 / ('a')) / ((char)stride36)) <= (26 * lane35)) { 
# 70
float *q37 = (nullptr); 
# 71
}  
# 72
lane35 = ((((lane35 < 27LL) ? stride36 : lane35) * stride36) - __alignof__(double)); 
# 73
stride36 <<= stride36; 
# 74
} 
#endif
# 76 "v001387.cu"
int main() { 
# 77
int count38 = 678; 
# 78
(__cudaPushCallConfiguration(64 * 2, sizeof(float) * (12 + 4))) ? (void)0 : count5< double, int> ((double *)nullptr, nullptr, sizeof(double), (count38 < count38) ? 31 : (16.5F)); 
# 79
count38--; 
# 80
(__cudaPushCallConfiguration((12 + (12 + 8)) * 4, (12 + 4) * 16)) ? (void)0 : probe34_kernel('#', 34); 
# 81
count38 %= 12; 
# 82
(__cudaPushCallConfiguration((count38 + 255) / 256, dim3((count38 + 255) / 256, (12 + (12 + (12 + (12 + 16)))) * 4, (count38 + 127) / 128))) ? (void)0 : clamp18_kernel(count38, nullptr, nullptr); 
# 83
return 0; 
# 84
} 

# 1 "v001387.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__71003cab_10_v001387_cu_67b474c7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001387.cudafe1.stub.c"
#include "v001387.cudafe1.stub.c"
# 1 "v001387.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
