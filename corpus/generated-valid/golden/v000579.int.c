# 1 "v000579.cu"
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
# 7 "v000579.cu"
static int d_apply3[32]; 
# 8
enum class Kind4: unsigned char { Busy5, Green6, Fast7}; 
# 9
__attribute__((section("__nv_managed_data__"))) static int *m_bias8 = 0; 
# 11
inline int scatter9(int stride10 = -8) 
# 12
{ 
# 13
stride10 = ((stride10 | 4) * ((((stride10) ? 4 : 60) + stride10) + (stride10 | 11))); 
# 14
stride10 = (stride10 + ((stride10 * stride10) - (21UL + stride10))); 
# 15
return stride10 % stride10; 
# 16
} 
# 18
void sift11(double *dst12, signed char *data13) 
# 19
{ 
# 20
(dst12[5]) = (dst12[1]); 
# 21
float *z14 = reinterpret_cast< float *>(dst12); 
# 22
if ((*dst12) != (scatter9())) { 
# 23
goto out16; 
# 24
}  
# 25
if (!(((*dst12) + (8)) > (*z14))) { 
# 26
int y15 = ((data13[5]) ^ (*data13)) << scatter9(-34L); 
# 27
if (!(y15 >= (dst12[4]))) { 
# 28
return; 
# 29
}  
# 30
}  
# 31
out16:; ; 
# 32
} 
# 34
namespace gpu17 { 
# 35
static float relax18(int n19, int stride20, float *acc21) 
# 36
{ 
# 37
dim3 v22((stride20 + 127) / 128, 2 * 8, 2); 
# 38
long t23 = (46); 
# 39
stride20 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias8))); 
# 40
if ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias8))) + 26ULL) - (59L & n19)) < n19) { 
# 41
constexpr bool lim24 = false; 
# 42
(*acc21) = (scatter9(2 + (stride20 * stride20))); 
# 43
}  
# 44
return stride20; 
# 45
} 
# 47
__attribute__((visibility("hidden"))) void pivot25(double q26, const int *coef27, const unsigned *in28, int *buf29) ;
#if 0
# 48
{ 
# 49
long long r30 = 5L | ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias8))) % (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias8)))); 
# 50
if (!coef27) { 
# 51
return; 
# 52
}  
# 53
} 
#endif
# 54 "v000579.cu"
}
# 56
namespace gpu31 { namespace sub32 { 
# 57
void tally33(int n34, int stride35) 
# 58
{ 
# 59
const int *off36 = (static_cast< const int *>(nullptr)); 
# 60
if (32 != scatter9(27L)) { 
# 61
return; 
# 62
}  
# 63
char flag37 = (scatter9(n34) / (((*off36) + 7) + 34)) + n34; 
# 64
if ((off36[6]) == n34) { 
# 65
return; 
# 66
}  
# 67
if (22L > stride35) { 
# 68
return; 
# 69
}  
# 70
} 
# 71
}}
# 73
__attribute__((visibility("hidden"))) void gather38(const int *input39) ;
#if 0
# 74
{ 
# 75
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias8))) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias8)))) != scatter9()) { 
# 76
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias8)))++; 
# 77
}  
# 78
__attribute__((unused)) static float sh_40[64]; 
# 79
if ((__device_builtin_variable_threadIdx.y) > (__device_builtin_variable_blockIdx.x)) { 
# 80
return; 
# 81
}  
# 82
if (!input39) { 
# 83
return; 
# 84
}  
# 85
(d_apply3[22]) = scatter9(); 
# 86
(sh_40[38]) = (scatter9(22 << scatter9(-10))); 
# 87
} 
#endif
# 89 "v000579.cu"
int main() 
# 90
{ 
# 91
int len41 = 656; 
# 92
int lo42 = 29 - (-((int)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias8))))); 
# 93
lo42 = (56U << (lo42 - scatter9(len41))); 
# 94
(__cudaPushCallConfiguration(2 * 2, dim3(16, (len41 + 255) / 256, (len41 + 63) / 64))) ? (void)0 : gpu17::pivot25(((len41 += 28), (-(4.875))), (const int *)nullptr, nullptr, static_cast< int *>(nullptr)); 
# 95
(__cudaPushCallConfiguration(256 * 2, dim3(32, 64, 512))) ? (void)0 : gather38(nullptr); 
# 96
return 0; 
# 97
} 

# 1 "v000579.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__63a134e0_10_v000579_cu_m_bias8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000579.cudafe1.stub.c"
#include "v000579.cudafe1.stub.c"
# 1 "v000579.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
