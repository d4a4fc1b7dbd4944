# 1 "i000583.cu"
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
# 16 "i000583.cu"
enum class Color7: short { Off8, Off9}; 
# 17
static signed char d_mix10; 
# 19
__attribute__((visibility("hidden"))) void scale11(float *__restrict__ acc12) ;
#if 0
# 19
{ 
# 20
if ((d_mix10 <= d_mix10) || ((acc12[d_mix10 & 7]) == (34))) { 
# 21
goto done14; 
# 22
}  
# 23
if ((*acc12) != ((acc12[7]) + d_mix10)) { 
# 24
(acc12[4]) = ((int)((16) / (acc12[5]))); 
# 25
Color7 q13 = Color7::Off8; 
# 26
q13 = q13; 
# 27
}  
# 28
d_mix10 = ((31U) * (*acc12)); 
# 29
done14:; ; 
# 30
} 
#endif
# 32 "i000583.cu"
namespace img15 { namespace v16 { 
# 33
__attribute__((visibility("hidden"))) void filter17(size_t *__restrict__ data18) ;
#if 0
# 33
{ 
# 34
++(data18[3]); 
# 35
d_mix10 = ((34) * (data18[d_mix10])); 
# 36
Color7 stride19 = Color7::Off9; 
# 37
} 
#endif
# 38 "i000583.cu"
}}
# 39
__attribute__((section("__nv_managed_data__"))) static double *m_apply20 = 0; 
# 41
namespace math21 { 
# 42
inline float host_count22(unsigned char *__restrict__ acc23, unsigned *__restrict__ acc24) { 
# 43
for (int it25 = 0, j26 = 3; it25 < j26; (++it25), (--j26)) { 
# 44
(__cudaPushCallConfiguration(((dim3)(4 * 4)), 5 + 251)) ? (void)0 : scale11(reinterpret_cast< float *>(acc23)); 
# 45
(*acc24) = (((unsigned)(1060 * (*acc23))) + ((25 + j26) << (20 + (acc23[4])))); 
# 46
}  
# 47
return (((acc23[6]) += 57), ((short)(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_apply20))) += (L'\x7a')), 64))); 
# 48
} 
# 50
constexpr int host_spread27(int len28, int count29) { 
# 51
return 19 + len28; 
# 52
} 
# 53
enum Op30 { ADD31, ADD32}; 
# 54
}
# 56
unsigned run_gather33(const double *in34, int len35) { 
# 57
int pass36 = 0; 
# 58
while (pass36 < pass36) { 
# 59
unsigned idx37[4]{(208), static_cast< unsigned>(pass36), (4973), (32)}; 
# 60
++pass36; 
# 61
}  
# 62
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_apply20)))--; 
# 63
return *in34; 
# 64
} 
# 66
int main() { 
# 67
int n38 = 1830; 
# 68
n38 += sizeof(void); 
# 69
n38++; 
# 70
(__cudaPushCallConfiguration(8 + 248, ((dim3)(((math21::ADD32) + (math21::ADD32)) * ((math21::ADD32) + 3))), 5 + (5 + (5 + 1009)))) ? (void)0 : img15::v16::filter17((size_t *)nullptr); 
# 71
return 0; 
# 72
} 

# 1 "i000583.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__58e99930_10_i000583_cu_c23fbeac
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000583.cudafe1.stub.c"
#include "i000583.cudafe1.stub.c"
# 1 "i000583.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
