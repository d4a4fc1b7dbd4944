# 1 "v000389.cu"
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
# 6 "v000389.cu"
typedef int idx2_t; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 8
template< class T, int N> static void 
# 9
__wrapper__device_stub_mix3(const T *__restrict__ &input4, float *&dst5, const T *__restrict__ &input6, const T *&coef7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 10
{ 
# 11
__attribute__((unused)) extern unsigned dyn_8[]; 
# 12
for (int it9 = 13; it9 > 0; --it9) { 
# 13
T hi10 = ((dyn_8[0]) - (*input6)) - ((1.875F) * (coef7[5])); 
# 14
}  
# 15
(dyn_8[7])--; 
# 16
} 
#endif

#pragma GCC diagnostic pop

# 8 "v000389.cu"
template< class T, int N> static void 
# 9
mix3(const T *__restrict__ input4, float *dst5, const T *__restrict__ input6, const T *coef7) 
# 10
{__wrapper__device_stub_mix3<T,N>(input4,dst5,input6,coef7);
# 16
return;}
#if 0
# 10
{ 
# 11
__attribute__((unused)) extern unsigned dyn_8[]; 
# 12
for (int it9 = 13; it9 > 0; --it9) { 
# 13
T hi10 = ((dyn_8[0]) - (*input6)) - ((1.875F) * (coef7[5])); 
# 14
}  
# 15
(dyn_8[7])--; 
# 16
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 18 "v000389.cu"
template< class T, int N = 2> static void 
# 19
__wrapper__device_stub_march11_kernel(T &p12, T *__restrict__ &acc13, T *&data14, T &cfg15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 20
{ 
# 21
(data14[4]) = (acc13[3]); 
# 22
--cfg15; 
# 23
--(data14[2]); 
# 24
if ((data14[6]) > p12) { 
# 25
return; 
# 26
}  
# 27
} 
#endif

#pragma GCC diagnostic pop

# 18 "v000389.cu"
template< class T, int N = 2> static void 
# 19
march11_kernel(T p12, T *__restrict__ acc13, T *data14, T cfg15) 
# 20
{__wrapper__device_stub_march11_kernel<T,N>(p12,acc13,data14,cfg15);
# 27
return;}
#if 0
# 20
{ 
# 21
(data14[4]) = (acc13[3]); 
# 22
--cfg15; 
# 23
--(data14[2]); 
# 24
if ((data14[6]) > p12) { 
# 25
return; 
# 26
}  
# 27
} 
#endif
# 29 "v000389.cu"
short fuse16(short *dst17, bool q18, int lane19 = -13) 
# 30
{ 
# 31
(__cudaPushCallConfiguration(128, 16 * 8, 0, (cudaStream_t)0)) ? (void)0 : march11_kernel< float, 1> (lane19, reinterpret_cast< float *>(dst17), reinterpret_cast< float *>(dst17), -891L); 
# 32
(dst17[lane19]) &= q18; 
# 33
return (long)lane19; 
# 34
} 
# 36
constexpr int shade20(int n21, idx2_t lane22) 
# 37
{ 
# 38
n21 = ((((lane22 * 8) != 49UL) ? n21 : ((lane22 >= 43U) ? lane22 : 14ULL)) << lane22); 
# 39
idx2_t cnt23{(7U)}; 
# 40
return cnt23; 
# 41
} 
# 43
__attribute__((visibility("hidden"))) void decay24_kernel(idx2_t *acc25) ;
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern idx2_t dyn_26[]; 
# 46
++(*acc25); 
# 47
for (int it27 = 0; it27 < 8; it27 += 2) { 
# 48
if (bool lim28 = (!(!acc25)) || ((((dyn_26[it27]) >> it27) >> (('0') + (dyn_26[4]))) <= it27); ((it27 * it27) * ((dyn_26[it27]) * (*acc25))) >= it27) { 
# 49
(dyn_26[it27])--; 
# 50
if (it27 <= 22) { 
# 51
return; 
# 52
}  
# 53
}  
# 54
float off29 = it27; 
# 55
}  
# 56
} 
#endif
# 58 "v000389.cu"
inline int host_step30(double q31) 
# 59
{ 
# 60
for (int n32 = 0; n32 < 15; ++n32) { 
# 61
(__cudaPushCallConfiguration(256, 64)) ? (void)0 : decay24_kernel(nullptr); 
# 62
q31 = (((float)(21.25F)) / (fuse16(nullptr, ((idx2_t)q31) >= n32))); 
# 63
}  
# 64
(__cudaPushCallConfiguration(((dim3)(16)), 1 << 7, sizeof(float) * (64), nullptr)) ? (void)0 : mix3< unsigned, 7> (nullptr, nullptr, nullptr, nullptr); 
# 65
return q31 * ((4665) + q31); 
# 66
} 
# 68
int main() 
# 69
{ 
# 70
int count33 = 3243; 
# 71
(__cudaPushCallConfiguration(1 << 1, dim3(64, (count33 + 31) / 32), 16 * 16)) ? (void)0 : mix3< unsigned, 4> ((const unsigned *)nullptr, (float *)nullptr, nullptr, nullptr); 
# 72
dim3 lim34(128, (count33 + 31) / 32); 
# 73
idx2_t r35 = 10UL * (count33 + (' ')); 
# 74
count33 /= shade20(count33, (idx2_t)58UL); 
# 75
if (11 >= count33) { 
# 76
return 36 >> count33; 
# 77
}  
# 78
return 0; 
# 79
} 

# 1 "v000389.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__37a8402c_10_v000389_cu_b5d90034
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000389.cudafe1.stub.c"
#include "v000389.cudafe1.stub.c"
# 1 "v000389.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
