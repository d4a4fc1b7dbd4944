# 1 "v000336.cu"
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
# 7 "v000336.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned long *m_rank3 = 0; 
# 9
namespace detail4 { 
# 10
const float g_smooth5 = (53); 
# 12
static void rank6(int stride7, int *out8) ;
#if 0
# 13
{ 
# 14
int i9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
if (i9 >= stride7) { 
# 16
return; }  
# 17
if (int diff10((i9 + (stride7 / sizeof(long))) + (1263UL + stride7)); (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank3))) > stride7) { 
# 18
float mid11 = diff10; 
# 19
(*out8) = (41UL); 
# 20
}  
# 21
if ((i9 + i9) > (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank3)))) { 
# 22
if (!out8) { 
# 23
return; }  
# 24
long long hi12 = 3697LL; 
# 25
--(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank3))); 
# 26
}  
# 27
} 
#endif
# 29 "v000336.cu"
static void reduce13(int n14, int lane15, double *out16, int lane17) ;
#if 0
# 30
{ 
# 31
(out16[6]) = ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank3))) == (30)) ? lane17 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank3)))) * n14); 
# 32
lane17 = (985 - ((__device_builtin_variable_warpSize % n14) - 10)); 
# 33
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank3))) -= (21); 
# 34
float q18 = __device_builtin_variable_threadIdx.z; 
# 35
n14 *= ((out16[0]) - (((int)23) - q18)); 
# 36
} 
#endif
# 37 "v000336.cu"
}
# 39
__attribute__((visibility("hidden"))) void merge19(const unsigned *src20, const int *src21, int stride22) ;
#if 0
# 40
{ 
# 41
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank3))) = (src20[4]); 
# 42
long long z23 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank3))); 
# 43
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank3))) = (*src21); 
# 44
z23 = (src20[z23]); 
# 45
} 
#endif
# 47 "v000336.cu"
__attribute__((visibility("hidden"))) void bump24(const double *in25) ;
#if 0
# 48
{ 
# 49
int idx26 = __device_builtin_variable_threadIdx.x; 
# 50
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank3))) = (1592); 
# 51
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank3)))--; 
# 52
int r27[4] = {3, 728, 25}; 
# 53
} 
#endif
# 55 "v000336.cu"
int main() 
# 56
{ 
# 57
int len28 = 2399; 
# 58
(__cudaPushCallConfiguration(256, 128 * 2, 0)) ? (void)0 : merge19((const unsigned *)nullptr, nullptr, 11); 
# 59
for (int i29 = 0; i29 < 3; i29++) { 
# 60
int prod30[2] = {}; 
# 61
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank3))) &= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank3))); 
# 62
}  
# 63
(__cudaPushCallConfiguration(dim3((len28 + 31) / 32, sizeof(float) * (8), 8 * 8), 128)) ? (void)0 : detail4::rank6(detail4::g_smooth5, (int *)nullptr); 
# 64
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank3))) + (31)) / (32), sizeof(int) * (16))) ? (void)0 : detail4::reduce13((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank3))) * (44U), detail4::g_smooth5, nullptr, (len28 == len28) ? 4 : ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank3))) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank3))))); 
# 65
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank3))) + (31)) / (32), dim3(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank3))) + (31)) / (32), ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank3))) + (31)) / (32)))) ? (void)0 : bump24((const double *)nullptr); 
# 66
return 0; 
# 67
} 

# 1 "v000336.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__181b616b_10_v000336_cu_m_rank3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000336.cudafe1.stub.c"
#include "v000336.cudafe1.stub.c"
# 1 "v000336.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
