# 1 "v001530.cu"
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

# 8 "v001530.cu"
template< class T, class U> static void 
# 9
__wrapper__device_stub_drift3_kernel(T &b4, const U *&input5, double &p6, float *&acc7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 9
{ 
# 10
if ((*input5) > (((b4 > (input5[6])) ? p6 : (62UL)) * ((input5[4]) * 2L))) { 
# 11
char stride8 = (127UL); 
# 12
}  
# 13
if (acc7 == (nullptr)) { 
# 14
auto tmp9 = p6; 
# 15
}  
# 16
char r10[2]{(127L), (56)}; 
# 17
(acc7[2]) = (static_cast< T>(b4 + b4)); 
# 18
} 
#endif

#pragma GCC diagnostic pop

# 8 "v001530.cu"
template< class T, class U> static void 
# 9
drift3_kernel(T b4, const U *input5, double p6, float *acc7) {__wrapper__device_stub_drift3_kernel<T,U>(b4,input5,p6,acc7);
# 18
return;}
#if 0
# 9
{ 
# 10
if ((*input5) > (((b4 > (input5[6])) ? p6 : (62UL)) * ((input5[4]) * 2L))) { 
# 11
char stride8 = (127UL); 
# 12
}  
# 13
if (acc7 == (nullptr)) { 
# 14
auto tmp9 = p6; 
# 15
}  
# 16
char r10[2]{(127L), (56)}; 
# 17
(acc7[2]) = (static_cast< T>(b4 + b4)); 
# 18
} 
#endif
# 19 "v001530.cu"
static int d_tally11; 
# 20
static short d_tile12; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 22
template< class T, class U> static void 
# 23
__wrapper__device_stub_sweep13(U &p14, T &beta15, double *&dst16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 23
{ 
# 24
(dst16[d_tally11]) -= d_tile12; 
# 25
__attribute__((unused)) static int sh_17[3][5 + 12]; 
# 26
((sh_17[0])[d_tally11]) = ((((beta15 * beta15) >= 46) ? (sh_17[0])[5] : (d_tile12 & d_tally11)) + 7); 
# 27
double diff18 = (((int)d_tally11) * (d_tally11 % d_tally11)) * (18.75F); 
# 28
((sh_17[1])[d_tile12]) = ((9 * (d_tally11 | ((sh_17[2])[d_tally11]))) ^ (((sh_17[1])[d_tile12]) + (static_cast< short>(__alignof__(float))))); 
# 29
} 
#endif

#pragma GCC diagnostic pop

# 22 "v001530.cu"
template< class T, class U> static void 
# 23
sweep13(U p14, T beta15, double *dst16) {__wrapper__device_stub_sweep13<T,U>(p14,beta15,dst16);
# 29
return;}
#if 0
# 23
{ 
# 24
(dst16[d_tally11]) -= d_tile12; 
# 25
__attribute__((unused)) static int sh_17[3][5 + 12]; 
# 26
((sh_17[0])[d_tally11]) = ((((beta15 * beta15) >= 46) ? (sh_17[0])[5] : (d_tile12 & d_tally11)) + 7); 
# 27
double diff18 = (((int)d_tally11) * (d_tally11 % d_tally11)) * (18.75F); 
# 28
((sh_17[1])[d_tile12]) = ((9 * (d_tally11 | ((sh_17[2])[d_tally11]))) ^ (((sh_17[1])[d_tile12]) + (static_cast< short>(__alignof__(float))))); 
# 29
} 
#endif
# 30 "v001530.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned *m_filter19 = 0; 
# 32
static void tally20_kernel(int *data21, unsigned char cfg22, const float *coef23) ;
#if 0
# 32
{ 
# 33
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19))) &= ((7) * ((((*coef23) > (8)) ? 10 : 3925) * (cfg22 + 1925LL))); 
# 34
d_tile12 = ((*data21) * d_tally11); 
# 35
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19))) = (0); 
# 36
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 38 "v001530.cu"
template< class T> static void 
# 39
__wrapper__device_stub_blend24_kernel(T *&buf25, T *&buf26, int &lane27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 39
{ 
# 40
int stride28 = (static_cast< long long>(2995U + (buf26[2]))) + (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19))) != (11)) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19))) : ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19))) | 20UL)); 
# 41
lane27 = 45; 
# 42
float m29 = (256) % ((stride28 * 15U) + (~d_tile12)); 
# 43
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19))) + (64)) > d_tile12) { 
# 44
return; }  
# 45
stride28 -= 5; 
# 46
} 
#endif

#pragma GCC diagnostic pop

# 38 "v001530.cu"
template< class T> static void 
# 39
blend24_kernel(T *buf25, T *buf26, int lane27) {__wrapper__device_stub_blend24_kernel<T>(buf25,buf26,lane27);
# 46
return;}
#if 0
# 39
{ 
# 40
int stride28 = (static_cast< long long>(2995U + (buf26[2]))) + (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19))) != (11)) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19))) : ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19))) | 20UL)); 
# 41
lane27 = 45; 
# 42
float m29 = (256) % ((stride28 * 15U) + (~d_tile12)); 
# 43
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19))) + (64)) > d_tile12) { 
# 44
return; }  
# 45
stride28 -= 5; 
# 46
} 
#endif
# 48 "v001530.cu"
static void scale30(unsigned beta31, const unsigned *input32) ;
#if 0
# 48
{ 
# 49
d_tile12 += (3664 | d_tile12); 
# 50
if ((43 * d_tile12) > ((double)d_tally11)) { 
# 51
unsigned long q33 = (60); 
# 52
}  
# 53
d_tile12 ^= ((d_tile12 < (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19))) * (256)) | ((50) - beta31))) ? 12 : (d_tile12 * 5)); 
# 54
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19))) *= ((5) | beta31); 
# 55
auto t34 = 256; 
# 56
beta31 = beta31; 
# 57
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 59 "v001530.cu"
template< class T, int N> static void 
# 60
__wrapper__device_stub_weigh35(const T *&input36, const float *&input37, T *&data38) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 60
{ 
# 61
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19))) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19))); 
# 62
T w39 = (T)((3.125F) * (data38[2])); 
# 63
} 
#endif

#pragma GCC diagnostic pop

# 59 "v001530.cu"
template< class T, int N> static void 
# 60
weigh35(const T *input36, const float *input37, T *data38) {__wrapper__device_stub_weigh35<T,N>(input36,input37,data38);
# 63
return;}
#if 0
# 60
{ 
# 61
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19))) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19))); 
# 62
T w39 = (T)((3.125F) * (data38[2])); 
# 63
} 
#endif
# 65 "v001530.cu"
__attribute__((visibility("hidden"))) void pivot40(int n41, int *out42) ;
#if 0
# 65
{ 
# 66
float lim43[5 + 1]{(9.0F), static_cast< float>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19)))), (16.125F), (21.375F), (float)n41, (float)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19)))}; 
# 67
switch (d_tile12) { 
# 68
case 3:  
# 69
switch (d_tile12) { 
# 70
case 12:  
# 71
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19))) = (d_tile12 + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19)))); 
# 72
(lim43[1]) = (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19))) * (d_tile12 - 57UL)) | ((out42[n41]) ^ 2)); 
# 73
break; 
# 74
case 5:  
# 75
break; 
# 76
}  
# 77
break; 
# 78
default:  
# 79
break; 
# 80
}  
# 81
} 
#endif
# 83 "v001530.cu"
int main() { 
# 84
int n44 = 2102; 
# 85
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19))) < n44) { 
# 86
const signed char *hi45 = (nullptr); 
# 87
}  
# 88
if ((n44 | n44) == 5) { 
# 89
return -13; }  
# 90
n44 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19))); 
# 91
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19))) + (127)) / (128), 128, 1024, 0)) ? (void)0 : drift3_kernel(n44, static_cast< const long *>(nullptr), n44, (float *)nullptr); 
# 92
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19))) + (255)) / (256), 32)) ? (void)0 : sweep13((8.0), 7, nullptr); 
# 93
(__cudaPushCallConfiguration(64, 128)) ? (void)0 : tally20_kernel(&n44, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter19))), nullptr); 
# 94
return 0; 
# 95
} 

# 1 "v001530.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4d5ed61e_10_v001530_cu_d3637480
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001530.cudafe1.stub.c"
#include "v001530.cudafe1.stub.c"
# 1 "v001530.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
