# 1 "v000517.cu"
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
# 10 "v000517.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned char (*m_accum3)[32] = 0; 
# 11
enum class State4 { Add5, Busy6, Busy7}; 
# 13
int blend8(unsigned long long *__restrict__ out9) 
# 14
{ 
# 15
(*out9)++; 
# 16
float e10 = *out9; 
# 17
for (int n11 = 0; n11 < 11; ++n11) { 
# 18
signed char base12 = (int)e10; 
# 19
e10++; 
# 20
}  
# 21
return (float)(out9[4]); 
# 22
} 
# 24
__attribute__((unused)) unsigned relax13(bool p14, int lane15, float q16) 
# 25
{int volatile ___ = 1;(void)p14;(void)lane15;(void)q16;
# 30
::exit(___);}
#if 0
# 25
{ 
# 26
q16 -= (((lane15 * 16) % (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum3)))[(__device_builtin_variable_blockIdx.x) & (31)]) & lane15)) - (static_cast< int>(__device_builtin_variable_blockIdx.x))); 
# 27
double idx17 = (-45); 
# 28
__attribute__((unused)) static unsigned long sh_18[32]; 
# 29
return 54U; 
# 30
} 
#endif
# 32 "v000517.cu"
void accum19(int lane20) 
# 33
{ 
# 34
for (int it21 = 0; it21 < lane20; it21++) { 
# 35
lane20 -= 51UL; 
# 36
if (it21 == ((int)lane20)) { 
# 37
return; 
# 38
}  
# 39
}  
# 40
for (int it22 = 0; it22 < lane20; ++it22) { 
# 41
bool diff23(((unsigned long)1)); 
# 42
}  
# 43
unsigned long acc24 = (2971); 
# 44
size_t off25 = lane20; 
# 45
} 
# 47
__attribute__((visibility("hidden"))) void split26(const long *in27, int len28, const int *input29, int stride30) ;
#if 0
# 48
{ 
# 49
__attribute__((unused)) static double sh_31[128]; 
# 50
for (int i32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i32 < 6; i32 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 51
unsigned s33 = len28; 
# 52
}  
# 53
int w34 = (stride30 | stride30) - (input29[1]); 
# 54
float base35 = (19.25F) + stride30; 
# 55
} 
#endif
# 57 "v000517.cu"
int host_sift36(double *__restrict__ out37) 
# 58
{ 
# 59
if (out37 == (nullptr)) { 
# 60
goto done40; 
# 61
}  
# 62
if (!out37) { 
# 63
return (37 - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum3)))[20])) * (out37[5]); 
# 64
}  
# 65
for (int it38 = 0; it38 < 10; ++it38) { 
# 66
bool mid39 = (static_cast< float>(it38 | 49)) <= (static_cast< unsigned>(52U)); 
# 67
(*out37) = (60); 
# 68
(out37[it38]) = (+mid39); 
# 69
}  
# 70
do { (out37[0]) += ((((out37 != (nullptr)) ? (0.25) : ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum3)))[9])) + (3)) - ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum3)))[6]) == (out37[6])) ? (out37[6]) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum3)))[20]) : (44))); } while (0); 
# 71
done40:; ; 
# 72
return 4030U; 
# 73
} 
# 75
int main() 
# 76
{ 
# 77
int n41 = 3118; 
# 78
for (int it42 = 0; it42 < n41; it42++) { 
# 79
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum3)))[25]) -= n41; 
# 80
(__cudaPushCallConfiguration((it42 + 127) / 128, sizeof(float) * (8))) ? (void)0 : split26((const long *)nullptr, ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum3)))[n41 & 31]) + (20LL - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum3)))[it42 & 31])), &n41, (n41 & 3880) * 1UL); 
# 81
}  
# 82
if ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum3)))[n41 & 31]) + 26L) <= 24UL) { 
# 83
return (static_cast< int>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum3)))[n41 & 31])) * 9; 
# 84
}  
# 85
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum3)))[26]) < ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum3)))[n41])) { 
# 86
return ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum3)))[12]) + (42L - n41); 
# 87
}  
# 88
return 0; 
# 89
} 

# 1 "v000517.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0c3eb673_10_v000517_cu_de61a1f5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000517.cudafe1.stub.c"
#include "v000517.cudafe1.stub.c"
# 1 "v000517.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
