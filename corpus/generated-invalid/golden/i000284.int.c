# 1 "i000284.cu"
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
# 12 "i000284.cu"
int run_sift6(int stride7, int stride8) 
# 13
{ 
# 14
float m9[4] = {static_cast< float>(stride8)}; 
# 15
const char *diff10 = ("C:\\dir"); 
# 16
return m9[2]; 
# 17
} 
# 18
__attribute__((section("__nv_managed_data__"))) static char (*m_rank11)[8] = 0; 
# 19
__attribute__((visibility("hidden"))) void merge12(const int *src13) ;
#if 0
# 20
{ 
# 21
__attribute__((unused)) extern float dyn_14[]; 
# 22
int idx15 = __device_builtin_variable_threadIdx.x; 
# 23
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[idx15 & 7]) = (static_cast< int>(((idx15 * 53) < ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[1])) ? idx15 * 53 : ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[1]))); 
# 24
float r16 = (19.375F) - (dyn_14[4]); 
# 25
bool u17 = (((src13[3]) >> 4) - ((__device_builtin_variable_gridDim.z) - (2))) <= (32); 
# 26
double hi18 = idx15; 
# 27
float idx19 = (src13 != (nullptr)) ? hi18 : ((idx15 < 2) ? idx15 : 2); 
# 28
unsigned z20 = 4604U; 
# 29
++hi18; 
# 30
} 
#endif
# 31 "i000284.cu"
__attribute__((visibility("hidden"))) void step21(int count22, const int *coef23) ;
#if 0
# 32
{ 
# 33
int tid24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
if (tid24 >= count22) { 
# 35
return; 
# 36
}  
# 37
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[tid24])--; 
# 38
int s25 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[2]; 
# 39
long f26 = (((count22 > 3) ? __device_builtin_variable_warpSize : ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[7])) + (s25 / 2293UL)) - ((s25 < (sizeof(unsigned long) % (coef23[1]))) ? s25 : (sizeof(unsigned long) % (coef23[1]))); 
# 40
} 
#endif
# 41 "i000284.cu"
struct Pixel27 { 
# 42
size_t lo28; 
# 43
int mass29; 
# 44
}; 
# 45
template< class T, int N> 
# 46
__attribute((always_inline)) __attribute__((unused)) inline float score30(T q31, int n32) 
# 47
{int volatile ___ = 1;(void)q31;(void)n32;
# 53
::exit(___);}
#if 0
# 47
{ 
# 48
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[n32]) |= (9 + ((n32 << n32) + (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[1]) >> 1))); 
# 49
--((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[1]); 
# 50
T off33{static_cast< T>((((q31 + 56) + n32) <= N) ? 64 * n32 : 17UL)}; 
# 51
float cnt34[2] = {}; 
# 52
return n32 * (15.625F); 
# 53
} 
#endif
# 54 "i000284.cu"
float gather35(Pixel27 b36, float alpha37, float *dst38) 
# 55
{ 
# 56
--alpha37; 
# 57
(b36.lo28) += ((sizeof(int)) + alpha37); 
# 58
return (b36.mass29) & run_sift6(static_cast< int>(alpha37), (b36.lo28) * (64)); 
# 59
} 
# 60
int main() 
# 61
{ 
# 62
int count39 = 224; 
# 63
count39 = (count39 << 40); 
# 64
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[count39]) <<= (static_cast< unsigned char>((count39 << count39) | (count39 * count39))); 
# 65
--count39; 
# 66
(__cudaPushCallConfiguration((count39 + 31) / 32, 128)) ? (void)0 : merge12((const int *)nullptr); 
# 67
(__cudaPushCallConfiguration(1, sizeof(float) * (8))) ? (void)0 : step21(4244L, &count39); 
# 68
return 0; 
# 69
} 

# 1 "i000284.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d83b9131_10_i000284_cu_141bf4ee
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000284.cudafe1.stub.c"
#include "i000284.cudafe1.stub.c"
# 1 "i000284.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
