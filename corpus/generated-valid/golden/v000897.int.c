# 1 "v000897.cu"
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
# 21 "v000897.cu"
__attribute__((visibility("hidden"))) void bias6(const char *__restrict__ input7, unsigned char p8, const double *__restrict__ src9, float *__restrict__ dst10) ;
#if 0
# 22
{ 
# 23
__attribute__((unused)) extern int dyn_11[]; 
# 24
int gid12 = __device_builtin_variable_threadIdx.x; 
# 25
for (int i13 = 0; i13 < gid12; ++i13) { 
# 26
short x14 = 2683U + (dyn_11[gid12]); 
# 27
}  
# 28
--p8; 
# 29
__attribute__((unused)) static int sh_15[256]; 
# 30
} 
#endif
# 31 "v000897.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_spread16 = 0; 
# 33
__attribute__((unused)) void combine17(float beta18, int lane19, long long a20) 
# 34
{int volatile ___ = 1;(void)beta18;(void)lane19;(void)a20;
# 37
::exit(___);}
#if 0
# 34
{ 
# 35
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread16))) = beta18; 
# 36
float stride21 = (unsigned char)(__device_builtin_variable_blockDim.x); 
# 37
} 
#endif
# 39 "v000897.cu"
__attribute__((unused)) inline float fuse22(double *dst23, int lane24, float cfg25) 
# 40
{int volatile ___ = 1;(void)dst23;(void)lane24;(void)cfg25;
# 53
::exit(___);}
#if 0
# 40
{ 
# 41
{ 
# 42
__attribute__((unused)) static int sh_26; 
# 43
if (__device_builtin_variable_gridDim.y) { 
# 44
return -(dst23[1]); }  
# 45
} 
# 46
cfg25 = ((35ULL) * (dst23[1])); 
# 48
#pragma unroll
for (
# 48
int j27 = 0; j27 < (5 * 3); j27++) { 
# 49
++lane24; 
# 50
cfg25++; 
# 51
}  
# 52
return __device_builtin_variable_blockIdx.x; 
# 53
} 
#endif
# 55 "v000897.cu"
static void merge28(int len29, unsigned *out30, const int *in31, const unsigned short *__restrict__ in32) ;
#if 0
# 56
{ 
# 57
int tid33 = __device_builtin_variable_threadIdx.x; 
# 58
if (tid33 >= len29) { 
# 59
return; }  
# 60
(*out30) = (27); 
# 61
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread16)))++; 
# 62
} 
#endif
# 63 "v000897.cu"
__attribute__((section("__nv_managed_data__"))) static float *m_lerp34 = 0; 
# 65
__attribute__((visibility("hidden"))) void pivot35_kernel(const float *in36) ;
#if 0
# 66
{ 
# 67
int idx37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 68
++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_lerp34))); 
# 69
if (__device_builtin_variable_gridDim.z) { 
# 70
return; }  
# 71
int w38 = 0; 
# 72
while (w38 < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread16)))) { 
# 73
switch (w38 - w38) { 
# 74
case 7:  { 
# 75
short idx39{(static_cast< short>(6))}; 
# 76
[[fallthrough]] ; 
# 77
} 
# 78
case 0:  { 
# 79
int q40 = idx37; 
# 80
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread16))) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread16))); 
# 81
break; 
# 82
} 
# 83
case 1:  
# 84
break; 
# 85
case 3:  
# 86
break; 
# 87
default:  
# 88
break; 
# 89
}  
# 90
++w38; 
# 91
}  
# 92
} 
#endif
# 94 "v000897.cu"
int main() 
# 95
{ 
# 96
int size41 = 1410; 
# 97
unsigned *s42 = (nullptr); 
# 98
double h43 = (5.75); 
# 99
(s42[4]) = (size41 + (+(62U / (s42[6])))); 
# 100
--(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread16))); 
# 101
(__cudaPushCallConfiguration(2, 32)) ? (void)0 : bias6(nullptr, size41, &h43, &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_lerp34)))); 
# 102
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread16))) + 255) / 256, 1 << (6 + 2))) ? (void)0 : merge28(((15) - (s42[2])) * ((s42[size41]) >> (*s42)), (unsigned *)nullptr, &size41, nullptr); 
# 103
(__cudaPushCallConfiguration(2 * (6 + 2), 64)) ? (void)0 : pivot35_kernel(nullptr); 
# 104
return 0; 
# 105
} 

# 1 "v000897.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__80d0ee6c_10_v000897_cu_ae51809b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000897.cudafe1.stub.c"
#include "v000897.cudafe1.stub.c"
# 1 "v000897.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
