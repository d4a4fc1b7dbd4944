# 1 "v001834.cu"
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
# 8 "v001834.cu"
__attribute__((visibility("hidden"))) void filter3_kernel(const unsigned *coef4, int *dst5, int n6) ;
#if 0
# 9
{ 
# 10
n6 += (+((sizeof(int) - (*dst5)) - (9UL + n6))); 
# 11
int w7 = 23; 
# 12
long long y8 = (48); 
# 13
unsigned e9{(26)}; 
# 14
} 
#endif
# 16 "v001834.cu"
struct Node10 { 
# 17
int vel11; 
# 18
unsigned long flag12; 
# 19
float flag13; 
# 20
int scale14() const 
# 21
{ 
# 22
unsigned w15((vel11) + (flag12)); 
# 23
return +w15; 
# 24
} 
# 25
unsigned long bump16(unsigned char idx17) const 
# 26
{ 
# 27
if (!((flag13) != (33))) { 
# 28
return 51; 
# 29
}  
# 30
Node10 y18 = Node10{10, flag12, (6.5F)}; 
# 31
return 18L; 
# 32
} 
# 33
}; 
# 35
static void decay19(float b20, long long *out21, const int *input22, int stride23) ;
#if 0
# 36
{ 
# 37
__attribute__((unused)) static int sh_24; 
# 38
sh_24 -= ((*out21) + (1398)); 
# 39
if (((input22[stride23]) >= 54) && ((out21[sh_24]) > b20) && (out21 == (nullptr))) { 
# 40
bool lim25 = false; 
# 41
if (!((b20 == (40)) && ((input22[4]) == sh_24))) { 
# 42
b20 = (((out21[stride23]) - (out21[3])) * (sh_24 * ((3) - (out21[0])))); 
# 43
b20 -= (((sh_24 + ('A')) / ((stride23 >= sh_24) ? out21[7] : (20.375F))) + ((+stride23) + (stride23 - sizeof(int)))); 
# 44
}  
# 45
} else { 
# 46
}  
# 47
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 49 "v001834.cu"
template< class T, int N = 1> static void 
# 50
__wrapper__device_stub_gather26_kernel(T &q27, const double *&coef28, const float *&coef29, float *&buf30) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 51
{ 
# 52
q27 = (q27 + ((0.75) * (*buf30))); 
# 53
__attribute__((unused)) static Node10 sh_31; 
# 54
float sum32 = sh_31.bump16(N); 
# 55
if (!(sum32 <= (N))) { 
# 56
goto skip33; 
# 57
}  
# 58
(sum32++), (sum32 = (buf30[0])); 
# 59
skip33:; ; 
# 60
} 
#endif

#pragma GCC diagnostic pop

# 49 "v001834.cu"
template< class T, int N = 1> static void 
# 50
gather26_kernel(T q27, const double *coef28, const float *coef29, float *buf30) 
# 51
{__wrapper__device_stub_gather26_kernel<T,N>(q27,coef28,coef29,buf30);
# 60
return;}
#if 0
# 51
{ 
# 52
q27 = (q27 + ((0.75) * (*buf30))); 
# 53
__attribute__((unused)) static Node10 sh_31; 
# 54
float sum32 = sh_31.bump16(N); 
# 55
if (!(sum32 <= (N))) { 
# 56
goto skip33; 
# 57
}  
# 58
(sum32++), (sum32 = (buf30[0])); 
# 59
skip33:; ; 
# 60
} 
#endif
# 62 "v001834.cu"
__attribute__((visibility("hidden"))) void bias34_kernel(const float *src35, int lane36, const float *in37) ;
#if 0
# 63
{ 
# 64
if (lane36 < (*src35)) { 
# 65
return; 
# 66
}  
# 67
(++lane36), (lane36 = (in37[lane36])); 
# 68
lane36 = 35; 
# 69
} 
#endif
# 71 "v001834.cu"
void host_spread38(const unsigned *coef39, int lane40, unsigned long long alpha41) 
# 72
{ 
# 73
lane40 ^= (((coef39[lane40]) == (31)) ? (*coef39) + (*coef39) : (38)); 
# 74
int w42 = alpha41; 
# 75
unsigned v43 = ((((unsigned)w42) != w42) ? (39) + alpha41 : ((unsigned)60UL)) * ((11) + ((alpha41) ? 18 : (coef39[alpha41]))); 
# 76
(__cudaPushCallConfiguration(dim3(2, (v43 + (31)) / (32)), 64)) ? (void)0 : bias34_kernel(nullptr, v43, (const float *)nullptr); 
# 77
lane40 = (((coef39[6]) - (33)) * alpha41); 
# 78
lane40 = 1611; 
# 79
} 
# 81
float norm44(char *acc45) 
# 82
{ 
# 83
(acc45[2]) = (-7); 
# 84
if (acc45 != (nullptr)) { 
# 85
return 55L; 
# 86
}  
# 87
int iter46 = 0; 
# 88
do { 
# 89
static float lo47 = (10); 
# 90
(*acc45) %= 24; 
# 91
++iter46; 
# 92
} while (iter46 < 5); 
# 93
return ((5 + iter46) / (27 * (*acc45))) * 3; 
# 94
} 
# 96
int main() 
# 97
{ 
# 98
int size48 = 299; 
# 99
Node10 y49{44, static_cast< size_t>(size48), (8.0F)}; 
# 100
const int h50 = 42; 
# 101
(__cudaPushCallConfiguration((size48 + 63) / 64, dim3((size48 + 255) / 256, (size48 + 127) / 128, (size48 + 63) / 64))) ? (void)0 : filter3_kernel(nullptr, (int *)nullptr, ((size48 += 19UL), ((3273) * (y49.flag13)))); 
# 102
(__cudaPushCallConfiguration(256, 256)) ? (void)0 : decay19((h50 - (y49.flag12)) + ((4.25F) / size48), nullptr, nullptr, h50); 
# 103
(__cudaPushCallConfiguration(dim3((size48 + 127) / 128, 16), ((dim3)(512)))) ? (void)0 : gather26_kernel< unsigned, 1> ((2843 * (y49.vel11)) / y49.bump16(h50), nullptr, nullptr, nullptr); 
# 104
return 0; 
# 105
} 

# 1 "v001834.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7ea25297_10_v001834_cu_bf106a9c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001834.cudafe1.stub.c"
#include "v001834.cudafe1.stub.c"
# 1 "v001834.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
