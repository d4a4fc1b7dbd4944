# 1 "v000799.cu"
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
# 11 "v000799.cu"
__attribute__((section("__nv_managed_data__"))) static double *m_drift4 = 0; 
# 13
__attribute__((visibility("hidden"))) void score5_kernel(float *data6, size_t alpha7, double p8) ;
#if 0
# 13
{ 
# 14
int gid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
__attribute__((unused)) static unsigned char sh_10[1 << 7]; 
# 16
p8 = (((alpha7 + (sh_10[23])) - 20UL) % (32U)); 
# 17
} 
#endif
# 19 "v000799.cu"
__attribute__((visibility("hidden"))) void bias11_kernel(unsigned *data12, unsigned alpha13, int stride14, int *dst15) ;
#if 0
# 19
{ 
# 20
int tid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
int pass17 = 0; 
# 22
while (pass17 < stride14) { 
# 23
if (((*data12) >> 2) != ((((data12[6]) <= (15)) ? 49 : 43) - (*dst15))) { 
# 24
(*dst15) = ((stride14 * stride14) - ((54) + (__device_builtin_variable_threadIdx.z))); 
# 25
} else { if (unsigned t18 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift4))); data12 == (nullptr)) { 
# 26
(dst15[6])++; 
# 27
__attribute__((unused)) static long long sh_19[16]; 
# 28
}  }  
# 29
++pass17; 
# 30
}  
# 31
stride14--; 
# 32
} 
#endif
# 33 "v000799.cu"
constexpr int BLOCK20 = 64; 
# 34
const char *g_scatter21 = ("x=%d"); 
# 35
using idx22_t = int; 
# 37
constexpr idx22_t run_accum23(idx22_t n24, double cfg25) { 
# 38
cfg25 = BLOCK20; 
# 39
n24 = 24; 
# 40
return BLOCK20; 
# 41
} 
# 42
static long c_blend26[2]; 
# 44
__attribute__((visibility("hidden"))) void spread27_kernel(bool alpha28, const double *input29, idx22_t *acc30) ;
#if 0
# 44
{ 
# 45
if (((__device_builtin_variable_blockDim.x) / (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift4)))) == (60)) { 
# 46
return; 
# 47
}  
# 48
do { (acc30[2]) += ((((unsigned char)(c_blend26[__device_builtin_variable_gridDim.x])) % 8) + (input29[0])); } while (0); 
# 49
if ((__device_builtin_variable_threadIdx.z) < (59L - __device_builtin_variable_warpSize)) { 
# 50
alpha28 = ((int)((input29[__device_builtin_variable_warpSize]) + ((acc30[__device_builtin_variable_blockDim.x]) + BLOCK20))); 
# 51
}  
# 52
auto sum31 = +(static_cast< unsigned>((acc30[6]) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift4))))); 
# 53
float m32 = ((*acc30) >> 4) / ((32) + (__device_builtin_variable_threadIdx.x)); 
# 54
} 
#endif
# 56 "v000799.cu"
float host_stencil33(float a34) { 
# 57
for (int it35 = 0; it35 < 11; it35++) { 
# 58
(__cudaPushCallConfiguration(64, 1 << 6, 4096)) ? (void)0 : score5_kernel(&a34, 60 - ((g_scatter21[0]) % 8), BLOCK20); 
# 59
do { a34 += a34; } while (0); 
# 60
constexpr int cnt36 = 12; 
# 61
}  
# 62
return BLOCK20; 
# 63
} 
# 64
typedef int idx37_t; 
# 66
void host_shade38(float q39, float a40, unsigned beta41) { 
# 67
(__cudaPushCallConfiguration(1 << 9, 32, sizeof(float) * (64))) ? (void)0 : spread27_kernel(BLOCK20 >= q39, &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift4))), nullptr); 
# 68
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift4))) = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift4))) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift4)))); 
# 69
} 
# 71
__attribute__((visibility("hidden"))) void pivot42_kernel(const float *input43, unsigned long long alpha44, float alpha45) ;
#if 0
# 71
{ 
# 72
int i46 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 73
if (((__device_builtin_variable_gridDim.z) + (__device_builtin_variable_threadIdx.y)) < 53UL) { 
# 74
return; 
# 75
}  
# 76
if ((input43 == (nullptr)) || (37UL > (__device_builtin_variable_gridDim.x))) { 
# 77
++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift4))); 
# 78
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift4))) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift4))); 
# 79
idx22_t acc47[2] = {static_cast< idx37_t>((c_blend26[alpha44]) * (57))}; 
# 80
}  
# 81
} 
#endif
# 83 "v000799.cu"
template< class T, int N = 4> __attribute__((unused)) T 
# 84
score48(T beta49, const T *input50) {int volatile ___ = 1;(void)beta49;(void)input50;
# 93
::exit(___);}
#if 0
# 84
{ 
# 85
(++beta49), ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift4))) = ((input50[4]) * (0.375F))); 
# 86
T z51 = *input50; 
# 87
--z51; 
# 88
z51 = ((__device_builtin_variable_blockDim.x) / (9)); 
# 89
if ((__device_builtin_variable_blockDim.x) == (' ')) { 
# 90
return (__device_builtin_variable_blockIdx.x) * beta49; 
# 91
}  
# 92
return c_blend26[__device_builtin_variable_gridDim.x]; 
# 93
} 
#endif
# 95 "v000799.cu"
int main() { 
# 96
int len52 = 725; 
# 97
float lim53 = ((len52 % 8) + (static_cast< float>(64))) - (8.375F); 
# 98
if (!(len52 >= BLOCK20)) { 
# 99
return (len52 % 8); 
# 100
}  
# 101
(__cudaPushCallConfiguration(8, BLOCK20 + 192, 1 << 8)) ? (void)0 : bias11_kernel(nullptr, ((len52 == (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift4)))) ? lim53 : (2022)) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift4))) * (g_scatter21[0])), 21, &len52); 
# 102
(__cudaPushCallConfiguration((len52 + 63) / 64, 256, sizeof(float) * (256))) ? (void)0 : pivot42_kernel(&lim53, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift4))), 21UL >> (g_scatter21[0])); 
# 103
return 0; 
# 104
} 

# 1 "v000799.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__91592b8a_10_v000799_cu_m_drift4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000799.cudafe1.stub.c"
#include "v000799.cudafe1.stub.c"
# 1 "v000799.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
