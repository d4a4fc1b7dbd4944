# 1 "v001055.cu"
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
# 5 "v001055.cu"
__attribute__((visibility("hidden"))) void weigh1(int *out2, unsigned *buf3, int *acc4, size_t *data5) ;
#if 0
# 5
{ 
# 6
__attribute__((unused)) static unsigned long long sh_6[16]; 
# 7
(*data5) = ((((sh_6[14]) >= (63)) ? (unsigned char)18ULL : (((buf3[2]) += (sh_6[5])), (sh_6[1]))) | ((*acc4) * (data5[0]))); 
# 8
--(sh_6[4]); 
# 9
unsigned char lim7{static_cast< unsigned char>(*buf3)}; 
# 10
} 
#endif
# 12 "v001055.cu"
__attribute__((visibility("hidden"))) void split8_kernel(float alpha9, const double *in10, const int *src11) ;
#if 0
# 12
{ 
# 13
__attribute__((unused)) extern unsigned dyn_12[]; 
# 14
(dyn_12[1]) &= (4810); 
# 15
const int k13 = (63 + (*src11)) + ((dyn_12[6]) % 14U); 
# 16
long t14 = (((alpha9 += (11.25F)), 54)); 
# 17
const float t15 = ((alpha9 * alpha9) <= (dyn_12[k13])) ? src11[k13] : 3; 
# 18
const int sum16 = (static_cast< unsigned>((alpha9 += (12.5F)), alpha9)) * ((short)1745); 
# 19
} 
#endif
# 21 "v001055.cu"
__attribute__((unused)) int combine17(short p18) {int volatile ___ = 1;(void)p18;
# 32
::exit(___);}
#if 0
# 21
{ 
# 22
if ((p18 + 6) <= p18) { 
# 23
return (double)((23.125) * p18); }  
# 24
int w19 = 0; 
# 25
do { 
# 26
if (22L == p18) { 
# 27
return p18 - p18; }  
# 28
++w19; 
# 29
} while (w19 < p18); 
# 30
unsigned short m20((3825)); 
# 31
return ((double)m20) - (42); 
# 32
} 
#endif
# 34 "v001055.cu"
__attribute__((unused)) inline size_t trace21(int n22, bool beta23) {int volatile ___ = 1;(void)n22;(void)beta23;
# 40
::exit(___);}
#if 0
# 34
{ 
# 35
double prod24 = -combine17(22UL ^ n22); 
# 36
if (beta23 != (static_cast< float>(beta23))) { 
# 37
return beta23; }  
# 38
__attribute__((unused)) static unsigned sh_25[128]; 
# 39
return 9; 
# 40
} 
#endif
# 42 "v001055.cu"
template< class T, int N = 1> __attribute__((unused)) inline unsigned long long 
# 43
tally26(const T *input27) {int volatile ___ = 1;(void)input27;
# 52
::exit(___);}
#if 0
# 43
{ 
# 44
if ((*input27) >= (*input27)) { 
# 45
return ((+(input27[5])) == 24) ? static_cast< int>(6UL) : 352; }  
# 46
T tmp28(N | (-(((*input27) <= 38) ? N : ('A')))); 
# 47
T flag29 = ((input27 == nullptr) ? trace21(52, (*input27) <= N) : 0) & ((combine17(62UL)) % (static_cast< unsigned>(input27[0]))); 
# 48
__attribute__((unused)) static int sh_30[128]; 
# 49
int z31 = tmp28; 
# 50
tmp28 -= z31; 
# 51
return N; 
# 52
} 
#endif
# 53 "v001055.cu"
enum class Kind32: short { Slow33 = 2, High34 = 7, Low35 = 9, Red36}; 
# 54
__attribute__((section("__nv_managed_data__"))) static int *m_accum37 = 0; 
# 55
enum Level38 { 
# 56
LOW39, 
# 57
FAST40, 
# 58
BUSY41, 
# 59
RED42, 
# 60
HIGH43 = 6
# 61
}; 
# 63
namespace kern44 { 
# 64
__attribute__((unused)) float update45(int lane46, int n47, int *out48) {int volatile ___ = 1;(void)lane46;(void)n47;(void)out48;
# 70
::exit(___);}
#if 0
# 64
{ 
# 65
__attribute__((unused)) static float sh_49[256]; 
# 66
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum37))) -= (((('0') + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum37)))) * combine17(-4)) ^ (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum37))) >= (sh_49[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum37)))])) ? n47 * (out48[3]) : tally26< unsigned, 4> (reinterpret_cast< const unsigned *>(out48)))); 
# 67
if (out48 != (nullptr)) { 
# 68
return (int)((BUSY41) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum37)))); }  
# 69
return (double)(*out48); 
# 70
} 
#endif
# 72 "v001055.cu"
__attribute__((visibility("hidden"))) void pivot50_kernel(float *dst51) ;
#if 0
# 72
{ 
# 73
__attribute__((unused)) extern unsigned dyn_52[]; 
# 74
__attribute__((unused)) static unsigned char sh_53; 
# 75
(dst51[sh_53 & 7]) = (BUSY41); 
# 76
(*dst51)++; 
# 77
} 
#endif
# 79 "v001055.cu"
__attribute__((visibility("hidden"))) void probe54_kernel(float q55) ;
#if 0
# 79
{ 
# 80
q55 = (q55 + (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum37))) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum37)))) & 28)); 
# 81
float u56 = (-(21.5F)); 
# 82
} 
#endif
# 83 "v001055.cu"
}
# 85
int main() { 
# 86
int n57 = 2709; 
# 87
(__cudaPushCallConfiguration(dim3((HIGH43) + 250, 2), 128)) ? (void)0 : weigh1(&(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum37))), static_cast< unsigned *>(nullptr), nullptr, nullptr); 
# 88
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum37))) = (((n57 + 6) > n57) ? (n57 += n57), ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum37))) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum37)))) : (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum37))) += (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum37)))), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum37))))); 
# 89
int pass58 = 0; 
# 90
while (pass58 < ((RED42) + 12)) { 
# 91
n57 = n57; 
# 92
n57 = pass58; 
# 93
++pass58; 
# 94
}  
# 95
(__cudaPushCallConfiguration((pass58 + 127) / 128, 32, 0)) ? (void)0 : split8_kernel((17.5F) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum37))) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum37)))), nullptr, &pass58); 
# 96
(__cudaPushCallConfiguration(dim3((BUSY41) + ((BUSY41) + ((BUSY41) + 10)), 2, FAST40), (BUSY41) + 254)) ? (void)0 : kern44::pivot50_kernel((float *)nullptr); 
# 97
(__cudaPushCallConfiguration(dim3(16 * ((BUSY41) + 2), 32 * 2), (RED42) + ((BUSY41) + ((HIGH43) + 501)))) ? (void)0 : kern44::probe54_kernel(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum37))) * (17.375F)) + (41)); 
# 98
return 0; 
# 99
} 

# 1 "v001055.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a50d423f_10_v001055_cu_9f3918ee
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001055.cudafe1.stub.c"
#include "v001055.cudafe1.stub.c"
# 1 "v001055.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
