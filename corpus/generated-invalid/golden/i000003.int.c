# 1 "i000003.cu"
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
# 9 "i000003.cu"
__attribute__((visibility("hidden"))) void accum4(bool cfg5, const short *in6, double p7, float *out8) ;
#if 0
# 10
{ 
# 11
if (p7 < ((*out8) - p7)) { 
# 12
p7 *= (((in6[3]) * (p7 + ((2.5F)))) * ((float)1138)); 
# 13
p7 = ((*in6) * p7); 
# 14
} else { 
# 15
}  
# 16
} 
#endif
# 17 "i000003.cu"
static float c_shade9; 
# 19
float fold10(int *out11) 
# 20
{ 
# 21
const int hi12 = *out11; 
# 22
for (int i13 = 6; i13 > 0; --i13) { 
# 23
const float cnt14 = (unsigned char)((63 + (*out11)) / (*out11)); 
# 24
}  
# 25
if (((out11 != (nullptr)) ? 53 : (out11[7])) != hi12) { 
# 26
return ((*out11) / hi12) + (4 + hi12); }  
# 27
float t15 = (3508U); 
# 28
return (8 - hi12) / (((*out11) * hi12) + (hi12 * sizeof(float))); 
# 29
} 
# 31
inline void mix16(unsigned char a17) 
# 32
{ 
# 33
int mid18 = 4755; 
# 34
--mid18; 
# 35
} 
# 36
__attribute__((section("__nv_managed_data__"))) static int *m_blend19 = 0; 
# 38
__attribute__((visibility("hidden"))) void shade20_kernel(int count21, int *out22) ;
#if 0
# 39
{ 
# 40
if (c_shade9 <= c_shade9) { 
# 41
return; }  
# 42
++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend19))); 
# 43
} 
#endif
# 45 "i000003.cu"
__attribute((noinline)) __attribute__((unused)) float pivot23(int lane24, float beta25, const unsigned char *coef26) 
# 46
{int volatile ___ = 1;(void)lane24;(void)beta25;(void)coef26;
# 50
::exit(___);}
#if 0
# 46
{ 
# 47
int tmp27 = (((lane24 == 28) ? 9 : 4907UL) - beta25) + (((*coef26) / c_shade9) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend19))) + (coef26[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend19)))]))); 
# 48
const int acc28 = ((!coef26) ? *coef26 : ((coef26[6]) - lane24)) + 10; 
# 49
return ((int)((int)sizeof(unsigned long long))) + (coef26[5]); 
# 50
} 
#endif
# 51 "i000003.cu"
static int c_tally29; 
# 52
enum Mode30 { OFF31, OFF32}; 
# 54
double apply33(int *data34, int count35, int *dst36) 
# 55
{ 
# 56
Mode30 q37 = OFF31; 
# 57
(*dst36) %= 59UL; 
# 58
Mode30 sum38 = OFF32; 
# 59
return q37; 
# 60
} 
# 61
int host_table43 = 7; 
# 62
__attribute__((visibility("hidden"))) void reads_host44(int *p) ;
#if 0
# 63
{ 
# 64
(p[__device_builtin_variable_threadIdx.x]) = host_table43; 
# 65
} 
#endif
# 67 "i000003.cu"
int main() 
# 68
{ 
# 69
int size39 = 2264; 
# 70
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : reads_host44(nullptr); 
# 71
size39 = size39; 
# 72
const float mid40 = (44); 
# 73
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend19))) + 31) / 32, (4 + 28) * 16)) ? (void)0 : accum4((mid40 / size39) >= ((int)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend19)))), (const short *)nullptr, size39, nullptr); 
# 74
(__cudaPushCallConfiguration(((dim3)(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend19))) + 255) / 256)), dim3((size39 + 127) / 128, (size39 + 31) / 32), 0)) ? (void)0 : shade20_kernel((unsigned)(4 % (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend19)))), nullptr); 
# 75
Mode30 k41 = OFF31; 
# 76
double t42 = size39; 
# 77
return 0; 
# 78
} 

# 1 "i000003.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__38544342_10_i000003_cu_fe64834b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000003.cudafe1.stub.c"
#include "i000003.cudafe1.stub.c"
# 1 "i000003.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
