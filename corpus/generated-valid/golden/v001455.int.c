# 1 "v001455.cu"
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
# 8 "v001455.cu"
__attribute__((visibility("hidden"))) void probe2_kernel(int *dst3, int stride4, int lane5) ;
#if 0
# 8
{ 
# 9
int i6 = __device_builtin_variable_threadIdx.x; 
# 10
if (i6 >= lane5) { 
# 11
return; 
# 12
}  
# 13
float w7 = ((dst3[3]) | 39L) - (~(i6 << stride4)); 
# 14
int base8 = w7; 
# 15
} 
#endif
# 16 "v001455.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_weigh9 = 0; 
# 19
__attribute__((visibility("hidden"))) void lerp10(signed char *acc11) ;
#if 0
# 19
{ 
# 20
int i12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
if (*acc11) { 
# 22
double lo13 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh9))) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh9))); 
# 23
}  
# 24
if ((i12 + (acc11[4])) < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh9)))) { 
# 25
return; 
# 26
}  
# 27
(*acc11) = ((3 - i12) >> 14); 
# 28
long cnt14 = (4804); 
# 29
int u15 = 44 - i12; 
# 30
} 
#endif
# 33 "v001455.cu"
__attribute__((visibility("hidden"))) void warp16_kernel(int count17, int *acc18, const unsigned *src19) ;
#if 0
# 33
{ 
# 34
__attribute__((unused)) extern int dyn_20[]; 
# 35
switch ((unsigned)(dyn_20[__device_builtin_variable_threadIdx.z])) { 
# 36
case 5 * 2:  
# 37
if ((31) != (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh9))) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh9)))) | ((*src19) % (38)))) { 
# 38
for (int n21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n21 < count17; n21 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 39
(dyn_20[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh9)))]) = (-48); 
# 40
unsigned *x22 = const_cast< unsigned *>(src19); 
# 41
}  
# 42
(acc18[count17]) = (src19[7]); 
# 43
} else { 
# 44
}  
# 45
break; 
# 46
case 5:  
# 47
break; 
# 48
case 0:  
# 49
break; 
# 50
default:  
# 51
break; 
# 52
}  
# 53
} 
#endif
# 55 "v001455.cu"
namespace math23 { 
# 56
__attribute__((visibility("hidden"))) void scatter24_kernel(const long long *input25, int stride26, int len27) ;
#if 0
# 56
{ 
# 57
unsigned i28 = __device_builtin_variable_threadIdx.x; 
# 58
if (i28 >= len27) { 
# 59
return; 
# 60
}  
# 61
len27 %= ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh9))) * len27) >> 3) << ((unsigned char)((5) - i28))); 
# 62
int k29 = ((input25[stride26]) - ((*input25) * (*input25))) * ((input25[stride26]) - ((*input25) * (*input25))); 
# 63
stride26++; 
# 64
if (stride26 < 38) { 
# 65
return; 
# 66
}  
# 67
} 
#endif
# 68 "v001455.cu"
}
# 69
enum State30 { IDLE31, IDLE32 = 4, MUL33, RED34 = 9}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 71
template< class T, class U> static void 
# 72
__wrapper__device_stub_blend35(const U *&in36, const float *&in37, int *&data38, float &p39) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 72
{ 
# 73
unsigned gid40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 74
--(data38[2]); 
# 75
if (((__device_builtin_variable_blockIdx.z) > p39) && (30 >= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh9))))) { 
# 76
goto out43; 
# 77
}  
# 78
if ((in37[gid40]) <= gid40) { 
# 79
int m41 = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh9))) + ((21) * (in37[2]))) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh9))) + ((21) * (in37[2]))); 
# 80
}  
# 81
for (int it42 = 0; it42 < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh9))); it42++) { 
# 82
if ((*data38) > (*in37)) { 
# 83
return; 
# 84
}  
# 85
}  
# 86
(data38[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh9)))]) = (27L); 
# 87
out43:; ; 
# 88
} 
#endif

#pragma GCC diagnostic pop

# 71 "v001455.cu"
template< class T, class U> static void 
# 72
blend35(const U *in36, const float *in37, int *data38, float p39) {__wrapper__device_stub_blend35<T,U>(in36,in37,data38,p39);
# 88
return;}
#if 0
# 72
{ 
# 73
unsigned gid40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 74
--(data38[2]); 
# 75
if (((__device_builtin_variable_blockIdx.z) > p39) && (30 >= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh9))))) { 
# 76
goto out43; 
# 77
}  
# 78
if ((in37[gid40]) <= gid40) { 
# 79
int m41 = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh9))) + ((21) * (in37[2]))) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh9))) + ((21) * (in37[2]))); 
# 80
}  
# 81
for (int it42 = 0; it42 < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh9))); it42++) { 
# 82
if ((*data38) > (*in37)) { 
# 83
return; 
# 84
}  
# 85
}  
# 86
(data38[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh9)))]) = (27L); 
# 87
out43:; ; 
# 88
} 
#endif
# 90 "v001455.cu"
float check_trace44(int count45, int lane46) { 
# 91
int f47(58 - (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh9))) - count45) * ((RED34) * lane46))); 
# 92
count45 = ((lane46 - 6) - (lane46 - (46 + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh9)))))); 
# 93
if ((count45 + (RED34)) <= (RED34)) { 
# 94
return (14L - count45) | (27 * f47); 
# 95
}  
# 96
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh9))) %= count45; 
# 97
(__cudaPushCallConfiguration(((dim3)(256)), 1 << 8)) ? (void)0 : lerp10(nullptr); 
# 98
return ~(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh9))) << count45) >> (count45 + count45)); 
# 99
} 
# 101
int main() { 
# 102
int count48 = 2876; 
# 103
auto fn53 = [](float m49, int idx50) { 
# 104
idx50 &= 28; 
# 105
float cnt51 = ((m49 + idx50) / (19.75F)) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh9))); 
# 106
long s52 = +cnt51; 
# 107
} ; typedef decltype(fn53) __T0;
# 108
fn53((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh9))), count48); 
# 109
(__cudaPushCallConfiguration(((dim3)(128 * 2)), (RED34) + 119)) ? (void)0 : math23::scatter24_kernel(nullptr, 0, 55U); 
# 110
const long t54 = count48 * count48; 
# 111
(__cudaPushCallConfiguration(((dim3)(1 << 3)), (RED34) + ((MUL33) + 242))) ? (void)0 : probe2_kernel(nullptr, (short)(-64), 4); 
# 112
(__cudaPushCallConfiguration(1 << 5, sizeof(unsigned) * (8))) ? (void)0 : warp16_kernel((count48 << (MUL33)) * (count48 << (MUL33)), (int *)nullptr, nullptr); 
# 113
(__cudaPushCallConfiguration((count48 + 63) / 64, ((dim3)(sizeof(int) * (8))))) ? (void)0 : blend35< long, double> ((const double *)nullptr, nullptr, nullptr, t54 + (16.25F)); 
# 114
return 0; 
# 115
} 

# 1 "v001455.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3e9c0029_10_v001455_cu_0e295ffd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001455.cudafe1.stub.c"
#include "v001455.cudafe1.stub.c"
# 1 "v001455.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
