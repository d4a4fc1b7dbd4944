# 1 "v001420.cu"
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
# 11 "v001420.cu"
__attribute__((unused)) inline float scale5(int lane6, int lane7, int count8) 
# 12
{int volatile ___ = 1;(void)lane6;(void)lane7;(void)count8;
# 21
::exit(___);}
#if 0
# 12
{ 
# 13
++lane7; 
# 14
count8--; 
# 15
lane7 = ((__device_builtin_variable_threadIdx.x) & (15)); 
# 16
if ((__device_builtin_variable_blockIdx.x) > (6)) { 
# 17
return count8; }  
# 18
--lane6; 
# 19
--count8; 
# 20
return __device_builtin_variable_warpSize; 
# 21
} 
#endif
# 22 "v001420.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_count9 = 0; 
# 24
__attribute((noinline)) __attribute__((unused)) unsigned decay10(long b11, float q12, int stride13 = 34U) 
# 25
{int volatile ___ = 1;(void)b11;(void)q12;(void)stride13;
# 34
::exit(___);}
#if 0
# 25
{ 
# 26
if (scale5(5, q12, stride13) != (62L)) { 
# 27
return ((5) - (__device_builtin_variable_blockDim.y)) * 49UL; }  
# 28
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count9)))--; 
# 29
const float val14 = static_cast< int>((unsigned)(stride13 * 15UL)); 
# 30
++stride13; 
# 31
if (29LL <= stride13) { 
# 32
return 20; }  
# 33
return ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count9))) <= q12) ? q12 : b11) + ((__device_builtin_variable_blockDim.x) + val14)) - ((2 * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count9)))) + 19); 
# 34
} 
#endif
# 37 "v001420.cu"
__attribute((noinline)) __attribute__((unused)) void stencil15(int lane16, long long a17 = 41UL) 
# 38
{int volatile ___ = 1;(void)lane16;(void)a17;
# 51
::exit(___);}
#if 0
# 38
{ 
# 39
lane16 = 5; 
# 40
if (scale5(-3, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count9))), 49U) < (__alignof__(float))) { 
# 41
return; }  
# 42
if (((unsigned)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count9)))) != a17) { 
# 43
return; }  
# 44
int iter18 = 0; 
# 45
while (iter18 < iter18) { 
# 46
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count9))) = lane16; 
# 47
a17 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count9))); 
# 48
lane16 = (54L * lane16); 
# 49
++iter18; 
# 50
}  
# 51
} 
#endif
# 53 "v001420.cu"
__attribute__((unused)) inline int step19(int count20, const long *in21, unsigned long q22 = 35U) 
# 54
{int volatile ___ = 1;(void)count20;(void)in21;(void)q22;
# 65
::exit(___);}
#if 0
# 54
{ 
# 55
q22 = (scale5(5, q22 - (16), q22 * ((18) - (in21[__device_builtin_variable_threadIdx.x])))); 
# 56
q22++; 
# 57
if (decay10((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count9))), q22) == count20) { 
# 58
goto skip23; 
# 59
}  
# 60
q22 = q22; 
# 61
count20 = (((q22 + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count9)))) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count9))) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count9))))) + 44ULL); 
# 62
q22 = (decay10(((__device_builtin_variable_threadIdx.x) * (16)) * (q22 + (16)), (decay10(q22, sizeof(int), *in21)) * ((in21[__device_builtin_variable_gridDim.z]) / (5)))); 
# 63
skip23:; ; 
# 64
return *in21; 
# 65
} 
#endif
# 67 "v001420.cu"
__attribute__((visibility("hidden"))) void accum24_kernel(short cfg25) ;
#if 0
# 68
{ 
# 69
int idx26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 70
int pass27 = 0; 
# 71
if (pass27) { 
# 72
goto skip29; 
# 73
}  
# 74
do { 
# 75
++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count9))); 
# 76
switch (__device_builtin_variable_blockDim.x) { 
# 77
case 2 * 3:  { 
# 78
--(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count9))); 
# 79
float z28 = idx26 * 32UL; 
# 80
break; 
# 81
} 
# 82
case 1:  
# 83
break; 
# 84
default:  
# 85
break; 
# 86
}  
# 87
++pass27; 
# 88
} while (pass27 < pass27); 
# 89
skip29:; ; 
# 90
} 
#endif
# 92 "v001420.cu"
int main() 
# 93
{ 
# 94
int size30 = 3206; 
# 95
float t31[6] = {(17.5F), (2077), (static_cast< float>((6.875F))), static_cast< float>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count9)))), (2.75F)}; 
# 96
size30 = (t31[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count9)))]); 
# 97
int iter32 = 0; 
# 98
while (iter32 < iter32) { 
# 99
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count9))) = 55; 
# 100
(t31[4])--; 
# 101
++iter32; 
# 102
}  
# 103
(__cudaPushCallConfiguration(4, 5 + 59)) ? (void)0 : accum24_kernel(((t31[size30]) + (52)) * size30); 
# 104
return 0; 
# 105
} 

# 1 "v001420.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bb622c0b_10_v001420_cu_m_count9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001420.cudafe1.stub.c"
#include "v001420.cudafe1.stub.c"
# 1 "v001420.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
