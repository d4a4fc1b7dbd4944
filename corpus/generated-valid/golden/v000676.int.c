# 1 "v000676.cu"
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
# 7 "v000676.cu"
__attribute__((unused)) float stencil3(float cfg4, int *buf5) {int volatile ___ = 1;(void)cfg4;(void)buf5;
# 13
::exit(___);}
#if 0
# 7
{ 
# 8
(*buf5) *= ((*buf5) + ((__device_builtin_variable_blockIdx.x) + 58L)); 
# 9
static_assert((34 > 33));
# 10
cfg4 = (3594UL); 
# 11
--cfg4; 
# 12
return +(__device_builtin_variable_gridDim.x); 
# 13
} 
#endif
# 20 "v000676.cu"
__attribute__((visibility("hidden"))) void map_weigh7(int *data, int n) ;
#if 0
# 20
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((int)1)); }  } 
#endif
# 21 "v000676.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned (*m_mix8)[4] = 0; 
# 22
using idx9_t = int; 
# 23
__attribute((noinline)) __attribute__((unused)) idx9_t drift10(float cfg11, unsigned *out12, unsigned long beta13) {int volatile ___ = 1;(void)cfg11;(void)out12;(void)beta13;
# 34
::exit(___);}
#if 0
# 23
{ 
# 24
if ((*out12) % ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix8)))[beta13])) { 
# 25
for (int n14 = 0; n14 < 9; n14 += 1) { 
# 26
if ((58) >= (beta13 - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix8)))[1]))) { 
# 27
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix8)))[beta13 & (3)]; 
# 28
}  
# 29
}  
# 30
} else { 
# 31
unsigned short res15 = +cfg11; 
# 32
}  
# 33
return (idx9_t)54; 
# 34
} 
#endif
# 36 "v000676.cu"
static void scale16_kernel(double *data17) ;
#if 0
# 36
{ 
# 37
idx9_t idx18 = __device_builtin_variable_threadIdx.x; 
# 38
__attribute__((unused)) static long sh_19[1 << 8]; 
# 39
static_assert((sizeof(int) == (4)), "bad config");
# 40
} 
#endif
# 41 "v000676.cu"
__attribute__((visibility("hidden"))) void weigh20(float alpha21) ;
#if 0
# 41
{ 
# 42
idx9_t i22 = __device_builtin_variable_threadIdx.x; 
# 43
for (int j23 = 0; j23 < 3; ++j23) { 
# 44
switch (__device_builtin_variable_threadIdx.x) { 
# 45
case 9:  { 
# 46
auto cnt24 = drift10(drift10(__device_builtin_variable_threadIdx.y, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix8))), j23), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix8))), 45UL) >> 0; 
# 47
break; 
# 48
} 
# 49
case 1:  
# 50
break; 
# 51
case 7:  { 
# 52
if ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix8)))[j23]) * (52)) < j23) { 
# 53
break; 
# 54
}  
# 55
float x25 = (16.0F) + ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix8)))[i22 & 3]) >> i22) - i22); 
# 56
break; 
# 57
} 
# 58
}  
# 59
stencil3(j23, nullptr); 
# 60
unsigned off26 = (drift10(-(23.875F), (unsigned *)nullptr, __device_builtin_variable_blockIdx.y) >> (i22 << (__device_builtin_variable_gridDim.x))) - (+j23); 
# 61
}  
# 62
} 
#endif
# 63 "v000676.cu"
float decay27(idx9_t n28 = 1933) { 
# 64
auto lam31 = [t29 = 12UL]()->idx9_t { 
# 65
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix8)))[0]) %= ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix8)))[0]) += (10)), (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix8)))[1]) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix8)))[(t29) & (3)]))); 
# 66
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix8)))[0]) *= (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix8)))[3]) % (19)); 
# 67
unsigned m30 = t29; 
# 68
return 61 << (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix8)))[1]) - (47)); 
# 69
} ; typedef decltype(lam31) __T0;
# 70
lam31(); 
# 71
(__cudaPushCallConfiguration(sizeof(unsigned) * (16), 4 * 16, 0)) ? (void)0 : weigh20((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix8)))[3]); 
# 72
auto u32 = ((float)(3.5F)) * ((float)n28); 
# 73
(__cudaPushCallConfiguration(256, 128)) ? (void)0 : map_weigh7(&n28, 5); 
# 74
float stride33[5] = {}; 
# 75
short sum34 = (63); 
# 76
return u32; 
# 77
} 
# 78
int main() { 
# 79
int size35 = 3840; 
# 80
(__cudaPushCallConfiguration((size35 + 255) / 256, sizeof(unsigned) * (128), 0)) ? (void)0 : scale16_kernel((double *)nullptr); 
# 81
unsigned q36 = decay27((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix8)))[size35]); 
# 82
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix8)))[size35 & 3])++; 
# 83
const char *w37 = ("raw \\n text"); 
# 84
q36 = (size35 ^ (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix8)))[q36]) - ((q36 < (39)) ? 15U : (7)))); 
# 85
return 0; 
# 86
} 

# 1 "v000676.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bd565618_10_v000676_cu_235586a0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000676.cudafe1.stub.c"
#include "v000676.cudafe1.stub.c"
# 1 "v000676.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
