# 1 "v001188.cu"
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
# 18 "v001188.cu"
constexpr long WIDTH9 = ((1 << 3) * (2 * 8)); 
# 21
__attribute__((visibility("hidden"))) void sift10_kernel(int *out11, float *dst12) ;
#if 0
# 22
{ 
# 23
unsigned i13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
(out11[i13 & (7)]) = (*out11); 
# 25
(dst12[0]) = (((919) + i13) ^ i13); 
# 26
} 
#endif
# 29 "v001188.cu"
struct Pixel14 { 
# 30
int lo15; 
# 31
int weight16; 
# 32
int val17; 
# 33
}; 
# 35
namespace math18 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 36
__attribute((noinline)) __attribute__((unused)) static unsigned long count19(int n20 = 54) 
# 37
{int volatile ___ = 1;(void)n20;
# 44
::exit(___);}
#if 0
# 37
{ 
# 38
if (constexpr int w21 = 56; ((n20 == n20) || (n20 < (__device_builtin_variable_blockIdx.x))) || ((45) >= ((n20 += w21), 8UL))) { 
# 39
n20 = (U'\x23'); 
# 40
n20 = (WIDTH9 + (__device_builtin_variable_threadIdx.y)); 
# 41
} else { 
# 42
}  
# 43
return ~n20; 
# 44
} 
#endif

#pragma GCC diagnostic pop

# 45 "v001188.cu"
}
# 47
__attribute__((visibility("hidden"))) void fold22(int *buf23) ;
#if 0
# 48
{ 
# 49
int i24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
math18::count19((*buf23) * (*buf23)); 
# 51
if (((buf23[6]) >> math18::count19(buf23[i24])) <= (39L - (buf23[__device_builtin_variable_blockDim.z]))) { 
# 52
(buf23[6]) = (((__device_builtin_variable_threadIdx.x) * i24) * (__device_builtin_variable_gridDim.x)); 
# 53
(buf23[i24]) = ('0'); 
# 54
} else { if (!(((buf23[0]) + WIDTH9) > (__device_builtin_variable_threadIdx.x))) { }  }  
# 55
} 
#endif
# 57 "v001188.cu"
template< class T> 
# 58
struct Particle25 { 
# 59
T count26; 
# 60
T mass27; 
# 61
T mass28; 
# 62
}; 
# 63
__attribute__((section("__nv_managed_data__"))) static long *m_stencil29 = 0; 
# 66
__attribute__((visibility("hidden"))) void pack30(double b31, const int *input32, int count33) ;
#if 0
# 67
{ 
# 68
unsigned tid34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 69
if (tid34 >= count33) { 
# 70
return; 
# 71
}  
# 72
int iter35 = 0; 
# 73
while (iter35 < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil29)))) { 
# 74
if ((input32 != (nullptr)) && (math18::count19(input32[__device_builtin_variable_blockIdx.z]) >= (__device_builtin_variable_blockDim.y))) { 
# 75
__attribute__((unused)) static long sh_36[16]; 
# 76
} else { if (double idx37 = (63) * ((b31 - count33) * (b31 - count33)); idx37 > ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil29))) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil29))))) { 
# 77
(++count33), (count33 = (math18::count19())); 
# 78
} else { 
# 79
__attribute__((unused)) static int sh_38[32]; 
# 80
}  }  
# 81
++iter35; 
# 82
}  
# 83
} 
#endif
# 85 "v001188.cu"
double host_score39(unsigned *buf40) 
# 86
{ 
# 87
(buf40[1]) = ((36L * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil29)))) - (34)); 
# 88
(buf40[2]) = WIDTH9; 
# 89
int r41((sizeof(Particle25< float> ))); 
# 90
return WIDTH9; 
# 91
} 
# 93
int main() 
# 94
{ 
# 95
int n42 = 3707; 
# 96
unsigned u43 = ((~n42) * (~n42)) * (-host_score39(nullptr)); 
# 97
(__cudaPushCallConfiguration(128, dim3(4 * 2, ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil29))) + (255)) / (256), (u43 + (127)) / (128)), 1 << (4 + 4), 0)) ? (void)0 : pack30(host_score39(&u43), nullptr, host_score39(&u43)); 
# 98
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil29)))++), ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil29))) = (+((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil29))) += (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil29)))), sizeof(Particle25< float> )) << (u43 + WIDTH9)))); 
# 99
if (u43 != 53U) { 
# 100
return (host_score39(&u43) * host_score39(&u43)); 
# 101
}  
# 102
(__cudaPushCallConfiguration(64, sizeof(unsigned) * (4 + 12), 0, (cudaStream_t)0)) ? (void)0 : fold22(&n42); 
# 103
int flag44((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil29)))); 
# 104
(__cudaPushCallConfiguration(dim3(4 + (4 + (7 + 1)), 1 << 3, (flag44 + 31) / 32), 4 + (4 + 56))) ? (void)0 : sift10_kernel(nullptr, (float *)nullptr); 
# 105
return 0; 
# 106
} 

# 1 "v001188.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__64ab8df6_10_v001188_cu_b27e22bc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001188.cudafe1.stub.c"
#include "v001188.cudafe1.stub.c"
# 1 "v001188.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
