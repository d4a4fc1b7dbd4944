# 1 "v000969.cu"
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
# 13 "v000969.cu"
__attribute__((visibility("hidden"))) void merge6_kernel(long long *out7, char q8, bool a9, const double *in10) ;
#if 0
# 14
{ 
# 15
q8 |= (out7[q8]); 
# 16
for (int i11 = 0; i11 < 5; ++i11) { 
# 17
float lim12 = i11; 
# 18
(out7[i11]) = (((-q8) + q8) * ((q8 != a9) ? -q8 : a9)); 
# 19
}  
# 20
__attribute__((unused)) static float sh_13[14][2]; 
# 21
} 
#endif
# 23 "v000969.cu"
namespace kern14 { 
# 24
float host_reduce15(long *__restrict__ acc16, const int *__restrict__ in17, int *__restrict__ out18) 
# 25
{ 
# 26
--(acc16[3]); 
# 27
(__cudaPushCallConfiguration(dim3(1, 1 << 9, sizeof(int) * (24 + (24 + 80))), 128 * 4)) ? (void)0 : merge6_kernel(nullptr, 58 * (*in17), (((out18[4]) & 24) * (acc16[3])) == ((out18[3]) - 1992U), (const double *)nullptr); 
# 28
if (((*in17) + 5) & 1) { 
# 29
(__cudaPushCallConfiguration(sizeof(int) * (128), 128)) ? (void)0 : merge6_kernel(nullptr, 30, (!((out18[6]) <= 64UL)) || ((acc16[4]) >= (out18[0])), (const double *)nullptr); 
# 30
++(*out18); 
# 31
const char *base19 = ("x=%d"); 
# 32
} else { if (double lo20 = (-(10.625F)); ((lo20 * lo20) * (lo20 * lo20)) > (*out18)) { 
# 33
if ((out18[6]) < (acc16[3])) { 
# 34
return (8.375F); 
# 35
}  
# 36
}  }  
# 37
return ~((*out18) + (in17[4])); 
# 38
} 
# 39
}
# 40
__attribute__((section("__nv_managed_data__"))) static short *m_score21 = 0; 
# 42
namespace impl22 { 
# 43
static int run_pack23(int len24, int len25, const int *input26) 
# 44
{ 
# 45
short res27[3]{('0'), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score21))), (44)}; 
# 46
if (len25 < (*input26)) { 
# 47
return +(24 + (res27[len24])); 
# 48
}  
# 49
const char *base28 = ("warp size"); 
# 50
len25 = (base28[1]); 
# 51
return ((11 + len25) * ((int)22)) + 25U; 
# 52
} 
# 53
}
# 55
namespace util29 { 
# 56
static void stencil30_kernel(short *out31, int lane32, int stride33, int n34) ;
#if 0
# 57
{ 
# 58
if (n34 > (out31[lane32 & 7])) { 
# 59
return; 
# 60
}  
# 61
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score21))) > (out31[lane32 & 7])) { 
# 62
return; 
# 63
}  
# 64
static_assert((62 == 62));
# 65
for (int it35 = 0; it35 < 11; it35 += 3) { 
# 66
--stride33; 
# 67
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score21))) >>= lane32; 
# 68
}  
# 69
} 
#endif
# 70 "v000969.cu"
}
# 72
static float check_drift36(int stride37, int stride38, int stride39) 
# 73
{ 
# 74
stride39 -= (impl22::run_pack23(stride37, 47, nullptr) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score21))) - (stride39 * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score21)))))); 
# 75
stride37 |= ((35 - impl22::run_pack23(13ULL, 59UL, &stride37)) + stride39); 
# 76
(__cudaPushCallConfiguration(((dim3)(1)), dim3((stride39 + 63) / 64, 1 << 9))) ? (void)0 : util29::stencil30_kernel(&(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score21))), impl22::run_pack23(stride38, 24 - stride39, &stride37), 16, kern14::host_reduce15(nullptr, &stride39, &stride37)); 
# 77
return impl22::run_pack23((stride39 * stride39) - (256 << stride37), impl22::run_pack23(256 + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score21))), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score21))), &stride38), &stride38); 
# 78
} 
# 80
int main() 
# 81
{ 
# 82
int len40 = 1259; 
# 83
--(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score21))); 
# 84
impl22::run_pack23((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score21))), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score21))), &len40); 
# 85
switch ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score21)))) { 
# 86
case 3:  
# 87
break; 
# 88
case 0:  
# 89
len40 ^= (len40 * 36); 
# 90
break; 
# 91
case 5:  
# 92
(__cudaPushCallConfiguration((len40 + 127) / 128, 24 + 488)) ? (void)0 : util29::stencil30_kernel((short *)nullptr, 2, 884, impl22::run_pack23((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score21))), kern14::host_reduce15((long *)nullptr, &len40, &len40), (const int *)nullptr)); 
# 93
break; 
# 94
case 7:  
# 95
break; 
# 96
}  
# 97
return 0; 
# 98
} 

# 1 "v000969.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2903dd2b_10_v000969_cu_f128b41c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000969.cudafe1.stub.c"
#include "v000969.cudafe1.stub.c"
# 1 "v000969.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
