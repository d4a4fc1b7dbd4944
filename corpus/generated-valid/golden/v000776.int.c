# 1 "v000776.cu"
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
# 5 "v000776.cu"
static char g_warp1; 
# 7
__attribute__((unused)) int filter2(double *dst3, long long beta4) {int volatile ___ = 1;(void)dst3;(void)beta4;
# 12
::exit(___);}
#if 0
# 7
{ 
# 8
double sum5[4]{(16.375), (20.375), static_cast< double>(__device_builtin_variable_blockDim.x), (1L)}; 
# 9
beta4 = beta4; 
# 10
((sum5[2])--), ((dst3[7]) = (sum5[beta4])); 
# 11
return (beta4 * beta4) | (beta4 + (__device_builtin_variable_threadIdx.z)); 
# 12
} 
#endif
# 14 "v000776.cu"
double accum6(unsigned beta7, const signed char *src8, int stride9 = 47) { 
# 15
for (int i10 = 0, j11 = stride9; i10 < j11; (++i10), (--j11)) { 
# 16
g_warp1--; 
# 17
beta7 = (static_cast< int>(beta7 % g_warp1)); 
# 18
}  
# 19
g_warp1 = (static_cast< float>((int)g_warp1)); 
# 20
float v12(g_warp1); 
# 21
v12 = ((g_warp1 += stride9), ((src8[beta7]) + (~stride9))); 
# 22
(++v12), (v12 *= ((beta7 += v12), g_warp1)); 
# 23
return ((stride9 * beta7) + beta7) & 51L; 
# 24
} 
# 26
unsigned stencil13(int count14) { 
# 27
count14++; 
# 28
count14 *= (count14 >> (43 % (count14 >> 10))); 
# 29
--count14; 
# 30
const short res15 = 4L + count14; 
# 31
return 33UL; 
# 32
} 
# 33
__attribute__((section("__nv_managed_data__"))) static float (*m_bias16)[64] = 0; 
# 34
static_assert((36 == 36), "expected value");
# 36
__attribute__((unused)) int warp17(const long *src18, double *acc19) {int volatile ___ = 1;(void)src18;(void)acc19;
# 48
::exit(___);}
#if 0
# 36
{ 
# 37
(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias16)))[39])--), ((*acc19) /= (60U ^ (__device_builtin_variable_threadIdx.x))); 
# 38
(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias16)))[37])--), ((acc19[3]) = (((src18[__device_builtin_variable_blockIdx.z]) - (acc19[5])) * ((acc19[6]) * (18.0)))); 
# 39
int iter20 = 0; 
# 40
while (iter20 < iter20) { 
# 41
--(acc19[iter20 & 7]); 
# 42
(*acc19) = ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias16)))[iter20]) * ((float)(__device_builtin_variable_gridDim.x))) * iter20); 
# 43
++iter20; 
# 44
}  
# 45
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias16)))[iter20 & 63]) *= (12.5F); 
# 46
short k21[3] = {(4)}; 
# 47
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias16)))[(__device_builtin_variable_threadIdx.y) & (63)]; 
# 48
} 
#endif
# 50 "v000776.cu"
static void sweep22(unsigned short *out23, int lane24, int len25, unsigned *acc26) ;
#if 0
# 50
{ 
# 51
__attribute__((unused)) extern int dyn_27[]; 
# 52
unsigned tid28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 53
((*out23)--), ((acc26[(__device_builtin_variable_blockIdx.y) & (7)]) = (28UL)); 
# 54
(dyn_27[len25 & 7])++; 
# 55
(--lane24), (lane24 = 4569); 
# 56
} 
#endif
# 58 "v000776.cu"
int main() { 
# 59
int n29 = 930; 
# 60
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias16)))[g_warp1 & 63]) /= (5.375F); 
# 61
if (g_warp1) { 
# 62
return g_warp1; }  
# 63
(__cudaPushCallConfiguration((n29 + 31) / 32, 512, 256, 0)) ? (void)0 : sweep22((unsigned short *)nullptr, n29, g_warp1 & 62, nullptr); 
# 64
return 0; 
# 65
} 

# 1 "v000776.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__760a85bd_10_v000776_cu_f7332e41
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000776.cudafe1.stub.c"
#include "v000776.cudafe1.stub.c"
# 1 "v000776.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
