# 1 "v000863.cu"
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
# 7 "v000863.cu"
__attribute__((section("__nv_managed_data__"))) static int (*m_tally3)[16] = 0; 
# 9
static void clamp4_kernel(unsigned alpha5) ;
#if 0
# 9
{ 
# 10
unsigned idx6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
__attribute__((unused)) static int sh_7[256]; 
# 12
__attribute__((unused)) static float sh_8[16]; 
# 13
for (int q9 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally3)))) { 
# 14
{ 
# 15
unsigned short k10 = static_cast< signed char>((__device_builtin_variable_blockDim.x) - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally3)))[idx6])); 
# 16
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally3)))[alpha5]) += ((int)(((sh_7[q9]) / 36) - k10)); 
# 17
} 
# 18
}  
# 19
} 
#endif
# 20 "v000863.cu"
enum class Axis11: long { Busy12, Low13}; 
# 22
__attribute__((visibility("hidden"))) void tile14(int lane15, unsigned short *data16) ;
#if 0
# 22
{ 
# 23
int tid17 = __device_builtin_variable_threadIdx.x; 
# 24
if (tid17 >= lane15) { 
# 25
return; }  
# 26
float diff18 = static_cast< double>(('#') + tid17); 
# 27
if ((tid17 <= 57) && (diff18 > (56))) { 
# 28
goto out21; 
# 29
}  
# 30
switch ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally3)))[lane15]) { 
# 31
case 1:  { 
# 32
int lim19 = 11; 
# 33
break; 
# 34
} 
# 35
case 2:  
# 36
break; 
# 37
case 7:  { 
# 38
unsigned tmp20 = static_cast< unsigned long>((data16[7]) ? (lane15 += __device_builtin_variable_warpSize), (__device_builtin_variable_threadIdx.y) : (-lane15)); 
# 39
break; 
# 40
} 
# 41
case 10:  
# 42
break; 
# 43
default:  
# 44
break; 
# 45
}  
# 46
out21:; ; 
# 47
} 
#endif
# 49 "v000863.cu"
static void pivot22(int *buf23, double *__restrict__ dst24) ;
#if 0
# 49
{ 
# 50
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally3)))[__device_builtin_variable_threadIdx.y])++; 
# 51
unsigned x25 = (8); 
# 52
if ((buf23 != (nullptr)) || (x25 != x25)) { 
# 53
goto skip26; 
# 54
}  
# 55
x25 *= (63); 
# 56
skip26:; ; 
# 57
} 
#endif
# 59 "v000863.cu"
__attribute__((visibility("hidden"))) void kick27_kernel(int n28) ;
#if 0
# 59
{ 
# 60
int tid29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 61
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally3)))[__device_builtin_variable_blockIdx.x])--; 
# 62
Axis11 mid30 = Axis11::Low13; 
# 63
mid30 = Axis11::Busy12; 
# 64
unsigned char tmp31 = ((41) - ((double)n28)) * (63); 
# 65
} 
#endif
# 66 "v000863.cu"
static double c_decay32; 
# 68
unsigned run_gather33(long alpha34, float *dst35, double *data36) { 
# 69
for (auto &diff37 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally3)))) { 
# 70
static_assert((7 == 7), "expected value");
# 71
}  
# 72
unsigned r38[5] = {}; 
# 73
return (static_cast< unsigned>((r38[alpha34]) ? dst35[alpha34] : (9))) * (static_cast< int>('z')); 
# 74
} 
# 76
int main() { 
# 77
int n39 = 1936; 
# 78
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally3)))[n39]) *= (((38) < ((-((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally3)))[n39])) + (4040L / n39))) ? (n39 + n39) - n39 : n39); 
# 79
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally3)))[n39]) <<= (n39 + ((27) - (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally3)))[n39]) + 29U))); 
# 80
for (int n40 = 0; n40 < n39; n40 += 3) { 
# 81
--((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally3)))[n40]); 
# 82
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally3)))[n40]) -= ('a'); 
# 83
}  
# 84
(__cudaPushCallConfiguration(512, 256)) ? (void)0 : clamp4_kernel((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally3)))[12]); 
# 85
(__cudaPushCallConfiguration(4, 64)) ? (void)0 : tile14((15 + n39) >> 4, static_cast< unsigned short *>(nullptr)); 
# 86
(__cudaPushCallConfiguration(((dim3)(16)), 128)) ? (void)0 : pivot22((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally3))), nullptr); 
# 87
return 0; 
# 88
} 

# 1 "v000863.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8de2eeea_10_v000863_cu_m_tally3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000863.cudafe1.stub.c"
#include "v000863.cudafe1.stub.c"
# 1 "v000863.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
