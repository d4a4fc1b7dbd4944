# 1 "v001647.cu"
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
# 9 "v001647.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_filter5 = 0; 
# 10
static_assert((43 > 42), "tile must fit");
# 12
__attribute__((unused)) inline int bump6(double *acc7) 
# 13
{int volatile ___ = 1;(void)acc7;
# 25
::exit(___);}
#if 0
# 13
{ 
# 14
auto h8 = 63U; 
# 15
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter5))) == (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter5)))) { 
# 16
goto done11; 
# 17
}  
# 18
h8 *= h8; 
# 19
if ((((acc7[7]) - (acc7[2])) + ((unsigned)56)) < (acc7[h8 & (7)])) { 
# 20
int diff9 = h8; 
# 21
unsigned long long x10 = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter5))) & (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter5)))) & diff9; 
# 22
}  
# 23
done11:; ; 
# 24
return 64; 
# 25
} 
#endif
# 26 "v001647.cu"
typedef float real12_t; 
# 27
using idx13_t = unsigned long; 
# 29
inline float run_lerp14(int lane15, int count16, long *out17) 
# 30
{ 
# 31
count16 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter5))); 
# 32
float acc18[2 * 3]{(17.375F), (7.0F), (56L), (7.0F), (7.375F), (46)}; 
# 33
(acc18[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter5)))]) /= ((12U) - ((count16 * (64 * 2)) * (24.25F))); 
# 34
real12_t v19 = +(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter5))); 
# 35
int mid20 = ((real12_t)39) - lane15; 
# 36
unsigned idx21 = (64 * 2); 
# 37
return (count16 - idx21) + (64 * 2); 
# 38
} 
# 40
__attribute__((unused)) int apply22(double q23, int *out24) 
# 41
{int volatile ___ = 1;(void)q23;(void)out24;
# 50
::exit(___);}
#if 0
# 41
{ 
# 42
bool u25 = q23; 
# 43
for (int n26 = 0; n26 < 8; n26++) { 
# 44
q23 *= (q23 * (out24[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter5)))])); 
# 45
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter5))) |= ((out24[n26 & 7]) + 24); 
# 46
float res27 = (54L); 
# 47
}  
# 48
int f28[8] = {}; 
# 49
return 41; 
# 50
} 
#endif
# 51 "v001647.cu"
static unsigned g_norm29; 
# 52
using idx30_t = int; 
# 54
static void host_clamp31(int *buf32, char beta33) 
# 55
{ 
# 56
(buf32[3]) = (45UL); 
# 57
short lo34[6]{(7), (44), static_cast< short>(beta33), (static_cast< short>(2767)), static_cast< short>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter5)))), (61)}; 
# 58
} 
# 60
idx30_t check_reduce35(const int *in36, idx30_t *out37, idx30_t len38) 
# 61
{ 
# 62
idx30_t cnt39{(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter5)))}; 
# 63
(out37[len38]) += ((len38 & 1) ? 64 : ((int)len38)); 
# 64
if (((g_norm29 > (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter5)))) ? g_norm29 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter5)))) < (*in36)) { 
# 65
if (g_norm29 != (*in36)) { 
# 66
(*out37) &= (in36[cnt39 & 7]); 
# 67
if ((64) <= (len38 - sizeof(long))) { 
# 68
return (((*in36) > g_norm29) ? *in36 : g_norm29) * (cnt39 ^ cnt39); 
# 69
}  
# 70
} else { 
# 71
}  
# 72
} else { if ((19) == ((cnt39 * 39) * (((*in36) <= g_norm29) ? g_norm29 : len38))) { }  }  
# 73
return g_norm29; 
# 74
} 
# 76
__attribute__((visibility("hidden"))) void tile40(const idx30_t *coef41, int lane42) ;
#if 0
# 77
{ 
# 78
if (coef41 == (nullptr)) { 
# 79
goto out45; 
# 80
}  
# 81
if (lane42 != 14) { 
# 82
real12_t prod43 = (17UL); 
# 83
idx30_t lim44 = (sizeof(float)); 
# 84
}  
# 85
out45:; ; 
# 86
} 
#endif
# 88 "v001647.cu"
static idx13_t check_probe46(unsigned beta47, const unsigned *src48, idx30_t stride49) 
# 89
{ 
# 90
if (beta47 >= beta47) { 
# 91
return (64 * 2); 
# 92
}  
# 93
if ((*src48) <= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter5))) & 15)) { 
# 94
beta47 %= (((beta47 * beta47) & (15)) + (36L + g_norm29)); 
# 95
float m50[6] = {static_cast< float>(g_norm29 & (15)), (55UL), (6.75F), (6.875F), (13.875F)}; 
# 96
} else { 
# 97
int sum51 = (sizeof(short)); 
# 98
}  
# 99
return (int)(6 + (stride49 * stride49)); 
# 100
} 
# 102
int main() 
# 103
{ 
# 104
int count52 = 3956; 
# 105
if (g_norm29 ^ 26U) { 
# 106
(__cudaPushCallConfiguration(128, 32)) ? (void)0 : tile40(nullptr, (float)(5.25F)); 
# 107
const short mid53 = (g_norm29 & g_norm29) & (15); 
# 108
}  
# 109
size_t t54 = (count52 + ((g_norm29 <= 25L) ? 4L : count52)) % (50LL + count52); 
# 110
if (count52 != 64) { 
# 111
return (count52 >= t54) ? t54 : (5); 
# 112
}  
# 113
g_norm29 ^= ((t54 & (15)) + (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter5))) & 15) & ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter5))) & g_norm29))); 
# 114
return 0; 
# 115
} 

# 1 "v001647.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e43d4019_10_v001647_cu_bd87cf61
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001647.cudafe1.stub.c"
#include "v001647.cudafe1.stub.c"
# 1 "v001647.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
