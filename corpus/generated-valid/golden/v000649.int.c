# 1 "v000649.cu"
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
# 9 "v000649.cu"
__attribute__((visibility("hidden"))) void drift4(unsigned b5) ;
#if 0
# 9
{ 
# 10
unsigned gid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
b5 = ((gid6 << 5) + ((((2) * (__device_builtin_variable_threadIdx.x)) + gid6) - b5)); 
# 12
int q7 = (((2) * gid6) + 24L) / ((sizeof(float) + gid6) - b5); 
# 13
} 
#endif
# 15 "v000649.cu"
__attribute__((visibility("hidden"))) void apply8_kernel(int len9, unsigned *out10) ;
#if 0
# 15
{ 
# 16
int gid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
if (gid11 >= len9) { 
# 18
return; 
# 19
}  
# 20
if ((__device_builtin_variable_blockDim.y) != (*out10)) { 
# 21
int pass12 = 0; 
# 22
while (pass12 < gid11) { 
# 23
(out10[__device_builtin_variable_threadIdx.x])--; 
# 24
++pass12; 
# 25
}  
# 26
}  
# 27
if (gid11 >= 19) { 
# 28
return; 
# 29
}  
# 30
} 
#endif
# 31 "v000649.cu"
static float d_mix13[8]; 
# 32
static_assert((sizeof(int) == (4)), "tile must fit");
# 33
constexpr unsigned LANES14 = (8); 
# 35
void host_smooth15(int count16, unsigned *__restrict__ dst17, unsigned q18) { 
# 36
(__cudaPushCallConfiguration(128, 32, sizeof(int) * (256))) ? (void)0 : apply8_kernel(LANES14, dst17); 
# 37
auto step20 = [=]() mutable->int { 
# 38
if (int v19 = +(count16); (q18) > v19) { 
# 39
(__cudaPushCallConfiguration(LANES14, 64, sizeof(double) * (256), 0)) ? (void)0 : drift4(46); 
# 40
(__cudaPushCallConfiguration(1, 1 << 6, 0)) ? (void)0 : apply8_kernel(q18, dst17); 
# 41
}  
# 42
return (sizeof(signed char) - (count16)) << (count16); 
# 43
} ; typedef decltype(step20) __T0;
# 44
int r21 = (2 * count16) + q18; 
# 45
const char *mid22 = ("path\\to"); 
# 46
constexpr float base23 = (24.25F); 
# 47
} 
# 49
__attribute__((visibility("hidden"))) void apply24_kernel(float a25, int stride26) ;
#if 0
# 49
{ 
# 50
int idx27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
if (idx27 >= stride26) { 
# 52
return; 
# 53
}  
# 54
if ((static_cast< unsigned>(stride26)) < idx27) { 
# 55
return; 
# 56
}  
# 57
double k28[8]{(20.75), (36), (28L), (22.75), (29), (8.0), ((double)1201), ((11.5F))}; 
# 58
unsigned char *sum29 = (nullptr); 
# 59
--a25; 
# 60
for (const auto &f30 : d_mix13) { 
# 61
if (sum29 != (nullptr)) { 
# 62
return; 
# 63
}  
# 64
}  
# 65
static_assert((sizeof(int) == (4)), "tile must fit");
# 66
} 
#endif
# 67 "v000649.cu"
__attribute__((section("__nv_managed_data__"))) static int (*m_count31)[64] = 0; 
# 68
static long c_norm32[4]; 
# 70
__attribute((noinline)) __attribute__((unused)) double stencil33(float *acc34) {int volatile ___ = 1;(void)acc34;
# 76
::exit(___);}
#if 0
# 70
{ 
# 71
for (const auto &idx35 : d_mix13) { 
# 72
(acc34[6]) = (19.375F); 
# 73
}  
# 74
unsigned m36 = acc34[5]; 
# 75
return *acc34; 
# 76
} 
#endif
# 78 "v000649.cu"
namespace util37 { 
# 79
__attribute((always_inline)) __attribute__((unused)) inline int blend38(int *__restrict__ out39, const int *input40, float *__restrict__ dst41) {int volatile ___ = 1;(void)out39;(void)input40;(void)dst41;
# 94
::exit(___);}
#if 0
# 79
{ 
# 80
if ((out39[__device_builtin_variable_warpSize]) != 19) { 
# 81
goto out45; 
# 82
}  
# 83
if (constexpr unsigned char f42 = (1 << 5); (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count31)))[25]) << ((6) - (__device_builtin_variable_blockDim.z))) > 23) { 
# 84
int w43 = 0; 
# 85
while (w43 < 13) { 
# 86
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count31)))[w43]) = (stencil33(d_mix13)); 
# 87
long long hi44 = ((2) * (__device_builtin_variable_blockIdx.y)) + (c_norm32[1]); 
# 88
++w43; 
# 89
}  
# 90
} else { 
# 91
}  
# 92
out45:; ; 
# 93
return ((LANES14 >> (__device_builtin_variable_threadIdx.z)) * stencil33(d_mix13)) - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count31)))[__device_builtin_variable_blockIdx.x]); 
# 94
} 
#endif
# 95 "v000649.cu"
static int d_sweep46; 
# 97
double combine47(const long *input48, const int *input49) { 
# 98
constexpr int t50 = (LANES14 + (27)); 
# 99
const char *lo51 = ("x=%d_tail"); 
# 100
return LANES14; 
# 101
} 
# 102
}
# 104
double check_accum52(int count53 = 29) { 
# 105
if (float acc54 = (LANES14); ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count31)))[59]) != util37::combine47(nullptr, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count31))))) { 
# 106
(__cudaPushCallConfiguration(32 * 4, 128)) ? (void)0 : apply24_kernel(LANES14, sizeof(int)); 
# 107
(__cudaPushCallConfiguration((count53 + 31) / 32, 32, sizeof(int) * (256), nullptr)) ? (void)0 : apply8_kernel((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count31)))[count53], (unsigned *)nullptr); 
# 108
} else { if (acc54 < util37::combine47(static_cast< const long *>(nullptr), nullptr)) { 
# 109
} else { 
# 110
}  }  
# 111
return ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count31)))[43]) % ((static_cast< short>(__alignof__(double))) + count53); 
# 112
} 
# 114
int main() { 
# 115
int size55 = 735; 
# 116
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count31)))[63]) = (LANES14 * (-(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count31)))[22]) * size55))); 
# 117
char *val56 = (nullptr); 
# 118
return 0; 
# 119
} 

# 1 "v000649.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a2953c9e_10_v000649_cu_f982e643
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000649.cudafe1.stub.c"
#include "v000649.cudafe1.stub.c"
# 1 "v000649.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
