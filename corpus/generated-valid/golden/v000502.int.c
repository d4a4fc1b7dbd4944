# 1 "v000502.cu"
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
# 17 "v000502.cu"
constexpr int scatter8(int count9) 
# 18
{ 
# 19
count9++; 
# 20
float prod10{(0.875F)}; 
# 21
return -40; 
# 22
} 
# 24
__attribute__((visibility("hidden"))) void filter11(const long *__restrict__ input12, unsigned *buf13) ;
#if 0
# 25
{ 
# 26
__attribute__((unused)) extern float dyn_14[]; 
# 27
int idx15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
if ((__device_builtin_variable_threadIdx.x) != idx15) { 
# 29
goto skip16; 
# 30
}  
# 31
if (((((input12[5]) + (10)) + (dyn_14[idx15])) - ((__device_builtin_variable_threadIdx.x) / idx15)) <= (9 - idx15)) { 
# 32
if (buf13 == (nullptr)) { 
# 33
(dyn_14[5]) /= (3 * idx15); 
# 34
} else { 
# 35
(dyn_14[6]) = (((57 + idx15) + (*input12)) - ((4) + ((dyn_14[idx15]) - (40)))); 
# 36
}  
# 37
(dyn_14[7]) *= (__device_builtin_variable_gridDim.x); 
# 38
}  
# 39
skip16:; ; 
# 40
} 
#endif
# 41 "v000502.cu"
__attribute__((section("__nv_managed_data__"))) static double *m_grow17 = 0; 
# 42
static_assert((35 == 35), "tile must fit");
# 44
__attribute__((unused)) unsigned short sift18(const unsigned char *__restrict__ src19) 
# 45
{int volatile ___ = 1;(void)src19;
# 58
::exit(___);}
#if 0
# 45
{ 
# 46
for (int i20 = 0; i20 < 6; i20++) { 
# 47
if ((i20 - 39) < (__device_builtin_variable_blockDim.y)) { 
# 48
return static_cast< short>(__device_builtin_variable_gridDim.z); 
# 49
}  
# 50
}  
# 51
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow17))) == (__device_builtin_variable_blockDim.x)) { 
# 52
int idx21[3] = {}; 
# 53
}  
# 54
unsigned x22[8]{(10), (46), (61), 9U, static_cast< unsigned>(*src19), 4U, (1), (static_cast< unsigned>(sizeof(unsigned short)))}; 
# 55
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow17))) = ((15.375F)); 
# 56
short idx23 = *src19; 
# 57
return (11) + (__device_builtin_variable_threadIdx.z); 
# 58
} 
#endif
# 60 "v000502.cu"
__attribute__((unused)) static inline void drift24(int lane25, long long alpha26, const size_t *in27) 
# 61
{int volatile ___ = 1;(void)lane25;(void)alpha26;(void)in27;
# 70
::exit(___);}
#if 0
# 61
{ 
# 62
if (in27 != (nullptr)) { 
# 63
goto skip31; 
# 64
}  
# 65
for (int i28 = 11; i28 > 0; --i28) { 
# 66
unsigned x29 = in27[5]; 
# 67
float h30 = (lane25 % 8) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow17))); 
# 68
}  
# 69
skip31:; ; 
# 70
} 
#endif
# 72 "v000502.cu"
__attribute__((unused)) void decay32(int stride33, float *data34) 
# 73
{int volatile ___ = 1;(void)stride33;(void)data34;
# 80
::exit(___);}
#if 0
# 73
{ 
# 74
for (int i35 = 0; i35 < 16; i35 += 3) { 
# 75
float r36 = (5.25F); 
# 76
float e37[8] = {}; 
# 77
float idx38 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow17))); 
# 78
}  
# 79
(data34[3]) = (((23.25F) - (stride33 % 8)) * (63)); 
# 80
} 
#endif
# 81 "v000502.cu"
int g_grow39[] = {(59L), 12}; 
# 83
int main() 
# 84
{ 
# 85
int size40 = 866; 
# 86
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow17))) >= (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow17))) - (L'\x7a')) * (54 - (g_grow39[size40])))) { 
# 87
if ((size40 * 24) != (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow17)))) { 
# 88
return 12U; 
# 89
}  
# 90
int lim41 = (13L); 
# 91
}  
# 92
(__cudaPushCallConfiguration(((dim3)(2 * 2)), dim3(8, 128, 4 * 4))) ? (void)0 : filter11(nullptr, static_cast< unsigned *>(nullptr)); 
# 93
return 0; 
# 94
} 

# 1 "v000502.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__06806ff1_10_v000502_cu_7e348ae3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000502.cudafe1.stub.c"
#include "v000502.cudafe1.stub.c"
# 1 "v000502.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
