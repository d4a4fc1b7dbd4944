# 1 "v002284.cu"
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
# 7 "v002284.cu"
__attribute__((section("__nv_managed_data__"))) static float *m_shade3 = 0; 
# 9
__attribute__((visibility("hidden"))) void merge4_kernel(const float *__restrict__ coef5, int stride6, unsigned alpha7) ;
#if 0
# 10
{ 
# 11
if (((coef5[alpha7]) + (2)) == (sizeof(unsigned short))) { 
# 12
return; 
# 13
}  
# 14
auto y8 = (alpha7 - ((2) * alpha7)) * (*coef5); 
# 15
} 
#endif
# 16 "v002284.cu"
static bool d_split9; 
# 18
namespace ops10 { namespace v11 { 
# 19
static float c_tally12; 
# 20
static unsigned c_bump13; 
# 21
}}
# 23
__attribute__((unused)) int combine14(float *acc15, const int *coef16) 
# 24
{int volatile ___ = 1;(void)acc15;(void)coef16;
# 29
::exit(___);}
#if 0
# 24
{ 
# 25
(acc15[4]) = ((((*acc15) < d_split9) ? *acc15 : d_split9) - ops10::v11::c_tally12); 
# 26
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade3))) = ((acc15[3]) * d_split9); 
# 27
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade3)))++; 
# 28
return ops10::v11::c_bump13; 
# 29
} 
#endif
# 31 "v002284.cu"
__attribute__((visibility("hidden"))) void sift17(int count18, int count19, int count20, int stride21) ;
#if 0
# 32
{ 
# 33
__attribute__((unused)) extern double dyn_22[]; 
# 34
int base23 = combine14(nullptr, &stride21); 
# 36
#pragma unroll 2
for (
# 36
int n24 = 0, j25 = 2; n24 < j25; (++n24), (--j25)) { 
# 37
combine14(&(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade3))), &count20); 
# 38
}  
# 39
if (base23) { 
# 40
return; 
# 41
}  
# 42
int t26 = (' ') % (combine14(&(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade3))), &count19) * stride21); 
# 43
if (!d_split9) { 
# 44
goto skip27; 
# 45
}  
# 46
count20--; 
# 47
skip27:; ; 
# 48
} 
#endif
# 49 "v002284.cu"
static unsigned long d_warp28[32]; 
# 52
__attribute__((visibility("hidden"))) void tally29(unsigned *dst30, float *__restrict__ dst31) ;
#if 0
# 53
{ 
# 54
++(d_warp28[ops10::v11::c_bump13]); 
# 55
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade3))) = (combine14(reinterpret_cast< float *>(dst30), reinterpret_cast< const int *>(dst31))); 
# 56
char lim32 = (combine14(dst31, reinterpret_cast< const int *>(dst30)) < 5) ? combine14(dst31, reinterpret_cast< const int *>(dst30)) : 5; 
# 57
double flag33[3] = {(6.0), static_cast< double>((15.375) / (*dst30)), (8.0)}; 
# 58
} 
#endif
# 61 "v002284.cu"
template< class T> __attribute__((unused)) int 
# 62
pack34(const T *in35, int stride36) 
# 63
{int volatile ___ = 1;(void)in35;(void)stride36;
# 67
::exit(___);}
#if 0
# 63
{ 
# 64
combine14(nullptr, &stride36); 
# 65
combine14(nullptr, &stride36); 
# 66
return +combine14(&(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade3))), &stride36); 
# 67
} 
#endif
# 69 "v002284.cu"
__attribute__((unused)) int filter37(long b38, unsigned long q39, int stride40) 
# 70
{int volatile ___ = 1;(void)b38;(void)q39;(void)stride40;
# 79
::exit(___);}
#if 0
# 70
{ 
# 71
d_split9 = d_split9; 
# 73
#pragma unroll 8
for (
# 73
int i41 = 16; i41 > 0; --i41) { 
# 74
d_split9 = (combine14(nullptr, &stride40)); 
# 75
(d_warp28[31]) = (b38 - 657L); 
# 76
float w42 = (combine14(&(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade3))), &i41)) - ((d_warp28[26]) / (2.25F)); 
# 77
}  
# 78
return 62L; 
# 79
} 
#endif
# 81 "v002284.cu"
int main() 
# 82
{ 
# 83
int size43 = 584; 
# 84
unsigned w44 = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade3))) + (27)) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade3))) / size43); 
# 85
size43--; 
# 86
(__cudaPushCallConfiguration(2, 128)) ? (void)0 : merge4_kernel(&(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade3))), 44, (w44 < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade3)))) ? w44 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade3)))); 
# 87
(__cudaPushCallConfiguration(dim3((w44 + (63)) / (64), 8, 512), 64, 0, nullptr)) ? (void)0 : sift17(w44 * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade3))), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade3))), -((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade3))) + (38)), size43 + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade3))) + size43)); 
# 88
(__cudaPushCallConfiguration(256, dim3(256, (size43 + 63) / 64), sizeof(double) * (32), nullptr)) ? (void)0 : tally29(&w44, &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade3)))); 
# 89
return 0; 
# 90
} 

# 1 "v002284.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__99015a7d_10_v002284_cu_m_shade3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002284.cudafe1.stub.c"
#include "v002284.cudafe1.stub.c"
# 1 "v002284.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
