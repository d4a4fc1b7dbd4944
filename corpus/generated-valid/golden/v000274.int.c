# 1 "v000274.cu"
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
# 16 "v000274.cu"
__attribute__((visibility("hidden"))) void tally5(int count6, const int *input7, double *out8, float alpha9) ;
#if 0
# 17
{ 
# 18
count6++; 
# 19
count6 = ((out8[5]) + (((+alpha9) > (21)) ? (count6 < 59) ? input7[6] : 17U : (18))); 
# 20
__attribute__((unused)) static float sh_10[8]; 
# 21
} 
#endif
# 24 "v000274.cu"
template< class T> __attribute__((unused)) unsigned char 
# 25
fold11(T *data12, T *__restrict__ data13) 
# 26
{int volatile ___ = 1;(void)data12;(void)data13;
# 34
::exit(___);}
#if 0
# 26
{ 
# 27
__attribute__((unused)) static float sh_14; 
# 28
T h15 = (127U); 
# 29
int prod16[5]{static_cast< int>(data13[1]), 4475, (51LL), 6, ((int)3691)}; 
# 30
T x17(prod16[3]); 
# 31
h15 -= (prod16[0]); 
# 32
h15 = 34; 
# 33
return data12[4]; 
# 34
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 36 "v000274.cu"
template< class T> static void 
# 37
__wrapper__device_stub_decay18_kernel(const T *__restrict__ &in19, const unsigned *&src20, int *&out21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 38
{ 
# 39
long long t22 = (T)((int)(__alignof__(int) * (out21[2]))); 
# 40
__attribute__((unused)) static float sh_23[32]; 
# 41
} 
#endif

#pragma GCC diagnostic pop

# 36 "v000274.cu"
template< class T> static void 
# 37
decay18_kernel(const T *__restrict__ in19, const unsigned *src20, int *out21) 
# 38
{__wrapper__device_stub_decay18_kernel<T>(in19,src20,out21);
# 41
return;}
#if 0
# 38
{ 
# 39
long long t22 = (T)((int)(__alignof__(int) * (out21[2]))); 
# 40
__attribute__((unused)) static float sh_23[32]; 
# 41
} 
#endif
# 43 "v000274.cu"
int host_tally24(int count25, short *buf26, const int *input27) 
# 44
{ 
# 45
(__cudaPushCallConfiguration(128, (3 + (3 + (24 + 2))) * (3 + (3 + (3 + (3 + 4)))), 0, nullptr)) ? (void)0 : decay18_kernel(reinterpret_cast< const long *>(input27), nullptr, reinterpret_cast< int *>(buf26)); 
# 46
int f28 = 3; 
# 47
if (buf26 == (nullptr)) { 
# 48
int s29 = ((32) >= ((f28 - 57) ? 59ULL + f28 : ((buf26[count25 & 7]) * 24))) ? (count25 % 42LL) - (51) : (((buf26[4]) * f28) - (sizeof(double) + f28)); 
# 49
}  
# 50
int v30 = count25 % ((count25 + (*input27)) + (count25 ^ 58)); 
# 51
return (((float)f28) * v30) + (22 - ((int)(*input27))); 
# 52
} 
# 53
static_assert((sizeof(int) == (4)), "bad config");
# 54
static int g_smooth31; 
# 55
__attribute__((section("__nv_managed_data__"))) static short *m_count32 = 0; 
# 57
__attribute__((visibility("hidden"))) void bias33(const float *in34) ;
#if 0
# 58
{ 
# 59
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count32))) = (((int)((in34[0]) * (16UL))) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count32))) / (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count32))))); 
# 60
int mid35[6] = {}; 
# 61
long long off36((54)); 
# 62
switch ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count32))) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count32)))) { 
# 63
case 1:  
# 64
break; 
# 65
case 3:  { 
# 66
float v37[4]{(20.25F), (-59), static_cast< float>(off36), ((float)(9.125F))}; 
# 67
auto t38 = ((unsigned long long)59); 
# 68
break; 
# 69
} 
# 70
default:  
# 71
break; 
# 72
}  
# 73
} 
#endif
# 75 "v000274.cu"
struct Vec39 { 
# 76
bool val40; 
# 77
float count41; 
# 78
int y42; 
# 79
unsigned weight43; 
# 80
}; 
# 81
enum class State44: long { Blue45, Off46 = 3L}; 
# 83
extern "C" __attribute__((visibility("hidden"))) void fuse47(State44 p48, unsigned *__restrict__ dst49) ;
#if 0
# 84
{ 
# 85
auto x50 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count32))); 
# 86
State44 off51 = p48; 
# 87
} 
#endif
# 89 "v000274.cu"
int main() 
# 90
{ 
# 91
int size52 = 1837; 
# 92
if (g_smooth31 * ('#')) { 
# 93
if (38L > (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count32))) + 24) - 53)) { 
# 94
++size52; 
# 95
--size52; 
# 96
}  
# 97
}  
# 98
(__cudaPushCallConfiguration((size52 + 63) / 64, 512, 0, 0)) ? (void)0 : tally5(58 + ((signed char)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count32)))), (const int *)nullptr, static_cast< double *>(nullptr), size52 / ((21.875F) - g_smooth31)); 
# 99
(__cudaPushCallConfiguration(2, 32 + (32 + (24 + (3 + 165))))) ? (void)0 : bias33(nullptr); 
# 100
(__cudaPushCallConfiguration(128, 512, 0, 0)) ? (void)0 : fuse47(State44::Blue45, nullptr); 
# 101
return 0; 
# 102
} 

# 1 "v000274.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8ccedc85_10_v000274_cu_6b5918a0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000274.cudafe1.stub.c"
#include "v000274.cudafe1.stub.c"
# 1 "v000274.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
