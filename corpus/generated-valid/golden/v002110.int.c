# 1 "v002110.cu"
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
# 8 "v002110.cu"
__attribute__((section("__nv_managed_data__"))) static float *m_tile4 = 0; 
# 10
static void gather5(const long long *__restrict__ in6, const float *__restrict__ coef7) ;
#if 0
# 11
{ 
# 12
int idx8 = __device_builtin_variable_threadIdx.x; 
# 13
if (((*in6) ^ (idx8 + idx8)) == ((347) & (__device_builtin_variable_gridDim.y))) { 
# 14
int off9{32}; 
# 15
const int m10 = in6[3]; 
# 16
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tile4))) = (-(2.875F)); 
# 17
}  
# 18
} 
#endif
# 20 "v002110.cu"
__attribute__((unused)) void count11(float beta12, int n13) 
# 21
{int volatile ___ = 1;(void)beta12;(void)n13;
# 24
::exit(___);}
#if 0
# 21
{ 
# 22
const float stride14 = (32); 
# 23
auto sum15 = (((n13 += beta12), (n13 | ((unsigned)(__device_builtin_variable_threadIdx.x))))); 
# 24
} 
#endif
# 25 "v002110.cu"
enum class Op16 { Off17, Idle18, Idle19}; 
# 27
__attribute__((visibility("hidden"))) void gather20_kernel(const int *__restrict__ input21, int *buf22, char a23) ;
#if 0
# 28
{ 
# 29
__attribute__((unused)) static int sh_24[256]; 
# 30
(sh_24[a23]) = a23; 
# 31
} 
#endif
# 33 "v002110.cu"
__attribute__((unused)) void clamp25(const double *__restrict__ src26) 
# 34
{int volatile ___ = 1;(void)src26;
# 41
::exit(___);}
#if 0
# 34
{ 
# 35
if ((src26[2]) < ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tile4))) != (src26[__device_builtin_variable_gridDim.x])) ? *src26 : (51)) + (*src26))) { 
# 36
if (((src26[__device_builtin_variable_threadIdx.z]) / ((__device_builtin_variable_threadIdx.y) + (*src26))) > (__device_builtin_variable_threadIdx.x)) { 
# 37
unsigned *e27 = (nullptr); 
# 38
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tile4))) = (17.75F); 
# 39
}  
# 40
} else { if (!src26) { }  }  
# 41
} 
#endif
# 43 "v002110.cu"
static void smooth28_kernel(int *buf29, const double *input30, int len31) ;
#if 0
# 44
{ 
# 45
int idx32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
if (idx32 >= len31) { 
# 47
return; 
# 48
}  
# 49
double hi33 = *input30; 
# 50
if (idx32 > len31) { 
# 51
const int s34 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tile4))); 
# 52
(buf29[(__device_builtin_variable_threadIdx.x) & (7)]) = (hi33 + (256)); 
# 53
} else { 
# 54
}  
# 55
} 
#endif
# 58 "v002110.cu"
__attribute((always_inline)) __attribute__((unused)) inline int march35(Op16 a36) 
# 59
{int volatile ___ = 1;(void)a36;
# 67
::exit(___);}
#if 0
# 59
{ 
# 60
int pass37 = 0; 
# 61
while (pass37 < pass37) { 
# 62
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tile4))) = ((((long)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tile4)))) % (pass37 * 15ULL)) & (19)); 
# 63
Op16 base38 = Op16::Idle18; 
# 64
++pass37; 
# 65
}  
# 66
return 32; 
# 67
} 
#endif
# 69 "v002110.cu"
int main() 
# 70
{ 
# 71
int count39 = 2646; 
# 72
if (count39 > count39) { 
# 73
return 13UL; 
# 74
}  
# 75
if ((count39 + 32L) & (1)) { 
# 76
return (double)((39UL) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tile4)))); 
# 77
}  
# 78
int mid40 = ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tile4))) += (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tile4)))), count39) + (58 + count39)) - ((32 & count39) * ((0) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tile4))))); 
# 79
(__cudaPushCallConfiguration(((dim3)((5 + 3) * 2)), 32 + 224, 0, nullptr)) ? (void)0 : gather5(nullptr, (const float *)nullptr); 
# 80
(__cudaPushCallConfiguration((mid40 + 127) / 128, 64 * 2, 0, (cudaStream_t)0)) ? (void)0 : gather20_kernel(nullptr, (int *)nullptr, count39 * mid40); 
# 81
(__cudaPushCallConfiguration(dim3((count39 + 31) / 32, 5 + 11, (mid40 + 63) / 64), 64)) ? (void)0 : smooth28_kernel((int *)nullptr, nullptr, mid40); 
# 82
return 0; 
# 83
} 

# 1 "v002110.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9de7ddf5_10_v002110_cu_m_tile4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002110.cudafe1.stub.c"
#include "v002110.cudafe1.stub.c"
# 1 "v002110.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
