# 1 "v000466.cu"
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
# 10 "v000466.cu"
__attribute__((visibility("hidden"))) void norm5_kernel(int n6, unsigned *out7, const int *__restrict__ src8, int lane9) ;
#if 0
# 10
{ 
# 11
unsigned i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
if (i10 >= lane9) { 
# 13
return; 
# 14
}  
# 15
float res11[8] = {(-(2.25F)), (6.625F), static_cast< float>(lane9), (7.0F), static_cast< float>(__device_builtin_variable_gridDim.x), (static_cast< float>((7.875F))), (7.0F), (373)}; 
# 16
constexpr unsigned v12 = 63U; 
# 17
if (lane9) { 
# 18
goto skip16; 
# 19
}  
# 20
if (((static_cast< int>(lane9)) - 16) > ((n6 += 16), (__device_builtin_variable_threadIdx.x))) { 
# 21
int pass13 = 0; 
# 22
while (pass13 < 16) { 
# 23
constexpr int diff14 = (16U); 
# 24
++pass13; 
# 25
}  
# 26
} else { if (src8[0]) { 
# 27
constexpr int r15 = 29; 
# 28
} else { 
# 29
}  }  
# 30
skip16:; ; 
# 31
} 
#endif
# 32 "v000466.cu"
static float c_tally17; 
# 34
struct Vec18 { 
# 35
int val19; 
# 36
double w20; 
# 37
}; 
# 39
inline Vec18 operator+(Vec18 a, Vec18 b) { 
# 40
Vec18 r = a; 
# 41
(r.val19) += (b.val19); 
# 42
(r.w20) += (b.w20); 
# 43
return r; 
# 44
} 
# 45
static float d_apply21[64]; 
# 46
__attribute__((section("__nv_managed_data__"))) static int *m_relax22 = 0; 
# 48
static void pivot23_kernel(Vec18 alpha24, int lane25, long *__restrict__ data26) ;
#if 0
# 48
{ 
# 49
int tid27 = __device_builtin_variable_threadIdx.x; 
# 50
for (int i28 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax22))); i28 > 0; --i28) { 
# 51
switch (data26[1]) { 
# 52
case 10:  
# 53
break; 
# 54
}  
# 55
}  
# 56
(d_apply21[29]) = (39); 
# 57
(++(alpha24.val19)), (alpha24 = Vec18{(35U), (2.0)}); 
# 58
} 
#endif
# 61 "v000466.cu"
__attribute__((visibility("hidden"))) void trace29(const Vec18 cfg30, const double *coef31, float *out32, float *buf33) ;
#if 0
# 61
{ 
# 62
unsigned res34 = (*out32) / (45); 
# 63
int acc35 = static_cast< int>(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax22))) & 15) & 15); 
# 64
unsigned idx36 = (35) + (__device_builtin_variable_gridDim.x); 
# 65
for (int i37 = 0, j38 = 9; i37 < j38; (++i37), (--j38)) { 
# 66
for (int i39 = (2 * 7); i39 > 0; --i39) { 
# 67
(*out32) -= (buf33[2]); 
# 68
double cnt40 = __device_builtin_variable_blockIdx.x; 
# 69
}  
# 70
}  
# 71
} 
#endif
# 73 "v000466.cu"
__attribute__((visibility("hidden"))) void combine41(unsigned *acc42, const double *coef43) ;
#if 0
# 73
{ 
# 74
int gid44 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 75
size_t res45 = ('A'); 
# 76
switch ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax22)))) { 
# 77
case 3 + 6:  
# 78
res45 = (gid44 - (+(11L + (acc42[res45])))); 
# 79
break; 
# 80
default:  { 
# 81
int z46 = 3; 
# 82
break; 
# 83
} 
# 84
}  
# 85
(acc42[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax22)))]) = ('a'); 
# 86
} 
#endif
# 88 "v000466.cu"
int main() { 
# 89
int n47 = 2899; 
# 90
(__cudaPushCallConfiguration((n47 + 31) / 32, 1 << 7, 0, nullptr)) ? (void)0 : trace29(Vec18{54, static_cast< double>(n47 - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax22))))}, nullptr, nullptr, (float *)nullptr); 
# 91
int diff48 = (char)((n47 & 15) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax22)))); 
# 92
if ((diff48 * 48) == n47) { 
# 93
return 39; 
# 94
}  
# 95
(__cudaPushCallConfiguration(((dim3)(1 << 6)), 512, 1024, (cudaStream_t)0)) ? (void)0 : norm5_kernel(n47, static_cast< unsigned *>(nullptr), &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax22))), 52); 
# 96
(__cudaPushCallConfiguration(256, dim3(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax22))) + 127) / 128, 2, (n47 + 31) / 32), 1024, nullptr)) ? (void)0 : pivot23_kernel(Vec18{(' '), (46)}, n47, nullptr); 
# 97
(__cudaPushCallConfiguration((n47 + 31) / 32, 32 * 2, sizeof(int) * (256), (cudaStream_t)0)) ? (void)0 : combine41((unsigned *)nullptr, nullptr); 
# 98
return 0; 
# 99
} 

# 1 "v000466.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cdfedea3_10_v000466_cu_306314c0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000466.cudafe1.stub.c"
#include "v000466.cudafe1.stub.c"
# 1 "v000466.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
