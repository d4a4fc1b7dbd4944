# 1 "v000520.cu"
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
# 9 "v000520.cu"
__attribute__((visibility("hidden"))) void smooth4(unsigned q5, int stride6, int count7, const int *coef8) ;
#if 0
# 9
{ 
# 10
int m9[6] = {(-49L), count7, (-54L), count7, (30UL)}; 
# 11
int lo10 = coef8[4]; 
# 12
float base11 = (static_cast< int>(36)); 
# 13
size_t diff12 = +q5; 
# 14
} 
#endif
# 16 "v000520.cu"
__attribute__((visibility("hidden"))) void step13_kernel(int lane14, float *out15) ;
#if 0
# 16
{ 
# 17
(out15[lane14]) = (lane14 & (14L + lane14)); 
# 18
int iter16 = 0; 
# 19
while (iter16 < iter16) { 
# 20
__attribute__((unused)) static float sh_17; 
# 21
__attribute__((unused)) static float sh_18; 
# 22
++iter16; 
# 23
}  
# 24
} 
#endif
# 27 "v000520.cu"
__attribute((noinline)) __attribute__((unused)) void bias19(int count20, float *__restrict__ out21) {int volatile ___ = 1;(void)count20;(void)out21;
# 37
::exit(___);}
#if 0
# 27
{ 
# 28
if ((count20 & 1) && (count20 <= 40ULL)) { 
# 29
return; 
# 30
}  
# 31
__attribute__((unused)) static long sh_22; 
# 32
if ((out21[3]) != count20) { 
# 33
goto skip23; 
# 34
}  
# 35
sh_22 = (~count20); 
# 36
skip23:; ; 
# 37
} 
#endif
# 39 "v000520.cu"
__attribute__((visibility("hidden"))) void shade24(int count25, int n26, unsigned long b27, float *buf28) ;
#if 0
# 39
{ 
# 40
if (count25 != b27) { 
# 41
return; 
# 42
}  
# 43
(buf28[3]) = (((3 % count25) - (1593 * count25)) & n26); 
# 44
do { int tmp_ = count25; count25 = n26; n26 = tmp_; } while (0); 
# 45
constexpr bool e29 = (1); 
# 46
constexpr int base30 = (3356UL); 
# 47
if (!(b27 > (29))) { 
# 48
goto finish31; 
# 49
}  
# 50
count25 -= 32U; 
# 51
finish31:; ; 
# 52
} 
#endif
# 53 "v000520.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned long long *m_bump32 = 0; 
# 56
__attribute__((visibility("hidden"))) void trace33_kernel(long long *__restrict__ acc34, int len35, const int *src36) ;
#if 0
# 56
{ 
# 57
__attribute__((unused)) static long sh_37[128]; 
# 58
len35 &= (29U << ((acc34[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump32)))]) + ((sh_37[len35 & 127]) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump32)))))); 
# 59
(sh_37[len35]) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump32))); 
# 60
__attribute__((unused)) static int sh_38[16]; 
# 61
(acc34[2]) += (-24); 
# 62
(sh_38[len35]) = (11UL); 
# 63
} 
#endif
# 64 "v000520.cu"
static int d_pivot39; 
# 66
namespace util40 { namespace inner41 { 
# 67
static double d_spread42; 
# 69
float run_fold43(float *__restrict__ buf44) { 
# 70
(*buf44) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump32))); 
# 71
(buf44[5]) = ((float)(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump32)))) ? *buf44 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump32))))); 
# 72
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump32))); 
# 73
} 
# 74
}}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 76
template< class T, int N> static void 
# 77
__wrapper__device_stub_fuse45(T *&buf46) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 77
{ 
# 78
constexpr int hi47 = 29; 
# 79
T r48((8) + (((util40::inner41::d_spread42 == (N)) ? 11 : N) / ((N) % (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump32)))))); 
# 80
d_pivot39 %= d_pivot39; 
# 81
__attribute__((unused)) static int sh_49[32]; 
# 82
__attribute__((unused)) static double sh_50; 
# 83
} 
#endif

#pragma GCC diagnostic pop

# 76 "v000520.cu"
template< class T, int N> static void 
# 77
fuse45(T *buf46) {__wrapper__device_stub_fuse45<T,N>(buf46);
# 83
return;}
#if 0
# 77
{ 
# 78
constexpr int hi47 = 29; 
# 79
T r48((8) + (((util40::inner41::d_spread42 == (N)) ? 11 : N) / ((N) % (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump32)))))); 
# 80
d_pivot39 %= d_pivot39; 
# 81
__attribute__((unused)) static int sh_49[32]; 
# 82
__attribute__((unused)) static double sh_50; 
# 83
} 
#endif
# 85 "v000520.cu"
signed char check_split51(const signed char *input52, char b53) { 
# 86
if (((*input52) >= 14ULL) || (!input52)) { 
# 87
goto skip54; 
# 88
}  
# 89
{ 
# 90
(__cudaPushCallConfiguration(8, 1 << 7)) ? (void)0 : fuse45< int, 8> (static_cast< int *>(nullptr)); 
# 91
if (((input52[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump32))) & (7)]) * 60U) > (64)) { 
# 92
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump32))); 
# 93
}  
# 94
} 
# 95
skip54:; ; 
# 96
return b53; 
# 97
} 
# 99
int main() { 
# 100
int len55 = 2116; 
# 101
constexpr size_t z56 = (48); 
# 102
(__cudaPushCallConfiguration((len55 + 31) / 32, 64)) ? (void)0 : trace33_kernel((long long *)nullptr, -48, &len55); 
# 103
float val57[6]{(54), (22.625F), (22.875F), (15), (float)len55, (23.0F)}; 
# 104
(val57[len55]) = ((-(val57[len55])) + (3)); 
# 105
float diff58[8] = {}; 
# 106
(diff58[len55 & 7]) /= ((int)((len55 / sizeof(unsigned long)) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump32))))); 
# 107
(__cudaPushCallConfiguration(4, 256)) ? (void)0 : smooth4(val57[4], ~(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump32))), static_cast< float>(len55 | 58), &len55); 
# 108
(__cudaPushCallConfiguration(((dim3)(2 * 2)), 64, 256, 0)) ? (void)0 : step13_kernel(z56, val57); 
# 109
(__cudaPushCallConfiguration(16, 4 * 16)) ? (void)0 : shade24(22 + ((int)len55), 29U * (static_cast< int>(diff58[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump32)))])), len55, diff58); 
# 110
return 0; 
# 111
} 

# 1 "v000520.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d649f41a_10_v000520_cu_1dd79b69
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000520.cudafe1.stub.c"
#include "v000520.cudafe1.stub.c"
# 1 "v000520.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
