# 1 "v002299.cu"
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

# 11 "v002299.cu"
template< class T, int N> static void 
# 12
__wrapper__device_stub_trace6_kernel(T *&data7, int &lane8, const T *&src9, float &p10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 12
{ 
# 13
__attribute__((unused)) extern int dyn_11[]; 
# 14
(*data7) = (*data7); 
# 15
{ 
# 16
auto base12 = src9[lane8 & 7]; 
# 17
if ((30U) < p10) { 
# 18
return; 
# 19
}  
# 20
} 
# 21
} 
#endif

#pragma GCC diagnostic pop

# 11 "v002299.cu"
template< class T, int N> static void 
# 12
trace6_kernel(T *data7, int lane8, const T *src9, float p10) {__wrapper__device_stub_trace6_kernel<T,N>(data7,lane8,src9,p10);
# 21
return;}
#if 0
# 12
{ 
# 13
__attribute__((unused)) extern int dyn_11[]; 
# 14
(*data7) = (*data7); 
# 15
{ 
# 16
auto base12 = src9[lane8 & 7]; 
# 17
if ((30U) < p10) { 
# 18
return; 
# 19
}  
# 20
} 
# 21
} 
#endif
# 23 "v002299.cu"
__attribute__((visibility("hidden"))) void sift13_kernel(float *acc14, unsigned alpha15, const float *src16, const int *input17) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern long long dyn_18[]; 
# 25
if ((+(src16[3])) <= (src16[6])) { 
# 26
goto skip20; 
# 27
}  
# 28
if ((48) != (*src16)) { 
# 29
if (alpha15 - (32)) { 
# 30
(dyn_18[alpha15]) = (src16[alpha15 & (7)]); 
# 31
long f19{3L}; 
# 32
}  
# 33
}  
# 34
skip20:; ; 
# 35
} 
#endif
# 36 "v002299.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned char *m_scatter21 = 0; 
# 38
static void spread22_kernel(int len23, long long p24) ;
#if 0
# 38
{ 
# 39
p24 |= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter21))) + (len23 - 61U)); 
# 40
constexpr float f25 = (13.875F); 
# 41
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter21))) |= p24; 
# 42
} 
#endif
# 44 "v002299.cu"
namespace util26 { 
# 45
static void split27_kernel(const int *in28, const int *input29, int n30, const unsigned short *input31) ;
#if 0
# 45
{ 
# 46
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter21))) &= ((1L - n30) - (16)); 
# 47
auto res32 = (4345LL | n30) / (3254UL); 
# 48
n30 *= n30; 
# 49
} 
#endif
# 51 "v002299.cu"
__attribute__((unused)) inline double fold33(const int *in34, const int *coef35) {int volatile ___ = 1;(void)in34;(void)coef35;
# 65
::exit(___);}
#if 0
# 51
{ 
# 52
const int *tmp36 = in34; 
# 53
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter21))) > (+(*tmp36))) { 
# 54
goto finish38; 
# 55
}  
# 56
if (coef35 != (nullptr)) { 
# 57
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter21))) -= (*in34); 
# 58
int z37 = (((*in34) > (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter21)))) ? *in34 : (256 * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter21))))) ^ 256; 
# 59
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter21))) |= 52; 
# 60
}  
# 61
(++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter21)))), ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter21))) &= (255L * ((tmp36[4]) * (in34[2])))); 
# 62
--(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter21))); 
# 63
finish38:; ; 
# 64
return (*coef35) - (tmp36[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter21)))]); 
# 65
} 
#endif
# 66 "v002299.cu"
}
# 68
__attribute((always_inline)) __attribute__((unused)) inline void blend39(float *acc40, unsigned *out41, int count42) {int volatile ___ = 1;(void)acc40;(void)out41;(void)count42;
# 75
::exit(___);}
#if 0
# 68
{ 
# 69
if ((count42 + 43) > (out41[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter21)))])) { 
# 70
return; 
# 71
}  
# 72
((out41[3])--), ((out41[2]) &= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter21))) + (*out41))); 
# 73
(*out41) %= (out41[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter21)))]); 
# 74
int y43 = util26::fold33(nullptr, &count42); 
# 75
} 
#endif
# 76 "v002299.cu"
static float c_combine44; 
# 78
unsigned run_decay45(const float *coef46, int lane47) { 
# 79
int hi48 = ((2800 + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter21)))) + lane47) & 6; 
# 80
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter21)))--; 
# 81
--(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter21))); 
# 82
auto w49 = (-(3.25F)); 
# 83
return ((*coef46) - (44)) / w49; 
# 84
} 
# 86
int main() { 
# 87
int size50 = 3000; 
# 88
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter21))) *= (3875U * size50); 
# 89
if (!(size50 > size50)) { 
# 90
return ((double)45); 
# 91
}  
# 92
(__cudaPushCallConfiguration(16, 512, sizeof(float) * (128), nullptr)) ? (void)0 : trace6_kernel< float, 3> (nullptr, 42, nullptr, run_decay45(nullptr, ~size50)); 
# 93
(__cudaPushCallConfiguration((size50 + 127) / 128, 2 * 16, sizeof(float) * (64), nullptr)) ? (void)0 : sift13_kernel(nullptr, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter21))), nullptr, &size50); 
# 94
(__cudaPushCallConfiguration((size50 + 127) / 128, 32)) ? (void)0 : spread22_kernel((1802U - size50) % (static_cast< int>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter21))))), run_decay45(nullptr, static_cast< int>(30L))); 
# 95
return 0; 
# 96
} 

# 1 "v002299.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__560bab10_10_v002299_cu_bf090b5c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002299.cudafe1.stub.c"
#include "v002299.cudafe1.stub.c"
# 1 "v002299.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
